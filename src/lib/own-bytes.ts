/**
 * The bytes in memory of their own: a small Buffer is often a slice of a larger allocation (an 8 KB
 * pool slab, zlib's output chunk), and keeping the slice would keep all of it alive.
 */
export function ownBytes(body: Buffer): Buffer {
  if (body.byteOffset === 0 && body.buffer.byteLength === body.length) return body;
  const copy = Buffer.allocUnsafeSlow(body.length);
  body.copy(copy);
  return copy;
}
