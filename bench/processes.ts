/** The load generator in a process of its own, so it does not share the server's event loop. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { LoadOptions, LoadResult } from './load.js';

export async function load(options: LoadOptions): Promise<LoadResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load.ts', JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`load generator failed for ${options.scenario}`);
  return JSON.parse(out.trim().split('\n').pop()!) as LoadResult;
}
