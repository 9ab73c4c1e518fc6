/** What an account's second factors are: none means two-factor log-in is off (stores only, so the log-in can ask). */
import type { Db } from '../../db/database.js';
import { recoveryCodeState } from './recovery-store.js';
import { findTotp, listPasskeys } from './two-factor-store.js';

export type SecondFactorMethod = 'totp' | 'passkey' | 'recovery_code';

/**
 * The account's second factors: a confirmed authenticator app, passkeys, and its recovery codes when
 * either of the others is on. Removing the last app or passkey turns two-factor log-in off.
 */
export async function secondFactorsOf(db: Db, userId: string): Promise<SecondFactorMethod[]> {
  const totp = await findTotp(db, userId);
  const passkeys = await listPasskeys(db, userId);
  const methods: SecondFactorMethod[] = [];
  if ((totp?.confirmedAt ?? null) !== null) methods.push('totp');
  if (passkeys.length > 0) methods.push('passkey');
  if (methods.length === 0) return methods;
  if ((await recoveryCodeState(db, userId)).left > 0) methods.push('recovery_code');
  return methods;
}
