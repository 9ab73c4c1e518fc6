/** A user's own warnings: read (unread ones, or all) and acknowledged one at a time. */
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { couldBeId } from '../../lib/ids.js';
import { listWarnings, markWarningRead, type WarningRecord } from './warning-store.js';

export type { WarningRecord };

export function myWarnings(ctx: AppContext, userId: string, all: boolean): Promise<WarningRecord[]> {
  // From the primary: a warning just acknowledged must not show again on the next page.
  return listWarnings(ctx.db, userId, all);
}

export async function acknowledgeWarning(ctx: AppContext, userId: string, warningId: string): Promise<void> {
  if (!couldBeId(warningId) || !(await markWarningRead(ctx.db, userId, warningId, ctx.clock.now()))) {
    throw errors.warningNotFound();
  }
}
