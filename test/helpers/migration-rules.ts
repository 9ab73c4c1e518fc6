/**
 * The expand/contract rule for migrations (docs/UPGRADES.md), checked on their source text: a
 * migration after CHECKED_AFTER (src/db/migrator.ts) may only add to the schema — new tables, new
 * nullable columns or columns with a default, new indexes — because the previous release's instances
 * keep running on the database it changes. Removing, renaming or retyping what that release reads or
 * writes is a contract step, allowed only in a migration that declares it:
 *
 *   export const contract = { unusedSince: '0025-…', removes: ['users.old_column', 'old_table'] };
 *
 * where `unusedSince` is the migration of the release whose code stopped using them (an earlier one),
 * and `removes` what it takes away (which the current code's schema.ts must no longer have). All but
 * `down` is read (a `down` undoes an expand step by dropping what it added), without comments.
 * A text check, not a parser: it finds what the migrations of this code base write (Kysely's schema
 * builder and `sql` templates), and a reviewer still reads every migration.
 */

export interface RuleBreak {
  what: string;
  text: string;
}

/** What a migration's `up` does that breaks the previous release's code, without a declared contract. */
const BREAKING: { what: string; pattern: RegExp }[] = [
  { what: 'drops a table', pattern: /\.dropTable\(|\bdrop\s+table\b/gi },
  { what: 'drops a column', pattern: /\.dropColumn\(|\bdrop\s+column\b/gi },
  { what: 'renames a table', pattern: /\.renameTo\(|\brename\s+to\b/gi },
  { what: 'renames a column', pattern: /\.renameColumn\(|\brename\s+column\b/gi },
  { what: "changes a column's type", pattern: /\.setDataType\(|\balter\s+column\s+\S+\s+(set\s+data\s+)?type\b/gi },
  { what: 'makes a column NOT NULL', pattern: /\.setNotNull\(|\bset\s+not\s+null\b/gi },
  { what: "drops a column's default", pattern: /\.dropDefault\(|\bdrop\s+default\b/gi },
  // SQLite's procedure for changing a table: a copy under another name, filled, then swapped in.
  {
    what: 'rebuilds a table (a copy swapped in)',
    pattern: /\bcreate\s+table\s+["`]?\w+_(?:new|old|tmp)\b|\.createTable\(\s*['"`]\w+_(?:new|old|tmp)['"`]/gi,
  },
];

/** A line up to its `//` comment (not a URL's `://`). */
function withoutLineComment(line: string): string {
  const at = line.search(/(?<!:)\/\//);
  return at < 0 ? line : line.slice(0, at);
}

/**
 * The migration without comments and without its `down` function: `up` and the helpers it calls
 * (a migration may dispatch to one per engine).
 */
export function upBody(source: string): string {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map(withoutLineComment)
    .join('\n');
  const start = code.search(/export\s+async\s+function\s+down\s*\(/);
  if (start < 0) return code;
  let i = code.indexOf('{', code.indexOf(')', start));
  for (let depth = 0; i < code.length; i++) {
    if (code[i] === '{') depth += 1;
    if (code[i] === '}' && --depth === 0) break;
  }
  return code.slice(0, start) + code.slice(i + 1);
}

/** The argument list of each `.addColumn(` call in `text` (up to its closing parenthesis). */
function addColumnCalls(text: string): string[] {
  const calls: string[] = [];
  for (const match of text.matchAll(/\.addColumn\(/g)) {
    let depth = 1;
    let i = match.index + match[0].length;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === '(') depth += 1;
      if (text[i] === ')') depth -= 1;
    }
    calls.push(text.slice(match.index, i));
  }
  return calls;
}

/** Everything in a migration's `up` that the previous release's code could break on. */
export function ruleBreaks(source: string): RuleBreak[] {
  const up = upBody(source);
  const found: RuleBreak[] = [];
  for (const { what, pattern } of BREAKING) {
    for (const match of up.matchAll(pattern)) found.push({ what, text: match[0] });
  }
  // A NOT NULL column added to a table that has rows the previous release wrote (and goes on writing,
  // without the column): fine with a default, or in a table created by the same statement.
  for (const statement of up.split(/\.execute\(\)/)) {
    if (!/\.alterTable\(/.test(statement)) continue;
    for (const call of addColumnCalls(statement)) {
      if (/\.notNull\(\)/.test(call) && !/\.defaultTo\(/.test(call)) {
        found.push({ what: 'adds a NOT NULL column without a default', text: call });
      }
    }
  }
  for (const match of up.matchAll(/\badd\s+column\b[^;`]*?\bnot\s+null\b[^;`]*/gi)) {
    if (!/\bdefault\b/i.test(match[0]))
      found.push({ what: 'adds a NOT NULL column without a default', text: match[0] });
  }
  return found;
}

export interface ContractDeclaration {
  unusedSince: string;
  removes: string[];
}

/** The migration's `contract` export, when it has one that has the declared shape. */
export function contractOf(module: Record<string, unknown>): ContractDeclaration | null {
  const contract = module.contract as Partial<ContractDeclaration> | undefined;
  if (contract === undefined) return null;
  if (
    typeof contract !== 'object' ||
    typeof contract.unusedSince !== 'string' ||
    !Array.isArray(contract.removes) ||
    contract.removes.length === 0 ||
    !contract.removes.every((item) => typeof item === 'string' && /^\w+(\.\w+)?$/.test(item))
  ) {
    throw new Error("a contract is { unusedSince: '<migration>', removes: ['table' | 'table.column', …] }");
  }
  return contract as ContractDeclaration;
}

/** The tables and their columns the code's Kysely schema (src/db/schema.ts) has. */
export function typedSchema(schemaSource: string): Map<string, Set<string>> {
  const interfaces = new Map<string, { body: string; fields: Set<string> }>();
  for (const [, name, body] of schemaSource.matchAll(/export interface (\w+) \{([\s\S]*?)\n\}/g)) {
    interfaces.set(name!, { body: body!, fields: new Set([...body!.matchAll(/^ +(\w+)\??:/gm)].map((m) => m[1]!)) });
  }
  const tables = new Map<string, Set<string>>();
  for (const [, table, type] of (interfaces.get('Database')?.body ?? '').matchAll(/^ +(\w+): (\w+);$/gm)) {
    tables.set(table!, interfaces.get(type!)?.fields ?? new Set());
  }
  return tables;
}
