// `npm start`'s build step: compiles to dist/ only when something the build reads changed since the
// last build (the sources, the TypeScript settings, the packages), so an unchanged start costs the
// server's own start-up. When only the commit moved (a change to docs, say), the commit is recorded
// again without compiling. `npm run build` always compiles.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';

const RECORD = 'dist/build-info.json';
const INPUTS = ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json'];

/** The newest modification under a path (a directory's own time moves when a file in it is removed). */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let time = stat.mtimeMs;
  for (const entry of readdirSync(path)) time = Math.max(time, newest(`${path}/${entry}`));
  return time;
}

function run(args) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builtAt = existsSync(RECORD) ? statSync(RECORD).mtimeMs : 0;
if (INPUTS.some((path) => existsSync(path) && newest(path) > builtAt)) {
  console.error('Building: TypeScript to dist/ (about 30 s the first time, a few seconds after)...');
  run(['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json']);
  run(['scripts/record-build-info.mjs']);
} else {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' });
  const recorded = JSON.parse(readFileSync(RECORD, 'utf8')).git_commit;
  if (head.status === 0 && head.stdout.trim() !== recorded) run(['scripts/record-build-info.mjs']);
}
