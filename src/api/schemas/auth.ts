/** Request and response schemas of the account, token and invite endpoints. */
import { Type } from 'typebox';
import { MAX_TOKEN_LIFETIME_SECONDS } from '../../modules/accounts/token-service.js';
import { PROVIDER_KINDS } from '../../modules/login/providers.js';
import { NullableString } from '../../profiles/schemas/profile.js';
import { MeUserSchema } from '../../profiles/schemas/user.js';

const PROVIDER_KIND = Type.Unsafe<(typeof PROVIDER_KINDS)[number]>(
  Type.String({ enum: [...PROVIDER_KINDS], description: 'discord, google, tumblr or fediverse' }),
);

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
  {
    username: Type.String({
      maxLength: 200,
      description: 'the username (any case), or the account’s verified e-mail address where this server sends mail',
    }),
    password: Type.String({ maxLength: 256, description: "the account's password" }),
  },
  { additionalProperties: false },
);

export const SecondFactorBody = Type.Object(
  {
    ticket: Type.String({
      maxLength: 100,
      description:
        'the ticket of the log-in’s 401 (`details`: `second factor required; ticket=…; methods=…`); it lasts 10 minutes and takes 5 wrong codes',
    }),
    code: Type.String({
      maxLength: 64,
      description: 'the 6-digit code the authenticator app shows now, or one of the recovery codes (each works once)',
    }),
  },
  { additionalProperties: false },
);

export const RestoreBody = Type.Object(
  {
    username: Type.String({ maxLength: 200, description: 'the username of the deleted account (any case)' }),
    password: Type.String({ maxLength: 256, description: "the account's password" }),
  },
  { additionalProperties: false },
);

export const SessionSchema = Type.Object(
  { token: Type.String({ description: 'session token, valid for 90 days' }), user: MeUserSchema },
  { title: 'Session' },
);

export const CreateTokenBody = Type.Object(
  {
    read_only: Type.Optional(Type.Boolean({ description: 'a read-only token gets 403 on every write' })),
    name: Type.Optional(
      NullableString({ maxLength: 100, description: 'a name to recognise the token by, up to 100 characters' }),
    ),
    expires_in: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: MAX_TOKEN_LIFETIME_SECONDS }), Type.Null()], {
        description: 'lifetime in seconds; absent or null: never expires',
      }),
    ),
  },
  { additionalProperties: false },
);

const tokenProperties = {
  id: Type.String({ description: "the token's ID (for revoking it); not the secret" }),
  name: NullableString({ description: 'as given at creation; null for none' }),
  read_only: Type.Boolean({ description: 'gets 403 (4002) on every write' }),
  created_at: Type.String({ format: 'date-time', description: 'when it was made (ISO 8601)' }),
  expires_at: NullableString({ description: 'date-time, or null for a token that never expires' }),
};

export const TokenSchema = Type.Object(tokenProperties, { title: 'Token' });
export const NewTokenSchema = Type.Object(
  { ...tokenProperties, token: Type.String({ description: 'the secret; shown only once' }) },
  { title: 'NewToken' },
);

const inviteProperties = {
  id: Type.String({ description: 'the start of the hash of the code: identifies the invite in a list' }),
  created_at: Type.String({ format: 'date-time', description: 'when it was made (ISO 8601)' }),
  used: Type.Boolean({ description: 'someone registered with it' }),
  used_at: NullableString({ description: 'when it was used (ISO 8601); null while unused' }),
};

export const InviteSchema = Type.Object(inviteProperties, { title: 'Invite' });
export const NewInviteSchema = Type.Object(
  {
    ...inviteProperties,
    code: Type.String({ description: 'the invite code; shown only once (only its hash is stored)' }),
  },
  { title: 'NewInvite' },
);

export const LoginProviderSchema = Type.Object(
  {
    kind: PROVIDER_KIND,
    name: Type.String({ description: 'what to call it on a button' }),
    start_url: Type.String({
      description:
        'open in a browser to log in or sign up; for the fediverse, `?instance=` (e.g. mastodon.social) fills in the server, else the page asks for it',
    }),
    needs_instance: Type.Boolean({ description: 'the log-in needs a server (the fediverse): see `start_url`' }),
  },
  { title: 'LoginProvider' },
);

export const LoginProvidersSchema = Type.Object(
  { providers: Type.Array(LoginProviderSchema, { description: 'the ways to log in this instance has turned on' }) },
  { title: 'LoginProviders' },
);

export const LinkedAccountSchema = Type.Object(
  {
    kind: Type.String({ description: 'discord, google, tumblr or fediverse' }),
    account: Type.String({ description: 'the account as shown: its username (a fediverse one as @name@host)' }),
    lookups: Type.Union([Type.Boolean(), Type.Null()], {
      description:
        'whether apps may look your public pronouns up by this account (the PronounDB-compatible lookup); null for a kind they cannot',
    }),
  },
  { title: 'LinkedAccount' },
);

export const LinkedAccountsSchema = Type.Object(
  { links: Type.Array(LinkedAccountSchema, { description: 'the linked accounts, one per kind at most' }) },
  { title: 'LinkedAccounts' },
);

export const RecoveryCodesSchema = Type.Object(
  {
    codes: Type.Array(Type.String({ description: 'a code: 16 letters and digits in four groups' }), {
      description: 'ten one-time codes; shown only once (only their hashes are stored)',
    }),
    created_at: Type.String({ format: 'date-time', description: 'when they were made (ISO 8601)' }),
  },
  { title: 'RecoveryCodes' },
);

export const RecoveryStateSchema = Type.Object(
  {
    left: Type.Integer({ description: 'how many unused codes the account has (0 to 10)' }),
    created_at: NullableString({ description: 'when they were made (ISO 8601); null when there are none' }),
  },
  { title: 'RecoveryState' },
);

export const RecoverBody = Type.Object(
  {
    username: Type.String({ maxLength: 200, description: 'the username (any case)' }),
    code: Type.String({
      maxLength: 64,
      description: 'one of the recovery codes; case, spaces and dashes do not matter',
    }),
    password,
  },
  { additionalProperties: false },
);

export const NewRecoveryCodesBody = Type.Object(
  {
    current_password: Type.Optional(
      Type.String({
        maxLength: 256,
        description: "the account's password; required when it has one (a code can set a new password)",
      }),
    ),
  },
  { additionalProperties: false },
);

export const EmailStateSchema = Type.Object(
  {
    sending: Type.Boolean({ description: 'whether this server sends mail at all (SMTP configured)' }),
    email: NullableString({ description: "the account's verified address; null when none" }),
    pending: NullableString({ description: 'an address waiting for its confirmation link to be used' }),
  },
  { title: 'EmailState' },
);

export const SetEmailBody = Type.Object(
  {
    email: Type.String({ maxLength: 300, description: 'the address; a confirmation link is mailed to it' }),
    current_password: Type.Optional(
      Type.String({
        maxLength: 256,
        description: "the account's password; required when it has one (the address can reset the password)",
      }),
    ),
  },
  { additionalProperties: false },
);

export const MailTokenBody = Type.Object(
  { token: Type.String({ maxLength: 200, description: 'the secret of the link that was mailed' }) },
  { additionalProperties: false },
);

export const PasswordResetBody = Type.Object(
  { login: Type.String({ maxLength: 300, description: 'the username, or the verified e-mail address' }) },
  { additionalProperties: false },
);

export const PasswordResetConfirmBody = Type.Object(
  {
    token: Type.String({ maxLength: 200, description: 'the secret of the link that was mailed' }),
    password,
  },
  { additionalProperties: false },
);
