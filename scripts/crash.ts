/**
 * `npm run crash -- [--pg] [--seconds 10] [--writers 16] [--rounds 3]`: write load, SIGKILL, restart,
 * check that every acknowledged write survived and the database is sound; several rounds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runCrashCheck } from '../harness/crash-check.js';
import { freshDatabase } from '../harness/databases.js';

const { values } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    writers: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '3' },
  },
});

for (let round = 1; round <= Number(values.rounds); round++) {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-crash-'));
  const database = await freshDatabase(values.pg ? 'postgres' : 'sqlite', dir, 'crash');
  try {
    const report = await runCrashCheck({
      database,
      dir,
      writers: Number(values.writers),
      loadMs: Number(values.seconds) * 1000,
    });
    console.log(
      `round ${round} (${values.pg ? 'postgres' : 'sqlite'}): ${report.acknowledged} writes acknowledged before SIGKILL, ` +
        `${report.membersChecked} members and ${report.usersChecked} profiles checked after restart, integrity ${report.integrity}`,
    );
  } finally {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
