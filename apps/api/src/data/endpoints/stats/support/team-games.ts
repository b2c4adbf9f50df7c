/**
 * The game fields every per-game team row shares (team-game-stats, its clutch twin, the pppc
 * game rows), and the 400 when a game log has nothing to be about.
 */
import type { CountDiffKey } from '@courtside/contract';
import type { TeamGameStatsRow } from '@courtside/contract/schemas';
import type { TeamGameRow, TeamLineValues } from '@courtside/warehouse';

type GameFields = Omit<
  TeamGameStatsRow,
  keyof TeamLineValues | CountDiffKey | '_id' | 'updated' | 'isOffense'
>;

export function teamGameFields(game: TeamGameRow): GameFields {
  return {
    competitionId: game.competitionId,
    gameId: game.gameId,
    gameDate: game.gameDate,
    teamId: game.teamId,
    teamMarket: game.teamMarket,
    conferenceId: game.conferenceId,
    teamIdAgst: game.teamIdAgst,
    teamMarketAgst: game.teamMarketAgst,
    conferenceIdAgst: game.conferenceIdAgst,
    divisionIdAgst: game.divisionIdAgst,
    isHome: game.isHome,
    isNeutral: game.isNeutral,
    isWin: game.isWin,
    isConfGame: game.conferenceGame,
    isConfTournament: game.confTournament,
    quadAgst: game.quadAgst,
    netRankAgst: game.netRankAgst,
    teamGameRecency: game.teamGameRecency,
    coverage: coverageOf(game.coverage),
    poss: game.poss,
    possSource: game.possSource === 'pbp' || game.possSource === 'box' ? game.possSource : null,
  };
}

function coverageOf(value: string): 'pbp' | 'box' | 'schedule' {
  if (value === 'pbp' || value === 'box' || value === 'schedule') return value;
  throw new Error(`The warehouse holds an unknown coverage "${value}"`);
}

/** `_id` of a team's twin row of a game (a team outside Division I is named by its side). */
export const teamGameId = (game: TeamGameRow, isOffense: boolean, suffix = ''): string =>
  `${game.competitionId}-${game.gameId}-${game.teamId ?? game.side}-${isOffense ? 'o' : 'd'}${suffix}`;
