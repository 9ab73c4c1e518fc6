/**
 * `node --max-old-space-size=128 --expose-gc --import tsx scripts/measure-cards.ts`: the memory share
 * cards cost, with the heap the server runs with. A test app (SQLite in a temporary folder); one user
 * with an avatar changes its pronouns and fetches its card, CARDS times (each a new version, so each
 * is drawn); the process's RSS and main heap are printed before the first card, after it, and every
 * 20 cards.
 */
import { registerUser } from '../test/helpers/factories.js';
import { striped } from '../test/helpers/images.js';
import { startTestApp } from '../test/helpers/test-app.js';

const CARDS = Number(process.env.CARDS ?? 100);
const mb = (bytes: number) => (bytes / 1048576).toFixed(1);
function report(label: string) {
  (globalThis as { gc?: () => void }).gc?.();
  const memory = process.memoryUsage();
  console.log(`${label}: rss ${mb(memory.rss)} MB, main heap used ${mb(memory.heapUsed)} MB`);
}

const t = await startTestApp();
try {
  const user = await registerUser(t);
  const avatar = (await striped('png', 400, 400)).toString('base64');
  await t.patch('/api/v1/users/@me', { avatar, display_name: 'Memory 🏳️‍🌈 سارة' }, user.token);
  report('before any card');
  for (let i = 1; i <= CARDS; i++) {
    await t.patch('/api/v1/users/@me', { pronouns: [{ value: `they/them${i}`, status: 'favourite' }] }, user.token);
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url: `/@${user.name}/card.png` });
    if (res.statusCode !== 200) throw new Error(`card ${i}: ${res.statusCode} ${res.body}`);
    if (i === 1 || i === CARDS) console.log(`card ${i}: ${Math.round(performance.now() - started)} ms`);
    if (i === 1 || i % 20 === 0) report(`after ${i} cards`);
  }
} finally {
  await t.close();
}
