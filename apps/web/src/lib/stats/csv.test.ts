import { describe, expect, it } from 'vitest';
import { csvFileName, parseCsv, toCsv } from './csv';

describe('toCsv', () => {
  it('writes RFC 4180 lines with CRLF and quotes fields that need it', () => {
    const csv = toCsv(
      ['Player', 'PTS'],
      [
        ['Smith, John', '12'],
        ['Ann "AJ" Lee', '7'],
      ],
    );
    expect(csv).toBe('Player,PTS\r\n"Smith, John",12\r\n"Ann ""AJ"" Lee",7\r\n');
  });

  it('round-trips through the parser, line breaks and accents included', () => {
    const rows = [
      ['Team', 'Note', 'Net'],
      ['Señor Tech', 'two\nlines', '-3.5'],
      ['', '"quoted"', '+2.0'],
    ];
    const [header = [], ...body] = rows;
    expect(parseCsv(toCsv(header, body))).toEqual(rows);
  });

  it('defuses data a spreadsheet would run as a formula but keeps signed numbers and headers', () => {
    const csv = toCsv(['A', '+/−', 'C'], [['=SUM(A1)', '-1.5', '+2']]);
    expect(parseCsv(csv)).toEqual([
      ['A', '+/−', 'C'],
      ["'=SUM(A1)", '-1.5', '+2'],
    ]);
  });
});

describe('csvFileName', () => {
  it('slugs a title', () => {
    expect(csvFileName('Florida: Player stats 2025-26')).toBe('florida-player-stats-2025-26.csv');
    expect(csvFileName('Señor   Tech!')).toBe('senor-tech.csv');
    expect(csvFileName('***')).toBe('download.csv');
  });
});
