/**
 * Gzip for data answers. Division-wide stat lists run to megabytes of JSON, which gzip shrinks
 * about tenfold; the cache keeps each answer's gzip beside its text, so a cached answer costs
 * no compression, and clients that do not accept gzip get the text.
 */
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, gzip } from 'node:zlib';

/** Below this, compressing costs more than the bytes it saves. */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Above this, level 4 instead of 6, in parallel parts: on a division's 2.5 MB list level 4
 * compresses in 60% of the time for 10% more bytes, and that time is most of an uncached
 * answer's latency. Smaller answers keep level 6 in one piece (there it is a millisecond).
 */
export const FAST_GZIP_ABOVE_CHARS = 1024 * 1024;
/** Parts of a large body compressed at once: libuv's default thread pool holds four threads. */
export const GZIP_PARTS = 4;
const gzipAsync = promisify(gzip);
const deflateRawAsync = promisify(deflateRaw);

/** gzip's member header: deflate, no flags, no mtime, no extra flags, OS unix (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/**
 * One gzip member whose deflate stream is compressed in `parts` pieces on the thread pool at
 * once (as pigz does). Each piece but the last ends with a sync flush — an empty stored block,
 * byte-aligned, not final — so the pieces concatenate into one valid stream; only the last is
 * final. A piece cannot refer back into the one before it, which costs well under 1% of size.
 * The trailer is the CRC-32 and length of the whole input.
 */
export async function parallelGzip(data: Buffer, parts: number, level: number): Promise<Buffer> {
  const size = Math.ceil(data.length / parts);
  const pieces = Array.from({ length: parts }, (_, i) =>
    deflateRawAsync(data.subarray(i * size, (i + 1) * size), {
      level,
      finishFlush: i < parts - 1 ? constants.Z_SYNC_FLUSH : constants.Z_FINISH,
    }),
  );
  // Checksummed here while the pool compresses.
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(data) >>> 0, 0);
  trailer.writeUInt32LE(data.length % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...(await Promise.all(pieces)), trailer]);
}

/** Answers for the few Accept-Encoding values browsers send, bounded against made-up ones. */
const ANSWERS_KEPT = 64;
const answers = new Map<string, boolean>();

/** Whether an Accept-Encoding header allows gzip (present, and not with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const known = answers.get(text);
  if (known !== undefined) return known;
  const accepted = parseAcceptsGzip(text);
  if (answers.size < ANSWERS_KEPT) answers.set(text, accepted);
  return accepted;
}

function parseAcceptsGzip(text: string): boolean {
  return text.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The gzip of a body worth compressing (off the main thread), else undefined. */
export async function gzipOf(body: string | Buffer): Promise<Buffer | undefined> {
  if (body.length < COMPRESS_MIN_BYTES) return undefined;
  if (body.length <= FAST_GZIP_ABOVE_CHARS) return gzipAsync(body, { level: 6 });
  return parallelGzip(typeof body === 'string' ? Buffer.from(body) : body, GZIP_PARTS, 4);
}
