/** A check that must answer in time: `check`'s result within `ms`, else false (a probe never hangs). */
export function withinTime(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}
