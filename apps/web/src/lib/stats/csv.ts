/**
 * CSV of a table as shown (RFC 4180): a header row, then one line per row, fields quoted when
 * they hold a comma, quote or line break, lines ended by CRLF. Data text that a spreadsheet
 * would run as a formula (=, +, -, @ not followed by a number) gets a leading apostrophe; the
 * header holds our own labels ("+/−") and is written as is.
 */
import { downloadFile, downloadName } from './download';

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER_START = /^[+-]?\d/;

const quoted = (value: string): string =>
  NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

function dataField(value: string): string {
  return quoted(FORMULA_START.test(value) && !NUMBER_START.test(value) ? `'${value}` : value);
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [
    header.map(quoted).join(','),
    ...rows.map((fields) => fields.map(dataField).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Parses RFC 4180 text back into rows of fields (what a spreadsheet reads). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char === '"' && text.charAt(i + 1) === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text.charAt(i + 1) === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** "Florida: Player stats 2025-26" → "florida-player-stats-2025-26.csv" */
export function csvFileName(title: string): string {
  return downloadName(title, 'csv');
}

/** The byte-order mark makes spreadsheet programs read the file as UTF-8 (accented names). */
export function downloadCsv(fileName: string, csv: string): void {
  downloadFile(fileName, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}
