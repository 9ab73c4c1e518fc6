/**
 * The two-instance setup (deploy/compose.yaml, Caddyfile, .env.example) and the monitoring files
 * (Grafana dashboard, Prometheus alert rules), checked without a container engine: the settings each
 * instance gets are ones the server accepts, both instances share their stores, the services named in
 * the wiring exist, and every metric the dashboard and the alerts ask for is one the server exports.
 * Engine-independent: the SQLite pass runs it.
 */
// test-engines: sqlite
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import vm from 'node:vm';
// Compose files use anchors and merge keys, past a hand-made reader.
import { parse } from 'yaml';
import { loadConfig } from '../src/core/config.js';
import { startTestApp } from './helpers/test-app.js';
import { TEST_ENGINE } from './helpers/test-database.js';

type Service = {
  image?: string;
  build?: { context: string; dockerfile?: string };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  restart?: string;
  entrypoint?: string[];
  volumes?: string[];
};

const composeText = readFileSync('deploy/compose.yaml', 'utf8');
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const nametags = Object.entries(services).filter(([, service]) => service.build !== undefined);

/** .env.example's settings, as docker compose reads an .env file. */
const example: Record<string, string> = {};
for (const line of readFileSync('deploy/.env.example', 'utf8').split('\n')) {
  const equals = line.indexOf('=');
  if (line.startsWith('#') || equals === -1) continue;
  example[line.slice(0, equals).trim()] = line.slice(equals + 1).trim();
}

/** Compose's interpolation of `${NAME}` (and `$$`, a literal `$`), from .env.example. */
function interpolate(value: string): string {
  return value.replace(/\$\$|\$\{(\w+)\}/g, (whole, name: string | undefined) => {
    if (name === undefined) return '$';
    assert.ok(example[name], `${name} (used in compose.yaml) has a value in .env.example`);
    return example[name];
  });
}

describe(
  'the compose setup',
  { skip: TEST_ENGINE !== 'sqlite' && 'engine-independent: run by the SQLite pass' },
  () => {
    it('runs two Nametag instances, built from the Dockerfile, behind Caddy', () => {
      assert.deepEqual(
        nametags.map(([name]) => name),
        ['nametag-1', 'nametag-2'],
      );
      for (const [, service] of nametags) {
        assert.ok(existsSync(join('deploy', service.build!.context, service.build!.dockerfile ?? 'Dockerfile')));
      }
      const caddyfile = readFileSync('deploy/Caddyfile', 'utf8');
      const upstreams = /reverse_proxy ([^{\n]+)/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
      assert.deepEqual(
        upstreams,
        nametags.map(([name]) => `${name}:8080`),
        'Caddy sends requests to both instances, on the port the image listens on',
      );
      assert.match(caddyfile, /health_uri \/readyz/, 'and only to ready ones');
      assert.ok(services.caddy?.volumes?.some((v) => v.startsWith('./Caddyfile:')));
    });

    it('is a Caddyfile Caddy accepts, for a domain name and for a try on one machine', (t) => {
      const caddy = spawnSync('caddy', ['version'], { encoding: 'utf8' });
      if (caddy.error && !process.env.CI) return t.skip('Caddy is not installed here (.ci/run installs it)');
      assert.equal(caddy.status, 0, 'Caddy runs (Debian package caddy)');
      for (const site of [example.SITE_ADDRESS!, 'http://localhost']) {
        const run = spawnSync('caddy', ['validate', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
          encoding: 'utf8',
          env: { ...process.env, SITE_ADDRESS: site, HOME: process.env.HOME ?? '/tmp' },
          timeout: 30_000,
        });
        assert.equal(run.status, 0, `${site}: ${run.stderr.slice(-2000)}`);
        assert.match(run.stdout + run.stderr, /Valid configuration/);
      }
    });

    it('gives each instance settings the server accepts, and the same stores to both', () => {
      const configs = nametags.map(([name, service]) => {
        const env = Object.fromEntries(
          Object.entries(service.environment!).map(([k, v]) => [k, interpolate(String(v))]),
        );
        try {
          return loadConfig({ ...env, HOST: '0.0.0.0' });
        } catch (error) {
          assert.fail(`${name}: ${(error as Error).message}`);
        }
      });
      for (const config of configs) {
        assert.equal(config.database.engine, 'postgres');
        assert.ok(config.redisUrl?.startsWith('redis://redis:'));
        assert.ok(config.s3, 'media in the S3-compatible store');
        assert.equal(config.s3.endpoint, 'http://minio:9000');
        assert.equal(config.publicUrl, example.PUBLIC_URL);
        assert.equal(config.trustProxy, 1, 'one proxy (Caddy) in front');
        assert.deepEqual(config.metrics, { enabled: true, port: 9091, host: '0.0.0.0' });
      }
      const [first, second] = configs;
      assert.deepEqual(second!.database, first!.database);
      assert.equal(second!.redisUrl, first!.redisUrl);
      assert.deepEqual(second!.s3, first!.s3);
      assert.equal(second!.redisPrefix, first!.redisPrefix);
      // The same bucket and credentials as MinIO's and the bucket job's.
      assert.equal(first!.s3!.bucket, interpolate(services['minio-bucket']!.environment!.S3_BUCKET!));
      assert.equal(first!.s3!.secretAccessKey, interpolate(services.minio!.environment!.MINIO_ROOT_PASSWORD!));
      const database = new URL((first!.database as { url: string }).url);
      assert.equal(database.hostname, 'postgres');
      assert.equal(
        decodeURIComponent(database.password),
        interpolate(services.postgres!.environment!.POSTGRES_PASSWORD!),
      );
      assert.equal(database.pathname, `/${services.postgres!.environment!.POSTGRES_DB}`);
    });

    it('waits only on services that exist and can say so', () => {
      for (const [name, service] of Object.entries(services)) {
        for (const [other, { condition }] of Object.entries(service.depends_on ?? {})) {
          const target = services[other];
          assert.ok(target, `${name} depends on ${other}, which is a service`);
          if (condition === 'service_healthy') assert.ok(target.healthcheck, `${other} has a health check`);
          else assert.equal(condition, 'service_completed_successfully', `${name} → ${other}: ${condition}`);
          if (condition === 'service_completed_successfully') assert.equal(target.restart, 'no', `${other} runs once`);
        }
      }
      for (const [name, service] of nametags) {
        const [kind, node, flag, script] = service.healthcheck!.test;
        assert.deepEqual([kind, node, flag], ['CMD', 'node', '-e'], `${name}: the image has node, not curl`);
        assert.doesNotThrow(() => new vm.Script(script!), `${name}: the health check is JavaScript`);
        assert.match(script!, /\/readyz/, `${name} is healthy once ready`);
      }
      // Every ${…} in the file is given in .env.example (interpolate checks it).
      interpolate(composeText);
    });
  },
);

/** The metric names a PromQL expression reads (functions, keywords, labels and strings left out). */
function metricNames(expr: string): string[] {
  // Label matchers, ranges and strings hold no metric names.
  let outside = '';
  let closing: string | null = null;
  for (const char of expr) {
    if (closing !== null) {
      if (char === closing) closing = null;
    } else if (char === '{' || char === '[' || char === '"') {
      closing = char === '{' ? '}' : char === '[' ? ']' : '"';
    } else {
      outside += char;
    }
  }
  const stripped = outside.replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  const keywords = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);
  return [...stripped.matchAll(/([a-zA-Z_:][\w:]*)(\s*\()?/g)]
    .filter(([, name, call]) => call === undefined && !keywords.has(name!.toLowerCase()))
    .map(([, name]) => name!);
}

describe(
  'the monitoring files',
  { skip: TEST_ENGINE !== 'sqlite' && 'engine-independent: run by the SQLite pass' },
  () => {
    it('are rules Prometheus loads, each firing on its failure and quiet otherwise (promtool)', (t) => {
      const promtool = spawnSync('promtool', ['--version'], { encoding: 'utf8' });
      if (promtool.error && !process.env.CI) return t.skip('promtool is not installed here (.ci/run installs it)');
      assert.equal(promtool.status, 0, 'promtool runs (Debian package prometheus)');
      for (const args of [
        ['check', 'rules', 'prometheus-alerts.yaml'],
        ['test', 'rules', 'prometheus-alerts.test.yaml'],
      ]) {
        const run = spawnSync('promtool', args, { cwd: 'deploy', encoding: 'utf8', timeout: 60_000 });
        assert.equal(run.status, 0, `promtool ${args.join(' ')}: ${run.stdout}${run.stderr}`);
        assert.match(run.stdout, /SUCCESS/);
      }
    });

    it('ask only for metrics the server exports', async () => {
      const t = await startTestApp();
      let exported: Set<string>;
      try {
        const text = (await t.get('/metrics')).raw;
        exported = new Set();
        for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
          exported.add(name!);
          if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) exported.add(name! + suffix);
        }
      } finally {
        await t.close();
      }
      // Prometheus's own (up) and the blackbox exporter's probing /readyz.
      const fromElsewhere = new Set(['up', 'probe_success']);

      const dashboard = JSON.parse(readFileSync('deploy/grafana-dashboard.json', 'utf8'));
      const panelExprs: string[] = dashboard.panels.flatMap((panel: any) => panel.targets.map((t: any) => t.expr));
      const alerts = parse(readFileSync('deploy/prometheus-alerts.yaml', 'utf8'));
      const rules: any[] = alerts.groups.flatMap((group: any) => group.rules);
      const ruleExprs = rules.map((rule) => String(rule.expr));
      for (const expr of [...panelExprs, ...ruleExprs]) {
        const names = metricNames(expr);
        assert.ok(names.length > 0, `no metric found in ${expr}`);
        for (const name of names)
          assert.ok(exported.has(name) || fromElsewhere.has(name), `${name} (in ${expr}) is exported`);
      }
      assert.ok(exported.has('nametag_change_feed_trusted'));

      for (const rule of rules) {
        assert.match(rule.alert, /^Nametag[A-Z]\w+$/);
        assert.match(rule.for, /^\d+m$/);
        assert.ok(['critical', 'warning', 'info'].includes(rule.labels.severity), rule.alert);
        assert.ok(rule.annotations.summary && rule.annotations.description, rule.alert);
      }
      // The failures that matter each have a rule.
      const watched = ruleExprs.join('\n');
      for (const name of [
        'probe_success',
        'nametag_http_requests_total',
        'nodejs_eventloop_lag_p99_seconds',
        'nametag_change_feed_trusted',
        'nametag_work_queue_passwords',
      ]) {
        assert.ok(watched.includes(name), `an alert watches ${name}`);
      }
      const ids = dashboard.panels.map((panel: any) => panel.id);
      assert.equal(new Set(ids).size, ids.length, 'panel ids are unique');
    });
  },
);
