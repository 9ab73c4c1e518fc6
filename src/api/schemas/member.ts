/** Request and response schemas of the member endpoints. */
import { type Static, Type } from 'typebox';
import { EXAMPLE_CREATE_MEMBER, EXAMPLE_MEMBER } from './examples.js';
import {
  CustomPreferencesOutput,
  FieldEntryOutput,
  FieldOutput,
  FieldsSchema,
  FlagSchema,
  LinksSchema,
  NamesSchema,
  NullableString,
  PronounEntryOutput,
  ProfileFlagsInput,
  PronounInputsSchema,
  ReadOnlyKey,
  SidSchema,
} from './profile.js';
import { LIMITS } from '../../profiles/profile-types.js';

export const PartialUserSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    display_name: NullableString(),
    avatar: NullableString({ description: 'hash of the avatar' }),
    custom_preferences: CustomPreferencesOutput,
  },
  { title: 'PartialUser' },
);

const memberCommon = {
  id: Type.String({ description: 'unique and unchanging' }),
  sid: SidSchema,
  name: Type.String(),
  display_name: NullableString(),
  bio: NullableString(),
  avatar: NullableString({ description: 'hash of the avatar' }),
  links: Type.Array(Type.String()),
  names: Type.Array(FieldEntryOutput),
  pronouns: Type.Array(PronounEntryOutput),
  flags: Type.Array(FlagSchema),
};

const unlisted = Type.Optional(
  Type.Boolean({ description: 'left out of public lists; present only in answers to the owner' }),
);

export const PartialMemberSchema = Type.Object({ ...memberCommon, unlisted }, { title: 'PartialMember' });

export const MemberSchema = Type.Object(
  { ...memberCommon, fields: Type.Array(FieldOutput), user: PartialUserSchema, unlisted },
  { title: 'Member', examples: [EXAMPLE_MEMBER] },
);

const writableMemberFields = {
  display_name: Type.Optional(NullableString({ maxLength: LIMITS.displayName, description: 'null or "" clears it' })),
  bio: Type.Optional(NullableString({ maxLength: LIMITS.bio, description: 'null or "" clears it' })),
  avatar: Type.Optional(NullableString({ description: 'base64 image or data: URI; null or "" removes it' })),
  links: Type.Optional(LinksSchema),
  names: Type.Optional(NamesSchema),
  pronouns: Type.Optional(PronounInputsSchema),
  fields: Type.Optional(FieldsSchema),
  unlisted: Type.Optional(Type.Boolean()),
  flags: Type.Optional(ProfileFlagsInput),
  id: ReadOnlyKey('ignored'),
  sid: ReadOnlyKey('ignored'),
  user: ReadOnlyKey('ignored'),
};

const memberName = Type.String({
  maxLength: 200,
  description:
    '1–100 characters after trimming; unique per user (case-insensitive); no / \\ ? # % or control characters',
});

export const CreateMemberBody = Type.Object(
  { name: memberName, ...writableMemberFields },
  { additionalProperties: false, examples: [EXAMPLE_CREATE_MEMBER] },
);

export const PatchMemberBody = Type.Object(
  { name: Type.Optional(memberName), ...writableMemberFields },
  { additionalProperties: false },
);

export type CreateMemberInput = Static<typeof CreateMemberBody>;
export type PatchMemberInput = Static<typeof PatchMemberBody>;
