/**
 * Your data (settings): download the account's export, and import an export after a preview (a dry
 * run of the same import the API runs). The previewed file is held until it is confirmed
 * (support/import-stash.ts).
 */
import type {} from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context.js';
import { ApiError } from '../../core/errors.js';
import { exportDownload } from '../../modules/portability/account-export.js';
import { importAccount } from '../../modules/portability/account-import.js';
import { openImportReader } from '../../api/import-reader.js';
import { type FormBody, formBody, formText, requireVisitor } from '../support/form-requests.js';
import { ImportStash } from '../support/import-stash.js';
import type { PageSender } from '../support/page-sender.js';
import { OversizedUpload, uploadedFile } from '../support/uploads.js';
import { DataPage, type DataPageProps } from '../views/data-page.js';

export interface DataPagesOptions {
  ctx: AppContext;
  pages: PageSender;
}

/** What went wrong with an import, as a sentence: the API's message and the entry it names. */
function importProblem(error: ApiError): string {
  const where = error.details ? ` (${error.details})` : '';
  return `The file could not be imported: ${error.message}${where}. Nothing was changed.`;
}

export async function dataPages(app: FastifyInstance, { ctx, pages }: DataPagesOptions) {
  const forms = { config: { rateLimit: 'web_forms' as const }, preHandler: app.csrfProtection };
  const maxBytes = ctx.config.importMaxBytes;
  const reader = openImportReader({ maxBytes, memberLimit: ctx.config.memberLimit });
  app.addHook('onClose', () => reader.close());
  const stash = new ImportStash(ctx.clock, 4 * maxBytes);

  function page(request: FastifyRequest, reply: FastifyReply, props: Partial<DataPageProps>, status = 200) {
    return pages.send(
      request,
      reply,
      { title: 'Your data' },
      <DataPage
        csrf={reply.generateCsrf()}
        message={props.message ?? null}
        imported={props.imported ?? null}
        preview={props.preview ?? null}
        importLimitMb={Math.floor(maxBytes / (1024 * 1024))}
      />,
      { status },
    );
  }

  app.get('/settings/data', { config: { rateLimit: 'web_pages' } }, async (request, reply) => {
    requireVisitor(request);
    return page(request, reply, {});
  });

  app.get<{ Querystring: { format?: string } }>(
    '/settings/data/export',
    { config: { rateLimit: 'exports' } },
    async (request, reply) => {
      const visitor = requireVisitor(request);
      const download = await exportDownload(ctx, visitor.userId, request.query.format === 'json' ? 'json' : 'zip');
      return reply
        .header('content-disposition', `attachment; filename="${download.fileName}"`)
        .header('cache-control', 'private, no-store')
        .type(download.contentType)
        .send(download.body);
    },
  );

  app.post<{ Body: FormBody }>(
    '/settings/data/import',
    {
      ...forms,
      config: {
        rateLimit: 'imports' as const,
        // An export may be larger than an image: this form's file is read up to the import limit.
        multipartOptions: { limits: { fileSize: maxBytes, files: 1, fields: 8, parts: 9 } },
      },
    },
    async (request, reply) => {
      const visitor = requireVisitor(request);
      const body = formBody(request);
      const action = formText(body, 'action');
      let file: Buffer | undefined;
      if (action === 'confirm') {
        file = stash.take(visitor.userId, formText(body, 'held'));
        if (!file) {
          return page(
            request,
            reply,
            { message: 'The preview has expired (it is kept ten minutes): choose the file again.' },
            410,
          );
        }
      } else {
        const sent = uploadedFile((body as Record<string, unknown>).file);
        if (sent instanceof OversizedUpload) {
          const limit = Math.floor(maxBytes / (1024 * 1024));
          return page(request, reply, { message: `The file is larger than ${limit} MB: nothing was changed.` }, 413);
        }
        if (!sent) return page(request, reply, { message: 'Choose an export file first.' }, 400);
        file = sent;
      }
      const dryRun = action === 'preview';
      try {
        const report = await ctx.work.imports.run(async () =>
          importAccount(ctx, visitor.userId, await reader.read(file), dryRun),
        );
        if (dryRun) return page(request, reply, { preview: { report, held: stash.put(visitor.userId, file) } });
        return page(request, reply, { imported: report });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return page(request, reply, { message: importProblem(error) }, error.status);
      }
    },
  );
}
