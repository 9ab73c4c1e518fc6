/** Request and response schemas of the member-group endpoints (a Nametag extension; docs/GROUPS.md). */
import { type Static, Type } from 'typebox';
import { GROUP_LIMITS } from '../rules/member-groups.js';
import { AUDIENCE_LIMIT } from '../rules/placements.js';
import { PartialMemberSchema } from './member.js';
import { NullableString, UUID_PATTERN } from './profile.js';

const groupAudiences = Type.Union(
  [
    Type.Array(Type.String({ pattern: UUID_PATTERN, description: "an audience's ID" }), {
      maxItems: AUDIENCE_LIMIT,
      uniqueItems: true,
    }),
    Type.Null(),
  ],
  {
    description:
      "who sees the group: null for everyone who sees the member list; else the owner's audiences whose share links show it ([]: the owner alone). Present only in answers to the owner",
  },
);

export const GroupSchema = Type.Object(
  {
    id: Type.String({ description: 'unique and unchanging' }),
    name: Type.String({
      description: `1–${GROUP_LIMITS.name} characters, unique among the owner's groups (whatever the case); part of the group page's address`,
    }),
    display_name: NullableString({ description: `up to ${GROUP_LIMITS.displayName} characters; null when unset` }),
    description: NullableString({ description: `up to ${GROUP_LIMITS.description} characters; null when unset` }),
    icon: NullableString({ description: `an emoji or up to ${GROUP_LIMITS.icon} characters; null when unset` }),
    color: NullableString({ description: 'a colour as #rrggbb; null when unset' }),
    member_ids: Type.Array(Type.String(), {
      description: "the IDs of the group's members the reader sees, in the group's order",
    }),
    unlisted: Type.Optional(
      Type.Boolean({ description: 'left out of the group list; present only in answers to the owner' }),
    ),
    audiences: Type.Optional(groupAudiences),
  },
  { title: 'MemberGroup' },
);

export const GroupWithMembersSchema = Type.Object(
  {
    ...GroupSchema.properties,
    members: Type.Array(PartialMemberSchema, { description: "the group's members the reader sees, in its order" }),
  },
  { title: 'MemberGroupWithMembers' },
);

const name = Type.String({
  minLength: 1,
  maxLength: GROUP_LIMITS.name * 2,
  description: `1–${GROUP_LIMITS.name} characters after trimming; not / \\ ? # % or control characters`,
});
const editable = {
  display_name: Type.Optional(
    NullableString({ maxLength: GROUP_LIMITS.displayName, description: 'null or "" clears it' }),
  ),
  description: Type.Optional(
    NullableString({ maxLength: GROUP_LIMITS.description, description: 'null or "" clears it' }),
  ),
  icon: Type.Optional(NullableString({ maxLength: GROUP_LIMITS.icon * 4, description: 'null or "" clears it' })),
  color: Type.Optional(NullableString({ maxLength: 32, description: '#rrggbb or rrggbb; null or "" clears it' })),
  unlisted: Type.Optional(Type.Boolean({ description: 'leave the group out of the group list' })),
  audiences: Type.Optional(
    Type.Union(
      [
        Type.Array(Type.String({ pattern: UUID_PATTERN }), { maxItems: AUDIENCE_LIMIT, uniqueItems: true }),
        Type.Null(),
      ],
      {
        description: "null: everyone who sees the member list sees the group; else the owner's audiences that do",
      },
    ),
  ),
  members: Type.Optional(
    Type.Array(Type.String(), {
      maxItems: 1_000_000,
      description: "the IDs of the owner's members in the group, in its order (replaces the list)",
    }),
  ),
};

export const CreateGroupBody = Type.Object({ name, ...editable }, { additionalProperties: false });

export const PatchGroupBody = Type.Object(
  {
    name: Type.Optional(name),
    ...editable,
    position: Type.Optional(
      Type.Integer({ minimum: 0, description: "the group's place in the owner's order, from 0 (moves the others)" }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);

export type GroupInput = Static<typeof CreateGroupBody>;
export type GroupPatch = Static<typeof PatchGroupBody>;
