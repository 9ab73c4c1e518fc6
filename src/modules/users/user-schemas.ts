/** Request and response schemas of the user endpoints. */
import { type Static, Type } from 'typebox';
import { PartialMemberSchema } from '../members/member-schemas.js';
import {
  CustomPreferencesInput,
  CustomPreferencesOutput,
  FieldEntryOutput,
  FieldOutput,
  FieldsSchema,
  LIMITS,
  LinksSchema,
  NamesSchema,
  NullableString,
  ReadOnlyKey,
} from '../profiles/profile-schemas.js';
import { LINKED_ACCOUNT_KEYS } from './user-store.js';

const userProperties = {
  id: Type.String({ description: 'unique and unchanging' }),
  name: Type.String({ description: 'username' }),
  display_name: NullableString(),
  bio: NullableString(),
  member_title: NullableString(),
  avatar: NullableString({ description: 'hash of the avatar' }),
  links: Type.Array(Type.String()),
  names: Type.Array(FieldEntryOutput),
  pronouns: Type.Array(FieldEntryOutput),
  members: Type.Array(PartialMemberSchema),
  fields: Type.Array(FieldOutput),
  custom_preferences: CustomPreferencesOutput,
};

export const UserSchema = Type.Object(userProperties, { title: 'User' });

const linkedAccounts = Object.fromEntries(LINKED_ACCOUNT_KEYS.map((key) => [key, NullableString()])) as Record<
  (typeof LINKED_ACCOUNT_KEYS)[number],
  ReturnType<typeof NullableString>
>;

export const MeUserSchema = Type.Object(
  {
    ...userProperties,
    max_invites: Type.Integer(),
    is_admin: Type.Boolean(),
    list_private: Type.Boolean(),
    ...linkedAccounts,
  },
  { title: 'MeUser' },
);

const readOnlyLinked = Object.fromEntries(LINKED_ACCOUNT_KEYS.map((key) => [key, ReadOnlyKey('ignored')])) as Record<
  (typeof LINKED_ACCOUNT_KEYS)[number],
  ReturnType<typeof ReadOnlyKey>
>;

export const PatchMeBody = Type.Object(
  {
    name: Type.Optional(Type.String({ description: '2–40 of A–Z a–z 0–9 _ . -, not only dots; unique' })),
    display_name: Type.Optional(NullableString({ maxLength: LIMITS.displayName, description: 'null or "" clears it' })),
    bio: Type.Optional(NullableString({ maxLength: LIMITS.bio, description: 'null or "" clears it' })),
    member_title: Type.Optional(NullableString({ maxLength: LIMITS.memberTitle, description: 'null or "" clears it' })),
    avatar: Type.Optional(NullableString({ description: 'base64 image or data: URI; null or "" removes it' })),
    links: Type.Optional(LinksSchema),
    names: Type.Optional(NamesSchema),
    pronouns: Type.Optional(NamesSchema),
    fields: Type.Optional(FieldsSchema),
    custom_preferences: Type.Optional(CustomPreferencesInput),
    list_private: Type.Optional(Type.Boolean()),
    id: ReadOnlyKey('ignored'),
    members: ReadOnlyKey('ignored'),
    max_invites: ReadOnlyKey('ignored'),
    is_admin: ReadOnlyKey('ignored'),
    ...readOnlyLinked,
  },
  { additionalProperties: false },
);

export type PatchMeInput = Static<typeof PatchMeBody>;
