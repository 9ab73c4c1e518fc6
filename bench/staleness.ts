/**
 * Cross-instance staleness, for the bench's report: how long after a write through instance A its
 * change shows through instance B, which keeps prepared answers of its own (B learns of A's writes
 * through the change feed: PostgreSQL's LISTEN/NOTIFY, or SQLite's change counter). The same
 * measurement as the test in test/http/public-caching.test.ts, against the compiled servers.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Staleness {
  /** Milliseconds from A's answer to the first read through B that shows the write, sorted. */
  delaysMs: number[];
  medianMs: number;
  maxMs: number;
}

async function bioThrough(url: string, userId: string): Promise<string | undefined> {
  const answer = await fetch(`${url}/api/v1/users/${userId}`);
  return ((await answer.json()) as { bio?: string }).bio;
}

/** `rounds` writes through A, each followed by reads through B every millisecond until it shows. */
export async function measureStaleness(
  a: string,
  b: string,
  user: { id: string; token: string },
  rounds = 15,
  limitMs = 5000,
): Promise<Staleness> {
  const delays: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const bio = `staleness round ${i} at ${Date.now()}`;
    await bioThrough(b, user.id); // B keeps the answer as it is now
    const written = await fetch(`${a}/api/v1/users/@me`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: user.token },
      body: JSON.stringify({ bio }),
    });
    if (written.status !== 200) throw new Error(`PATCH through A answered ${written.status}`);
    const started = performance.now();
    while ((await bioThrough(b, user.id)) !== bio) {
      if (performance.now() - started > limitMs) throw new Error(`B did not show A's write within ${limitMs} ms`);
      await sleep(1);
    }
    delays.push(performance.now() - started);
  }
  delays.sort((x, y) => x - y);
  return { delaysMs: delays, medianMs: delays[Math.floor(delays.length / 2)]!, maxMs: delays.at(-1)! };
}
