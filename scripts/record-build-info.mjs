// Records the git repository URL and commit of this build in dist/build-info.json, for GET /meta.
// Runs after tsc, so it reuses the compiled reader instead of repeating it.
import { writeFileSync } from 'node:fs';
import { readGitInfo } from '../dist/src/core/build-info.js';

const { gitRepository, gitCommit } = readGitInfo();
writeFileSync(
  new URL('../dist/build-info.json', import.meta.url),
  JSON.stringify({ git_repository: gitRepository, git_commit: gitCommit }, null, 2) + '\n',
);
console.error(`build-info: commit ${gitCommit ?? 'unknown'}, repository ${gitRepository ?? 'not recorded'}`);
