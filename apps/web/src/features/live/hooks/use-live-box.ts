/**
 * The live box score, plus-minus and lineups from the events so far, by the engine's own
 * derivation (@courtside/engine/live), recomputed only when events arrive.
 */
import { useMemo } from 'react';
import { getCompetition } from '@courtside/contract';
import type { LiveEvent, LiveGameSummary } from '@courtside/contract/live';
import { liveBoxScore, type LiveBoxScore } from '@courtside/engine/live';

export function useLiveBox(events: readonly LiveEvent[], summary: LiveGameSummary): LiveBoxScore {
  const { gameId, competitionId, gameDate, isNeutral } = summary;
  const { homeTeamId, homeTeamMarket, awayTeamId, awayTeamMarket } = summary;
  return useMemo(
    () =>
      liveBoxScore(events, {
        gameId,
        competitionId,
        gender: getCompetition(competitionId)?.gender ?? 'MALE',
        date: `${gameDate.slice(0, 4)}-${gameDate.slice(4, 6)}-${gameDate.slice(6, 8)}`,
        neutralSite: isNeutral,
        home: { teamId: homeTeamId, name: homeTeamMarket },
        away: { teamId: awayTeamId, name: awayTeamMarket },
      }),
    [
      events,
      gameId,
      competitionId,
      gameDate,
      isNeutral,
      homeTeamId,
      homeTeamMarket,
      awayTeamId,
      awayTeamMarket,
    ],
  );
}
