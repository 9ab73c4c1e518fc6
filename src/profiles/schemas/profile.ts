/**
 * TypeBox schemas for the profile data shared by users and members. They validate requests,
 * serialise responses and document the API; the limits are those of decisions.md.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { LIMITS } from '../rules/profile-types.js';
import { AUDIENCE_LIMIT } from '../rules/placements.js';

export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** A string that may also be null; `""` is accepted in requests and means "clear" (decisions.md). */
export function NullableString(
  options: { maxLength?: number; minLength?: number; description?: string; format?: string } = {},
) {
  return Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });
}

/** A user's or member's content note as read (docs/API-NOTES.md, "Content notes"). */
export const ContentNoteOutput = NullableString({
  description: `a short note shown before the rest of the profile (a Nametag extension), up to ${LIMITS.contentNote} characters; null when unset`,
});

/** The same as written. */
export const ContentNoteInput = Type.Optional(
  NullableString({ maxLength: LIMITS.contentNote, description: 'a Nametag extension; null or "" clears it' }),
);

/** A key clients may send back unchanged (read-only); the service ignores its value. */
export function ReadOnlyKey(description: string) {
  return Type.Optional(Type.Unsafe<unknown>({ readOnly: true, description }));
}

const STATUS =
  "the preference: favourite, okay, jokingly, friends_only, avoid, or the UUID of one of the owner's custom preferences";
const ENTRY_VALUE = `1–${LIMITS.entryValue} characters`;
const DISPLAY_TEXT = `shown instead of the pronouns (1–${LIMITS.entryValue} characters); null: derived from the first two forms`;
const MUTED = 'entries with this preference are shown in a muted colour';
const FAVOURITE = 'entries with this preference count as favourites (e.g. in embeds)';
const LINK = `an absolute http(s) URL of up to ${LIMITS.link} characters`;

const status = Type.String({ minLength: 1, maxLength: 100, description: STATUS });

export const FieldEntrySchema = Type.Object(
  {
    value: Type.String({ minLength: 1, maxLength: LIMITS.entryValue, description: ENTRY_VALUE }),
    status,
  },
  { additionalProperties: false },
);

export const PronounEntryInput = Type.Object(
  {
    pronouns: Type.String({
      minLength: 1,
      maxLength: LIMITS.entryValue,
      description: 'the full set, e.g. they/them/their/theirs/themself',
    }),
    display_text: Type.Optional(
      NullableString({ minLength: 1, maxLength: LIMITS.entryValue, description: DISPLAY_TEXT }),
    ),
    status,
  },
  { additionalProperties: false },
);

/**
 * A user pronoun entry as sent: the spec's `{value, status}` or pronouns.cc's
 * `{pronouns, display_text?, status}`; with both `value` and `pronouns`, they must be the same text.
 */
export const UserPronounEntryInput = Type.Object(
  {
    value: Type.Optional(
      Type.String({ minLength: 1, maxLength: LIMITS.entryValue, description: `the pronouns, ${ENTRY_VALUE}` }),
    ),
    pronouns: Type.Optional(
      Type.String({ minLength: 1, maxLength: LIMITS.entryValue, description: 'the same text as value' }),
    ),
    display_text: Type.Optional(
      NullableString({ minLength: 1, maxLength: LIMITS.entryValue, description: DISPLAY_TEXT }),
    ),
    status,
  },
  { additionalProperties: false },
);

/** A user pronoun entry as shown: the spec's `value`, and the same text as `pronouns` for pronouns.cc clients. */
export const UserPronounEntryOutput = Type.Object({
  value: Type.String({ description: 'the pronouns, e.g. they/them/their/theirs/themselves' }),
  pronouns: Type.String({ description: 'the same text as value' }),
  display_text: Type.String({ description: 'as set, or derived from the first two forms of pronouns' }),
  status: Type.String({ description: STATUS }),
});

export const PronounEntryOutput = Type.Object({
  pronouns: Type.String({ description: 'the pronouns, e.g. they/them/their/theirs/themselves' }),
  display_text: Type.String({ description: 'as set, or derived from the first two forms of pronouns' }),
  status: Type.String({ description: STATUS }),
});

export const FieldSchema = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: LIMITS.fieldName,
      description: `the field's label, 1–${LIMITS.fieldName} characters`,
    }),
    entries: Type.Array(FieldEntrySchema, {
      maxItems: LIMITS.fieldEntries,
      description: `up to ${LIMITS.fieldEntries} entries`,
    }),
  },
  { additionalProperties: false },
);

const customPreferenceProperties = {
  icon: Type.String({ minLength: 1, maxLength: LIMITS.icon, description: 'name of an icon from an icon set' }),
  tooltip: Type.String({
    minLength: 1,
    maxLength: LIMITS.tooltip,
    description: `the preference's label, shown as a tooltip and as the icon's text alternative (1–${LIMITS.tooltip} characters)`,
  }),
  size: Type.Enum(['large', 'normal', 'small'], { description: 'text size of entries with this preference' }),
};

export const CustomPreferenceInput = Type.Object(
  {
    ...customPreferenceProperties,
    muted: Type.Optional(Type.Boolean({ description: MUTED })),
    favourite: Type.Optional(Type.Boolean({ description: FAVOURITE })),
  },
  { additionalProperties: false },
);

export const CustomPreferenceOutput = Type.Object({
  ...customPreferenceProperties,
  muted: Type.Boolean({ description: MUTED }),
  favourite: Type.Boolean({ description: FAVOURITE }),
});

/**
 * An object keyed by custom preference UUIDs. The key rule is a `propertyNames` schema so a bad key is
 * reported as such ("keys must be UUIDs", via `errorMessage`), not as an unknown key.
 */
function customPreferences<T extends TSchema>(value: T, maxProperties?: number) {
  return Type.Unsafe<Record<string, Static<T>>>({
    type: 'object',
    propertyNames: { type: 'string', pattern: UUID_PATTERN, errorMessage: 'keys must be UUIDs' },
    additionalProperties: value,
    ...(maxProperties === undefined ? {} : { maxProperties }),
    description: 'custom preferences keyed by UUID',
  });
}

export const CustomPreferencesInput = customPreferences(CustomPreferenceInput, LIMITS.customPreferences);
export const CustomPreferencesOutput = customPreferences(CustomPreferenceOutput);

export const LinksSchema = Type.Array(Type.String({ minLength: 1, maxLength: LIMITS.link, description: LINK }), {
  maxItems: LIMITS.links,
  description: `up to ${LIMITS.links} links`,
});
/** Read-only: which of `links` Nametag found linking back to the profile (docs/LINKS.md). */
export const VerifiedLinksSchema = Type.Array(Type.String(), {
  description: 'read-only: the entries of links whose page links back here with rel="me"',
});
export const NamesSchema = Type.Array(FieldEntrySchema, {
  maxItems: LIMITS.entries,
  description: `up to ${LIMITS.entries} names`,
});
export const PronounInputsSchema = Type.Array(PronounEntryInput, {
  maxItems: LIMITS.entries,
  description: `up to ${LIMITS.entries} pronoun entries`,
});
export const UserPronounInputsSchema = Type.Array(UserPronounEntryInput, {
  maxItems: LIMITS.entries,
  description: `up to ${LIMITS.entries} pronoun entries`,
});

/**
 * Flags shown on a profile: IDs of flags in the owner's library, in the order shown. A Flag object as
 * read (with its `id`) is accepted too, so that a profile read can be sent back as it is.
 */
export const ProfileFlagsInput = Type.Array(
  Type.Union([
    Type.String({ maxLength: 64 }),
    Type.Object(
      { id: Type.String({ maxLength: 64, description: "a flag's ID" }) },
      { description: 'a Flag as read; only its id counts' },
    ),
  ]),
  {
    maxItems: LIMITS.profileFlags,
    description: "IDs of the owner's flags (GET /users/@me/flags), in the order shown",
  },
);

export const FlagSchema = Type.Object(
  {
    id: Type.String({ description: "the flag's ID in its owner's library" }),
    hash: Type.String({ description: 'the image: {media_base_url}/flags/{hash}.webp' }),
    name: Type.String({ description: `1–${LIMITS.flagName} characters` }),
    description: Type.String({ description: 'also the alt text of the image' }),
  },
  { title: 'Flag' },
);

export const SidSchema = Type.String({ description: 'short ID: 5 lowercase letters for users, 6 for members' });
export const FieldsSchema = Type.Array(FieldSchema, {
  maxItems: LIMITS.fields,
  description: `up to ${LIMITS.fields} labelled fields`,
});

export const FieldEntryOutput = Type.Object({
  value: Type.String({ description: ENTRY_VALUE }),
  status: Type.String({ description: STATUS }),
});
export const FieldOutput = Type.Object({
  name: Type.String({ description: `the field's label, 1–${LIMITS.fieldName} characters` }),
  entries: Type.Array(FieldEntryOutput, { description: `up to ${LIMITS.fieldEntries} entries` }),
});

const AUDIENCE_IDS =
  "IDs of the owner's audiences who see the item (GET /users/@me/audiences); [] keeps it to the owner";

/** Who sees one item: audience IDs (a Nametag extension; docs/AUDIENCES.md). */
export const AudienceIdsSchema = Type.Array(Type.String({ pattern: UUID_PATTERN, description: "an audience's ID" }), {
  maxItems: AUDIENCE_LIMIT,
  uniqueItems: true,
  description: AUDIENCE_IDS,
});

/** Items of one kind, each named by its text, and who sees it. */
function placementMap(maxProperties: number, keyLength: number, item: string) {
  return Type.Unsafe<Record<string, string[]>>({
    type: 'object',
    propertyNames: { type: 'string', minLength: 1, maxLength: keyLength },
    additionalProperties: AudienceIdsSchema,
    maxProperties,
    description: `${item} → who sees it; one not named here is public`,
  });
}

/**
 * Which items are shown to which audiences (a Nametag extension; docs/AUDIENCES.md). An item not
 * named is public. In a PATCH, each kind given replaces that kind; kinds left out stay as they are.
 */
export const PlacementsSchema = Type.Object(
  {
    bio: Type.Optional(nullable(AudienceIdsSchema)),
    avatar: Type.Optional(nullable(AudienceIdsSchema)),
    names: Type.Optional(nullable(placementMap(LIMITS.entries, LIMITS.entryValue, 'a name (its value)'))),
    pronouns: Type.Optional(nullable(placementMap(LIMITS.entries, LIMITS.entryValue, 'a pronoun set (its value)'))),
    fields: Type.Optional(nullable(placementMap(LIMITS.fields, LIMITS.fieldName, 'a whole field (its name)'))),
    field_entries: Type.Optional(
      nullable(
        Type.Unsafe<Record<string, Record<string, string[]>>>({
          type: 'object',
          propertyNames: { type: 'string', minLength: 1, maxLength: LIMITS.fieldName },
          additionalProperties: placementMap(
            LIMITS.fieldEntries,
            LIMITS.entryValue,
            'an entry of the field (its value)',
          ),
          maxProperties: LIMITS.fields,
          description: "a field's name → its entries' placements",
        }),
      ),
    ),
    links: Type.Optional(nullable(placementMap(LIMITS.links, LIMITS.link, 'a link (its URL)'))),
    flags: Type.Optional(nullable(placementMap(LIMITS.profileFlags, 64, 'a flag (its ID)'))),
  },
  {
    additionalProperties: false,
    title: 'Placements',
    description:
      "which items are shown only to some of the owner's audiences (a Nametag extension); an item not named is public. In a PATCH, a kind given replaces that kind, null makes its items public again, a kind left out stays",
  },
);

/** A change of placements waiting out the owner's widening delay (a Nametag extension). */
export const PendingPlacementsSchema = Type.Union(
  [
    Type.Object(
      {
        placements: Type.Unsafe<Record<string, unknown>>({
          type: 'object',
          description: 'the placements the change will give (as `placements`)',
        }),
        friends_audience: Type.Union([Type.String(), Type.Null()], {
          description: 'the friends audience the change will give',
        }),
        due_at: Type.String({ format: 'date-time', description: 'when it shows more (ISO 8601)' }),
      },
      { additionalProperties: false },
    ),
    Type.Null(),
  ],
  {
    description:
      'a change that shows items to more readers, waiting out the widening delay (showing less is never delayed); null: none. Present only in answers to the owner',
  },
);

/** A kind of placements as a PATCH may give it: null makes its items public again (answers never hold null). */
function nullable<T extends TSchema>(schema: T) {
  const { description } = schema as { description?: string };
  return Type.Union([schema, Type.Null()], { description: `${description}; null in a PATCH: public again` });
}
