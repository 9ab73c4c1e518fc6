/**
 * Expand first, contract later (docs/UPGRADES.md): every migration after CHECKED_AFTER only adds to
 * the schema, unless it declares its contract step; and the check itself finds what breaks the
 * previous release's code, in the forms this code base writes it.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { CHECKED_AFTER, KNOWN_MIGRATIONS } from '../../src/db/migrator.js';
import { contractOf, ruleBreaks, typedSchema, upBody } from '../helpers/migration-rules.js';

const DIR = new URL('../../src/db/migrations/', import.meta.url);
const files = readdirSync(DIR).filter((file) => file.endsWith('.ts'));
const source = (name: string) => readFileSync(new URL(`${name}.ts`, DIR), 'utf8');
const checked = KNOWN_MIGRATIONS.filter((name) => name > CHECKED_AFTER);

describe('migrations after the frozen ones only expand, or declare their contract step', () => {
  it('the migrator lists every migration file, and the frozen point is one of them', () => {
    assert.deepEqual(
      files.map((file) => file.replace(/\.ts$/, '')).sort(),
      [...KNOWN_MIGRATIONS],
      'every file in src/db/migrations is in the migrator’s list (a file left out would escape the check)',
    );
    assert.ok(KNOWN_MIGRATIONS.includes(CHECKED_AFTER));
  });

  const schema = typedSchema(readFileSync(new URL('../../src/db/schema.ts', import.meta.url), 'utf8'));
  it('the code’s typed schema is read (the contract check depends on it)', () => {
    assert.ok(schema.get('users')?.has('username'));
    assert.ok(schema.get('passkeys')?.has('public_key'));
  });

  for (const name of checked) {
    it(`${name}: expands only, or is a declared contract step`, async () => {
      const module = (await import(new URL(`${name}.ts`, DIR).href)) as Record<string, unknown>;
      const contract = contractOf(module);
      const breaks = ruleBreaks(source(name));
      if (contract === null) {
        assert.deepEqual(
          breaks,
          [],
          `${name} changes what the previous release's code uses; expand now and contract in a later release ` +
            `(declare \`export const contract\`, docs/UPGRADES.md)`,
        );
        return;
      }
      assert.ok(
        KNOWN_MIGRATIONS.includes(contract.unusedSince) && contract.unusedSince < name,
        `contract.unusedSince of ${name} must name an earlier migration: the release whose code stopped using what it removes`,
      );
      for (const item of contract.removes) {
        const [table, column] = item.split('.') as [string, string | undefined];
        const still = column === undefined ? schema.has(table) : (schema.get(table)?.has(column) ?? false);
        assert.ok(!still, `${name} removes ${item}, which src/db/schema.ts still has: the code still uses it`);
      }
    });
  }
});

describe('the check finds what breaks the previous release', () => {
  const migration = (up: string, down = '') =>
    `/** A comment may say drop table or RENAME TO. */\nimport { sql } from 'kysely';\n` +
    `export async function up(db) {\n${up}\n}\nexport async function down(db) {\n${down}\n}\n`;
  const whats = (text: string) => ruleBreaks(text).map((found) => found.what);

  it('the frozen migrations that did break it are found: rebuilds, drops, NOT NULL after the fact', () => {
    assert.ok(whats(source('0003-change-events')).includes('rebuilds a table (a copy swapped in)'));
    assert.ok(whats(source('0003-change-events')).includes('drops a table'));
    assert.ok(whats(source('0003-change-events')).includes('renames a table'));
    assert.ok(whats(source('0003-change-events')).includes('makes a column NOT NULL'));
    assert.ok(whats(source('0005-profile-model')).includes('rebuilds a table (a copy swapped in)'));
  });

  it('adding tables, nullable columns, columns with a default and indexes is expanding', () => {
    for (const name of ['0009-session-clients', '0011-email', '0022-member-groups', '0023-two-factor']) {
      assert.deepEqual(ruleBreaks(source(name)), [], name);
    }
    const expand = migration(
      `await db.schema.createTable('things').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('n', 'integer', (c) => c.notNull()).execute();
       await db.schema.alterTable('users').addColumn('a', 'text').execute();
       await db.schema.alterTable('users').addColumn('b', 'integer', (c) => c.notNull().defaultTo(0)).execute();
       await db.schema.createIndex('things_n').on('things').column('n').execute();
       await sql\`ALTER TABLE users ADD COLUMN c integer NOT NULL DEFAULT 1\`.execute(db);`,
      `await db.schema.dropTable('things').execute(); await db.schema.alterTable('users').dropColumn('a').execute();`,
    );
    assert.deepEqual(ruleBreaks(expand), [], 'what down drops, and comments, do not count');
  });

  it('each contract step is found, in the schema builder and in SQL', () => {
    const cases: [string, string][] = [
      [`await db.schema.dropTable('old').execute();`, 'drops a table'],
      [`await sql\`DROP TABLE old\`.execute(db);`, 'drops a table'],
      [`await db.schema.alterTable('users').dropColumn('bio').execute();`, 'drops a column'],
      [`await sql\`alter table users drop column bio\`.execute(db);`, 'drops a column'],
      [`await db.schema.alterTable('users').renameTo('people').execute();`, 'renames a table'],
      [`await db.schema.alterTable('users').renameColumn('bio', 'about').execute();`, 'renames a column'],
      [`await sql\`ALTER TABLE users RENAME COLUMN bio TO about\`.execute(db);`, 'renames a column'],
      [
        `await db.schema.alterTable('users').alterColumn('n', (c) => c.setDataType('bigint')).execute();`,
        "changes a column's type",
      ],
      [`await sql\`ALTER TABLE users ALTER COLUMN n TYPE bigint\`.execute(db);`, "changes a column's type"],
      [
        `await db.schema.alterTable('users').alterColumn('n', (c) => c.setNotNull()).execute();`,
        'makes a column NOT NULL',
      ],
      [
        `await db.schema.alterTable('users').addColumn('n', 'integer', (c) => c.notNull()).execute();`,
        'adds a NOT NULL column without a default',
      ],
      [
        `await sql\`ALTER TABLE users ADD COLUMN n integer NOT NULL\`.execute(db);`,
        'adds a NOT NULL column without a default',
      ],
      [
        `await sql\`CREATE TABLE users_new (id text primary key)\`.execute(db);`,
        'rebuilds a table (a copy swapped in)',
      ],
    ];
    for (const [up, what] of cases) assert.ok(whats(migration(up)).includes(what), `${up}: ${what}`);
  });

  it('reads all but down, without comments', () => {
    const body = upBody(migration('// drop table x\nawait step();', 'await db.schema.dropTable("x").execute();'));
    assert.match(body, /step\(\)/);
    assert.doesNotMatch(body, /drop/i);
  });

  it('a contract declaration has its shape', () => {
    assert.equal(contractOf({}), null);
    assert.deepEqual(contractOf({ contract: { unusedSince: '0024-a', removes: ['users.bio'] } }), {
      unusedSince: '0024-a',
      removes: ['users.bio'],
    });
    assert.throws(() => contractOf({ contract: { removes: ['users.bio'] } }), /unusedSince/);
    assert.throws(() => contractOf({ contract: { unusedSince: '0024-a', removes: [] } }), /removes/);
  });
});
