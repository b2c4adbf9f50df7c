/**
 * Compression of data answers. Division-wide stat lists run to megabytes of JSON, which gzip
 * shrinks about six times and brotli at its best about ten. A new answer goes out gzipped (fast,
 * on the thread pool); the cache keeps that gzip beside its text and, once a background job has
 * made it (brotli-backfill.ts), the answer's brotli at quality 11 — too slow to wait for (seconds
 * on a division list) but made once per answer and data version and sent thousands of times:
 * measured on the 2.1 MB men's division season list, gzip 384 kB, brotli-11 217 kB.
 * Clients that accept neither get the text.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, crc32, deflateRaw, gzip } from 'node:zlib';

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
const brotliAsync = promisify(brotliCompress);
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

/** The encodings a client accepts, of those data answers use. */
export interface AcceptedCodings {
  readonly gzip: boolean;
  readonly br: boolean;
}

/** Answers for the few Accept-Encoding values browsers send, bounded against made-up ones. */
const ANSWERS_KEPT = 64;
const answers = new Map<string, AcceptedCodings>();

/**
 * What an Accept-Encoding header allows (RFC 9110 §12.5.3): a coding listed with q > 0 (no q is
 * q=1), or not listed while `*` is; a listed coding's own q beats `*`'s.
 */
export function acceptedCodings(header: string | readonly string[] | undefined): AcceptedCodings {
  const text = typeof header === 'string' ? header : (header?.join(',') ?? '');
  const known = answers.get(text);
  if (known !== undefined) return known;
  const accepted = parseAcceptEncoding(text);
  if (answers.size < ANSWERS_KEPT) answers.set(text, accepted);
  return accepted;
}

function parseAcceptEncoding(text: string): AcceptedCodings {
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding === '') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const allows = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  return Object.freeze({ gzip: allows('gzip'), br: allows('br') });
}

/** Whether a body is large enough that compressing it pays. */
export function worthCompressing(body: string | Buffer): boolean {
  return body.length >= COMPRESS_MIN_BYTES;
}

/** The gzip of a body worth compressing (off the main thread), else undefined. */
export async function gzipOf(body: string | Buffer): Promise<Buffer | undefined> {
  if (!worthCompressing(body)) return undefined;
  if (body.length <= FAST_GZIP_ABOVE_CHARS) return gzipAsync(body, { level: 6 });
  return parallelGzip(typeof body === 'string' ? Buffer.from(body) : body, GZIP_PARTS, 4);
}

/** Brotli's best quality: slow to make, made once per cached answer, off the main thread. */
export const BROTLI_QUALITY = 11;

/** The brotli of a body worth compressing (on the thread pool), else undefined. */
export async function brotliOf(body: string | Buffer): Promise<Buffer | undefined> {
  if (!worthCompressing(body)) return undefined;
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return brotliAsync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}
