/**
 * Reading accounts from other services for imports, for the API and the pages alike: the address
 * is checked first (a refusal takes no place), then the reading waits its turn in `ctx.work.remoteReads`
 * — one per account, one at a time per site (pronouns.cc excepted) — and runs in the one worker
 * thread these readings share. A person who goes away stops their reading, waiting or running.
 */
import { REMOTE_READS_AT_ONCE, type AppContext } from '../context/app-context.js';
import { errors } from '../core/errors.js';
import { GroupBusy, OwnerBusy } from '../lib/fair-queue.js';
import { siteOf } from '../lib/sites.js';
import { DEFAULT_SERVICE, serviceOrigin } from '../modules/portability/pronouns-cc-reader.js';
import { openImportReader, type RemoteRead } from './import-reader.js';

export interface RemoteReads {
  /** Reads the account at `address` with `token` for `userId`; `stop` aborts when the person goes away. */
  read(userId: string, what: { address: string; token: string }, stop: AbortSignal): Promise<RemoteRead>;
  close(): Promise<void>;
}

/** A reading ends within its deadline once it runs; this much more covers turning it into a document. */
const AFTER_DEADLINE_MS = 5_000;

export function openRemoteReads(ctx: AppContext): RemoteReads {
  const { remoteImport, importMaxBytes, memberLimit } = ctx.config;
  const reader = openImportReader({ maxBytes: importMaxBytes, memberLimit }, { readingsAtOnce: REMOTE_READS_AT_ONCE });
  const defaultOrigin = serviceOrigin(DEFAULT_SERVICE, false);

  /** When a reading that started at `startedAt` (null: still waiting) has surely ended: seconds from now, and unix seconds. */
  function endOf(startedAt: number | null): [seconds: number, resetUnixSeconds: number] {
    const now = Date.now();
    const end = (startedAt ?? now) + remoteImport.deadlineMs + AFTER_DEADLINE_MS;
    return [Math.max(1, Math.ceil((end - now) / 1000)), Math.ceil(end / 1000)];
  }

  return {
    async read(userId, { address, token }, stop) {
      const origin = serviceOrigin(address, remoteImport.allowInsecure);
      const site = siteOf(new URL(origin).hostname);
      try {
        return await ctx.work.remoteReads.run(
          { owner: userId, group: site, open: origin === defaultOrigin, signal: stop },
          () => reader.readRemote({ address, token, ...remoteImport }, stop),
        );
      } catch (error) {
        if (error instanceof OwnerBusy) throw errors.importUnderWay(...endOf(error.startedAt));
        if (error instanceof GroupBusy) throw errors.serviceCrowded(site, ...endOf(error.startedAt));
        throw error;
      }
    },
    close: () => reader.close(),
  };
}
