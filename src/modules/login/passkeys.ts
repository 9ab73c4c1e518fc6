/**
 * Passkeys (WebAuthn) through SimpleWebAuthn (docs/LOGIN.md, "Two-factor log-in"): adding one to
 * the signed-in account, logging in with one alone (a discoverable credential whose user handle names
 * the account; the authenticator verifies the person), and using one as the second step of a password
 * log-in. Each ceremony's challenge is a login flow (5 minutes, used once), so any instance can finish
 * it; the browser holds the flow's secret between the two requests.
 */
import type * as SimpleWebAuthn from '@simplewebauthn/server';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { finishLogin } from '../accounts/account-service.js';
import {
  deletePasskey,
  findPasskey,
  insertPasskey,
  listPasskeys,
  touchPasskey,
  userOfWebauthnHandle,
  webauthnHandleOf,
} from '../accounts/two-factor-store.js';
import { createFlow, takeFlow } from './login-flow-store.js';
import { peekTicket, secondStep } from './two-factor-login.js';

const CEREMONY_MS = 5 * 60 * 1000;
const MAX_PASSKEYS = 20;

let loaded: Promise<typeof SimpleWebAuthn> | undefined;
/** SimpleWebAuthn and its certificate parsers are loaded on the first ceremony: most processes never hold them. */
function webauthn(): Promise<typeof SimpleWebAuthn> {
  return (loaded ??= import('@simplewebauthn/server'));
}

/** The relying party is the site: its host name (WebAuthn refuses IP addresses), and its origin. */
function relyingParty(origin: string): { rpID: string; origin: string } {
  return { rpID: new URL(origin).hostname, origin };
}

export async function passkeyRegistrationOptions(
  ctx: AppContext,
  userId: string,
  username: string,
  origin: string,
): Promise<{ flow: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const handle = await webauthnHandleOf(ctx.db, userId);
  const existing = await listPasskeys(ctx.db, userId);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: 'Nametag',
    rpID: relyingParty(origin).rpID,
    userName: username,
    userID: new Uint8Array(Buffer.from(handle, 'base64url')),
    attestationType: 'none',
    // Discoverable, so it can log in without a username; verified, so it stands for two factors.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
  });
  const flow = await createFlow(
    ctx.db,
    'passkey_register',
    { userId, challenge: options.challenge },
    ctx.clock.now() + CEREMONY_MS,
  );
  return { flow, options };
}

export async function registerPasskey(
  ctx: AppContext,
  userId: string,
  input: { flow: string; response: RegistrationResponseJSON; name: string },
  origin: string,
): Promise<void> {
  const data = (await takeFlow(ctx.db, input.flow, 'passkey_register', ctx.clock.now())) as {
    userId?: string;
    challenge?: string;
  } | null;
  if (data?.userId !== userId || typeof data.challenge !== 'string') throw errors.passkeyRefused();
  if ((await listPasskeys(ctx.db, userId)).length >= MAX_PASSKEYS) throw errors.passkeyRefused();
  const party = relyingParty(origin);
  const { verifyRegistrationResponse } = await webauthn();
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: data.challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      requireUserVerification: true,
    });
  } catch {
    throw errors.passkeyRefused();
  }
  if (!verified.verified) throw errors.passkeyRefused();
  const credential = verified.registrationInfo.credential;
  if ((await findPasskey(ctx.db, credential.id)) !== undefined) throw errors.passkeyRefused();
  await insertPasskey(
    ctx.db,
    userId,
    {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).filter((transport) => /^[a-z-]{1,20}$/.test(transport)),
      name: input.name.trim().slice(0, 60) || 'Passkey',
    },
    ctx.clock.now(),
  );
}

/**
 * The options of a passkey log-in: with a ticket, the second step (the account's passkeys offered);
 * without, a log-in by passkey alone (any discoverable passkey of this site, the person verified).
 */
export async function passkeyLoginOptions(
  ctx: AppContext,
  origin: string,
  ticket: string | null,
): Promise<{ flow: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const peeked = ticket === null ? null : await peekTicket(ctx, ticket);
  if (ticket !== null && peeked === null) throw errors.secondFactorTicketInvalid();
  const allow = peeked === null ? [] : await listPasskeys(ctx.db, peeked.userId);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(origin).rpID,
    userVerification: ticket === null ? 'required' : 'preferred',
    ...(ticket === null ? {} : { allowCredentials: allow.map((p) => ({ id: p.id, transports: p.transports })) }),
  });
  const flow = await createFlow(
    ctx.db,
    'passkey_login',
    { challenge: options.challenge, ticket },
    ctx.clock.now() + CEREMONY_MS,
  );
  return { flow, options };
}

/** The account a passkey's answer proves (its counter recorded), or null. */
async function provenAccount(
  ctx: AppContext,
  challenge: string,
  response: AuthenticationResponseJSON,
  origin: string,
  alone: boolean,
): Promise<string | null> {
  const passkey = typeof response?.id === 'string' ? await findPasskey(ctx.db, response.id) : undefined;
  if (passkey === undefined) return null;
  if (alone) {
    // Alone, the passkey's user handle must name the account the credential was added to.
    const handle = response.response?.userHandle;
    if (typeof handle !== 'string' || (await userOfWebauthnHandle(ctx.db, handle)) !== passkey.userId) return null;
  }
  const party = relyingParty(origin);
  const { verifyAuthenticationResponse } = await webauthn();
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: alone,
    });
    if (!verified.verified) return null;
    if (!(await touchPasskey(ctx.db, passkey.id, verified.authenticationInfo.newCounter, ctx.clock.now()))) return null;
    return passkey.userId;
  } catch {
    return null;
  }
}

/** Finishes a passkey log-in: a session for the account the passkey proves (with a ticket, as its second step). */
export async function passkeyLogin(
  ctx: AppContext,
  input: { flow: string; response: AuthenticationResponseJSON },
  origin: string,
) {
  const data = (await takeFlow(ctx.db, input.flow, 'passkey_login', ctx.clock.now())) as {
    challenge?: string;
    ticket?: string | null;
  } | null;
  if (data === null || typeof data.challenge !== 'string') throw errors.passkeyRefused();
  const challenge = data.challenge;
  if (typeof data.ticket === 'string') {
    return secondStep(ctx, data.ticket, async (userId) => {
      return (await provenAccount(ctx, challenge, input.response, origin, false)) === userId;
    });
  }
  const userId = await provenAccount(ctx, challenge, input.response, origin, true);
  if (userId === null) throw errors.passkeyRefused();
  return finishLogin(ctx, userId);
}

/** Removes a passkey (the caller has asked for the password or a code). */
export async function removePasskey(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await deletePasskey(ctx.db, userId, id))) throw errors.notFound('Passkey');
}
