/** Request and response schemas of the member endpoints. */
import { type Static, Type } from 'typebox';
import { EXAMPLE_CREATE_MEMBER, EXAMPLE_MEMBER } from './examples.js';
import {
  VerifiedLinksSchema,
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
  AudienceIdsSchema,
  PendingPlacementsSchema,
  PlacementsSchema,
  ReadOnlyKey,
  SidSchema,
  ContentNoteInput,
  ContentNoteOutput,
} from './profile.js';
import { LIMITS } from '../rules/profile-types.js';

export const PartialUserSchema = Type.Object(
  {
    id: Type.String({ description: "the user's ID" }),
    name: Type.String({ description: 'the username' }),
    display_name: NullableString({ description: 'null when unset' }),
    avatar: NullableString({ description: 'hash of the avatar: {media_base_url}/users/{id}/{hash}.webp' }),
    custom_preferences: CustomPreferencesOutput,
  },
  { title: 'PartialUser', description: 'the user the member belongs to' },
);

const memberCommon = {
  id: Type.String({ description: 'unique and unchanging' }),
  sid: SidSchema,
  name: Type.String({ description: `1–${LIMITS.memberName} characters, unique among the user's members` }),
  display_name: NullableString({ description: `up to ${LIMITS.displayName} characters; null when unset` }),
  bio: NullableString({ description: `up to ${LIMITS.bio} characters; null when unset` }),
  content_note: ContentNoteOutput,
  avatar: NullableString({
    description: 'hash of the avatar: {media_base_url}/members/{id}/{hash}.webp; null when unset',
  }),
  links: Type.Array(Type.String(), { description: `up to ${LIMITS.links} absolute http(s) URLs` }),
  verified_links: VerifiedLinksSchema,
  names: Type.Array(FieldEntryOutput, { description: `up to ${LIMITS.entries} names, each with its preference` }),
  pronouns: Type.Array(PronounEntryOutput, { description: `up to ${LIMITS.entries} pronoun entries` }),
  flags: Type.Array(FlagSchema, { description: `up to ${LIMITS.profileFlags} flags, in the order shown` }),
};

const unlisted = Type.Optional(
  Type.Boolean({ description: 'left out of public lists; present only in answers to the owner' }),
);

/**
 * A member's placements (a Nametag extension; docs/AUDIENCES.md): its items', as a user's, and the
 * member's as a whole (`member`).
 */
export const MemberPlacementsSchema = Type.Object(
  {
    ...PlacementsSchema.properties,
    member: Type.Optional(
      Type.Union(
        [
          Type.Unsafe<string[]>({
            ...AudienceIdsSchema,
            description:
              'who sees the member at all: [] only its owner, else these audiences (and its owner); not named: everyone',
          }),
          Type.Null(),
        ],
        { description: 'who sees the member at all; null in a PATCH: everyone again' },
      ),
    ),
  },
  {
    additionalProperties: false,
    title: 'MemberPlacements',
    description:
      "which of the member's items, or the member as a whole, are shown only to some of the owner's audiences (a Nametag extension); what is not named is public",
  },
);

const placements = Type.Optional(
  Type.Unsafe<Static<typeof MemberPlacementsSchema>>({
    ...MemberPlacementsSchema,
    description: "the member's placements; present only in answers to the owner",
  }),
);

const pending_placements = Type.Optional(PendingPlacementsSchema);

export const PartialMemberSchema = Type.Object(
  { ...memberCommon, unlisted, placements, pending_placements },
  { title: 'PartialMember' },
);

export const MemberSchema = Type.Object(
  {
    ...memberCommon,
    fields: Type.Array(FieldOutput, { description: `up to ${LIMITS.fields} labelled fields` }),
    user: PartialUserSchema,
    unlisted,
    placements,
    pending_placements,
  },
  { title: 'Member', examples: [EXAMPLE_MEMBER] },
);

const writableMemberFields = {
  display_name: Type.Optional(NullableString({ maxLength: LIMITS.displayName, description: 'null or "" clears it' })),
  bio: Type.Optional(NullableString({ maxLength: LIMITS.bio, description: 'null or "" clears it' })),
  content_note: ContentNoteInput,
  avatar: Type.Optional(NullableString({ description: 'base64 image or data: URI; null or "" removes it' })),
  links: Type.Optional(LinksSchema),
  names: Type.Optional(NamesSchema),
  pronouns: Type.Optional(PronounInputsSchema),
  fields: Type.Optional(FieldsSchema),
  unlisted: Type.Optional(Type.Boolean({ description: 'leave the member out of public member lists' })),
  flags: Type.Optional(ProfileFlagsInput),
  placements: Type.Optional(MemberPlacementsSchema),
};

/** Keys of a Member a client may send back unchanged; their values are ignored. */
const readOnlyMemberKeys = {
  id: ReadOnlyKey('ignored'),
  sid: ReadOnlyKey('ignored'),
  user: ReadOnlyKey('ignored'),
  verified_links: ReadOnlyKey('ignored'),
  pending_placements: ReadOnlyKey('ignored'),
};

const memberName = Type.String({
  maxLength: 200,
  description:
    '1–100 characters after trimming; unique per user (case-insensitive); no / \\ ? # % or control characters',
});

export const CreateMemberBody = Type.Object(
  { name: memberName, ...writableMemberFields, ...readOnlyMemberKeys },
  { additionalProperties: false, examples: [EXAMPLE_CREATE_MEMBER] },
);

export const PatchMemberBody = Type.Object(
  { name: Type.Optional(memberName), ...writableMemberFields, ...readOnlyMemberKeys },
  { additionalProperties: false },
);

/** A member body's writable keys, as the services read them (the route checked the body against the schema). */
export type MemberPatch = Omit<Static<typeof PatchMemberBody>, keyof typeof readOnlyMemberKeys>;
/** A new member's body, as the services read it. */
export type MemberInput = Omit<Static<typeof CreateMemberBody>, keyof typeof readOnlyMemberKeys>;
