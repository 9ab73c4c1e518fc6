/**
 * JSON text of megabytes parsed piece by piece, with the event loop free in between. JSON.parse of a
 * 7 MB export is one stretch of ~100 ms during which an instance answers nobody; here the text is
 * first scanned in steps (its shape checked, the commas of its top two levels noted), then the top
 * level's items, and the items of a large array inside it (an export's members), are parsed one by one.
 * The result is what JSON.parse would return for the same text (own properties for every key, the last
 * of duplicate keys winning), and text JSON.parse refuses is refused.
 */
import { type JsonShapeLimits, JsonShapeScan } from './json-shape.js';

export interface SlicedParse {
  /** Work between two pauses, in characters of text. */
  sliceCharacters: number;
  /** Lets other work run (e.g. `() => new Promise((resolve) => setImmediate(resolve))`). */
  pause: () => Promise<void>;
  limits: JsonShapeLimits;
  /** Looks at each parsed piece and each top-level key: their path ("members.3") and depth (1 or 2). */
  eachPiece?: (value: unknown, path: string, depth: number) => void;
}

/** The text's shape is beyond the limits (the reason says how), or it is not JSON. */
export class JsonRefused extends Error {
  constructor(
    readonly reason: string,
    readonly shape: boolean,
  ) {
    super(reason);
  }
}

/** Commas noted at depth 2 before the text is parsed whole instead: a few per export member is the use. */
const MAX_INNER_COMMAS = 100_000;
/** JSON's own whitespace (space, tab, line feed, carriage return): JSON.parse refuses any other. */
const isJsonSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

function parsePiece(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new JsonRefused('is not valid JSON', false);
  }
}

function firstContent(text: string, from: number, to: number): number {
  while (from < to && isJsonSpace(text.charCodeAt(from))) from++;
  return from;
}

function lastContent(text: string, from: number, to: number): number {
  while (to > from && isJsonSpace(text.charCodeAt(to - 1))) to--;
  return to;
}

/** The position after the JSON string that opens at `start` (its closing quote + 1), or -1. */
function stringEnd(text: string, start: number, to: number): number {
  for (let i = start + 1; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x22) return i + 1;
  }
  return -1;
}

/** The spans between the separators that lie within [from, to). */
function spans(separators: readonly number[], from: number, to: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = from;
  for (const at of separators) {
    if (at <= from || at >= to) continue;
    out.push([start, at]);
    start = at + 1;
  }
  out.push([start, to]);
  return out;
}

function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  // As JSON.parse does: "__proto__" becomes an own property, not the prototype.
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

export async function parseJsonInSlices(text: string, options: SlicedParse): Promise<unknown> {
  const { sliceCharacters, pause, eachPiece } = options;
  const outer: number[] = [];
  const inner: number[] = [];
  let innerOverflow = false;
  const scan = new JsonShapeScan(text, options.limits, (position, depth) => {
    if (depth === 1) outer.push(position);
    else if (inner.length < MAX_INNER_COMMAS) inner.push(position);
    else innerOverflow = true;
  });
  while (!scan.done) {
    const problem = scan.step(sliceCharacters);
    if (problem !== null) throw new JsonRefused(problem, true);
    if (!scan.done) await pause();
  }
  if (!scan.balanced) throw new JsonRefused('is not valid JSON', false);

  const start = firstContent(text, 0, text.length);
  const end = lastContent(text, start, text.length);
  const open = text[start];
  const close = text[end - 1];
  const container = (open === '{' && close === '}') || (open === '[' && close === ']');
  if (!container || text.length <= sliceCharacters) {
    const value = parsePiece(text);
    eachPiece?.(value, '', 0);
    return value;
  }

  let sinceLastPause = 0;
  const parsed = async (from: number, to: number): Promise<unknown> => {
    sinceLastPause += to - from;
    const value = parsePiece(text.slice(from, to));
    if (sinceLastPause >= sliceCharacters) {
      sinceLastPause = 0;
      await pause();
    }
    return value;
  };
  const items = (from: number, to: number, separators: readonly number[]) => {
    const list = spans(separators, from, to);
    // "[]" and "{}": one empty span and no separator.
    return list.length === 1 && firstContent(text, from, to) === to ? [] : list;
  };
  /** An array's items, each parsed on its own; null when the span is no array worth splitting. */
  const arrayInPieces = async (from: number, to: number, path: string): Promise<unknown[] | null> => {
    const first = firstContent(text, from, to);
    const last = lastContent(text, first, to);
    if (innerOverflow || last - first <= sliceCharacters || text[first] !== '[' || text[last - 1] !== ']') return null;
    const values: unknown[] = [];
    for (const [a, b] of items(first + 1, last - 1, inner)) {
      const value = await parsed(a, b);
      eachPiece?.(value, `${path}${path === '' ? '' : '.'}${values.length}`, 2);
      values.push(value);
    }
    return values;
  };

  if (open === '[') {
    const values: unknown[] = [];
    for (const [a, b] of items(start + 1, end - 1, outer)) {
      const value = await parsed(a, b);
      eachPiece?.(value, `${values.length}`, 1);
      values.push(value);
    }
    return values;
  }
  const result: Record<string, unknown> = {};
  for (const [a, b] of items(start + 1, end - 1, outer)) {
    const keyStart = firstContent(text, a, b);
    const keyEnd = text[keyStart] === '"' ? stringEnd(text, keyStart, b) : -1;
    if (keyEnd < 0) throw new JsonRefused('is not valid JSON', false);
    const key = parsePiece(text.slice(keyStart, keyEnd)) as string;
    const colon = firstContent(text, keyEnd, b);
    if (text[colon] !== ':') throw new JsonRefused('is not valid JSON', false);
    eachPiece?.(key, key, 1);
    const pieces = await arrayInPieces(colon + 1, b, key);
    if (pieces !== null) setOwn(result, key, pieces);
    else {
      const value = await parsed(colon + 1, b);
      eachPiece?.(value, key, 1);
      setOwn(result, key, value);
    }
  }
  return result;
}
