/**
 * The git repository and commit recorded by `npm run build` (dist/build-info.json). When running from
 * source (tests, tsx) there is no such file and the working tree's git metadata is read instead.
 * When neither knows a repository address (a clone of a local path, a tarball), none is reported:
 * an address nobody checked would send readers of GET /meta to someone else's code. The operator
 * states it with SOURCE_URL (config.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import packageJson from '../../package.json' with { type: 'json' };
import { type BuildDefaults, repositoryUrl } from './config.js';

export const VERSION: string = packageJson.version;

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

export function readGitInfo(): BuildDefaults {
  return {
    gitRepository: repositoryUrl(git(['remote', 'get-url', 'origin'])),
    gitCommit: git(['rev-parse', 'HEAD']),
  };
}

export function loadBuildInfo(): BuildDefaults {
  try {
    const recorded = JSON.parse(readFileSync(new URL('../../build-info.json', import.meta.url), 'utf8'));
    return { gitRepository: recorded.git_repository ?? null, gitCommit: recorded.git_commit ?? null };
  } catch {
    return readGitInfo();
  }
}
