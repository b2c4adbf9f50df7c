/** The shared mapping of warehouse game rows to the `games` row shape, and its filter reading. */
import type { DataConfig } from '@courtside/contract';
import { getCompetition, merged } from '@courtside/contract';
import type { GameDataRow, GameExplorerRow } from '@courtside/contract/schemas';
import type {
  GameExplorerExtras,
  GameListFilter,
  GameListRow,
  WarehouseDb,
} from '@courtside/warehouse';
import {
  assertIdsExist,
  competitionIdsOf,
  dateOf,
  divisionOf,
  idsOf,
  segmentName,
} from './config-values';
import { DataInputError } from '../../endpoint';

export function toGameRow(row: GameListRow, updated: string): GameDataRow {
  return {
    _id: String(row.gameId),
    updated,
    competitionId: row.competitionId,
    gameId: row.gameId,
    gameDate: row.gameDate,
    homeTeamId: row.homeTeamId,
    homeMarket: row.homeName,
    homeConferenceId: row.homeConferenceId,
    awayTeamId: row.awayTeamId,
    awayMarket: row.awayName,
    awayConferenceId: row.awayConferenceId,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    isNeutral: row.isNeutral,
    conferenceGame: row.conferenceGame,
    confTournament: row.confTournament,
    periods: row.periods,
    coverage: row.coverage,
    status: row.homeScore !== null && row.awayScore !== null ? 'final' : 'scheduled',
    predictionKind: row.prediction?.kind ?? null,
    predictedHomeMargin: row.prediction?.predictedHomeMargin ?? null,
    homeWinProbability: row.prediction?.homeWinProbability ?? null,
    predictedHomeScore: row.prediction?.predictedHomeScore ?? null,
    predictedAwayScore: row.prediction?.predictedAwayScore ?? null,
  };
}

/** Men play two halves, women four quarters (ARCHITECTURE.md, canonical game). */
function regulationPeriods(competitionId: number): number {
  return getCompetition(competitionId)?.gender === 'FEMALE' ? 4 : 2;
}

/**
 * A game list row with the explorer's figures: margin, total, overtimes, the stored score flow
 * (null without play-by-play), the winner's pre-game win probability and the bracket round.
 */
export function toExplorerRow(
  row: GameListRow,
  updated: string,
  extras: GameExplorerExtras | undefined,
): GameExplorerRow {
  const scored = row.homeScore !== null && row.awayScore !== null;
  const margin = scored ? (row.homeScore ?? 0) - (row.awayScore ?? 0) : null;
  const flow = extras?.flow ?? null;
  const regulation = regulationPeriods(row.competitionId);
  const homeWin = row.prediction?.homeWinProbability ?? null;
  return merged(toGameRow(row, updated), {
    margin,
    totalPts: scored ? (row.homeScore ?? 0) + (row.awayScore ?? 0) : null,
    poss: row.poss,
    isOvertime: row.periods !== null && row.periods > regulation,
    homeNetRanking: row.homeNetRanking,
    awayNetRanking: row.awayNetRanking,
    winnerMargin: margin === null ? null : Math.abs(margin),
    overtimes: scored && row.periods !== null ? Math.max(0, row.periods - regulation) : null,
    homeMaxLead: flow?.homeMaxLead ?? null,
    awayMaxLead: flow?.awayMaxLead ?? null,
    largestLead: flow === null ? null : Math.max(flow.homeMaxLead, flow.awayMaxLead),
    // The winner's deficit is the loser's largest lead; a tied or unplayed game has no winner.
    comeback:
      flow === null || margin === null || margin === 0
        ? null
        : margin > 0
          ? flow.awayMaxLead
          : flow.homeMaxLead,
    leadChanges: flow?.leadChanges ?? null,
    timesTied: flow?.timesTied ?? null,
    homeBestRun: flow?.homeBestRun ?? null,
    awayBestRun: flow?.awayBestRun ?? null,
    biggestRun: flow === null ? null : Math.max(flow.homeBestRun, flow.awayBestRun),
    winnerWinProbability:
      homeWin === null || margin === null || margin === 0
        ? null
        : margin > 0
          ? homeWin
          : 1 - homeWin,
    homeWinProbSeries: flow?.homeWinProbSeries ?? null,
    tournamentKind: extras?.tournament?.kind ?? null,
    tournamentRound: extras?.tournament?.round ?? null,
    tournamentRoundName: extras?.tournament?.roundName ?? null,
  });
}

/**
 * The filter of a game list from its config: competitions, games, teams, division, conference,
 * one date (`date` or `gamedate`) or a range (`start`, `end`) and `latest` N. Ids the warehouse
 * does not hold are 400s naming their segment.
 */
export async function gameFilterOf(
  db: WarehouseDb,
  endpoint: string,
  config: DataConfig,
  options: { requireScope: boolean },
): Promise<GameListFilter> {
  const competitionIds = competitionIdsOf(endpoint, config);
  const gameIds = idsOf(config, 'gameId', 'gameIds');
  const teamIds = idsOf(config, 'teamId', 'teamIds');
  if (options.requireScope && competitionIds === null && gameIds === null) {
    const name = segmentName(endpoint, 'competitionId');
    throw new DataInputError(
      `Endpoint "${endpoint}" needs "${name}", "${segmentName(endpoint, 'competitionIds')}", ` +
        `"${segmentName(endpoint, 'gameId')}" or "${segmentName(endpoint, 'gameIds')}"`,
      name,
    );
  }
  await assertIdsExist(db, endpoint, 'game', gameIds, competitionIds, 'gameId', config);
  await assertIdsExist(db, endpoint, 'team', teamIds, competitionIds, 'teamId', config);
  if (config.conferenceId !== undefined) {
    await assertIdsExist(db, endpoint, 'conference', [config.conferenceId], null, 'conferenceId');
  }
  const day =
    dateOf(endpoint, 'gameDate', config.gameDate) ?? dateOf(endpoint, 'date', config.date);
  const from = dateOf(endpoint, 'start', config.start) ?? day;
  const to = dateOf(endpoint, 'end', config.end) ?? day;
  if (from !== null && to !== null && from > to) {
    const name = segmentName(endpoint, 'start');
    throw new DataInputError(`"${name}" must not be after "${segmentName(endpoint, 'end')}"`, name);
  }
  return {
    competitionIds,
    gameIds,
    teamIds,
    divisionId: divisionOf(endpoint, config),
    conferenceId: config.conferenceId ?? null,
    from,
    to,
    latest: config.latest ?? null,
  };
}
