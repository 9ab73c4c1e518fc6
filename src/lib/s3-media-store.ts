/**
 * The media store in S3-compatible object storage (MEDIA_STORAGE=s3; the official AWS SDK v3 client),
 * for several instances sharing their images. Objects are laid out as the local store lays out files,
 * `{kind}/{ownerId}/{hash}.webp` (so an owner's images can be removed by prefix), immutable: written
 * once with `Content-Type: image/webp` and a year of `Cache-Control`. A failure of the store is a
 * MediaUnavailable (the API answers 503), never a half-written record: files are stored before the
 * records that name them.
 */
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isValidMediaName, type MediaEntry, type MediaKind, MediaUnavailable, type MediaStore } from './media-store.js';

export interface S3Settings {
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

const KINDS: readonly MediaKind[] = ['users', 'members', 'flags'];
const KEY = /^(users|members|flags)\/([0-9A-Za-z-]{1,64})\/([0-9a-f]{64})\.webp$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Only a missing object is "no file": a missing bucket (also a 404) is a store that does not work. */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: string })?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/** Larger than any image this server stores (an avatar or flag WebP is well under 1 MB). */
const MAX_OBJECT_BYTES = 4 * 1024 * 1024;

export function s3MediaStore(settings: S3Settings): MediaStore & { close(): void } {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // A store that does not answer must not hold requests for minutes.
    requestHandler: { requestTimeout: 10_000, connectionTimeout: 3_000 },
    maxAttempts: 2,
    // Stores other than AWS (R2, B2, Ceph, older MinIO) refuse the checksums the SDK adds by default.
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const, responseChecksumValidation: 'WHEN_REQUIRED' as const }
      : {}),
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  const keyOf = (kind: MediaKind, ownerId: string, hash: string) => {
    if (!isValidMediaName(ownerId, hash)) throw new Error('invalid media name');
    return `${kind}/${ownerId}/${hash}.webp`;
  };
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw new MediaUnavailable(error);
    }
  };

  async function* listKeys(prefix: string): AsyncIterable<{ key: string; modifiedAt: number }> {
    let token: string | undefined;
    do {
      const page = await guarded(() =>
        client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token })),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified?.getTime() ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    async put(kind, ownerId, hash, bytes) {
      const Key = keyOf(kind, ownerId, hash);
      await guarded(() =>
        client.send(
          new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: 'image/webp', CacheControl: IMMUTABLE }),
        ),
      );
    },
    async read(kind, ownerId, hash) {
      if (!isValidMediaName(ownerId, hash)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(kind, ownerId, hash) }));
        if ((object.ContentLength ?? 0) > MAX_OBJECT_BYTES) {
          object.Body?.transformToWebStream()
            .cancel()
            .catch(() => {});
          throw new Error(`the object is ${object.ContentLength} bytes, more than any stored image`);
        }
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw new MediaUnavailable(error);
      }
    },
    async removeOwner(kind, ownerId) {
      if (!/^[0-9A-Za-z-]{1,64}$/.test(ownerId)) return;
      const keys: string[] = [];
      for await (const { key } of listKeys(`${kind}/${ownerId}/`)) keys.push(key);
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        await guarded(() => client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } })));
      }
    },
    async *entries(): AsyncIterable<MediaEntry> {
      for (const kind of KINDS) {
        for await (const { key, modifiedAt } of listKeys(`${kind}/`)) {
          const match = KEY.exec(key);
          const ownerId = key.split('/')[1] ?? '';
          yield { kind, ownerId, name: key.split('/').at(-1) ?? key, hash: match?.[3] ?? null, modifiedAt };
        }
      }
    },
    async removeIfOlderThan(entry, cutoff) {
      const Key = `${entry.kind}/${entry.ownerId}/${entry.name}`;
      try {
        // Object stores have no conditional delete: the age is read just before (a write in between,
        // which the content-addressed name makes rare and harmless to repeat, may be lost to the sweep).
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        if ((head.LastModified?.getTime() ?? 0) >= cutoff) return false;
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw new MediaUnavailable(error);
      }
    },
    async pruneEmpty() {
      // Object stores have no folders to leave behind.
    },
    close() {
      client.destroy();
    },
  };
}
