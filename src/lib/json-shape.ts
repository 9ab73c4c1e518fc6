/**
 * The shape of JSON text, read without parsing it: how deep it nests and how many objects and arrays
 * it holds. JSON.parse builds every container before anything can look at the result, and containers
 * cost memory far beyond their text (a body of nested brackets takes tens of times its size in heap,
 * and a few MB of it exhaust `npm start`'s heap and kill the process); checking the text first refuses
 * such bodies for the price of one pass over their bytes.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

export interface JsonShapeLimits {
  maxDepth: number;
  maxContainers: number;
}

/** What is wrong with the text's shape ("nested deeper than 32 levels"), or null when it is within the limits. */
export function jsonShapeProblem(text: string | Buffer, limits: JsonShapeLimits): string | null {
  // The characters that matter are ASCII: UTF-16 code units and UTF-8 bytes read them alike.
  const at = typeof text === 'string' ? (i: number) => text.charCodeAt(i) : (i: number) => text[i]!;
  let depth = 0;
  let containers = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const byte = at(i);
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
      continue;
    }
    if (byte === QUOTE) inString = true;
    else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (++depth > limits.maxDepth) return `nested deeper than ${limits.maxDepth} levels`;
      if (++containers > limits.maxContainers) return `more than ${limits.maxContainers} objects and arrays`;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) depth--;
  }
  return null;
}
