/**
 * HTTP: export and import of the caller's account. A scope of its own: the import takes a
 * zip or a JSON file up to IMPORT_MAX_MB (the API's other routes take JSON up to 2 MB), read as bytes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../context/app-context.js';
import { callerOf } from '../../modules/accounts/caller.js';
import { exportDownload } from '../../modules/portability/account-export.js';
import { importAccount } from '../../modules/portability/account-import.js';
import { openImportReader } from '../import-reader.js';
import { importReportBody } from '../presenters/import-report.js';
import { errorResponses } from '../schemas/api-error.js';
import { ExportQuery, ImportQuery, ImportReportSchema } from '../schemas/portability.js';

const tags = ['users'];
const security = [{ token: [] }];
const IMPORT_TYPES = [
  'application/json',
  'application/zip',
  'application/x-zip-compressed',
  'application/octet-stream',
];

export const portabilityRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const maxBytes = ctx.config.importMaxBytes;
  const imports = openImportReader({ maxBytes, memberLimit: ctx.config.memberLimit });
  app.addHook('onClose', () => imports.close());
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(IMPORT_TYPES, { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/users/@me/export',
    {
      config: { auth: 'session', rateLimit: 'exports' },
      schema: {
        operationId: 'exportAccount',
        tags,
        security,
        summary: "Download all of the caller's data: a zip of nametag.json and the images, or ?format=json",
        description:
          'nametag.json holds the profile as its owner sees it, the flag library and every member (with `unlisted`); the zip adds the image files under media/, the JSON alone names them by URL. A suspended account can export too. Format: docs/EXPORT.md.',
        querystring: ExportQuery,
        response: {
          200: {
            description: 'application/zip (default) or application/json (?format=json), as a download',
            content: {
              'application/zip': { schema: { type: 'string', format: 'binary' } },
              'application/json': { schema: { type: 'object', description: 'the export document' } },
            },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const download = await exportDownload(
        ctx,
        callerOf(request).userId,
        request.query.format === 'json' ? 'json' : 'zip',
      );
      return reply
        .header('content-disposition', `attachment; filename="${download.fileName}"`)
        .header('cache-control', 'private, no-store')
        .type(download.contentType)
        .send(download.body);
    },
  );

  app.post(
    '/users/@me/import',
    {
      bodyLimit: maxBytes,
      config: { auth: 'session', rateLimit: 'imports' },
      schema: {
        operationId: 'importAccount',
        tags,
        security,
        summary: 'Import a Nametag export (zip or JSON) or a PluralKit export into the caller’s account',
        description:
          'All or nothing: the profile’s present keys replace the stored ones (the username stays), flags join the library, members are matched by name (updated) or created. ?dry_run=true reports what would happen and changes nothing. Content-Type application/zip or application/json, up to IMPORT_MAX_MB (8 MB by default); one import at a time per process (429 when busy).',
        querystring: ImportQuery,
        response: { 200: ImportReportSchema, ...errorResponses(400, 401, 403, 413, 415, 3002, 2003) },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // One import at a time per process (one more may wait): each holds its whole document in memory.
      return ctx.work.imports.run(async () => {
        const document = await imports.read(body);
        return importReportBody(
          await importAccount(ctx, callerOf(request).userId, document, request.query.dry_run === 'true'),
        );
      });
    },
  );
};
