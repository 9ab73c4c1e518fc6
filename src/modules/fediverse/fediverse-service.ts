/**
 * The fediverse's look-ups of a profile: the ActivityPub actor of a user (by its stable id or by name)
 * and WebFinger. They read what the API reads (`getPublicUser`): a suspended, deleted or unknown user
 * is the API's 404 (2001), and a name given up by a rename names nobody.
 */
import type { AppContext } from '../../context/app-context.js';
import { ApiError, ErrorCode, errors } from '../../core/errors.js';
import { parseDocument } from '../../profiles/documents/stored-document.js';
import { findDeletion, findGoneAccount } from '../../profiles/profile-reader.js';
import { getPublicUser } from '../users/user-service.js';
import { findAccountCreatedAt } from './actor-key-store.js';
import { actorPublicKey } from './actor-keys.js';
import { ACTIVITY_JSON, buildActor } from './actor-document.js';

/** The stable address of a user's actor: by the user's id, which a rename keeps. */
export const actorPath = (userId: string) => `/ap/users/${encodeURIComponent(userId)}`;
export const profilePath = (username: string) => `/@${encodeURIComponent(username)}`;

/**
 * A user's account on this server (`origin`) as the fediverse writes it, `name@host`: what WebFinger's
 * subject names after `acct:`, so a handle shown anywhere is one that WebFinger answers. The host as
 * the URL parser writes it (lowercase, without the scheme's default port); a path of PUBLIC_URL is no
 * part of it.
 */
export const fediverseAccount = (username: string, origin: string) => `${username}@${new URL(origin).host}`;

/** Who to look up: by the actor's id, or by a name (or id) as the profile page's address takes it. */
export type ActorRef = { id: string } | { name: string };

async function liveUser(ctx: AppContext, ref: ActorRef) {
  const answer = await getPublicUser(ctx, 'id' in ref ? ref.id : ref.name, null);
  // The id address takes ids only: a name there is no actor.
  if ('id' in ref && answer.user.id !== ref.id) throw errors.userNotFound();
  return answer.user;
}

/** Throws the API's 404 unless `userId` is a live user's actor (its inbox and outbox exist). */
export async function checkActor(ctx: AppContext, userId: string): Promise<void> {
  await liveUser(ctx, { id: userId });
}

/** The actor's JSON as bytes, and the user whose data it shows (their changes evict it). */
export async function readActor(
  ctx: AppContext,
  ref: ActorRef,
  origin: string,
): Promise<{ body: Buffer; userId: string }> {
  const found = await liveUser(ctx, ref);
  const user = parseDocument(found.user);
  const [publicKeyPem, published] = await Promise.all([
    actorPublicKey(ctx, found.id),
    findAccountCreatedAt(ctx.readDb, found.id),
  ]);
  const media = ctx.config.mediaBaseUrl ?? '/media';
  const avatar = user.avatar === null ? null : absolute(`${media}/users/${user.id}/${user.avatar}.webp`, origin);
  const actor = buildActor({
    user,
    addresses: { id: `${origin}${actorPath(found.id)}`, url: `${origin}${profilePath(user.name)}`, avatar },
    publicKeyPem,
    published: published ?? 0,
  });
  return { body: Buffer.from(JSON.stringify(actor), 'utf8'), userId: found.id };
}

/**
 * What the actor of a deleted account says: an ActivityStreams Tombstone, from its deletion on and
 * after its purge too (gone_accounts keeps the IDs), so other servers drop their copy. Null for an ID
 * no account had, and for a live (or suspended) account.
 */
export async function goneActor(ctx: AppContext, id: string, origin: string): Promise<Buffer | null> {
  const deletion = await findDeletion(ctx.readDb, { id });
  const deletedAt = deletion?.deletedAt ?? (await findGoneAccount(ctx.readDb, id));
  if (deletedAt === undefined) return null;
  const tombstone = {
    '@context': 'https://www.w3.org/ns/activitystreams',
    id: `${origin}${actorPath(id)}`,
    type: 'Tombstone',
    formerType: 'Person',
    deleted: new Date(deletedAt).toISOString(),
  };
  return Buffer.from(JSON.stringify(tombstone), 'utf8');
}

function absolute(url: string, origin: string): string {
  return /^https?:/.test(url) ? url : `${origin}${url}`;
}

const badResource = (why: string) => new ApiError(ErrorCode.BadRequest, `resource: ${why}`);

/**
 * What a WebFinger resource names on this server (`origin`): `acct:name@host`, the profile page's
 * address or the actor's. Not one of these shapes: 400; another host or path: 404.
 */
export function parseResource(resource: unknown, origin: string): ActorRef {
  if (typeof resource !== 'string' || resource === '') throw badResource('required (acct:name@host or a profile URL)');
  const own = new URL(origin);
  const host = own.host;
  if (/^acct:/i.test(resource)) {
    const at = resource.lastIndexOf('@');
    if (at <= 5 || at === resource.length - 1) throw badResource('an acct: resource is acct:name@host');
    let name: string;
    try {
      name = decodeURIComponent(resource.slice(5, at));
    } catch {
      throw badResource('bad percent-encoding');
    }
    if (acctHost(resource.slice(at + 1), own.protocol) !== host) throw errors.notFound('Resource');
    return { name: name.replace(/^@/, '') };
  }
  let url: URL;
  try {
    url = new URL(resource);
  } catch {
    throw badResource('neither acct:name@host nor a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badResource('neither acct:name@host nor a URL');
  if (url.host !== host || url.search !== '' || url.hash !== '') throw errors.notFound('Resource');
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw badResource('bad percent-encoding');
  }
  const page = /^\/@([^/]+)$/.exec(path);
  if (page) return { name: page[1]! };
  const actor = /^\/ap\/users\/([^/]+)$/.exec(path);
  if (actor) return { id: actor[1]! };
  throw errors.notFound('Resource');
}

/**
 * An acct: resource's host as the URL parser writes hosts (lowercase, without the scheme's default
 * port), as the server's own origin is written: `name@host:443` is `name@host` on https. Null when it
 * is not a host alone.
 */
function acctHost(sent: string, protocol: string): string | null {
  if (!URL.canParse(`${protocol}//${sent}`)) return null;
  const url = new URL(`${protocol}//${sent}`);
  const alone = url.username === '' && url.password === '' && url.pathname === '/' && url.search === '';
  return alone && !/[/?#\\]/.test(sent) ? url.host : null;
}

/** The JSON Resource Descriptor (RFC 7033) of a live user, and the user (whose changes make it stale). */
export async function webFinger(ctx: AppContext, ref: ActorRef, origin: string) {
  const found = await liveUser(ctx, ref);
  const user = parseDocument(found.partialUser);
  const page = `${origin}${profilePath(user.name)}`;
  const actor = `${origin}${actorPath(found.id)}`;
  const jrd = {
    subject: `acct:${fediverseAccount(user.name, origin)}`,
    aliases: [page, actor],
    links: [
      { rel: 'self', type: ACTIVITY_JSON, href: actor },
      { rel: 'http://webfinger.net/rel/profile-page', type: 'text/html', href: page },
    ],
  };
  return { jrd, userId: found.id };
}
