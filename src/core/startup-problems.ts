/**
 * Start-up failures a person can fix, told in one line: what is wrong and what to do. Anything else
 * is printed as it is (with its stack), since it is a fault of ours.
 */
import type { Config } from './config.js';

interface SystemError {
  code?: unknown;
  errors?: unknown[];
  message?: unknown;
}

/** The error's code, or that of the first of the errors it aggregates (connecting to several addresses). */
function codeOf(error: unknown): string | undefined {
  const { code, errors } = (error ?? {}) as SystemError;
  if (typeof code === 'string') return code;
  return Array.isArray(errors) ? codeOf(errors[0]) : undefined;
}

function where(config: Config): string {
  if (config.database.engine === 'sqlite') return `the SQLite database at ${config.database.path}`;
  const url = new URL(config.database.url);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

export function startupProblem(error: unknown, config: Config): string | null {
  const code = codeOf(error);
  const message = String((error as SystemError | null)?.message ?? error);
  switch (code) {
    case 'EADDRINUSE':
      return `Cannot listen on ${config.host}:${config.port}: the port is already in use. Stop the program using it, or set PORT to another port.`;
    case 'EADDRNOTAVAIL':
      return `Cannot listen on ${config.host}:${config.port}: this machine has no such address. Set HOST to one of its addresses (or 0.0.0.0).`;
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return `Cannot reach ${where(config)} (${code}). Is it running, and is DATABASE_URL right?`;
    case '28P01':
    case '28000':
      return `${where(config)} refused the credentials in DATABASE_URL (${message}).`;
    case '3D000':
      return `${where(config)}: ${message}. Create the database, or fix DATABASE_URL.`;
    case 'SQLITE_CANTOPEN':
    case 'EACCES':
    case 'EROFS':
    case 'ENOTDIR':
    case 'EEXIST':
      return code === 'EACCES' && config.port < 1024 && message.includes('listen')
        ? `Cannot listen on port ${config.port}: ports below 1024 need special rights. Set PORT to 1024 or above.`
        : `Cannot open ${config.database.engine === 'sqlite' ? where(config) : 'a file it needs'} (${code}: ${message}). Check DATABASE_URL, MEDIA_DIR and the folder's permissions.`;
    case 'NAMETAG_SCHEMA_MISMATCH':
      // The database's migrations do not fit this version's (db/migrator.ts): the message says what to do.
      return message;
    default:
      return null;
  }
}
