/**
 * memoWideAnswer over a stand-in read-only database that holds competition 1: a division's or
 * conference's answer is computed once per variant, different divisions, conferences, variants
 * and builds are kept apart, and a request naming a team, player or game is always computed.
 */
import type { SqlParam, WarehouseDb } from '@courtside/warehouse';

type Row = Awaited<ReturnType<WarehouseDb['all']>>[number];
type SqlParams = Parameters<WarehouseDb['all']>[1];
import { describe, expect, it } from 'vitest';
import type { RequestContext } from './request-context';
import { memoWideAnswer } from './wide-answer-memo';

function readOnlyDb(): WarehouseDb {
  const refuse = (): never => {
    throw new Error('not used');
  };
  return {
    path: ':fake:',
    readOnly: true,
    run: () => Promise.resolve(),
    // Only the memo's check that the file holds the competition asks the database.
    all: (_sql: string, params?: SqlParams): Promise<Row[]> => {
      const id = (params as Readonly<Record<string, SqlParam>> | undefined)?.['competitionId'];
      return Promise.resolve(
        id === 1 ? [{ competition_id: 1, gender: 'MALE', season: 2025, updated: 'built' }] : [],
      );
    },
    appender: refuse,
    session: refuse,
    detached: (work) => work(),
    close: () => Promise.resolve(),
  };
}

const context = (patch: Partial<RequestContext>): RequestContext =>
  ({
    competitionId: 1,
    updated: 'build-1',
    divisionId: 1,
    conferenceId: null,
    teamId: null,
    playerId: null,
    gameId: null,
    ...patch,
  }) as RequestContext;

describe('memoWideAnswer', () => {
  it('computes a division-wide answer once per division, conference, variant and build', async () => {
    const calls: string[] = [];
    const answer = memoWideAnswer((_db, ctx) => {
      calls.push(`${ctx.divisionId}/${ctx.conferenceId}/${ctx.updated}`);
      return Promise.resolve([{ call: calls.length }]);
    });
    const db = readOnlyDb();
    const first = await answer(db, context({}), 'offense');
    expect(await answer(db, context({}), 'offense')).toBe(first);
    await answer(db, context({}), 'defense');
    await answer(db, context({ divisionId: 2 }), 'offense');
    await answer(db, context({ conferenceId: 7 }), 'offense');
    await answer(db, context({ updated: 'build-2' }), 'offense');
    expect(calls).toEqual([
      '1/null/build-1',
      '1/null/build-1',
      '2/null/build-1',
      '1/7/build-1',
      '1/null/build-2',
    ]);
  });

  it('computes every request that names a team, player or game', async () => {
    let calls = 0;
    const answer = memoWideAnswer(() => {
      calls += 1;
      return Promise.resolve([calls]);
    });
    const db = readOnlyDb();
    for (const narrow of [{ teamId: 5 }, { playerId: 6 }, { gameId: 7 }]) {
      await answer(db, context(narrow), 'offense');
      await answer(db, context(narrow), 'offense');
    }
    expect(calls).toBe(6);
  });
});
