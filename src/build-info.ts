/**
 * The git repository and commit recorded by `npm run build` (dist/build-info.json). When running from
 * source (tests, tsx) there is no such file and the working tree's git metadata is read instead.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { BuildDefaults } from './config.js';

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
    const recorded = JSON.parse(readFileSync(new URL('../build-info.json', import.meta.url), 'utf8'));
    return { gitRepository: recorded.git_repository ?? null, gitCommit: recorded.git_commit ?? null };
  } catch {
    return readGitInfo();
  }
}
