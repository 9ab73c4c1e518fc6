/** Request and response schemas of the audience and share-link endpoints (a Nametag extension). */
import { Type } from 'typebox';
import { AUDIENCE_NAME_LENGTH } from '../../profiles/rules/placements.js';
import { NullableString } from '../../profiles/schemas/profile.js';
import { MemberSchema } from '../../profiles/schemas/member.js';
import { UserSchema } from '../../profiles/schemas/user.js';

export const ShareLinkSchema = Type.Object(
  {
    id: Type.String({ description: "the link's ID (not its secret)" }),
    audience_id: Type.String({ description: 'the audience whose view the link opens' }),
    created_at: Type.String({ format: 'date-time', description: 'when the link was made' }),
    expires_at: NullableString({ format: 'date-time', description: 'when the link stops by itself; null: never' }),
    revoked_at: NullableString({ format: 'date-time', description: 'when it was revoked (or rotated); null: never' }),
    open: Type.Boolean({ description: 'whether the link opens its view now' }),
  },
  { title: 'ShareLink' },
);

export const NewShareLinkSchema = Type.Object(
  {
    ...ShareLinkSchema.properties,
    secret: Type.String({ description: 'shown this once: Nametag keeps only its hash' }),
    url: Type.String({ description: "the view's address, to give to the audience's people" }),
  },
  { title: 'NewShareLink' },
);

export const AudienceSchema = Type.Object(
  {
    id: Type.String({ description: "the audience's ID, as placements name it" }),
    name: Type.String({ description: `1–${AUDIENCE_NAME_LENGTH} characters, unique among the owner's audiences` }),
    links: Type.Array(ShareLinkSchema, { description: "the audience's links, the stopped ones too, oldest first" }),
  },
  { title: 'Audience' },
);

const name = Type.String({ minLength: 1, maxLength: 200, description: `1–${AUDIENCE_NAME_LENGTH} characters` });
const expiresAt = NullableString({
  maxLength: 64,
  description: 'when the link stops by itself (ISO 8601, in the future); null or "" for never',
});

export const AudienceBody = Type.Object({ name }, { additionalProperties: false });
export const NewShareLinkBody = Type.Object({ expires_at: Type.Optional(expiresAt) }, { additionalProperties: false });
export const ShareLinkPatchBody = Type.Object({ expires_at: expiresAt }, { additionalProperties: false });

const sharedView = Type.Object(
  {
    audience: Type.String({ description: 'the name of the audience whose view this is' }),
    expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'when the link stops by itself; null: never',
    }),
  },
  { description: 'which view this is: the audience, and until when its link works' },
);

export const SharedUserSchema = Type.Object(
  { ...UserSchema.properties, shared_view: sharedView },
  { title: 'SharedUser', description: 'the User as one audience of its owner sees it' },
);

export const SharedMemberSchema = Type.Object(
  { ...MemberSchema.properties, shared_view: sharedView },
  { title: 'SharedMember', description: 'a member as one audience of its owner sees it' },
);
