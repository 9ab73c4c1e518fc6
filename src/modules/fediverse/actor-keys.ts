/**
 * Each actor's key pair: RSA (what every fediverse server verifies), made the first time the actor is
 * read and stored, so its public key never changes under the same id. Only the public key is read back.
 */
import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import type { AppContext } from '../../context/app-context.js';
import { findActorPublicKey, insertActorKeys } from './actor-key-store.js';

const generate = promisify(generateKeyPair);

/**
 * Key pairs being made, per app (each app has its own database), by user: concurrent first reads of
 * one actor wait for the same pair.
 */
const makingByApp = new WeakMap<AppContext, Map<string, Promise<string>>>();

/**
 * The actor's public key (SPKI PEM), made and stored on first use. Pairs are made one at a time
 * (`ctx.work.actorKeys`): past its waiting room a first read is refused (QueueFull: busy, Retry-After).
 */
export async function actorPublicKey(ctx: AppContext, userId: string): Promise<string> {
  const known = await findActorPublicKey(ctx.readDb, userId);
  if (known !== undefined) return known;
  let making = makingByApp.get(ctx);
  if (making === undefined) makingByApp.set(ctx, (making = new Map()));
  let pending = making.get(userId);
  if (pending === undefined) {
    const own = making;
    pending = ctx.work.actorKeys.run(() => makeKeys(ctx, userId)).finally(() => own.delete(userId));
    making.set(userId, pending);
  }
  return pending;
}

async function makeKeys(ctx: AppContext, userId: string): Promise<string> {
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await insertActorKeys(ctx.db, { userId, publicKey, privateKey, createdAt: ctx.clock.now() });
  // Another process may have stored its pair first: the stored one is the actor's.
  const stored = await findActorPublicKey(ctx.db, userId);
  if (stored === undefined) throw new Error('the actor key was not stored');
  return stored;
}
