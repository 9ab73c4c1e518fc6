// Records the git repository URL and commit of this build in dist/build-info.json, for GET /meta.
// Runs after tsc, so it reuses the compiled reader instead of repeating it.
import { writeFileSync } from 'node:fs';
import { readGitInfo } from '../dist/src/core/build-info.js';

const { gitRepository, gitCommit } = readGitInfo();
writeFileSync(
  new URL('../dist/build-info.json', import.meta.url),
  JSON.stringify({ git_repository: gitRepository, git_commit: gitCommit }, null, 2) + '\n',
);
// Said only when it matters: without a commit, GET /meta reports git_commit "unknown". (Without a
// repository it reports the package's own, which is right for an unchanged copy.)
if (gitCommit === null)
  console.error('build-info: no git commit found; GET /meta will report "unknown" (set GIT_COMMIT to name it)');
