/**
 * A user's profile as an ActivityPub `Person` (read-only): the JSON is built here from the public
 * document, in the shape Mastodon and its kin read — `PropertyValue` attachments for pronouns, names
 * and custom fields (values are HTML there, so every text is escaped), and `pancakes:pronouns`
 * (https://ns.pancakes.gay/as), a language map of plain-text pronoun sets. Members and links are not
 * part of the actor; nothing here can carry an unlisted member or a private member list.
 */
import { escapeHtml, renderMarkdown } from '../../lib/markdown.js';
import type { UserDocument } from '../../profiles/documents/stored-document.js';
import type { CustomPreferences } from '../../profiles/rules/profile-types.js';

export const ACTIVITY_JSON = 'application/activity+json';

/** The pronouns extension's namespace (it defines `pronouns` on `as:Person`, a language map). */
export const PANCAKES_NAMESPACE = 'https://ns.pancakes.gay/as#';

export const ACTOR_CONTEXT = [
  'https://www.w3.org/ns/activitystreams',
  'https://w3id.org/security/v1',
  {
    manuallyApprovesFollowers: 'as:manuallyApprovesFollowers',
    schema: 'http://schema.org#',
    PropertyValue: 'schema:PropertyValue',
    value: 'schema:value',
    pancakes: PANCAKES_NAMESPACE,
    'pancakes:pronouns': { '@container': '@language' },
  },
] as const;

/** Where the actor and its pieces are: absolute URLs. */
export interface ActorAddresses {
  /** The stable id, keyed by the user's id (a rename keeps it). */
  id: string;
  /** The profile page. */
  url: string;
  /** The avatar, or null. */
  avatar: string | null;
}

interface Entry {
  value: string;
  status: string;
}

/** How an entry's preference reads beside it; favourites read as themselves and come first. */
const BUILT_IN_LABELS: Record<string, { rank: number; label: string | null }> = {
  favourite: { rank: 0, label: null },
  okay: { rank: 1, label: 'okay' },
  jokingly: { rank: 2, label: 'jokingly' },
  friends_only: { rank: 3, label: 'friends only' },
  avoid: { rank: 4, label: 'avoid' },
};

function preference(status: string, custom: CustomPreferences): { rank: number; label: string | null } {
  const builtIn = BUILT_IN_LABELS[status];
  if (builtIn) return builtIn;
  const own = Object.hasOwn(custom, status) ? custom[status] : undefined;
  if (!own) return BUILT_IN_LABELS.okay!;
  // A custom preference reads as its tooltip; a favourite one ranks with the favourites.
  return { rank: own.favourite ? 0 : own.muted ? 3 : 1, label: own.favourite ? null : own.tooltip };
}

/** The entries in preference order (favourites first; the owner's order within a preference). */
function ordered<T extends Entry>(entries: T[], custom: CustomPreferences): Array<T & { label: string | null }> {
  return entries
    .map((entry, index) => ({ entry, index, ...preference(entry.status, custom) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ entry, label }) => ({ ...entry, label }));
}

/** "she/her, they/them (okay), it/its (jokingly)": a field's HTML value. */
function fieldValue(entries: Array<Entry & { label: string | null }>): string {
  return entries
    .map((entry) => escapeHtml(entry.label === null ? entry.value : `${entry.value} (${entry.label})`))
    .join(', ');
}

export interface ActorInput {
  user: UserDocument;
  addresses: ActorAddresses;
  publicKeyPem: string;
  /** Epoch ms the account was made. */
  published: number;
}

export function buildActor({ user, addresses, publicKeyPem, published }: ActorInput) {
  const custom = user.custom_preferences;
  const pronouns = ordered(
    user.pronouns.map((entry) => ({ value: entry.display_text ?? entry.pronouns, status: entry.status })),
    custom,
  );
  const attachment: Array<{ type: 'PropertyValue'; name: string; value: string }> = [];
  const property = (name: string, entries: Array<Entry & { label: string | null }>) => {
    if (entries.length > 0) attachment.push({ type: 'PropertyValue', name, value: fieldValue(entries) });
  };
  // Pronouns first: servers show the first few fields only (Mastodon: four).
  property('Pronouns', pronouns);
  property('Names', ordered(user.names, custom));
  for (const field of user.fields) property(field.name, ordered(field.entries, custom));
  // The extension lists pronouns to use: the avoided ones are not among them. Their language is not
  // known, so they are under `und` (undetermined).
  const usable = pronouns.filter((entry) => entry.status !== 'avoid').map((entry) => entry.value);
  return {
    '@context': ACTOR_CONTEXT,
    id: addresses.id,
    type: 'Person',
    preferredUsername: user.name,
    name: user.display_name ?? user.name,
    ...(user.bio ? { summary: renderMarkdown(user.bio) } : {}),
    url: addresses.url,
    ...(addresses.avatar === null ? {} : { icon: { type: 'Image', mediaType: 'image/webp', url: addresses.avatar } }),
    attachment,
    ...(usable.length > 0 ? { 'pancakes:pronouns': { und: usable.join(', ') } } : {}),
    published: new Date(published).toISOString(),
    // Follows are never accepted (the inbox keeps nothing): servers show following as a request.
    manuallyApprovesFollowers: true,
    inbox: `${addresses.id}/inbox`,
    outbox: `${addresses.id}/outbox`,
    publicKey: { id: `${addresses.id}#main-key`, owner: addresses.id, publicKeyPem },
  };
}

/** An empty collection: the outbox (nothing is posted) and what a GET of the inbox shows. */
export function emptyCollection(id: string) {
  return {
    '@context': 'https://www.w3.org/ns/activitystreams',
    id,
    type: 'OrderedCollection',
    totalItems: 0,
    orderedItems: [],
  };
}
