/**
 * Just enough of the Dockerfile and .dockerignore formats to check the image's recipe without a
 * container engine (test/container.test.ts): stages, their instructions, and which files of the build
 * context the ignore file lets in.
 */

export interface Instruction {
  op: string;
  /** Everything after the instruction's name, continuation lines joined. */
  args: string;
}

export interface Stage {
  base: string;
  name: string | null;
  instructions: Instruction[];
}

export function parseDockerfile(text: string): Stage[] {
  const lines: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    if (pending === '' && /^\s*(#|$)/.test(raw)) continue;
    // A comment inside a continued instruction is dropped, as Docker does.
    if (/^\s*#/.test(raw)) continue;
    if (raw.endsWith('\\')) {
      pending += raw.slice(0, -1) + ' ';
      continue;
    }
    lines.push((pending + raw).trim());
    pending = '';
  }
  const stages: Stage[] = [];
  for (const line of lines) {
    const [op, args] = splitFirst(line);
    const instruction = { op: op.toUpperCase(), args };
    if (instruction.op === 'FROM') {
      const [, base, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args)!;
      stages.push({ base: base!, name: name ?? null, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.op !== 'ARG') throw new Error(`${instruction.op} before the first FROM`);
    } else {
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return stages;
}

/** A line's first word and the rest. */
function splitFirst(line: string): [string, string] {
  const space = line.search(/\s/);
  return space === -1 ? [line, ''] : [line.slice(0, space), line.slice(space).trim()];
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

export function instructions(stage: Stage, op: string): Instruction[] {
  return stage.instructions.filter((instruction) => instruction.op === op);
}

/** The only `op` of a stage (the last one counts, as Docker has it), or null. */
export function last(stage: Stage, op: string): string | null {
  return instructions(stage, op).at(-1)?.args ?? null;
}

export interface Copy {
  from: string | null;
  sources: string[];
  destination: string;
}

export function parseCopy(args: string): Copy {
  if (args.includes('[')) throw new Error(`COPY in JSON form is not understood here: ${args}`);
  const words = args.split(/\s+/);
  let from: string | null = null;
  while (words[0]?.startsWith('--')) {
    const flag = words.shift()!;
    if (flag.startsWith('--from=')) from = flag.slice('--from='.length);
    else if (!/^--(chown|link)/.test(flag)) throw new Error(`COPY flag not understood here: ${flag}`);
  }
  const destination = words.pop()!;
  return { from, sources: words, destination };
}

/** An exec-form command (`CMD ["node", ...]`): a shell form would put /bin/sh, not node, at PID 1. */
export function execForm(args: string): string[] {
  if (!args.startsWith('[')) throw new Error(`not in exec form: ${args}`);
  return JSON.parse(args) as string[];
}

/** `ENV A=1 B="two"` (values without spaces) with `${ARG}` taken from the stage's ARG defaults. */
export function environment(stage: Stage): Record<string, string> {
  const args: Record<string, string> = {};
  const env: Record<string, string> = {};
  const substitute = (value: string) =>
    value.replace(/\$\{(\w+)\}/g, (_, name: string) => env[name] ?? args[name] ?? '');
  for (const { op, args: text } of stage.instructions) {
    if (op !== 'ARG' && op !== 'ENV') continue;
    for (const word of text.split(/\s+/)) {
      const equals = word.indexOf('=');
      const name = equals === -1 ? word : word.slice(0, equals);
      const value = equals === -1 ? '' : unquote(word.slice(equals + 1));
      if (op === 'ARG') args[name] = value;
      else env[name] = substitute(value);
    }
  }
  return env;
}

/** HEALTHCHECK's options and its command (exec form). */
export function healthcheck(args: string): { options: Record<string, string>; command: string[] } {
  const at = args.indexOf('CMD ');
  if (at === -1) throw new Error(`HEALTHCHECK without CMD: ${args}`);
  const options: Record<string, string> = {};
  for (const flag of args.slice(0, at).split(/\s+/).filter(Boolean)) {
    const equals = flag.indexOf('=');
    options[flag.slice(2, equals)] = flag.slice(equals + 1);
  }
  return { options, command: execForm(args.slice(at + 4).trim()) };
}

/**
 * Whether .dockerignore lets `path` (relative to the context, `/`-separated) into the build context:
 * the last pattern matching the path or one of its folders decides, `!` lets in; `*` and `?` stay
 * within one name, `**` crosses folders.
 */
export function dockerignoreFilter(text: string): (path: string) => boolean {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const include = line.startsWith('!');
      const pattern = (include ? line.slice(1) : line).split('/').filter(Boolean).join('/');
      const source = pattern
        .split(/(\*\*\/?|\*|\?)/)
        .map((part) =>
          part === '**/'
            ? '(?:.*/)?'
            : part === '**'
              ? '.*'
              : part === '*'
                ? '[^/]*'
                : part === '?'
                  ? '[^/]'
                  : part.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      return { include, regex: new RegExp(`^${source}$`) };
    });
  return (path) => {
    const parts = path.split('/');
    const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let included = true;
    for (const rule of rules) {
      if (candidates.some((candidate) => rule.regex.test(candidate))) included = rule.include;
    }
    return included;
  };
}
