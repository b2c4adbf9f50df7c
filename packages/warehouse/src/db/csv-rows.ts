/**
 * Rows as CSV text, for DuckDB's CSV reader to load in one statement. A DuckDB appender costs a
 * call into the native driver per value (≈ 0.2-0.3 µs, strings most); a game writes ≈ 20,000
 * values, so a worker thread spent more time appending than simulating and deriving together.
 * Text costs a few byte stores per value, and the reader parses it natively, in parallel.
 *
 * The text holds exactly what an appender stores:
 * - NULL is an empty unquoted field; every string is quoted (`"` doubled inside), so an empty
 *   string stays empty (`allow_quoted_nulls = false`) and commas, quotes and line breaks in a
 *   value are data;
 * - integers must be whole numbers in the INTEGER range (the appender refuses others too);
 * - doubles are written as JavaScript prints them, the shortest text that reads back as the same
 *   double; -0 keeps its sign, NaN is NULL (as RowWriter stores it), infinities read back;
 * - booleans are `true` / `false`.
 */
import { writeFileSync } from 'node:fs';
import type { Column } from '../schema/define';
import type { RowSink } from './row-writer';

const COMMA = 0x2c;
const NEWLINE = 0x0a;
const QUOTE = 0x22;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const TRUE = [0x74, 0x72, 0x75, 0x65];
const FALSE = [0x66, 0x61, 0x6c, 0x73, 0x65];
/**
 * Below this a double with at most three decimals is written digit by digit (thousandths());
 * anything else goes through String().
 */
const PLAIN_DIGITS_BELOW = 1e12;

/**
 * Writes the text straight into bytes (UTF-8), not into a JavaScript string: a game's ≈ 20,000
 * values built as a string by concatenation left ≈ 40,000 string pieces per game for the garbage
 * collector, which then cost more than the appender calls they replaced. Digits, ASCII strings
 * and the separators are copied byte by byte; a string with other characters goes through
 * TextEncoder. The bytes go to a file (`writeFile`) and the buffer is reused, so writing rows
 * allocates nothing once the buffer has grown to a batch's size.
 */
export class CsvRowWriter implements RowSink {
  private bytes = new Uint8Array(1 << 16);
  private length = 0;
  private column = 0;
  rows = 0;

  constructor(
    readonly table: string,
    private readonly columns: number,
  ) {}

  /** Room for `n` more bytes. */
  private room(n: number): Uint8Array {
    if (this.length + n > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + n));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    return this.bytes;
  }

  private next(): void {
    if (this.column > 0) this.room(1)[this.length++] = COMMA;
    this.column += 1;
  }

  /** A non-negative whole number below 1e15 (exact in double arithmetic), as digits. */
  private digits(value: number): void {
    if (value < 10) {
      this.room(1)[this.length++] = ZERO + value;
      return;
    }
    let count = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) count += 1;
    const bytes = this.room(count);
    let at = this.length + count;
    this.length = at;
    let rest = value;
    // Below 2^31 the quotient fits 32-bit integer arithmetic, which is faster than floor().
    while (rest >= 2_147_483_648) {
      const tenth = Math.floor(rest / 10);
      bytes[--at] = ZERO + rest - tenth * 10;
      rest = tenth;
    }
    while (rest >= 10) {
      const tenth = (rest / 10) | 0;
      bytes[--at] = ZERO + rest - tenth * 10;
      rest = tenth;
    }
    bytes[at - 1] = ZERO + rest;
  }

  private ascii(text: string): void {
    const bytes = this.room(text.length);
    for (let i = 0; i < text.length; i += 1) bytes[this.length++] = text.charCodeAt(i);
  }

  int(value: number | null | undefined): this {
    this.next();
    if (value === null || value === undefined) return this;
    // `| 0` wraps anything outside the 32-bit range and drops fractions: equal means valid.
    if ((value | 0) !== value) {
      throw new Error(`${this.table}: column ${this.column}: ${value} is not an INTEGER`);
    }
    if (value < 0) {
      this.room(1)[this.length++] = MINUS;
      this.digits(-value);
    } else this.digits(value);
    return this;
  }

  dbl(value: number | null | undefined): this {
    this.next();
    if (value === null || value === undefined || Number.isNaN(value)) return this;
    if (Object.is(value, -0)) {
      this.ascii('-0');
      return this;
    }
    const magnitude = Math.abs(value);
    if (magnitude < PLAIN_DIGITS_BELOW) {
      const thousandths = Math.round(magnitude * 1000);
      if (Number.isInteger(magnitude) || thousandths / 1000 === magnitude) {
        if (value < 0) this.room(1)[this.length++] = MINUS;
        this.thousandths(thousandths);
        return this;
      }
    }
    this.ascii(String(value));
    return this;
  }

  /**
   * A double that is the nearest one to `thousandths` / 1000, printed as String() prints it: the
   * whole part, then up to three decimals without trailing zeros. Below 1e12 the thousandths
   * are farther apart than two doubles, so no shorter or closer text reads back as the same
   * double (String's rule), and String() prints plain decimals in that range.
   */
  private thousandths(thousandths: number): void {
    const whole = Math.floor(thousandths / 1000);
    let fraction = thousandths - whole * 1000;
    this.digits(whole);
    if (fraction === 0) return;
    let places = 3;
    while (fraction % 10 === 0) {
      fraction /= 10;
      places -= 1;
    }
    const bytes = this.room(places + 1);
    bytes[this.length] = DOT;
    for (let place = places; place >= 1; place -= 1) {
      const tenth = Math.floor(fraction / 10);
      bytes[this.length + place] = ZERO + fraction - tenth * 10;
      fraction = tenth;
    }
    this.length += places + 1;
  }

  str(value: string | null | undefined): this {
    this.next();
    if (value === null || value === undefined) return this;
    // At most two bytes per character when every one is ASCII (quotes doubled), plus the quotes.
    const bytes = this.room(2 * value.length + 2);
    const start = this.length;
    let at = start;
    bytes[at++] = QUOTE;
    for (let i = 0; i < value.length; i += 1) {
      const code = value.charCodeAt(i);
      if (code >= 0x80) {
        this.length = start;
        this.encoded(value);
        return this;
      }
      bytes[at++] = code;
      if (code === QUOTE) bytes[at++] = QUOTE;
    }
    bytes[at++] = QUOTE;
    this.length = at;
    return this;
  }

  /** A string with non-ASCII characters, through UTF-8 encoding. */
  private encoded(value: string): void {
    const quoted = `"${value.replaceAll('"', '""')}"`;
    // UTF-8 takes at most three bytes per UTF-16 code unit.
    const bytes = this.room(3 * quoted.length);
    const { written } = encoder.encodeInto(quoted, bytes.subarray(this.length));
    this.length += written;
  }

  bool(value: boolean | null | undefined): this {
    this.next();
    if (value === null || value === undefined) return this;
    const word = value ? TRUE : FALSE;
    const bytes = this.room(word.length);
    for (const byte of word) bytes[this.length++] = byte;
    return this;
  }

  end(): void {
    if (this.column !== this.columns) {
      throw new Error(`${this.table}: wrote ${this.column} of ${this.columns} columns`);
    }
    this.room(1)[this.length++] = NEWLINE;
    this.column = 0;
    this.rows += 1;
  }

  /** Bytes of text written since the last `writeFile`. */
  get pending(): number {
    return this.length;
  }

  /**
   * Writes the rows since the last call to a new file (UTF-8 CSV, whole rows only) and starts
   * again with an empty text; the buffer is kept for the next rows.
   */
  writeFile(path: string): void {
    if (this.column !== 0) throw new Error(`${this.table}: a row is unfinished`);
    writeFileSync(path, this.bytes.subarray(0, this.length));
    this.length = 0;
  }

  close(): void {
    this.length = 0;
  }
}

const encoder = new TextEncoder();

/**
 * `read_csv(<files>, …)` for text CsvRowWriter wrote, with the table's columns and types given
 * (nothing is sniffed or guessed). `files` is SQL for a VARCHAR[] of paths, e.g. a parameter.
 */
export function readCsvSql(files: string, columns: readonly Column[]): string {
  const types = columns.map((c) => `'${c.name}': '${c.type}'`).join(', ');
  return (
    `read_csv(${files}, columns = {${types}}, header = false, auto_detect = false, ` +
    `delim = ',', quote = '"', escape = '"', new_line = '\\n', allow_quoted_nulls = false)`
  );
}
