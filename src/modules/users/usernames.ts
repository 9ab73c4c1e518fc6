/** The rules for usernames (decisions.md). */
import { ApiError, ErrorCode } from '../../errors.js';

const USERNAME = /^[A-Za-z0-9_.-]{2,40}$/;

export function checkUsername(name: string): void {
  if (!USERNAME.test(name) || /^\.+$/.test(name)) {
    throw new ApiError(
      400,
      ErrorCode.InvalidUsername,
      'Invalid username: use 2 to 40 characters of A-Z, a-z, 0-9, _, . and -, not only dots',
      'name: invalid username',
    );
  }
}

export function usernameTaken(): ApiError {
  return new ApiError(400, ErrorCode.UsernameTaken, 'That username is already taken', 'name: username taken');
}
