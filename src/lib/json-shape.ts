/**
 * The shape of JSON text, read without parsing it: how deep it nests and how many objects and arrays
 * it holds. JSON.parse builds every container before anything can look at the result, and containers
 * cost memory far beyond their text (a 2 MB body of nested brackets becomes ~55 MB of heap; 8 MB
 * exhausts a 128 MB heap and kills the process); checking the text first refuses such bodies for the
 * price of one pass over their bytes. The pass can be taken in steps (megabytes of text are tens of
 * milliseconds of work), and it can note where the top levels' commas are, which is what lets
 * json-in-slices parse a large document piece by piece.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

export interface JsonShapeLimits {
  maxDepth: number;
  maxContainers: number;
}

/** One pass over JSON text, taken in steps. */
export class JsonShapeScan {
  private readonly at: (i: number) => number;
  private position = 0;
  private depth = 0;
  private containers = 0;
  private inString = false;

  /**
   * @param onComma called with the position of each comma outside strings at depth 1 or 2 (1: between
   *   the top-level container's items; 2: between the items of a container inside it).
   */
  constructor(
    private readonly text: string | Buffer,
    private readonly limits: JsonShapeLimits,
    private readonly onComma?: (position: number, depth: number) => void,
  ) {
    // The characters that matter are ASCII: UTF-16 code units and UTF-8 bytes read them alike.
    this.at = typeof text === 'string' ? (i) => text.charCodeAt(i) : (i) => text[i]!;
  }

  get done(): boolean {
    return this.position >= this.text.length;
  }

  /** Whether the text ended with every string and container it opened closed (as far as counting tells). */
  get balanced(): boolean {
    return this.done && this.depth === 0 && !this.inString;
  }

  /** Reads up to `characters` more; what is wrong with the shape ("nested deeper than 32 levels"), or null. */
  step(characters: number): string | null {
    const { at, limits, onComma } = this;
    const end = Math.min(this.text.length, this.position + characters);
    let { depth, containers, inString } = this;
    let i = this.position;
    for (; i < end; i++) {
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
      else if (byte === COMMA && onComma !== undefined && (depth === 1 || depth === 2)) onComma(i, depth);
    }
    this.position = i;
    this.depth = depth;
    this.containers = containers;
    this.inString = inString;
    return null;
  }
}

/** What is wrong with the text's shape ("nested deeper than 32 levels"), or null when it is within the limits. */
export function jsonShapeProblem(text: string | Buffer, limits: JsonShapeLimits): string | null {
  return new JsonShapeScan(text, limits).step(text.length);
}
