/** TypeBox schemas of profile syncs (docs/SYNC.md): how each goes, and connecting Bluesky. */
import { Type } from 'typebox';
import { NullableString } from '../../profiles/schemas/profile.js';

export const SyncSchema = Type.Object(
  {
    service: Type.Union([Type.Literal('mastodon'), Type.Literal('bluesky')], {
      description: 'where the pronouns are kept up to date',
    }),
    server: Type.String({ description: "the Mastodon server's or the PDS's origin" }),
    account: Type.String({ description: 'the account written to: its id there, or @handle on Bluesky' }),
    names: Type.Boolean({ description: 'names are kept up to date too (Mastodon only)' }),
    language: Type.String({ description: "the language of the fields' names (Mastodon)" }),
    status: Type.Union(
      [Type.Literal('waiting'), Type.Literal('synced'), Type.Literal('problem'), Type.Literal('stopped')],
      {
        description: 'waiting: a write is due; synced: up to date; problem: see problem; stopped: connect again',
      },
    ),
    problem: NullableString({
      description:
        'revoked, key_changed, unreachable, rate_limited, refused, no_room, changed_meanwhile, hidden; null when none',
    }),
    synced_at: NullableString({ format: 'date-time', description: 'the last good write (ISO 8601)' }),
    next_attempt_at: NullableString({ format: 'date-time', description: 'when the next attempt is due' }),
  },
  { title: 'ProfileSync' },
);

export const BlueskyConnectBody = Type.Object(
  {
    handle: Type.String({ maxLength: 253, description: 'the handle (alice.bsky.social) or DID' }),
    app_password: Type.String({
      maxLength: 64,
      description: 'an app password (xxxx-xxxx-xxxx-xxxx), never the account password',
    }),
    server: Type.Optional(
      Type.String({ maxLength: 300, description: "the PDS's address; default https://bsky.social" }),
    ),
  },
  { additionalProperties: false },
);

export const SyncChoicesBody = Type.Object(
  {
    names: Type.Optional(Type.Boolean({ description: 'keep names up to date too (Mastodon)' })),
    language: Type.Optional(Type.String({ description: "the fields' names' language: en, de, es, fr, pt-BR, nl, pl" })),
  },
  { additionalProperties: false },
);
