/**
 * The worker thread's side of reading an import (import-reader.ts): an upload, or the address and
 * token of a pronouns.cc-compatible service to read the account from, in; the checked ImportDocument
 * out in a form that crosses threads cheaply and is compact to hold (profiles as UTF-8 JSON, images as
 * bytes, the bounded notes), or the APIError that refused it.
 */
import { ApiError, type ErrorCodeValue, type FieldProblem } from '../core/errors.js';
import type { ImportDocument } from '../modules/portability/account-import.js';
import type { ImportNote } from '../modules/portability/import-notes.js';
import { readRemoteAccount, type RemoteSource } from '../modules/portability/pronouns-cc-reader.js';
import { fromPronounsCc } from '../modules/portability/pronouns-cc-import.js';
import { checkedRemoteAccount, type ImportLimits, readImportDocument } from './import-documents.js';

export type ImportTask =
  | { kind: 'upload'; body: Uint8Array; limits: ImportLimits }
  | { kind: 'remote'; source: RemoteSource; limits: ImportLimits };

async function documentOf(task: ImportTask): Promise<ImportDocument> {
  if (task.kind === 'remote') {
    const account = await readRemoteAccount(task.source);
    return checkedRemoteAccount(fromPronounsCc(account, task.limits.memberLimit));
  }
  const body = Buffer.from(task.body.buffer, task.body.byteOffset, task.body.byteLength);
  return readImportDocument(body, task.limits);
}

export type WireImage = Uint8Array | null | undefined;

/** An ImportDocument as it crosses from the worker, and as a preview holds it: each profile's patch as UTF-8 JSON. */
export interface WireDocument {
  source: ImportDocument['source'];
  skipped: ImportNote[];
  flags: Array<{ ref: string; name: string; description: string; image: Uint8Array }>;
  audiences: ImportDocument['audiences'];
  user: { patch: Uint8Array; avatar: WireImage } | null;
  members: Array<{ name: string; ref?: string | undefined; patch: Uint8Array; avatar: WireImage }>;
  groups: ImportDocument['groups'];
}

export type WireImport =
  | { document: WireDocument }
  | {
      refused: { code: ErrorCodeValue; message: string; details: string | undefined; field: FieldProblem | undefined };
    };

// Each text in an array of its own size (a small Buffer would be a slice of a shared 8 KB pool, all of
// which would cross with it).
const utf8 = new TextEncoder();
const json = (value: unknown) => utf8.encode(JSON.stringify(value));

export default async function readImportInWorker(task: ImportTask): Promise<WireImport> {
  try {
    const document = await documentOf(task);
    return {
      document: {
        source: document.source,
        skipped: document.skipped,
        flags: document.flags,
        audiences: document.audiences,
        user: document.user && { patch: json(document.user.patch), avatar: document.user.avatar },
        members: document.members.map((member) => ({
          name: member.name,
          ref: member.ref,
          avatar: member.avatar,
          patch: json(member.patch),
        })),
        groups: document.groups,
      },
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { refused: { code: error.code, message: error.message, details: error.details, field: error.field } };
  }
}
