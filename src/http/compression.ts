/**
 * Answers made for one request (a signed-in visitor's page, a search, an error page) go out compressed
 * where the client accepts brotli or gzip. Bytes sent many times are compressed once and kept
 * (content-coding.ts); an answer that names its coding is left as it is. Request bodies are not
 * decompressed: every body limit counts the bytes as sent.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { MIN_CODED_BYTES } from './content-coding.js';

export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: MIN_CODED_BYTES,
    globalDecompression: false,
  });
}
