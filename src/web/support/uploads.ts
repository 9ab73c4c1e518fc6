/**
 * Files sent with a form. A file over the limit is not refused with an error page (the form and all
 * it held would be gone): the parser stops reading it and the form's value says it was too large, so
 * the page can say so beside the file input and give everything else back.
 */
import type { MultipartFile } from '@fastify/multipart';

/** The value of a file input whose file was larger than the limit. */
export class OversizedUpload {
  constructor(readonly limitBytes: number) {}
}

/** The multipart plugin's file handler: the file's bytes, or an OversizedUpload (the rest is not kept). */
export function fileReader(limitBytes: number) {
  return async function (part: MultipartFile & { value?: unknown }) {
    const bytes = await part.toBuffer();
    part.value = part.file.truncated ? new OversizedUpload(limitBytes) : bytes;
  };
}

/** A posted file: its bytes, an OversizedUpload, or undefined when none was chosen. */
export function uploadedFile(value: unknown): Buffer | OversizedUpload | undefined {
  if (value instanceof OversizedUpload) return value;
  if (Buffer.isBuffer(value) && value.length > 0) return value;
  return undefined;
}
