/**
 * The two steps of a password log-in to an account with two-factor log-in on (docs/LOGIN.md,
 * "Two-factor log-in"). The password step answers a ticket whatever the password was; the ticket
 * (a login flow, 10 minutes, a few tries) remembers the account and whether the password was right,
 * and the second step answers a session only when both were.
 */
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { finishLogin, login } from '../accounts/account-service.js';
import type { SecondFactorMethod } from '../accounts/second-factors.js';
import { useSecondFactorCode } from '../accounts/two-factor-service.js';
import { resetPassword } from '../accounts/email-service.js';
import { usernameOf } from '../users/user-service.js';
import { restoreProfile } from '../../profiles/profile-writer.js';
import { createFlow, peekFlow, putFlowBack, takeFlow } from './login-flow-store.js';

export const TICKET_MS = 10 * 60 * 1000;
/** Wrong second steps a ticket takes before it is spent (the per-username throttle counts them too). */
export const TICKET_TRIES = 5;

interface TicketData {
  userId: string;
  passwordRight: boolean;
  /** As typed at the password step: the per-username throttle counts the second step under it. */
  username: string;
  methods: SecondFactorMethod[];
  tries: number;
  expiresAt: number;
  /** The account is deleted and is restored by this log-in (its owner may still restore it). */
  restore?: boolean;
}

function isTicketData(value: unknown): value is TicketData {
  return typeof value === 'object' && value !== null && typeof (value as TicketData).userId === 'string';
}

/** Makes the ticket of a password step that needs a second factor. */
export async function makeTicket(
  ctx: AppContext,
  step: { userId: string; passwordRight: boolean; methods: SecondFactorMethod[]; restore?: boolean },
  username: string,
): Promise<string> {
  const expiresAt = ctx.clock.now() + TICKET_MS;
  const data: TicketData = { ...step, username, tries: 0, expiresAt };
  return createFlow(ctx.db, 'second_factor', data, expiresAt);
}

/**
 * The password step: a session for an account without a second factor (as always), else the 401
 * `secondFactorRequired` with the ticket and the methods, whether the password was right or not.
 */
export async function passwordLogin(ctx: AppContext, input: { username: string; password: string }) {
  const result = await login(ctx, input);
  if (!('secondFactor' in result)) return result;
  const ticket = await makeTicket(ctx, result.secondFactor, input.username);
  throw errors.secondFactorRequired(ticket, result.secondFactor.methods);
}

/**
 * A password reset by a mailed link: a session as before, or for an account with two-factor log-in on
 * the 401 `secondFactorRequired` (the new password is set; the second step gives the session).
 */
export async function resetPasswordThenLogin(ctx: AppContext, input: { token: string; password: string }) {
  const result = await resetPassword(ctx, input);
  if (!('secondFactor' in result)) return result;
  const username = (await usernameOf(ctx, result.secondFactor.userId)) ?? '';
  const ticket = await makeTicket(ctx, result.secondFactor, username);
  throw errors.secondFactorRequired(ticket, result.secondFactor.methods);
}

/**
 * What a ticket says before it is used (the username, for the throttle and the page: '' when the step
 * came from a linked account's restore; the methods, for the page); null: none.
 */
export async function peekTicket(
  ctx: AppContext,
  ticket: string,
): Promise<{ username: string; methods: SecondFactorMethod[]; userId: string } | null> {
  if (ticket === '') return null;
  const data = await peekFlow(ctx.db, ticket, 'second_factor', ctx.clock.now());
  return isTicketData(data) ? { username: data.username, methods: data.methods, userId: data.userId } : null;
}

/**
 * The second step: `check` says whether the second factor is right for the ticket's account (it is
 * checked even when the password was wrong, so both answers take the same path). The ticket is taken
 * while the step runs, so two steps with one ticket cannot both go on; a wrong step puts it back with
 * one try fewer until none is left.
 */
export async function secondStep(
  ctx: AppContext,
  ticket: string,
  check: (userId: string) => Promise<boolean>,
): Promise<Awaited<ReturnType<typeof finishLogin>>> {
  const data = ticket === '' ? null : await takeFlow(ctx.db, ticket, 'second_factor', ctx.clock.now());
  if (!isTicketData(data)) throw errors.secondFactorTicketInvalid();
  const factorRight = await check(data.userId);
  if (data.passwordRight && factorRight) {
    // A restore finishes here: until both steps are done, the deleted account stays deleted.
    if (data.restore === true && !(await restoreProfile(ctx, data.userId))) throw errors.secondFactorTicketInvalid();
    return finishLogin(ctx, data.userId);
  }
  if (data.tries + 1 < TICKET_TRIES) {
    await putFlowBack(ctx.db, ticket, 'second_factor', { ...data, tries: data.tries + 1 }, data.expiresAt);
  }
  throw errors.wrongCredentials();
}

/** The second step with a code of the authenticator app or a recovery code. */
export function secondStepWithCode(ctx: AppContext, ticket: string, code: string) {
  return secondStep(ctx, ticket, (userId) => useSecondFactorCode(ctx, userId, code));
}
