/**
 * HTTP: import the caller's account from a service that speaks pronouns.cc's API v1 (pronouns.cc, or
 * another Nametag), with an API token made there. The token is passed to the reading and forgotten:
 * it is never stored or logged. All or nothing, like an uploaded import; ?dry_run=true reports what
 * would happen. A JSON body, so a scope apart from the upload's.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../context/app-context.js';
import { clientGone } from '../../http/client-gone.js';
import { callerOf } from '../../modules/accounts/caller.js';
import { importAccount } from '../../modules/portability/account-import.js';
import { importReportBody } from '../presenters/import-report.js';
import type { RemoteReads } from '../remote-reads.js';
import { errorResponses } from '../schemas/api-error.js';
import { ImportQuery, ImportReportSchema, RemoteImportBody } from '../schemas/portability.js';

export const remoteImportRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext; remoteReads: RemoteReads }> = async (
  app,
  { ctx, remoteReads },
) => {
  app.post(
    '/users/@me/import/remote',
    {
      config: { auth: 'session', rateLimit: 'imports' },
      schema: {
        operationId: 'importFromService',
        tags: ['users'],
        security: [{ token: [] }],
        summary:
          'Import the caller’s account from pronouns.cc or another service of its API v1, with a token made there',
        description:
          'Reads the profile, every member (unlisted ones too), custom preferences, flags and images from `url` (default https://pronouns.cc) with `token`, which is used for this and never stored. All or nothing, as the file import: the profile is replaced (the username stays), flags join the library, members are matched by name (updated) or created; what cannot come is listed in `skipped` with the reason. ?dry_run=true reports what would happen and changes nothing. The reading is bounded by IMPORT_MAX_MB and IMPORT_REMOTE_SECONDS, and each answer must start within IMPORT_REMOTE_STALL_SECONDS (5) and then keep coming at 16 KB a second at least; only public https addresses are fetched. One reading per account at a time: a second is answered 429 at once, with `ratelimit_reset` and Retry-After saying when the first has surely ended; a service other than pronouns.cc is read for one account at a time, one more waiting (per registrable domain), and past that is 429 too.',
        querystring: ImportQuery,
        body: RemoteImportBody,
        response: { 200: ImportReportSchema, ...errorResponses(400, 401, 403, 3002, 2003, 503) },
      },
    },
    async (request, reply) => {
      const userId = callerOf(request).userId;
      // The reading waits on the network, the writing holds the import slot: one queue each.
      const read = await remoteReads.read(
        userId,
        { address: request.body.url ?? '', token: request.body.token },
        clientGone(reply),
      );
      return ctx.work.imports.run(async () =>
        importReportBody(await importAccount(ctx, userId, await read.document(), request.query.dry_run === 'true')),
      );
    },
  );
};
