/**
 * Log in, sign up and link through other services. A flow: `start` stores the request
 * (state, PKCE verifier, nonce, what it is for) under a secret the browser keeps in a cookie and
 * sends the browser to the provider; `finish` takes that flow (once), checks the state, exchanges the
 * code for the person's identity and then logs them in, links the account, or keeps the identity for
 * a sign-up that asks for a username.
 */
import type { AppContext } from '../../context/app-context.js';
import { offerRestore, type RestoreOffer } from './account-restore.js';
import { errors } from '../../core/errors.js';
import { isUniqueViolation } from '../../db/columns.js';
import { findUser } from '../../profiles/profile-reader.js';
import { findPasswordHash, setLinkedAccountColumns } from '../accounts/account-store.js';
import { type ProfileWrite, writeProfile } from '../../profiles/profile-writer.js';
import {
  deleteLinkOfKind,
  findLinkedUserId,
  findLinkOfKind,
  insertLink,
  listLinkKinds,
  listLookupKinds,
} from '../accounts/account-link-store.js';
import { checkLinkedLogin, loginLinkedUser, registerThroughProvider } from '../accounts/account-service.js';
import { secondFactorsOf } from '../accounts/second-factors.js';
import { asksAfterProvider } from '../accounts/two-factor-service.js';
import { usernameOf } from '../users/user-service.js';
import { makeTicket } from './two-factor-login.js';
import { pruneFediverseApps } from './fediverse-apps.js';
import { deleteSync } from '../sync/sync-store.js';
import { type FediverseServer, parseFediverseServer } from './fediverse-server.js';
import { createFlow, peekFlow, pruneFlows, takeFlow } from './login-flow-store.js';
import {
  type AuthorizeRequest,
  authorizationRequest,
  exchangeCode,
  exchangeCodeKeepingToken,
  type FailureLog,
  FEDIVERSE_SYNC_SCOPES,
} from './oauth-exchange.js';
import {
  enabledProviders,
  type Identity,
  isProviderKind,
  linkedColumns,
  linkedUsername,
  LOOKUP_KINDS,
  PROVIDER_KINDS,
  PROVIDER_NAMES,
  type ProviderKind,
} from './providers.js';

const AUTHORIZE_LIFETIME_MS = 10 * 60 * 1000;
export const SIGNUP_LIFETIME_MS = 30 * 60 * 1000;

interface AuthorizeFlow extends AuthorizeRequest {
  /** sync: the signed-in user lets this instance write pronouns to their linked fediverse account. */
  intent: 'login' | 'link' | 'sync';
  /** The signed-in user who asked to link (intent link). */
  userId: string | null;
  /** A local path to go to after logging in. */
  returnTo: string | null;
}

/** A kind that is turned on here; anything else is 404. */
export function enabledKind(ctx: AppContext, kind: string): ProviderKind {
  if (!isProviderKind(kind) || ctx.config.loginProviders[kind] === null) throw errors.providerNotEnabled();
  return kind;
}

/**
 * Where this instance is reached: PUBLIC_URL, else the request's own origin. The fediverse
 * registers its redirect address at servers by itself, so there a forged Host header could register
 * an app that sends codes elsewhere: without PUBLIC_URL it works only on a loopback origin (a
 * developer's machine, tests). The other providers only accept redirect addresses their operator
 * registered, so a forged Host gets nowhere with them.
 */
function ownOrigin(ctx: AppContext, requestOrigin: string, kind: ProviderKind): string {
  if (ctx.config.publicUrl !== null) return ctx.config.publicUrl;
  if (!URL.canParse(requestOrigin)) throw errors.badHost();
  if (kind === 'fediverse' && !fediverseWorksFrom(ctx, requestOrigin)) throw errors.publicUrlNeeded();
  return new URL(requestOrigin).origin;
}

/** Whether a fediverse log-in can start from this origin (see ownOrigin). */
function fediverseWorksFrom(ctx: AppContext, requestOrigin: string): boolean {
  if (ctx.config.publicUrl !== null) return true;
  return URL.canParse(requestOrigin) && LOOPBACK_HOSTS.test(new URL(requestOrigin).hostname);
}

/** The providers a request can start a log-in with. */
export function usableProviders(ctx: AppContext, requestOrigin: string): ProviderKind[] {
  return enabledProviders(ctx.config.loginProviders).filter(
    (kind) => kind !== 'fediverse' || fediverseWorksFrom(ctx, requestOrigin),
  );
}

/** The loopback names a developer's browser uses: exactly these, so forged ones give few redirect addresses. */
const LOOPBACK_HOSTS = /^(localhost|127\.0\.0\.1|\[::1\])$/;

/**
 * The redirect address, normalised as the token request will send it (providers compare it exactly).
 * The fediverse's names the server: a code some other server sends to it is refused (a mix-up of
 * servers cannot make this instance redeem one server's code at another).
 */
function callbackUri(base: string, kind: ProviderKind, server: FediverseServer | null, sync = false): string {
  const path =
    server === null
      ? `/auth/${kind}/callback`
      : `/auth/fediverse/${sync ? 'sync-callback' : 'callback'}/${server.host}`;
  return new URL(`${base}${path}`).href;
}

export interface StartInput {
  kind: string;
  /** The fediverse server the person typed. */
  instance: string | undefined;
  intent: 'login' | 'link';
  userId: string | null;
  returnTo: string | null;
  /** The request's own origin, used when PUBLIC_URL is not set. */
  origin: string;
}

/** Where to send the browser, and the secret of the flow for its cookie. */
export async function startProviderLogin(
  ctx: AppContext,
  input: StartInput,
  log: FailureLog,
): Promise<{ url: string; flowSecret: string; kind: ProviderKind }> {
  const kind = enabledKind(ctx, input.kind);
  const base = ownOrigin(ctx, input.origin, kind);
  const server =
    kind === 'fediverse'
      ? parseFediverseServer(input.instance ?? '', ctx.config.loginProviders.fediverse?.allowInsecure ?? false)
      : null;
  const redirectUri = callbackUri(base, kind, server);
  const { request, url } = await authorizationRequest(ctx, kind, server, redirectUri, log);
  const flow: AuthorizeFlow = { ...request, intent: input.intent, userId: input.userId, returnTo: input.returnTo };
  const flowSecret = await createFlow(ctx.db, 'authorize', flow, ctx.clock.now() + AUTHORIZE_LIFETIME_MS);
  return { url, flowSecret, kind };
}

/**
 * Starts asking the user's linked fediverse server to let this instance write their profile (keeping
 * pronouns in sync): the same flow as a log-in, with the write scope, through an app of its own.
 */
export async function startSyncAuthorisation(
  ctx: AppContext,
  userId: string,
  origin: string,
  log: FailureLog,
): Promise<{ url: string; flowSecret: string }> {
  if (ctx.config.profileSync === null) throw errors.syncOff();
  const kind = enabledKind(ctx, 'fediverse');
  const link = await findLinkOfKind(ctx.db, userId, kind);
  if (link === null) throw errors.notLinked(PROVIDER_NAMES.fediverse);
  const base = ownOrigin(ctx, origin, kind);
  const allowInsecure = ctx.config.loginProviders.fediverse?.allowInsecure ?? false;
  // A link keeps the server's host; where loopback servers are allowed (tests), they speak http.
  const loopback = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(link.instance);
  const server = parseFediverseServer(
    `${allowInsecure && loopback ? 'http' : 'https'}://${link.instance}`,
    allowInsecure,
  );
  const redirectUri = callbackUri(base, kind, server, true);
  const { request, url } = await authorizationRequest(ctx, kind, server, redirectUri, log, FEDIVERSE_SYNC_SCOPES);
  const flow: AuthorizeFlow = { ...request, intent: 'sync', userId, returnTo: null };
  const flowSecret = await createFlow(ctx.db, 'authorize', flow, ctx.clock.now() + AUTHORIZE_LIFETIME_MS);
  return { url, flowSecret };
}

export type CallbackOutcome =
  | { outcome: 'logged_in'; token: string; returnTo: string | null }
  | { outcome: 'second_factor'; ticket: string; methods: string[]; username: string }
  | { outcome: 'signup'; signupSecret: string }
  | { outcome: 'restore'; offer: RestoreOffer }
  | { outcome: 'linked'; kind: ProviderKind }
  | { outcome: 'sync_authorised'; userId: string; identity: Identity; accessToken: string; server: FediverseServer };

export interface FinishInput {
  kind: string;
  /** The fediverse server named by the callback's address. */
  server: string | undefined;
  /** The secret from the browser's cookie (undefined: none was sent). */
  flowSecret: string | undefined;
  query: URLSearchParams;
  /** Who is signed in on this browser now. */
  visitorUserId: string | null;
  /** Whether the callback is the one of a sync authorisation (each flow ends only at its own). */
  sync?: boolean;
}

export async function finishProviderLogin(
  ctx: AppContext,
  input: FinishInput,
  log: FailureLog,
): Promise<CallbackOutcome> {
  const kind = enabledKind(ctx, input.kind);
  const flow =
    input.flowSecret === undefined
      ? null
      : ((await takeFlow(ctx.db, input.flowSecret, 'authorize', ctx.clock.now())) as AuthorizeFlow | null);
  if (
    flow === null ||
    flow.kind !== kind ||
    (flow.server?.host ?? undefined) !== input.server ||
    (flow.intent === 'sync') !== (input.sync ?? false)
  ) {
    throw errors.loginFlowInvalid();
  }
  if (flow.intent === 'sync') {
    // The same person signed in at the end, and the account they authorised is the one linked.
    if (flow.userId === null || input.visitorUserId !== flow.userId || flow.server === null) {
      throw errors.loginFlowInvalid();
    }
    const { identity, accessToken, scope } = await exchangeCodeKeepingToken(ctx, flow, input.query, log);
    // Some servers let people untick a scope: without writing, there is nothing to keep in sync.
    const granted = scope === null ? null : scope.split(/\s+/);
    if (granted !== null && !granted.includes('write:accounts') && !granted.includes('write')) {
      throw errors.syncScopeMissing();
    }
    const link = await findLinkOfKind(ctx.db, flow.userId, 'fediverse');
    if (link === null || link.instance !== identity.instance || link.subject !== identity.subject) {
      throw errors.syncAccountNotLinked(identity.username, identity.instance);
    }
    return { outcome: 'sync_authorised', userId: flow.userId, identity, accessToken, server: flow.server };
  }
  const identity = await exchangeCode(ctx, flow, input.query, log);
  if (flow.intent === 'link') {
    // Linking needs the same person signed in at the end as at the start.
    if (flow.userId === null || input.visitorUserId !== flow.userId) throw errors.loginFlowInvalid();
    await writeProfile(ctx, flow.userId, (write) => addLink(write, identity));
    return { outcome: 'linked', kind };
  }
  const userId = await findLinkedUserId(ctx.db, identity);
  if (userId !== null) {
    // An account its owner deleted and may still restore: the page asks whether to.
    const offer = await offerRestore(ctx, userId);
    if (offer !== null) return { outcome: 'restore', offer };
    // One step, unless the person asked for their second factor here too (docs/LOGIN.md).
    const methods = (await asksAfterProvider(ctx, userId)) ? await secondFactorsOf(ctx.db, userId) : [];
    if (methods.length > 0) {
      await checkLinkedLogin(ctx, userId);
      const username = (await usernameOf(ctx, userId)) ?? '';
      const ticket = await makeTicket(ctx, { userId, passwordRight: true, methods }, username);
      return { outcome: 'second_factor', ticket, methods, username };
    }
    const session = await loginLinkedUser(ctx, userId);
    return { outcome: 'logged_in', token: session.token, returnTo: flow.returnTo };
  }
  const signupSecret = await createFlow(ctx.db, 'signup', identity, ctx.clock.now() + SIGNUP_LIFETIME_MS);
  return { outcome: 'signup', signupSecret };
}

/** The identity a sign-up page is for; null when the sign-up expired or was completed. */
export async function pendingSignup(ctx: AppContext, secret: string | undefined): Promise<Identity | null> {
  if (secret === undefined) return null;
  return (await peekFlow(ctx.db, secret, 'signup', ctx.clock.now())) as Identity | null;
}

/** Creates the account with its link, in one transaction; the sign-up works once. */
export async function completeSignup(
  ctx: AppContext,
  secret: string | undefined,
  input: { username: string; invite?: string | undefined },
): Promise<{ token: string }> {
  const identity = await pendingSignup(ctx, secret);
  if (identity === null || secret === undefined) throw errors.loginFlowInvalid();
  const account = await registerThroughProvider(ctx, input, async (write) => {
    if ((await takeFlow(write.transaction, secret, 'signup', write.now)) === null) throw errors.loginFlowInvalid();
    await addLink(write, identity);
  });
  return { token: account.token };
}

/** Links the identity to the write's user, or says why not. */
async function addLink(write: ProfileWrite, identity: Identity): Promise<void> {
  const name = PROVIDER_NAMES[identity.kind];
  const holder = await findLinkedUserId(write.transaction, identity);
  if (holder !== null && holder !== write.user.id) throw errors.accountLinkedElsewhere(name);
  if (holder === null) {
    if ((await findLinkOfKind(write.transaction, write.user.id, identity.kind)) !== null) {
      throw errors.kindAlreadyLinked(name);
    }
    try {
      await insertLink(write.transaction, identity, write.user.id, write.now);
    } catch (error) {
      // Another user linked it in the meantime (the owner's lock covers only this user).
      if (isUniqueViolation(error)) throw errors.accountLinkedElsewhere(name);
      throw error;
    }
  }
  await setLinkedAccountColumns(write.transaction, write.user.id, linkedColumns(identity.kind, identity));
}

/** Unlinks a kind, unless it is the last way to log in (no password and no other link). */
export async function unlinkAccount(ctx: AppContext, userId: string, kind: string): Promise<void> {
  if (!isProviderKind(kind)) throw errors.notFound('Login provider');
  await writeProfile(ctx, userId, async (write) => {
    if ((await findLinkOfKind(write.transaction, userId, kind)) === null) throw errors.notLinked(PROVIDER_NAMES[kind]);
    // Links of providers this instance has turned off are no way to log in.
    const enabled = enabledProviders(ctx.config.loginProviders);
    const others = (await listLinkKinds(write.transaction, userId)).filter(
      (linked) => linked !== kind && (enabled as string[]).includes(linked),
    );
    if (((await findPasswordHash(write.transaction, userId)) ?? null) === null && others.length === 0) {
      throw errors.lastLoginMethod();
    }
    await deleteLinkOfKind(write.transaction, userId, kind);
    await setLinkedAccountColumns(write.transaction, userId, linkedColumns(kind, null));
    // Pronouns are kept in sync on the linked fediverse account only: with the link, that stops.
    if (kind === 'fediverse') await deleteSync(write.transaction, userId, 'mastodon');
  });
}

export interface LinkState {
  kind: ProviderKind;
  name: string;
  /** How the linked account is shown (its username), or null. */
  linked: string | null;
  /** Whether this instance lets people log in with this kind now (from where the request came). */
  enabled: boolean;
  /** Whether other apps may look the person up by the linked account; null: not linked, or a kind never looked up by. */
  lookups: boolean | null;
}

/** The settings page's view of a user's ways to log in. */
export async function loginMethodsOf(
  ctx: AppContext,
  userId: string,
  requestOrigin: string,
): Promise<{ hasPassword: boolean; links: LinkState[] }> {
  const user = await findUser(ctx.db, userId);
  const enabled = usableProviders(ctx, requestOrigin);
  const lookups = await listLookupKinds(ctx.db, userId);
  const links = PROVIDER_KINDS.map((kind) => {
    const linked = user ? linkedUsername(user.linked, kind) : null;
    return {
      kind,
      name: PROVIDER_NAMES[kind],
      linked,
      enabled: enabled.includes(kind),
      lookups: linked === null || !LOOKUP_KINDS.includes(kind) ? null : lookups.includes(kind),
    };
  }).filter((link) => link.enabled || link.linked !== null);
  return { hasPassword: ((await findPasswordHash(ctx.db, userId)) ?? null) !== null, links };
}

/** Log-ins and sign-ups that were started and never finished. */
export async function pruneLoginFlows(ctx: AppContext): Promise<number> {
  return (await pruneFlows(ctx.db, ctx.clock.now())) + (await pruneFediverseApps(ctx));
}
