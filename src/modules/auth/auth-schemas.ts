/** Request and response schemas of the account, token and invite endpoints. */
import { Type } from 'typebox';
import { NullableString } from '../profiles/profile-schemas.js';
import { MeUserSchema } from '../users/user-schemas.js';

const password = Type.String({ minLength: 8, maxLength: 256, description: '8 to 256 characters' });

export const RegisterBody = Type.Object(
  {
    username: Type.String({ maxLength: 200, description: '2–40 of A–Z a–z 0–9 _ . -, not only dots' }),
    password,
    invite: Type.Optional(Type.String({ maxLength: 200, description: 'required when the instance requires invites' })),
  },
  { additionalProperties: false },
);

export const LoginBody = Type.Object(
  { username: Type.String({ maxLength: 200 }), password: Type.String({ maxLength: 256 }) },
  { additionalProperties: false },
);

export const SessionSchema = Type.Object(
  { token: Type.String({ description: 'session token, valid for 90 days' }), user: MeUserSchema },
  { title: 'Session' },
);

export const MAX_TOKEN_LIFETIME_SECONDS = 10 * 366 * 24 * 60 * 60;

export const CreateTokenBody = Type.Object(
  {
    read_only: Type.Optional(Type.Boolean({ description: 'a read-only token gets 403 on every write' })),
    name: Type.Optional(NullableString({ maxLength: 100 })),
    expires_in: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: MAX_TOKEN_LIFETIME_SECONDS }), Type.Null()], {
        description: 'lifetime in seconds; absent or null: never expires',
      }),
    ),
  },
  { additionalProperties: false },
);

const tokenProperties = {
  id: Type.String(),
  name: NullableString(),
  read_only: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  expires_at: NullableString({ description: 'date-time, or null for a token that never expires' }),
};

export const TokenSchema = Type.Object(tokenProperties, { title: 'Token' });
export const NewTokenSchema = Type.Object(
  { ...tokenProperties, token: Type.String({ description: 'the secret; shown only once' }) },
  { title: 'NewToken' },
);

export const InviteSchema = Type.Object(
  {
    code: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    used: Type.Boolean(),
    used_at: NullableString(),
  },
  { title: 'Invite' },
);
