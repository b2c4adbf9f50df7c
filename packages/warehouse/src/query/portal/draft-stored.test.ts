/**
 * The stored draft rows' texts: a head and a tail make exactly the JSON of the stamped row,
 * whatever the names hold, and a row without members is refused rather than stored broken.
 */
import { describe, expect, it } from 'vitest';
import { draftProspectId, draftRowHead, draftRowTail } from './draft-stored';

describe('draft row texts', () => {
  it('joins head and tail into the JSON of the stamped row', () => {
    const body = {
      competitionId: 38409,
      fullName: 'Zoë "Z" O\'Neil \\ \u2028',
      conferenceId: null,
      draftProb: 0.1 + 0.2,
      ageAdjBpm: -1e-17,
      weights: [{ indicator: 'bpm', weight: 1.5 }],
    };
    const id = draftProspectId(38409, 12, 345);
    const updated = '2026-11-21T00:00:00.000Z';
    const text = draftRowHead(id, updated) + draftRowTail(body);
    expect(text).toBe(JSON.stringify({ _id: id, updated, ...body }));
    expect(JSON.parse(text)).toEqual({ _id: '38409-12-345-draft', updated, ...body });
  });

  it('refuses a row without members', () => {
    expect(() => draftRowTail({})).toThrow(/no members/);
  });
});
