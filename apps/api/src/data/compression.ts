/**
 * Gzip for data answers. Division-wide stat lists run to megabytes of JSON, which gzip shrinks
 * about tenfold; the cache keeps each answer's gzip beside its text, so a cached answer costs
 * no compression, and clients that do not accept gzip get the text.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

/** Below this, compressing costs more than the bytes it saves. */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Above this, level 4 instead of 6: on a division's 2.5 MB list it compresses in 60% of the
 * time for 10% more bytes, and that time is most of an uncached answer's latency. Smaller
 * answers keep level 6 (there the difference is a millisecond).
 */
export const FAST_GZIP_ABOVE_CHARS = 1024 * 1024;
const gzipAsync = promisify(gzip);

/** Whether an Accept-Encoding header allows gzip (present, and not with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The gzip of a body worth compressing (off the main thread), else undefined. */
export async function gzipOf(body: string): Promise<Buffer | undefined> {
  if (body.length < COMPRESS_MIN_BYTES) return undefined;
  return gzipAsync(body, { level: body.length > FAST_GZIP_ABOVE_CHARS ? 4 : 6 });
}
