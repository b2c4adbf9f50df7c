import { describe, expect, it } from 'vitest';
import { packTexts, packedCount, packedRowsJson, packedText } from './packed-texts';

describe('packed texts', () => {
  const texts = [',"a":1}', ',"name":"Zoë Ngọc"}', '}', ',"b":"日本"}'];
  const packed = packTexts(texts);

  it('gives back every text, whatever its characters', () => {
    expect(packedCount(packed)).toBe(4);
    expect(texts.map((_, i) => packedText(packed, i))).toEqual(texts);
  });

  it('joins heads and chosen texts into the JSON array of those rows', () => {
    const json = packedRowsJson(packed, [3, 1], (k, i) => `{"k":${k},"i":${i}`);
    expect(json.toString('utf8')).toBe(
      '[{"k":0,"i":3,"b":"日本"},{"k":1,"i":1,"name":"Zoë Ngọc"}]',
    );
    expect(JSON.parse(json.toString('utf8'))).toHaveLength(2);
  });

  it('makes an empty array of no rows, and packs no texts', () => {
    expect(packedRowsJson(packed, [], () => '{').toString('utf8')).toBe('[]');
    expect(packedCount(packTexts([]))).toBe(0);
  });
});
