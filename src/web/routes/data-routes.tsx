/**
 * Your data (settings): download the account's export, and import an export after a preview (a dry
 * run of the same import the API runs). The previewed file is held until it is confirmed
 * (support/import-stash.ts).
 */
import type {} from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context.js';
import { ApiError } from '../../core/errors.js';
import type { Translator } from '../../i18n/translator.js';
import { exportDownload } from '../../modules/portability/account-export.js';
import { importAccountSideBySide, type ImportReport } from '../../modules/portability/account-import.js';
import type { ImportSides } from '../../modules/portability/import-sides.js';
import { openImportReader, openWireDocument, type WireDocument, wireDocumentBytes } from '../../api/import-reader.js';
import { RemoteImportBody } from '../../api/schemas/portability.js';
import { checkBody } from '../../http/body-check.js';
import { clientGone } from '../../http/client-gone.js';
import type { RemoteReads } from '../../api/remote-reads.js';
import { type FormBody, formBody, formText, requireVisitor } from '../support/form-requests.js';
import { ImportStash } from '../support/import-stash.js';
import type { FieldErrors } from '../views/form-controls.js';
import type { PageSender } from '../support/page-sender.js';
import { OversizedUpload, uploadedFile } from '../support/uploads.js';
import { isCorrection, noteSentence, refusalSentence } from '../support/import-sentences.js';
import { DataPage, type DataPageProps, type ImportReportView } from '../views/data-page.js';

export interface DataPagesOptions {
  ctx: AppContext;
  pages: PageSender;
  /** Shared with the API: one account reads one at a time, whichever way it asks. */
  remoteReads: RemoteReads;
}

/** What went wrong with an import, in the page's language (support/import-sentences.ts words the reason). */
function importProblem(
  messages: Translator,
  error: ApiError,
  memberLimit: number,
  what: 'file' | 'account' = 'file',
): string {
  const problem = refusalSentence(messages, error, memberLimit);
  return what === 'file' ? messages.t('portability.file', { problem }) : messages.t('portability.account', { problem });
}

/**
 * An import's report with each note worded in the page's language: what it corrected apart from what
 * it left out, and the profile before and after.
 */
function reportView(
  messages: Translator,
  { report, sides }: { report: ImportReport; sides: ImportSides },
): ImportReportView {
  const word = (notes: ImportReport['skipped']) => notes.map((note) => noteSentence(messages, note));
  return {
    ...report,
    skipped: word(report.skipped.filter((note) => !isCorrection(note))),
    fixed: word(report.skipped.filter(isCorrection)),
    sides,
  };
}

/**
 * A previewed import: the file sent, or the account read from a service (never its token) as the
 * reading made it: profiles as UTF-8 JSON, images as bytes, its bounded notes. Each is held at the
 * bytes it takes, and made into objects again only when it is confirmed.
 */
type HeldImport = { file: Buffer } | { wire: WireDocument };

/** The largest previews held at once (the store is counted in bytes; the oldest go first). */
const PREVIEWS_HELD = 4;

const heldBytes = (held: HeldImport) => ('file' in held ? held.file.buffer.byteLength : wireDocumentBytes(held.wire));

/**
 * Where a problem of an import from a service goes on the page: beside the address or the token when
 * it is about one of them, else on top.
 */
function serviceProblem(
  messages: Translator,
  error: ApiError,
  memberLimit: number,
): { errors: FieldErrors; message: string | null } {
  const path = error.field?.path;
  // The form's own checks (the API's body schema) are about what was pasted, not the service.
  const pasted = error.field?.keyword === 'pattern' || error.field?.keyword === 'maxLength';
  if (path === 'token') {
    const sentence = pasted ? messages.t('data.problem.tokenPasted') : refusalSentence(messages, error, memberLimit);
    return { errors: { service_token: sentence }, message: null };
  }
  if (path === 'url') {
    const sentence = pasted ? messages.t('data.problem.urlTooLong') : refusalSentence(messages, error, memberLimit);
    return { errors: { service_url: sentence }, message: null };
  }
  return { errors: {}, message: importProblem(messages, error, memberLimit, 'account') };
}

export async function dataPages(app: FastifyInstance, { ctx, pages, remoteReads }: DataPagesOptions) {
  const forms = { config: { rateLimit: 'web_forms' as const }, preHandler: app.csrfProtection };
  const maxBytes = ctx.config.importMaxBytes;
  const memberLimit = ctx.config.memberLimit;
  const reader = openImportReader({ maxBytes, memberLimit: ctx.config.memberLimit });
  app.addHook('onClose', async () => {
    await reader.close();
  });
  const stash = new ImportStash<HeldImport>(ctx.clock, PREVIEWS_HELD * maxBytes);

  function page(request: FastifyRequest, reply: FastifyReply, props: Partial<DataPageProps>, status = 200) {
    return pages.send(
      request,
      reply,
      { title: pages.messages(request).t('data.title') },
      <DataPage
        csrf={reply.generateCsrf()}
        message={props.message ?? null}
        imported={props.imported ?? null}
        preview={props.preview ?? null}
        service={props.service ?? { url: '', errors: {}, message: null }}
        importLimitMb={Math.floor(maxBytes / (1024 * 1024))}
        welcome={props.welcome ?? false}
      />,
      { status },
    );
  }

  // ?welcome=1: just signed up to move in (account-routes.tsx sends a sign-up that asked for it here).
  app.get<{ Querystring: { welcome?: string } }>(
    '/settings/data',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => {
      requireVisitor(request);
      return page(request, reply, { welcome: request.query.welcome === '1' });
    },
  );

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
      let held: HeldImport | undefined;
      if (action === 'confirm') {
        held = stash.take(visitor.userId, formText(body, 'held'));
        if (!held) {
          return page(
            request,
            reply,
            {
              message: pages.messages(request).t('data.problem.expired'),
            },
            410,
          );
        }
      } else {
        const sent = uploadedFile((body as Record<string, unknown>).file);
        if (sent instanceof OversizedUpload) {
          const limit = Math.floor(maxBytes / (1024 * 1024));
          const message = pages.messages(request).t('data.problem.tooLarge', { limit });
          return page(request, reply, { message }, 413);
        }
        if (!sent) return page(request, reply, { message: pages.messages(request).t('data.problem.noFile') }, 400);
        held = { file: sent };
      }
      const dryRun = action === 'preview';
      try {
        let stashed = '';
        const report = await ctx.work.imports.run(async () => {
          const document = 'file' in held ? await reader.read(held.file) : await openWireDocument(held.wire);
          const done = await importAccountSideBySide(ctx, visitor.userId, document, dryRun);
          if (dryRun) stashed = stash.put(visitor.userId, held, heldBytes(held));
          return done;
        });
        if (dryRun)
          return page(request, reply, {
            preview: { report: reportView(pages.messages(request), report), held: stashed },
          });
        return page(request, reply, { imported: reportView(pages.messages(request), report) });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if ('wire' in held)
          return page(
            request,
            reply,
            { service: { url: '', ...serviceProblem(pages.messages(request), error, memberLimit) } },
            error.status,
          );
        const message = importProblem(pages.messages(request), error, memberLimit);
        return page(request, reply, { message }, error.status);
      }
    },
  );

  // The same, with the account read from a pronouns.cc-compatible service: the token is used for the
  // reading and forgotten; a preview holds what was read, so confirming does not ask for it again.
  app.post<{ Body: FormBody }>(
    '/settings/data/import-service',
    { ...forms, config: { rateLimit: 'imports' as const } },
    async (request, reply) => {
      const visitor = requireVisitor(request);
      const url = formText(request.body, 'service_url');
      const token = formText(request.body, 'service_token').trim();
      const dryRun = formText(request.body, 'action') === 'preview';
      if (token === '') {
        return page(
          request,
          reply,
          {
            service: {
              url,
              errors: { service_token: pages.messages(request).t('data.problem.noToken') },
              message: null,
            },
          },
          400,
        );
      }
      try {
        checkBody(RemoteImportBody, { url, token });
        let held = '';
        const read = await remoteReads.read(visitor.userId, { address: url, token }, clientGone(reply));
        const report = await ctx.work.imports.run(async () => {
          const done = await importAccountSideBySide(ctx, visitor.userId, await read.document(), dryRun);
          if (dryRun) held = stash.put(visitor.userId, { wire: read.wire }, heldBytes({ wire: read.wire }));
          return done;
        });
        // The address stays as typed (the token is never sent back).
        const service = { url, errors: {}, message: null };
        if (dryRun)
          return page(request, reply, {
            preview: { report: reportView(pages.messages(request), report), held },
            service,
          });
        return page(request, reply, { imported: reportView(pages.messages(request), report), service });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.ratelimitReset !== undefined) {
          reply.header('retry-after', Math.max(1, error.ratelimitReset - Math.floor(Date.now() / 1000)));
        }
        return page(
          request,
          reply,
          { service: { url, ...serviceProblem(pages.messages(request), error, memberLimit) } },
          error.status,
        );
      }
    },
  );
}
