/** Who is calling, as established from a valid token, and how routes that need a caller get it. */
import { errors } from '../../core/errors.js';
import type { Viewer } from '../../profiles/rules/visibility.js';
import type { TokenKind } from './token-store.js';

export type { Viewer };

export interface Caller extends Viewer {
  tokenId: string;
  kind: TokenKind;
  readOnly: boolean;
  /** The caller's account is suspended: it may log in and read, not change anything. */
  suspended: boolean;
  /** The language the account chose for pages and mail (a language tag), or null. */
  language: string | null;
}

/** What the authentication step left on a request: the caller, and whether a token was sent at all. */
export interface Identified {
  caller: Caller | null;
  tokenState: 'none' | 'invalid' | 'valid';
}

/** The caller of a request whose route needs one: 403 without a token, 401 with an invalid one. */
export function callerOf(request: Identified): Caller {
  if (request.caller) return request.caller;
  throw request.tokenState === 'invalid' ? errors.invalidToken() : errors.noToken();
}
