/**
 * The stored form of a player-agg-stats row: its middle with the served closing members
 * (isTransfer read when served, isQualified stored) gives back exactly the row's JSON, and a
 * row whose closing members the middle does not know is refused.
 */
import { describe, expect, it } from 'vitest';
import type { PlayerAggStatsRow } from '@courtside/contract/schemas';
import {
  PLAYER_AGG_ROWS_FINGERPRINT,
  playerAggRowMiddle,
  storedPlayerRowsJson,
} from './player-agg-rows';
import { rowTail } from './team-agg-rows';

const row = (isTransfer: boolean, isQualified: boolean) =>
  ({
    _id: '1-2-3-season',
    updated: 'then',
    competitionId: 1,
    fullName: 'A "quoted" name',
    gp: 3,
    isTransfer,
    isQualified,
  }) as unknown as PlayerAggStatsRow;

describe('stored player rows', () => {
  it.each([
    [true, false],
    [false, true],
  ])('rebuild the row JSON with isTransfer %s, isQualified %s', (isTransfer, isQualified) => {
    const stored = storedPlayerRowsJson(
      [
        {
          id: '1-2-3-season',
          body: playerAggRowMiddle(row(false, false)),
          closing: { isTransfer, isQualified },
        },
        { id: '1-2-3-season', body: rowTail(row(true, true)) },
      ],
      'now',
    ).toString('utf8');
    expect(stored).toBe(
      JSON.stringify([
        { ...row(isTransfer, isQualified), updated: 'now' },
        { ...row(true, true), updated: 'now' },
      ]),
    );
  });

  it('refuses a row that does not end with its closing members', () => {
    const reordered = { ...row(true, true), isQualified: true, extra: 1 } as PlayerAggStatsRow;
    expect(() => playerAggRowMiddle(reordered)).toThrow('does not end with isTransfer');
    expect(PLAYER_AGG_ROWS_FINGERPRINT).toMatch(/^[\w-]{16}$/);
  });
});
