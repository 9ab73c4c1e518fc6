/**
 * What the mail dispatcher of a test app has done, read from the app's database (mail_requests): what a
 * test waits for before saying that no mail went out, instead of a fixed sleep.
 */
import { eventually } from './eventually.js';
import type { TestApp } from './test-app.js';

/**
 * Resolves once every request for mail has had its first attempt: sent, found to need no mail (an
 * unknown account), or refused and put off. After that nothing more goes out until a retry is due.
 */
export function firstAttemptsMade(t: TestApp): Promise<true> {
  return eventually(
    'every request for mail tried once',
    () =>
      t.asOperator(async (ctx) => {
        const untried = await ctx.db
          .selectFrom('mail_requests')
          .select('id')
          .where('state', '=', 'queued')
          .where('attempts', '=', 0)
          .limit(1)
          .execute();
        return untried.length === 0;
      }),
    { everyMs: 100 },
  );
}

/** Resolves once a refused attempt at the request for `to` (an address, or a reset's login) is noted. */
export function refusalNoted(t: TestApp, to: { email: string } | { login: string }): Promise<true> {
  return eventually(
    'the refused attempt noted, to be tried again',
    () =>
      t.asOperator(async (ctx) => {
        let query = ctx.db
          .selectFrom('mail_requests')
          .select('id')
          .where('state', '=', 'queued')
          .where('attempts', '>=', 1);
        query =
          'email' in to ? query.where('email_key', '=', to.email.toLowerCase()) : query.where('login', '=', to.login);
        return (await query.limit(1).execute()).length === 1;
      }),
    { everyMs: 100 },
  );
}
