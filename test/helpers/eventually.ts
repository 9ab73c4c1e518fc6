/**
 * Waiting for something to happen instead of sleeping a fixed time: the condition is checked again
 * after every short turn until it holds. The limit only turns a condition that never holds into a
 * failure that says what was awaited, instead of a hung test; it is generous, because a busy machine
 * may be slow, and it says nothing about speed.
 */
export const EVENTUALLY_LIMIT_MS = 30_000;

type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>;

/**
 * Resolves with the first truthy value `check` gives; fails after `limitMs` saying what never came.
 * `everyMs`: the pause between checks (longer for a check that costs, such as opening a database).
 */
export async function eventually<T>(
  what: string,
  check: () => T | Promise<T>,
  { limitMs = EVENTUALLY_LIMIT_MS, everyMs = 10 }: { limitMs?: number; everyMs?: number } = {},
): Promise<Truthy<T>> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() > deadline) throw new Error(`never happened within ${limitMs / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
