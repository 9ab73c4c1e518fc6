/**
 * Where to go after a form or a log-in: a path of this site only — printable ASCII (a browser drops
 * tabs and line breaks, which could turn "/\t/x" into "//x"), never "//" or "/\" (another origin).
 */
export function localPath(value: string, fallback: string): string {
  return /^\/(?![/\\])[\x21-\x7e]*$/.test(value) ? value : fallback;
}
