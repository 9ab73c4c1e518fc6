/**
 * The container image's recipe (Dockerfile, .dockerignore), checked without a container engine: its
 * settings, the files its steps copy, and a run of its steps in a clean directory — the build stage's
 * compile for real, then the server started from what the runtime stage holds, with the image's
 * environment and command, its data in a directory standing for the volume. A container engine would
 * add the base image's Node and libc and the native modules compiled there; those are not tested here
 * (docs/OPERATING.md says what was and was not run). Engine-independent: the SQLite pass runs it.
 */
// test-engines: sqlite
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import ts from 'typescript';
import { loadConfig } from '../src/core/config.js';
import { freePort } from '../harness/ports.js';
import {
  type Stage,
  dockerignoreFilter,
  environment,
  execForm,
  healthcheck,
  instructions,
  last,
  parseCopy,
  parseDockerfile,
} from './helpers/dockerfile.js';
import { TEST_ENGINE } from './helpers/test-database.js';

const stages = parseDockerfile(readFileSync('Dockerfile', 'utf8'));
const runtime = stages.at(-1)!;
const allowed = dockerignoreFilter(readFileSync('.dockerignore', 'utf8'));
const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));

const production = new Set([...Object.keys(packageJson.dependencies), ...builtinModules]);

/** The packages compiled JavaScript under `dir` imports (statically or with import()). */
function packagesImported(dir: string): string[] {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.js')) continue;
    for (const { fileName } of ts.preProcessFile(readFileSync(join(dir, entry), 'utf8'), true, true).importedFiles) {
      if (fileName.startsWith('.')) continue;
      const name = fileName.replace(/^node:/, '');
      names.add(name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!);
    }
  }
  return [...names].sort();
}

/** The tracked files a COPY source names (a file, or every file under a folder). */
const trackedUnder = (source: string) =>
  tracked.filter((file) => file === source || file.startsWith(`${source.replace(/\/$/, '')}/`));

describe(
  'the container image',
  { skip: TEST_ENGINE !== 'sqlite' && 'engine-independent: run by the SQLite pass' },
  () => {
    it('runs as an unprivileged user, keeps its data in the volume, and listens beyond the container', () => {
      const user = last(runtime, 'USER');
      assert.ok(user !== null && !/^(root|0)(:|$)/.test(user), `USER ${user}`);
      const env = environment(runtime);
      assert.equal(env.HOST, '0.0.0.0', 'reachable from outside the container');
      const volumes = instructions(runtime, 'VOLUME').map((v) => v.args);
      assert.deepEqual(volumes, ['/data']);
      for (const name of ['DATABASE_URL', 'MEDIA_DIR']) {
        assert.ok(env[name]?.startsWith('/data/'), `${name}=${env[name]} is in the volume`);
      }
      // The volume's folder exists and belongs to the server's user before VOLUME (a named volume
      // starts as a copy of it; root-owned, the server could not write there).
      const runs = instructions(runtime, 'RUN').map((r) => r.args);
      assert.ok(
        runs.some((run) => run.includes(`chown -R ${user}:${user} /data`)),
        'the /data folder is given to the server user',
      );
      const config = loadConfig(env);
      assert.equal(config.host, '0.0.0.0');
      assert.ok(Number(last(runtime, 'EXPOSE')) === config.port, 'EXPOSE names the port the server listens on');
    });

    it("starts node itself (so SIGTERM reaches the server) with npm start's flags, and stops it with SIGTERM", () => {
      const command = execForm(last(runtime, 'CMD')!);
      const startFlags = /node ((?:--\S+ )*)dist\/src\/server\.js/
        .exec(packageJson.scripts.start)?.[1]
        ?.trim()
        .split(' ');
      assert.deepEqual(command, ['node', ...startFlags!, 'dist/src/server.js']);
      assert.equal(last(runtime, 'STOPSIGNAL'), 'SIGTERM');
      assert.equal(last(runtime, 'ENTRYPOINT'), null, 'no entrypoint wraps the command');
      const check = healthcheck(last(runtime, 'HEALTHCHECK')!);
      assert.equal(check.command[0], 'node', 'the slim image has no curl or wget');
      assert.match(check.command.join(' '), /\/healthz/);
    });

    it('copies only files a clean checkout has, and .dockerignore lets every one of them in', () => {
      for (const [name, value] of Object.entries({
        '.git/HEAD': false,
        'node_modules/x': false,
        'deploy/.env': false,
      })) {
        assert.equal(allowed(name), value, `${name} stays out of the build context`);
      }
      let copies = 0;
      for (const stage of stages) {
        for (const { args } of instructions(stage, 'COPY')) {
          const copy = parseCopy(args);
          if (copy.from !== null) {
            assert.ok(
              stages.some((s) => s.name === copy.from),
              `COPY --from=${copy.from} names a stage`,
            );
            continue;
          }
          for (const source of copy.sources) {
            const files = trackedUnder(source);
            assert.ok(files.length > 0, `${source} is in a clean checkout`);
            for (const file of files) assert.ok(allowed(file), `.dockerignore lets ${file} in`);
            copies++;
          }
        }
      }
      assert.ok(copies > 0);
    });

    describe('its steps in a clean directory', () => {
      const dir = mkdtempSync(join(tmpdir(), 'nametag-image-'));
      after(() => rmSync(dir, { recursive: true, force: true }));
      const context = join(dir, 'context');
      /** Each stage's file system: a container path P is `${root}${P}`. */
      const roots = new Map<Stage, string>(stages.map((stage, i) => [stage, join(dir, `stage-${i}`)]));
      const inStage = (stage: Stage, path: string, workdir: string) =>
        join(roots.get(stage)!, path.startsWith('/') ? path : join(workdir, path));

      /** Follows one stage's steps; `run` is a RUN step's part (between &&) this test knows. */
      function build(stage: Stage) {
        let workdir = '/';
        for (const { op, args } of stage.instructions) {
          if (op === 'WORKDIR') {
            workdir = args;
            mkdirSync(inStage(stage, workdir, '/'), { recursive: true });
          } else if (op === 'COPY') {
            const copy = parseCopy(args);
            const from = copy.from === null ? null : stages.find((s) => s.name === copy.from)!;
            for (const source of copy.sources) {
              const path = from === null ? join(context, source) : inStage(from, source, '/');
              assert.ok(existsSync(path), `COPY ${source}: there is such a file in the ${copy.from ?? 'context'}`);
              const into = copy.destination.endsWith('/') || copy.destination === '.' || copy.destination === './';
              const target = inStage(
                stage,
                into ? join(copy.destination, source.split('/').at(-1)!) : copy.destination,
                workdir,
              );
              mkdirSync(dirname(target), { recursive: true });
              cpSync(path, target, { recursive: true, verbatimSymlinks: true });
            }
          } else if (op === 'RUN') {
            for (const step of args.split('&&').map((s) => s.trim())) run(stage, step, inStage(stage, workdir, '/'));
          }
        }
      }

      function run(stage: Stage, step: string, cwd: string) {
        if (/^apt-get |^rm -rf \/var\/lib\/apt\/lists/.test(step)) return; // this machine's toolchain
        if (/^npm_config_build_from_source=true npm rebuild /.test(step)) return; // this checkout's modules are built here
        if (/^npm prune --omit=dev/.test(step)) return; // what the server imports is checked instead
        if (/^chown /.test(step)) return; // checked by the first test
        if (/^npm ci\b/.test(step)) {
          symlinkSync(realpathSync('node_modules'), join(cwd, 'node_modules'));
          return;
        }
        const mkdir = /^mkdir -p (.+)$/.exec(step);
        if (mkdir) {
          for (const path of mkdir[1]!.split(/\s+/)) mkdirSync(inStage(stage, path, '/'), { recursive: true });
          return;
        }
        if (step === 'npm run build') {
          const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd, encoding: 'utf8', timeout: 300_000 });
          assert.equal(result.status, 0, `${result.stdout}\n${result.stderr}`);
          return;
        }
        assert.fail(`a RUN step this test does not know (teach it): ${step}`);
      }

      /** Every file of the runtime stage outside the volume, with its size and time. */
      const snapshot = (root: string) => {
        const found: string[] = [];
        const walk = (path: string) => {
          for (const entry of readdirSync(path, { withFileTypes: true })) {
            const child = join(path, entry.name);
            if (child === join(root, 'data')) continue;
            if (entry.isDirectory()) walk(child);
            else found.push(`${child} ${entry.isSymbolicLink() ? 'link' : statSync(child).mtimeMs}`);
          }
        };
        walk(root);
        return found.sort();
      };

      it('builds, then serves pages, share cards and the CLI from what the runtime stage holds', async () => {
        for (const file of tracked.filter(allowed)) {
          mkdirSync(dirname(join(context, file)), { recursive: true });
          cpSync(file, join(context, file));
        }
        for (const stage of stages) build(stage);
        // The runtime stage keeps only production packages (npm prune --omit=dev), but this run uses the
        // checkout's node_modules, which has the others too: what the compiled server imports is checked
        // against the production dependencies instead.
        const compiled = join(roots.get(runtime)!, last(runtime, 'WORKDIR')!, 'dist');
        assert.deepEqual(
          packagesImported(compiled).filter((name) => !production.has(name)),
          [],
          'imported but not installed',
        );

        const root = roots.get(runtime)!;
        const workdir = inStage(runtime, last(runtime, 'WORKDIR')!, '/');
        // The image's environment, its paths moved into this stage's folder, and a free port.
        const port = await freePort();
        const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', PORT: String(port) };
        for (const [name, value] of Object.entries(environment(runtime))) {
          if (name !== 'PORT') env[name] = value.startsWith('/') ? join(root, value) : value;
        }
        const before = snapshot(root);

        const [node, ...args] = execForm(last(runtime, 'CMD')!);
        assert.equal(node, 'node');
        const started = Date.now();
        const server = spawn(process.execPath, args, { cwd: workdir, env, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        server.stdout.on('data', (chunk) => (output += chunk));
        server.stderr.on('data', (chunk) => (output += chunk));
        const exited = once(server, 'exit');
        const base = `http://127.0.0.1:${port}`;
        const probe = healthcheck(last(runtime, 'HEALTHCHECK')!).command;
        const runProbe = () =>
          spawnSync(process.execPath, probe.slice(1), { cwd: workdir, env, encoding: 'utf8', timeout: 10_000 }).status;
        try {
          for (;;) {
            if (server.exitCode !== null) assert.fail(`the server exited: ${output}`);
            if ((await fetch(`${base}/readyz`).catch(() => null))?.ok) break;
            assert.ok(Date.now() - started < 120_000, `did not start: ${output}`);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          assert.equal(runProbe(), 0, 'the HEALTHCHECK passes against the running server');

          // The operator's tool as the image installs it, on the same data.
          const wrapper = readFileSync(join(root, 'usr/local/bin/nametag'), 'utf8');
          assert.ok(statSync(join(root, 'usr/local/bin/nametag')).mode & 0o111, 'the nametag command is executable');
          const cli = /^exec node (\S+) "\$@"$/m.exec(wrapper)?.[1];
          assert.ok(cli && existsSync(join(root, cli)), `the nametag command runs ${cli}`);
          const created = spawnSync(
            process.execPath,
            [join(root, cli), 'create-user', 'robin', '--admin', '--password', 'container test password'],
            { cwd: workdir, env, encoding: 'utf8', timeout: 60_000 },
          );
          assert.equal(created.status, 0, created.stderr);

          const page = await fetch(`${base}/@robin`, { headers: { accept: 'text/html' } });
          const html = await page.text();
          assert.equal(page.status, 200, html);
          assert.match(html, /robin/);
          const stylesheet = /href="(\/assets\/site-[^"]+\.css)"/.exec(html)?.[1];
          assert.ok(stylesheet, 'the page links its stylesheet');
          assert.equal((await fetch(`${base}${stylesheet}`)).status, 200, 'assets are where the server looks');
          const card = await fetch(`${base}/@robin/card.png`);
          assert.equal(card.status, 200, 'share cards are drawn with the fonts the image holds');
          assert.equal(card.headers.get('content-type'), 'image/png');
          await card.arrayBuffer();

          server.kill('SIGTERM');
          const stopping = Date.now();
          const [code] = await exited;
          assert.equal(code, 0, output);
          assert.ok(Date.now() - stopping < 10_000, 'SIGTERM ends it promptly');
          assert.notEqual(runProbe(), 0, 'the HEALTHCHECK fails once the server is down');

          assert.ok(existsSync(join(root, 'data/nametag.db')), 'the database is in the volume');
          assert.deepEqual(snapshot(root), before, 'nothing is written outside the volume');
        } finally {
          if (server.exitCode === null) server.kill('SIGKILL');
        }
      });
    });
  },
);
