/**
 * The error catalogue: the closed set of API error codes (decisions.md). Each code decides its HTTP
 * status and carries a default message and a meaning (for the API reference); nothing else in the
 * code base picks a status for an error. `ApiError` is the one error type that carries a code; the
 * HTTP layer's error writer (http/api-errors.ts) is the only place that turns it into a body.
 */

export const ERROR_CATALOGUE = {
  400: { status: 400, message: 'Invalid request', meaning: 'invalid or missing fields, or nothing to update' },
  403: { status: 403, message: 'Forbidden', meaning: 'no token was sent to an endpoint that needs one' },
  404: { status: 404, message: 'Not found', meaning: 'no such endpoint or resource' },
  405: { status: 405, message: 'Method not allowed', meaning: 'the path exists but not with this method' },
  408: { status: 408, message: 'Request timeout', meaning: 'the request did not arrive within 30 seconds' },
  415: { status: 415, message: 'Unsupported media type', meaning: 'the body is not JSON in UTF-8' },
  431: { status: 431, message: 'Request headers too large', meaning: 'the request headers exceed 16 KB' },
  429: { status: 429, message: 'Too many requests', meaning: 'rate limited; ratelimit_reset says when to retry' },
  500: { status: 500, message: 'Internal server error', meaning: 'a fault on our side; details carry the request id' },
  501: {
    status: 501,
    message: 'Not implemented',
    meaning: 'the answer cannot be given in the format asked for (oEmbed answers JSON only)',
  },
  503: {
    status: 503,
    message: 'Service unavailable',
    meaning:
      'a service the server depends on (media storage) is unavailable, or the server is shutting down; nothing was changed, try again later',
  },
  1003: {
    status: 401,
    message: 'The token is invalid, expired or revoked',
    meaning: 'invalid token or wrong credentials',
  },
  1004: {
    status: 403,
    message: 'An invite code is required',
    meaning: 'an invite is required, or the one sent is invalid',
  },
  1006: { status: 400, message: 'Invalid username', meaning: 'the username breaks the username rules' },
  1007: { status: 400, message: 'That username is already taken', meaning: 'the username is in use' },
  1009: { status: 403, message: 'Invite limit reached', meaning: 'the caller made as many invites as allowed' },
  2001: { status: 404, message: 'User not found', meaning: 'no such user, or the user was deleted' },
  2002: { status: 403, message: "This user's member list is private", meaning: 'the member list is private' },
  2003: { status: 400, message: 'Too many flags', meaning: 'the flag library is full' },
  2004: {
    status: 400,
    message: 'The short ID was rerolled too recently',
    meaning: 'a sid can be rerolled once an hour',
  },
  3001: { status: 404, message: 'Member not found', meaning: 'no such member, or its user was deleted' },
  3002: { status: 400, message: 'Member limit reached', meaning: 'the caller has as many members as allowed' },
  3003: { status: 400, message: 'You already have a member with that name', meaning: 'member name in use' },
  3004: { status: 403, message: 'This member is not yours', meaning: 'the member belongs to another user' },
  4001: { status: 413, message: 'The request body is too large', meaning: 'the body exceeds the size limit' },
  4002: {
    status: 403,
    message: 'This token may not do this',
    meaning:
      'read-only token writing, an API token on account management, a non-admin on an admin route, or a suspended account changing something',
  },
} as const satisfies Record<number, { status: number; message: string; meaning: string }>;

export type ErrorCodeValue = keyof typeof ERROR_CATALOGUE;

/** Names for the codes, so call sites read as what they mean. */
export const ErrorCode = {
  BadRequest: 400,
  Forbidden: 403,
  NotFound: 404,
  MethodNotAllowed: 405,
  RequestTimeout: 408,
  UnsupportedMediaType: 415,
  HeadersTooLarge: 431,
  TooManyRequests: 429,
  Internal: 500,
  NotImplemented: 501,
  Unavailable: 503,
  InvalidToken: 1003,
  InviteRequired: 1004,
  InvalidUsername: 1006,
  UsernameTaken: 1007,
  InviteLimitReached: 1009,
  UserNotFound: 2001,
  MemberListPrivate: 2002,
  TooManyFlags: 2003,
  SidRerollTooSoon: 2004,
  MemberNotFound: 3001,
  MemberLimitReached: 3002,
  MemberNameInUse: 3003,
  NotOwnMember: 3004,
  RequestTooBig: 4001,
  MissingPermissions: 4002,
} as const satisfies Record<string, ErrorCodeValue>;

/** The HTTP status a code is answered with. */
export function statusOf(code: ErrorCodeValue): number {
  return ERROR_CATALOGUE[code].status;
}

export interface ApiErrorBody {
  code: number;
  message: string;
  details?: string;
  ratelimit_reset?: number;
}

/**
 * The field a 400 is about and the rule it broke, kept apart for pages to turn into a sentence beside
 * the field (the API's body words them as the `details` "path: rule").
 */
export interface FieldProblem {
  /** The field's path in the body, dotted, zero-based: "links.2", "names.0.value". */
  path: string;
  /** The rule, as `details` words it: "must NOT have more than 100 characters", "unknown preference". */
  rule: string;
  /**
   * The rule's name, for pages to word it: a JSON Schema keyword when a schema check failed (maxLength,
   * pattern, required, …) with its parameters, or the name of a domain rule (url, timeZone, preference, …).
   */
  keyword?: string;
  params?: Readonly<Record<string, unknown>>;
}

export class ApiError extends Error {
  readonly status: number;
  /**
   * Which named error this is and what it was made with (set by `errors`; absent for an error made on
   * the spot): the API words it in English, pages word it again in the reader's language from these.
   */
  named?: NamedError;

  constructor(
    readonly code: ErrorCodeValue,
    message: string = ERROR_CATALOGUE[code].message,
    readonly details?: string,
    /** Unix seconds at which a rate limit resets (429 only). */
    readonly ratelimitReset?: number,
    /** The field a 400 is about (see FieldProblem). */
    readonly field?: FieldProblem,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = statusOf(code);
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { code: this.code, message: this.message };
    if (this.details !== undefined) body.details = this.details;
    if (this.ratelimitReset !== undefined) body.ratelimit_reset = this.ratelimitReset;
    return body;
  }
}

/** A 400 about one field: its details name the path and the rule, e.g. "names.3.status: unknown preference". */
export function invalidField(
  path: string,
  rule: string,
  schema?: { keyword: string; params?: Readonly<Record<string, unknown>> },
  message = `Invalid value for ${path}`,
): ApiError {
  return new ApiError(ErrorCode.BadRequest, message, `${path}: ${rule}`, undefined, { path, rule, ...schema });
}

/** What is wrong with a fediverse server typed for logging in. */
export type InstanceProblem =
  | 'empty'
  | 'tooLong'
  | 'notAddress'
  | 'notHttps'
  | 'notServerName'
  | 'nonStandardPort'
  | 'notInternetName'
  | 'notPublic'
  | 'unreachable'
  | 'timeout'
  | 'oddAnswer'
  | 'noApps';

const INSTANCE_PROBLEMS: Record<InstanceProblem, (host: string, cause: string) => string> = {
  empty: () => 'type the address of your server, e.g. mastodon.social',
  tooLong: () => 'that address is too long',
  notAddress: () => 'that is not a server address',
  notHttps: () => 'only https servers can be used',
  notServerName: () => 'type only the server’s name, e.g. mastodon.social',
  nonStandardPort: () => 'only servers on the standard https port can be used',
  notInternetName: () => 'that is not the name of a server on the internet',
  notPublic: (host, cause) => `${host}: ${cause}`,
  unreachable: (host, cause) => `${host}: ${cause}`,
  timeout: (host, cause) => `${host}: ${cause}`,
  oddAnswer: (host, cause) => `${host}: ${cause}`,
  noApps: (host) => `${host} does not let apps log people in (is it a Mastodon-compatible server?)`,
};

/** The named errors: each call site asks for one by what went wrong. */
const NAMED_ERRORS = {
  userNotFound: () => new ApiError(ErrorCode.UserNotFound),
  memberNotFound: () => new ApiError(ErrorCode.MemberNotFound),
  memberListPrivate: () => new ApiError(ErrorCode.MemberListPrivate),
  notOwnMember: () => new ApiError(ErrorCode.NotOwnMember),
  notFound: (what: string) => new ApiError(ErrorCode.NotFound, `${what} not found`),
  noToken: () => new ApiError(ErrorCode.Forbidden, 'This endpoint needs a token: send it in the Authorization header'),
  invalidToken: () => new ApiError(ErrorCode.InvalidToken),
  wrongCredentials: () => new ApiError(ErrorCode.InvalidToken, 'Wrong username or password'),
  wrongRecoveryCode: () =>
    new ApiError(ErrorCode.InvalidToken, 'Wrong username or recovery code (each code works once)'),
  readOnlyToken: () => new ApiError(ErrorCode.MissingPermissions, 'This token is read-only and cannot make changes'),
  sessionRequired: () =>
    new ApiError(
      ErrorCode.MissingPermissions,
      'API tokens cannot manage the account, its tokens or invites: use a session token from login',
    ),
  inviteRequired: () => new ApiError(ErrorCode.InviteRequired, 'This instance requires an invite code to register'),
  inviteInvalid: () => new ApiError(ErrorCode.InviteRequired, 'The invite code is unknown or has already been used'),
  inviteLimitReached: (limit: number) =>
    new ApiError(ErrorCode.InviteLimitReached, `Invite limit reached: you can create at most ${limit} invites`),
  invalidUsername: () =>
    new ApiError(
      ErrorCode.InvalidUsername,
      'Invalid username: use 2 to 40 characters of A-Z, a-z, 0-9, _, . and -, not only dots',
      'name: invalid username',
    ),
  invalidPassword: () =>
    invalidField(
      'password',
      '8 to 256 characters',
      { keyword: 'passwordLength' },
      'The new password must be 8 to 256 characters',
    ),
  wrongPassword: () => invalidField('current_password', 'not right', undefined, 'The current password is not right'),
  usernameTaken: () => new ApiError(ErrorCode.UsernameTaken, undefined, 'name: username taken'),
  memberLimitReached: (limit: number) =>
    new ApiError(ErrorCode.MemberLimitReached, `Member limit reached: you can have at most ${limit} members`),
  memberNameInUse: () => new ApiError(ErrorCode.MemberNameInUse, undefined, 'name: member name in use'),
  rateLimited: (bucket: string, limit: number, resetUnixSeconds: number, per = 'a minute') =>
    new ApiError(
      ErrorCode.TooManyRequests,
      `Too many requests: at most ${limit} ${per} on this endpoint (bucket ${bucket}); try again after the reset`,
      undefined,
      resetUnixSeconds,
    ),
  flagNotFound: () => new ApiError(ErrorCode.NotFound, 'Flag not found'),
  audienceNotFound: () => new ApiError(ErrorCode.NotFound, 'Audience not found: none of your audiences has this ID'),
  audienceLimitReached: (limit: number) =>
    invalidField(
      'name',
      'limit',
      undefined,
      `You have ${limit} audiences, the most an account can have: delete one first`,
    ),
  shareLinkNotFound: () => new ApiError(ErrorCode.NotFound, 'Share link not found'),
  groupNotFound: () => new ApiError(ErrorCode.NotFound, 'Group not found'),
  groupLimitReached: (limit: number) =>
    invalidField(
      'name',
      'limit',
      undefined,
      `You have ${limit} groups, the most an account can have: delete one first`,
    ),
  groupNameInUse: () =>
    invalidField(
      'name',
      'in use',
      { keyword: 'groupNameInUse' },
      'You already have a group of that name: choose another',
    ),
  notOwnMembers: (id: string) =>
    invalidField(
      'members',
      'not your member',
      { keyword: 'groupMembers' },
      `members: you have no member with the ID ${id}`,
    ),
  shareLinkLimitReached: (limit: number) =>
    invalidField(
      'audience',
      'limit',
      undefined,
      `This audience has ${limit} open links, the most it can have: revoke one first`,
    ),
  flagLimitReached: (limit: number) =>
    new ApiError(ErrorCode.TooManyFlags, `Too many flags: a library holds at most ${limit}`),
  sidRerollTooSoon: (allowedAt: string) =>
    new ApiError(
      ErrorCode.SidRerollTooSoon,
      'The short ID can be rerolled once an hour',
      `sid: a new one can be asked for from ${allowedAt}`,
    ),
  adminOnly: () => new ApiError(ErrorCode.MissingPermissions, 'Only admins of this instance can do this'),
  suspended: () =>
    new ApiError(
      ErrorCode.MissingPermissions,
      'Your account is suspended: you can log in, read your data and warnings, but not change anything',
    ),
  suspendedLinkedLogin: () =>
    new ApiError(
      ErrorCode.MissingPermissions,
      'This account is suspended and cannot log in this way: log in with its password to read your warnings and export your data',
    ),
  /** A log-in to an account its owner deleted and may still restore (`until`: ISO time of the purge). */
  accountBeingDeleted: (until: string) =>
    new ApiError(
      // A deleted account is one whose log-in fails: the code says that, the message what to do.
      ErrorCode.InvalidToken,
      `This account was deleted and will be removed for good on ${until}. To keep it, restore it: POST /api/v1/auth/restore with the same username and password, or log in on the website`,
      `restorable until ${until}`,
    ),
  /**
   * The password step of an account with two-factor log-in on: said whether the password was right or
   * not (the second step tells), with the ticket the second step sends and the methods it takes.
   */
  secondFactorRequired: (ticket: string, methods: string[]) =>
    new ApiError(
      // Not logged in yet: the code says that, the details how to go on.
      ErrorCode.InvalidToken,
      'This account asks for a second factor: send the ticket with a code from the authenticator app or a recovery code to POST /api/v1/auth/login/second-factor',
      `second factor required; ticket=${ticket}; methods=${methods.join(',')}`,
    ),
  secondFactorTicketInvalid: () =>
    new ApiError(
      ErrorCode.InvalidToken,
      'This log-in ticket has expired or was used up: log in again with your username and password',
      'ticket: invalid',
    ),
  wrongTwoFactorCode: () =>
    invalidField('code', 'not right', undefined, 'The code is not right: type the one the app shows now'),
  wrongTwoFactorProof: () =>
    invalidField(
      'proof',
      'not right',
      undefined,
      'This is neither your password nor a current code of your authenticator app',
    ),
  totpAlreadyOn: () =>
    new ApiError(
      ErrorCode.BadRequest,
      'Log-in with an authenticator app is already on: turn it off first to set up another app',
      'totp: already on',
    ),
  passkeyRefused: () =>
    new ApiError(ErrorCode.BadRequest, 'The passkey could not be checked: try again', 'passkey: not verified'),
  linkedAccountDeleted: () =>
    new ApiError(ErrorCode.NotFound, 'The Nametag account this is linked to has been deleted'),
  cannotReportSelf: () => invalidField('target', 'yourself', undefined, 'You cannot report yourself'),
  invalidCursor: () =>
    invalidField('before', 'not a cursor', undefined, 'Invalid cursor: pass the `next` of the previous page'),
  notOnYourself: () =>
    invalidField('user', 'yourself', undefined, 'Admins cannot take this action on their own account'),
  reportNotAboutUser: () =>
    invalidField('report_id', 'not about this user', undefined, 'That report is not about this user'),
  reportClosed: () => invalidField('report', 'closed', undefined, 'That report is already closed'),
  alreadySuspended: () => invalidField('user', 'suspended', undefined, 'This user is already suspended'),
  notSuspended: () => invalidField('user', 'not suspended', undefined, 'This user is not suspended'),
  reportNotFound: () => new ApiError(ErrorCode.NotFound, 'Report not found'),
  warningNotFound: () => new ApiError(ErrorCode.NotFound, 'Warning not found'),
  reservedUsername: () =>
    new ApiError(ErrorCode.InvalidUsername, 'This username is reserved: choose another one', 'name: reserved username'),
  webhookLimitReached: (limit: number) =>
    new ApiError(
      ErrorCode.BadRequest,
      `Webhook limit reached: an account has at most ${limit} webhooks`,
      'url: too many webhooks',
    ),
  providerNotEnabled: () => new ApiError(ErrorCode.NotFound, 'This way of logging in is not enabled on this instance'),
  loginFlowInvalid: () =>
    new ApiError(
      ErrorCode.BadRequest,
      'This log-in link has expired, was already used or was started in another browser: start again',
      'state: invalid',
    ),
  providerDenied: (provider: string) =>
    new ApiError(ErrorCode.BadRequest, `${provider} did not let Nametag read your account, so nothing happened`),
  providerFailed: (provider: string) =>
    new ApiError(ErrorCode.Unavailable, `${provider} did not answer as expected, so nothing happened: try again later`),
  instanceInvalid: (problem: InstanceProblem, host = '', cause = '') =>
    new ApiError(
      ErrorCode.BadRequest,
      `Fediverse server: ${INSTANCE_PROBLEMS[problem](host, cause)}`,
      'instance: invalid',
    ),
  badHost: () => invalidField('host', 'invalid', undefined, 'The Host header does not name a server'),
  publicUrlNeeded: () =>
    new ApiError(
      ErrorCode.BadRequest,
      'Fediverse log-in needs this instance to know its own address: its operator has to set PUBLIC_URL',
    ),
  accountLinkedElsewhere: (provider: string) =>
    new ApiError(
      ErrorCode.BadRequest,
      `That ${provider} account is already linked to another Nametag account: log in with it, or unlink it there first`,
      'account: linked to another user',
    ),
  kindAlreadyLinked: (provider: string) =>
    new ApiError(
      ErrorCode.BadRequest,
      `You already have a ${provider} account linked: unlink it first to link another`,
      'account: one per kind',
    ),
  notLinked: (provider: string) => new ApiError(ErrorCode.NotFound, `No ${provider} account is linked to yours`),
  lastLoginMethod: () =>
    new ApiError(
      ErrorCode.BadRequest,
      'This is the only way you can log in: set a password or link another account before unlinking it',
      'kind: last way to log in',
    ),
  syncAccountNotLinked: (account: string, host: string) =>
    new ApiError(
      ErrorCode.BadRequest,
      `You allowed @${account}@${host}, which is not the fediverse account linked to yours: log in there as the linked account and try again`,
      'account: not the linked one',
    ),
  syncScopeMissing: () =>
    new ApiError(
      ErrorCode.BadRequest,
      'Your server let Nametag read your account but not change its profile, so nothing can be kept up to date: connect again and allow it',
    ),
  syncOff: () =>
    new ApiError(
      ErrorCode.NotFound,
      'This server does not keep pronouns in sync on other services (its operator has not set it up)',
    ),
  formTooLarge: (limitMegabytes: number) =>
    new ApiError(
      ErrorCode.RequestTooBig,
      `The form is too large to be sent (over ${limitMegabytes} MB): go back and choose a smaller image.`,
    ),
  emptyUpdate: () => new ApiError(ErrorCode.BadRequest, 'Nothing to update: the body has no writable fields'),
  shuttingDown: () =>
    new ApiError(ErrorCode.Unavailable, 'The server is shutting down: nothing was changed; try again in a moment'),
  mediaUnavailable: () =>
    new ApiError(ErrorCode.Unavailable, 'Image storage is unavailable right now: nothing was changed; try again later'),
  /**
   * The caller's account is already being read from a service for an import (one reading per account
   * at a time): it ends within `seconds`, at `resetUnixSeconds`.
   */
  importUnderWay: (seconds: number, resetUnixSeconds: number) =>
    new ApiError(
      ErrorCode.TooManyRequests,
      `Your account is already being read from a service for an import: wait for that answer, or try again in ${seconds} seconds`,
      undefined,
      resetUnixSeconds,
    ),
  /** As many accounts are being read from `host` (for other people) as this server reads from one site at a time. */
  serviceCrowded: (host: string, seconds: number, resetUnixSeconds: number) =>
    new ApiError(
      ErrorCode.TooManyRequests,
      `Accounts are already being read from ${host} for other people: try again in ${seconds} seconds`,
      undefined,
      resetUnixSeconds,
    ),
  /** GET /oembed without `url` (docs/SHARING.md, "Embeds"): `example` is a page address it takes. */
  oembedUrlMissing: (example: string) =>
    invalidField(
      'url',
      'is required',
      { keyword: 'required' },
      `Missing url: pass the address of a profile page, e.g. /oembed?url=${encodeURIComponent(example)}&format=json`,
    ),
  /** GET /oembed in a format other than JSON: oEmbed's 501. */
  oembedFormatUnsupported: () =>
    new ApiError(
      ErrorCode.NotImplemented,
      'This server answers oEmbed in JSON only: ask with format=json, or no format',
    ),
  /** GET /oembed for an address that is no profile page of this server: oEmbed's 404. */
  notEmbeddable: () =>
    new ApiError(
      ErrorCode.NotFound,
      'No embed for that url: it is not the address of a profile page (/@name or /@name/member) of this server',
    ),
  /** GET /oembed with a maxwidth or maxheight below the smallest embed: oEmbed's 404 (nothing fits). */
  embedTooSmall: (minWidth: number, height: number) =>
    new ApiError(
      ErrorCode.NotFound,
      `No embed fits: an embed needs at least ${minWidth} px of width (maxwidth) and ${height} px of height (maxheight)`,
    ),
  /** Bounded work is at capacity (not a per-client limit): try again shortly. */
  busy: (what: string, resetUnixSeconds: number) =>
    new ApiError(
      ErrorCode.TooManyRequests,
      `The server is busy with ${what}; try again in a few seconds`,
      undefined,
      resetUnixSeconds,
    ),
} as const;

/** What went wrong, by the name of the named error. */
export type ErrorReason = keyof typeof NAMED_ERRORS;

/** What each named error is made with. */
export type ReasonArguments = { [R in ErrorReason]: Parameters<(typeof NAMED_ERRORS)[R]> };

export type NamedError = { [R in ErrorReason]: { reason: R; args: ReasonArguments[R] } }[ErrorReason];

/** The named errors, each marked with its name and arguments when it is made. */
export const errors: typeof NAMED_ERRORS = markedWithReasons(NAMED_ERRORS);

function markedWithReasons<T extends Record<string, (...args: never[]) => ApiError>>(factories: T): T {
  const marked: Record<string, (...args: never[]) => ApiError> = {};
  for (const [reason, make] of Object.entries(factories)) {
    marked[reason] = (...args: never[]) => {
      const error = make(...args);
      error.named ??= { reason, args } as unknown as NamedError;
      return error;
    };
  }
  return marked as T;
}
