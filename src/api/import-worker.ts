/**
 * The worker thread's side of reading an import (import-reader.ts): the upload in, the checked
 * ImportDocument out in a form that crosses threads cheaply (profiles as JSON text, images as bytes),
 * or the APIError that refused it.
 */
import { ApiError, type ErrorCodeValue } from '../core/errors.js';
import type { ImportDocument } from '../modules/portability/account-import.js';
import { type ImportLimits, readImportDocument } from './import-documents.js';

export interface ImportTask {
  body: Uint8Array;
  limits: ImportLimits;
}

export type WireImage = Uint8Array | null | undefined;

export type WireImport =
  | {
      document: {
        source: ImportDocument['source'];
        skipped: string[];
        flags: Array<{ ref: string; name: string; description: string; image: Uint8Array }>;
        user: { patch: string; avatar: WireImage } | null;
        members: Array<{ name: string; patch: string; avatar: WireImage }>;
      };
    }
  | { refused: { code: ErrorCodeValue; message: string; details: string | undefined } };

export default async function readImportInWorker(task: ImportTask): Promise<WireImport> {
  const body = Buffer.from(task.body.buffer, task.body.byteOffset, task.body.byteLength);
  try {
    const document = await readImportDocument(body, task.limits);
    return {
      document: {
        source: document.source,
        skipped: document.skipped,
        flags: document.flags,
        user: document.user && { patch: JSON.stringify(document.user.patch), avatar: document.user.avatar },
        members: document.members.map((member) => ({ ...member, patch: JSON.stringify(member.patch) })),
      },
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { refused: { code: error.code, message: error.message, details: error.details } };
  }
}
