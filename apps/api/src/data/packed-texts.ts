/**
 * Many short texts kept as one buffer of UTF-8 bytes and their offsets: outside the JavaScript
 * heap, so a worker can keep a competition's serialized rows for as long as the file is served
 * without the garbage collector tracing or moving them, and an answer copies byte ranges into
 * its own buffer without encoding any string again.
 */

export interface PackedTexts {
  readonly bytes: Buffer;
  /** Text i is bytes[starts[i], starts[i + 1]). */
  readonly starts: Int32Array;
}

export function packTexts(texts: readonly string[]): PackedTexts {
  const starts = new Int32Array(texts.length + 1);
  let length = 0;
  texts.forEach((text, i) => {
    starts[i] = length;
    length += Buffer.byteLength(text);
  });
  starts[texts.length] = length;
  const bytes = Buffer.alloc(length);
  texts.forEach((text, i) => bytes.write(text, starts[i] ?? 0));
  return { bytes, starts };
}

/** Packed texts found by key: text `numberOf.get(key)` of `texts`. */
export interface KeyedTexts {
  readonly numberOf: ReadonlyMap<string, number>;
  readonly texts: PackedTexts;
}

/** Texts by key, packed in the order of the map. */
export function packByKey(byKey: ReadonlyMap<string, string>): KeyedTexts {
  const keys = [...byKey.keys()];
  return {
    numberOf: new Map(keys.map((key, number) => [key, number])),
    texts: packTexts([...byKey.values()]),
  };
}

export const packedCount = (packed: PackedTexts): number => packed.starts.length - 1;

/** Text i as a string (tests and the rare caller that needs one). */
export function packedText(packed: PackedTexts, i: number): string {
  return packed.bytes.toString('utf8', packed.starts[i] ?? 0, packed.starts[i + 1] ?? 0);
}

/**
 * The JSON array of rows whose text is `head(k)` followed by packed text `indexes[k]`, as UTF-8
 * bytes: the heads are encoded, the packed texts copied as they are.
 */
export function packedRowsJson(
  packed: PackedTexts,
  indexes: readonly number[],
  head: (k: number, index: number) => string,
): Buffer {
  const heads = indexes.map((index, k) => head(k, index));
  const range = (index: number): [number, number] => [
    packed.starts[index] ?? 0,
    packed.starts[index + 1] ?? 0,
  ];
  let length = 2 + Math.max(0, indexes.length - 1);
  indexes.forEach((index, k) => {
    const [start, end] = range(index);
    length += Buffer.byteLength(heads[k] ?? '') + end - start;
  });
  const out = Buffer.allocUnsafe(length);
  let offset = out.write('[', 0);
  indexes.forEach((index, k) => {
    if (k > 0) offset += out.write(',', offset);
    offset += out.write(heads[k] ?? '', offset);
    const [start, end] = range(index);
    offset += packed.bytes.copy(out, offset, start, end);
  });
  out.write(']', offset);
  return out;
}
