/**
 * Secrets kept at rest (other services' tokens): sealed with AES-256-GCM under a key from the
 * environment, so a copy of the database alone reveals none of them. A sealed text is
 * `v1.{iv}.{tag}.{ciphertext}` in base64url; `context` (what the secret belongs to, e.g. a row's id)
 * is bound as associated data, so a sealed value copied into another row does not open there.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export class SealedSecretError extends Error {
  constructor() {
    super('a sealed secret did not open (another key, or changed)');
  }
}

export function sealSecret(key: Buffer, context: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    sealed.toString('base64url'),
  ].join('.');
}

export function openSecret(key: Buffer, context: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) throw new SealedSecretError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedSecretError();
  }
}
