/** Request and response schemas of the user endpoints. */
import { type Static, Type } from 'typebox';
import { LIMITS, LINKED_ACCOUNT_ALIASES, LINKED_ACCOUNT_KEYS } from '../../profiles/profile-types.js';
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
  NamesSchema,
  NullableString,
  ProfileFlagsInput,
  ReadOnlyKey,
  SidSchema,
  UserPronounEntryOutput,
  UserPronounInputsSchema,
} from './profile.js';

const userProperties = {
  id: Type.String({ description: 'unique and unchanging' }),
  sid: SidSchema,
  name: Type.String({ description: 'username' }),
  display_name: NullableString(),
  bio: NullableString(),
  member_title: NullableString(),
  avatar: NullableString({ description: 'hash of the avatar' }),
  links: Type.Array(Type.String()),
  names: Type.Array(FieldEntryOutput),
  pronouns: Type.Array(UserPronounEntryOutput),
  members: Type.Array(PartialMemberSchema),
  fields: Type.Array(FieldOutput),
  custom_preferences: CustomPreferencesOutput,
  flags: Type.Array(FlagSchema),
  badges: Type.Integer({ description: 'bitmask of badges; 0 for now' }),
  utc_offset: Type.Union([Type.Integer(), Type.Null()], {
    description: "the user's time zone's offset from UTC now, in seconds; null when unset",
  }),
};

export const UserSchema = Type.Object(userProperties, { title: 'User', examples: [EXAMPLE_USER] });

type LinkedAccountKey = (typeof LINKED_ACCOUNT_KEYS)[number] | keyof typeof LINKED_ACCOUNT_ALIASES;
const LINKED_KEYS = [...LINKED_ACCOUNT_KEYS, ...Object.keys(LINKED_ACCOUNT_ALIASES)] as LinkedAccountKey[];

const linkedAccounts = Object.fromEntries(LINKED_KEYS.map((key) => [key, NullableString()])) as Record<
  LinkedAccountKey,
  ReturnType<typeof NullableString>
>;

export const MeUserSchema = Type.Object(
  {
    ...userProperties,
    max_invites: Type.Integer(),
    is_admin: Type.Boolean(),
    list_private: Type.Boolean(),
    timezone: NullableString({ description: 'IANA time zone name' }),
    created_at: Type.String({ format: 'date-time' }),
    last_sid_reroll: NullableString({ format: 'date-time' }),
    ...linkedAccounts,
  },
  { title: 'MeUser' },
);

/** Keys of MeUser a client may send back unchanged in a PATCH body; their values are ignored. */
function readOnly<K extends string>(keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, ReadOnlyKey('ignored')])) as Record<
    K,
    ReturnType<typeof ReadOnlyKey>
  >;
}

export const PatchMeBody = Type.Object(
  {
    name: Type.Optional(Type.String({ description: '2–40 of A–Z a–z 0–9 _ . -, not only dots; unique' })),
    display_name: Type.Optional(NullableString({ maxLength: LIMITS.displayName, description: 'null or "" clears it' })),
    bio: Type.Optional(NullableString({ maxLength: LIMITS.bio, description: 'null or "" clears it' })),
    member_title: Type.Optional(NullableString({ maxLength: LIMITS.memberTitle, description: 'null or "" clears it' })),
    avatar: Type.Optional(NullableString({ description: 'base64 image or data: URI; null or "" removes it' })),
    links: Type.Optional(LinksSchema),
    names: Type.Optional(NamesSchema),
    pronouns: Type.Optional(UserPronounInputsSchema),
    fields: Type.Optional(FieldsSchema),
    custom_preferences: Type.Optional(CustomPreferencesInput),
    list_private: Type.Optional(Type.Boolean()),
    flags: Type.Optional(ProfileFlagsInput),
    timezone: Type.Optional(
      NullableString({
        maxLength: 64,
        description: 'an IANA time zone name such as Europe/Berlin; null or "" clears it',
      }),
    ),
    ...readOnly([
      'id',
      'sid',
      'members',
      'badges',
      'utc_offset',
      'max_invites',
      'is_admin',
      'created_at',
      'last_sid_reroll',
      ...LINKED_KEYS,
    ]),
  },
  { additionalProperties: false, examples: [EXAMPLE_PATCH_ME] },
);

export type PatchMeInput = Static<typeof PatchMeBody>;
