/** Runs the real server entry point in a child process on a free loopback port. */
import type { ChildProcess } from 'node:child_process';
import { freePort } from './ports.js';
import { startProcess } from './processes.js';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * `nodeArgs`: options for node itself, e.g. the heap limits `npm start` sets. `cwd`: the source tree
 * whose server runs (another release's, for the rolling-upgrade test), else this checkout's.
 */
export async function startServerProcess(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  cwd?: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = await startProcess(
    [...nodeArgs, '--import', 'tsx', 'src/server.ts'],
    { HOST: '127.0.0.1', PORT: String(port), ...env },
    `${url}/healthz`,
    { capture: true, ...(cwd === undefined ? {} : { cwd }) },
  );
  return {
    url,
    child: started.child,
    output: started.output,
    exited: started.exited,
    stop: async (signal = 'SIGTERM') => {
      if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill(signal);
      return started.exited;
    },
  };
}
