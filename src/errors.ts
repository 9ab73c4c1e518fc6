/**
 * The closed set of API error codes (decisions.md) and the one error type that carries them.
 * The error handler plugin is the only place that turns these into APIError bodies.
 */

export const ErrorCode = {
  BadRequest: 400,
  Forbidden: 403,
  NotFound: 404,
  MethodNotAllowed: 405,
  UnsupportedMediaType: 415,
  TooManyRequests: 429,
  Internal: 500,
  InvalidToken: 1003,
  InviteRequired: 1004,
  InvalidUsername: 1006,
  UsernameTaken: 1007,
  InviteLimitReached: 1009,
  UserNotFound: 2001,
  MemberListPrivate: 2002,
  MemberNotFound: 3001,
  MemberLimitReached: 3002,
  MemberNameInUse: 3003,
  NotOwnMember: 3004,
  RequestTooBig: 4001,
  MissingPermissions: 4002,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ApiErrorBody {
  code: number;
  message: string;
  details?: string;
  ratelimit_reset?: number;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCodeValue,
    message: string,
    readonly details?: string,
    /** Unix seconds at which a rate limit resets (429 only). */
    readonly ratelimitReset?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { code: this.code, message: this.message };
    if (this.details !== undefined) body.details = this.details;
    if (this.ratelimitReset !== undefined) body.ratelimit_reset = this.ratelimitReset;
    return body;
  }
}

/** A 400 whose details name the field path and the rule, e.g. "names.3.status: unknown preference". */
export function invalidField(path: string, rule: string): ApiError {
  return new ApiError(400, ErrorCode.BadRequest, `Invalid value for ${path}`, `${path}: ${rule}`);
}

export const errors = {
  userNotFound: () => new ApiError(404, ErrorCode.UserNotFound, 'User not found'),
  memberNotFound: () => new ApiError(404, ErrorCode.MemberNotFound, 'Member not found'),
  memberListPrivate: () => new ApiError(403, ErrorCode.MemberListPrivate, "This user's member list is private"),
  notOwnMember: () => new ApiError(403, ErrorCode.NotOwnMember, 'This member is not yours'),
  noToken: () =>
    new ApiError(403, ErrorCode.Forbidden, 'This endpoint needs a token: send it in the Authorization header'),
  invalidToken: () => new ApiError(401, ErrorCode.InvalidToken, 'The token is invalid, expired or revoked'),
  readOnlyToken: () =>
    new ApiError(403, ErrorCode.MissingPermissions, 'This token is read-only and cannot make changes'),
  sessionRequired: () =>
    new ApiError(
      403,
      ErrorCode.MissingPermissions,
      'API tokens cannot manage the account, its tokens or invites: use a session token from login',
    ),
  rateLimited: (bucket: string, limit: number, resetUnixSeconds: number) =>
    new ApiError(
      429,
      ErrorCode.TooManyRequests,
      `Too many requests: at most ${limit} a minute on this endpoint (bucket ${bucket}); try again after the reset`,
      undefined,
      resetUnixSeconds,
    ),
  emptyUpdate: () =>
    new ApiError(400, ErrorCode.BadRequest, 'Nothing to update: the body has no writable fields'),
} as const;
