/**
 * Two-factor log-in's account side (docs/LOGIN.md, "Two-factor log-in"): the authenticator-app
 * (TOTP, RFC 6238) secret's setup and removal, the check of a code typed at the second step, and what
 * an account's second factors are. The log-in's ticket and the passkey ceremonies are the login
 * module's (they keep their state in login flows).
 */
import { Secret, TOTP } from 'otpauth';
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { findPasswordHash } from './account-store.js';
import { takeTypedRecoveryCode } from './recovery-service.js';
import {
  confirmTotp,
  deleteTotp,
  findSettings,
  findTotp,
  listPasskeys,
  putPendingTotp,
  setAskAfterProvider,
  takeTotpStep,
} from './two-factor-store.js';

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const PERIOD = 30;
const DIGITS = 6;
/** A code of the step before or after the server's clock is taken too: phones' clocks drift. */
const WINDOW = 1;

function totpOf(secret: string, label = '', issuer = 'Nametag'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The 30-second step `code` belongs to, within one step of `now`; null when it is none of them. A
 * code is digits only; spaces people type in the middle are dropped.
 */
function stepOfCode(secret: string, typed: string, now: number): number | null {
  const token = typed.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

/** A TOTP code looks like six digits (spaces allowed); anything else typed at the second step is a recovery code. */
function looksLikeTotp(typed: string): boolean {
  return /^\d{6}$/.test(typed.replace(/\s/g, ''));
}

/**
 * Checks a code of the account's confirmed authenticator app and uses it up: true once per code (the
 * step is moved forward by one conditional update, so a code used before, or racing, is refused).
 */
async function useTotpCode(ctx: AppContext, userId: string, typed: string): Promise<boolean> {
  const totp = await findTotp(ctx.db, userId);
  if (!totp || totp.confirmedAt === null) return false;
  const step = stepOfCode(totp.secret, typed, ctx.clock.now());
  if (step === null) return false;
  return takeTotpStep(ctx.db, userId, step);
}

/** A second factor typed at log-in: a code of the authenticator app, or a recovery code (each works once). */
export async function useSecondFactorCode(ctx: AppContext, userId: string, typed: string): Promise<boolean> {
  if (looksLikeTotp(typed)) return useTotpCode(ctx, userId, typed);
  return takeTypedRecoveryCode(ctx, userId, typed);
}

/** Whether a log-in through a linked account also asks for the second factor (only when one is on). */
export async function asksAfterProvider(ctx: AppContext, userId: string): Promise<boolean> {
  const settings = await findSettings(ctx.db, userId);
  return settings?.askAfterProvider === true;
}

export function setAsksAfterProvider(ctx: AppContext, userId: string, ask: boolean): Promise<void> {
  return setAskAfterProvider(ctx.db, userId, ask);
}

export interface TotpSetup {
  /** Base32, in groups of four for reading and typing. */
  key: string;
  uri: string;
  /** The QR code of `uri`, an SVG element (no image to fetch: the pages' CSP allows none from elsewhere). */
  qrSvg: string;
}

export interface TwoFactorState {
  totp: 'off' | 'pending' | 'on';
  /** The setup being confirmed (when `totp` is pending). */
  setup: TotpSetup | null;
  passkeys: Awaited<ReturnType<typeof listPasskeys>>;
  askAfterProvider: boolean;
  on: boolean;
}

async function setupOf(secret: string, accountName: string, issuer: string): Promise<TotpSetup> {
  const uri = totpOf(secret, accountName, issuer).toString();
  // Loaded on the first setup: most processes never draw a QR code.
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { key: secret.match(/.{1,4}/g)!.join(' '), uri, qrSvg };
}

export async function twoFactorState(
  ctx: AppContext,
  userId: string,
  accountName: string,
  issuer: string,
): Promise<TwoFactorState> {
  const totp = await findTotp(ctx.db, userId);
  const passkeys = await listPasskeys(ctx.db, userId);
  const state = totp === undefined ? 'off' : totp.confirmedAt === null ? 'pending' : 'on';
  return {
    totp: state,
    setup: state === 'pending' ? await setupOf(totp!.secret, accountName, issuer) : null,
    passkeys,
    askAfterProvider: await asksAfterProvider(ctx, userId),
    on: state === 'on' || passkeys.length > 0,
  };
}

/** A new secret (20 random bytes, as RFC 4226 recommends), waiting for its first code. */
export async function startTotpSetup(ctx: AppContext, userId: string): Promise<void> {
  const current = await findTotp(ctx.db, userId);
  if ((current?.confirmedAt ?? null) !== null) throw errors.totpAlreadyOn();
  await putPendingTotp(ctx.db, userId, new Secret({ size: 20 }).base32, ctx.clock.now());
}

/** Turns the pending secret on when `typed` is a current code of it (that code is then used). */
export async function confirmTotpSetup(ctx: AppContext, userId: string, typed: string): Promise<void> {
  const totp = await findTotp(ctx.db, userId);
  if ((totp?.confirmedAt ?? null) !== null) throw errors.totpAlreadyOn();
  const step = totp === undefined ? null : stepOfCode(totp.secret, typed, ctx.clock.now());
  if (totp === undefined || step === null || !(await takeTotpStep(ctx.db, userId, step))) {
    throw errors.wrongTwoFactorCode();
  }
  if (!(await confirmTotp(ctx.db, userId, totp.secret, ctx.clock.now()))) throw errors.wrongTwoFactorCode();
}

/** Stops a setup not confirmed yet. */
export async function cancelTotpSetup(ctx: AppContext, userId: string): Promise<void> {
  const totp = await findTotp(ctx.db, userId);
  if (totp?.confirmedAt === null) await deleteTotp(ctx.db, userId);
}

/**
 * What turning a factor off asks for: the account's password, or a current code of its authenticator
 * app (someone who has lost the password still has the app; someone at an unattended session has
 * neither).
 */
export async function checkTwoFactorProof(ctx: AppContext, userId: string, proof: string): Promise<void> {
  const hash = (await findPasswordHash(ctx.db, userId)) ?? null;
  // An account with neither (made through a linked account, with passkeys only) has nothing to give.
  if (hash === null && ((await findTotp(ctx.db, userId))?.confirmedAt ?? null) === null) return;
  if (hash !== null && proof !== '' && (await ctx.work.passwords.run(() => verifyPassword(hash, proof)))) return;
  if (looksLikeTotp(proof) && (await useTotpCode(ctx, userId, proof))) return;
  throw errors.wrongTwoFactorProof();
}

/** Turns the authenticator app off, given the password or a current code. */
export async function turnTotpOff(ctx: AppContext, userId: string, proof: string): Promise<void> {
  await checkTwoFactorProof(ctx, userId, proof);
  await deleteTotp(ctx.db, userId);
}
