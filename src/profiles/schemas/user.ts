/** Request and response schemas of the user endpoints. */
import { type Static, Type } from 'typebox';
import { SHIPPED_LOCALES } from '../../i18n/locales.js';
import { LIMITS, LINKED_ACCOUNT_ALIASES, LINKED_ACCOUNT_KEYS } from '../rules/profile-types.js';
import { WIDENING_DELAY_LIMIT } from '../rules/widening.js';
import { EXAMPLE_PATCH_ME, EXAMPLE_USER } from './examples.js';
import { PartialMemberSchema } from './member.js';
import {
  CustomPreferencesInput,
  CustomPreferencesOutput,
  FieldEntryOutput,
  FieldOutput,
  FieldsSchema,
  FlagSchema,
  LinksSchema,
  VerifiedLinksSchema,
  NamesSchema,
  NullableString,
  PendingPlacementsSchema,
  PlacementsSchema,
  ProfileFlagsInput,
  ReadOnlyKey,
  SidSchema,
  UserPronounEntryOutput,
  UserPronounInputsSchema,
  ContentNoteInput,
  ContentNoteOutput,
} from './profile.js';

const userProperties = {
  id: Type.String({ description: 'unique and unchanging' }),
  sid: SidSchema,
  name: Type.String({ description: 'the username: 2–40 of A–Z a–z 0–9 _ . -' }),
  display_name: NullableString({ description: `up to ${LIMITS.displayName} characters; null when unset` }),
  bio: NullableString({ description: `up to ${LIMITS.bio} characters (Markdown on the web page); null when unset` }),
  content_note: ContentNoteOutput,
  member_title: NullableString({
    description: `heading of the members section of the profile page, up to ${LIMITS.memberTitle} characters; null: "Members"`,
  }),
  avatar: NullableString({
    description: 'hash of the avatar: {media_base_url}/users/{id}/{hash}.webp; null when unset',
  }),
  links: Type.Array(Type.String(), { description: `up to ${LIMITS.links} absolute http(s) URLs` }),
  verified_links: VerifiedLinksSchema,
  names: Type.Array(FieldEntryOutput, { description: `up to ${LIMITS.entries} names, each with its preference` }),
  pronouns: Type.Array(UserPronounEntryOutput, { description: `up to ${LIMITS.entries} pronoun entries` }),
  members: Type.Array(PartialMemberSchema, {
    description: 'listed members in creation order; empty when the list is private (the owner sees all in MeUser)',
  }),
  fields: Type.Array(FieldOutput, { description: `up to ${LIMITS.fields} labelled fields` }),
  custom_preferences: CustomPreferencesOutput,
  flags: Type.Array(FlagSchema, { description: `up to ${LIMITS.profileFlags} flags, in the order shown` }),
  badges: Type.Integer({ description: 'bitmask of badges; 0 for now' }),
  utc_offset: Type.Union([Type.Integer(), Type.Null()], {
    description: "the user's time zone's offset from UTC now, in seconds; null when unset",
  }),
};

export const UserSchema = Type.Object(userProperties, { title: 'User', examples: [EXAMPLE_USER] });

type LinkedAccountKey = (typeof LINKED_ACCOUNT_KEYS)[number] | keyof typeof LINKED_ACCOUNT_ALIASES;
const LINKED_KEYS = [...LINKED_ACCOUNT_KEYS, ...Object.keys(LINKED_ACCOUNT_ALIASES)] as LinkedAccountKey[];

const linkedAccounts = Object.fromEntries(
  LINKED_KEYS.map((key) => [key, NullableString({ description: 'a linked account (read-only); null until linked' })]),
) as Record<LinkedAccountKey, ReturnType<typeof NullableString>>;

export const MeUserSchema = Type.Object(
  {
    ...userProperties,
    max_invites: Type.Integer({ description: 'how many invites the user may create' }),
    is_admin: Type.Boolean({ description: 'an administrator of the instance' }),
    list_private: Type.Boolean({ description: 'the member list is hidden from others' }),
    timezone: NullableString({ description: 'IANA time zone name, e.g. Europe/Berlin; null when unset' }),
    language: NullableString({
      description:
        'the language of Nametag’s pages and mail for this account (a Nametag extension): a language tag the server ships, e.g. de or pt-BR; null: none chosen, the browser’s language is used',
    }),
    created_at: Type.String({ format: 'date-time', description: 'when the account was made (ISO 8601)' }),
    last_sid_reroll: NullableString({
      format: 'date-time',
      description: 'when the sid was last rerolled; null: never',
    }),
    placements: PlacementsSchema,
    widening_delay: Type.Integer({
      description:
        'seconds a change that shows items to more readers waits (a Nametag extension); 0: none. Showing less is never delayed',
    }),
    pending_placements: PendingPlacementsSchema,
    friends_audience: NullableString({
      description:
        'the audience entries marked friends_only are shown to (a Nametag extension); null: friends_only is a label, the entries are public',
    }),
    ...linkedAccounts,
  },
  { title: 'MeUser', description: "the caller's own profile, with the fields only its owner sees" },
);

/** Keys of MeUser a client may send back unchanged in a PATCH body; their values are ignored. */
function readOnly<K extends string>(keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, ReadOnlyKey('ignored')])) as Record<
    K,
    ReturnType<typeof ReadOnlyKey>
  >;
}

const READ_ONLY_ME_KEYS = [
  'id',
  'sid',
  'members',
  'badges',
  'utc_offset',
  'verified_links',
  'max_invites',
  'is_admin',
  'created_at',
  'last_sid_reroll',
  // What waits out the widening delay is set by changing placements, never written as it is.
  'pending_placements',
  ...LINKED_KEYS,
] as const;

export const PatchMeBody = Type.Object(
  {
    name: Type.Optional(Type.String({ description: '2–40 of A–Z a–z 0–9 _ . -, not only dots; unique' })),
    display_name: Type.Optional(NullableString({ maxLength: LIMITS.displayName, description: 'null or "" clears it' })),
    bio: Type.Optional(NullableString({ maxLength: LIMITS.bio, description: 'null or "" clears it' })),
    content_note: ContentNoteInput,
    member_title: Type.Optional(NullableString({ maxLength: LIMITS.memberTitle, description: 'null or "" clears it' })),
    avatar: Type.Optional(NullableString({ description: 'base64 image or data: URI; null or "" removes it' })),
    links: Type.Optional(LinksSchema),
    names: Type.Optional(NamesSchema),
    pronouns: Type.Optional(UserPronounInputsSchema),
    fields: Type.Optional(FieldsSchema),
    custom_preferences: Type.Optional(CustomPreferencesInput),
    list_private: Type.Optional(Type.Boolean({ description: 'hide the member list from others' })),
    flags: Type.Optional(ProfileFlagsInput),
    timezone: Type.Optional(
      NullableString({
        maxLength: 64,
        description: 'an IANA time zone name such as Europe/Berlin; null or "" clears it',
      }),
    ),
    language: Type.Optional(
      NullableString({
        maxLength: 35,
        description: `the language of Nametag’s pages and mail (a Nametag extension): one of ${SHIPPED_LOCALES.join(', ')}; null or "" clears it`,
      }),
    ),
    placements: Type.Optional(PlacementsSchema),
    widening_delay: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: WIDENING_DELAY_LIMIT,
        description: `seconds a change that shows items to more readers waits, 0 to ${WIDENING_DELAY_LIMIT} (30 days); 0: none (a Nametag extension)`,
      }),
    ),
    friends_audience: Type.Optional(
      NullableString({
        maxLength: 64,
        description:
          'show the entries of this profile marked friends_only only to this audience (a Nametag extension; members’ entries are not affected yet); null or "" makes them public again',
      }),
    ),
    ...readOnly(READ_ONLY_ME_KEYS),
  },
  { additionalProperties: false, examples: [EXAMPLE_PATCH_ME] },
);

/** A PATCH /users/@me body's writable keys, as the services read them (the route checked the body). */
export type UserPatch = Omit<Static<typeof PatchMeBody>, (typeof READ_ONLY_ME_KEYS)[number]>;
