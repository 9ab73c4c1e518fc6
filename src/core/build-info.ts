/**
 * The git repository and commit recorded by `npm run build` (dist/build-info.json). When running from
 * source (tests, tsx) there is no such file and the working tree's git metadata is read instead.
 * When neither knows a repository URL (a clone of a local path, a tarball), the package's own
 * `repository` is the answer: GET /meta always names where the source is (AGPL).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import packageJson from '../../package.json' with { type: 'json' };
import type { BuildDefaults } from './config.js';

/** The source repository named in package.json. */
export const SOURCE_REPOSITORY: string = packageJson.repository.url;
export const VERSION: string = packageJson.version;

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

/** Only a URL is reported: a clone's origin may be a local path, which says nothing to a reader. */
export function repositoryUrl(candidate: string | null): string | null {
  return candidate !== null && /^(https?:\/\/|git@|ssh:\/\/)/.test(candidate) ? candidate : null;
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
