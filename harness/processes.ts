/** Child processes for tests, the benchmark and scripts: start one and wait until it answers, stop it, its memory. */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';

export interface StartedProcess {
  child: ChildProcess;
  /** Everything it printed so far (when started with `capture`). */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
  exited: Promise<number | null>;
}

/**
 * Runs `node <args>` with `env` added, and waits until `readyUrl` answers 2xx (at most `timeoutMs`).
 * With `capture`, stdout and stderr are kept (see `output`); otherwise stderr is inherited. `cwd`: the
 * checkout to run it in (another release's source tree), else this one.
 */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  options: { capture?: boolean; timeoutMs?: number; cwd?: string } = {},
): Promise<StartedProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    stdio: options.capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  // Generous: on a busy machine a start takes many times its usual second or two; only a start that
  // never answers should fail here.
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited early: ${output}`);
    try {
      if ((await fetch(readyUrl)).ok) return { child, output: () => output, exited };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${args.join(' ')} did not start in time: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** CPU time a process has used so far (all its threads, user and system), in seconds (Linux). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, in clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
