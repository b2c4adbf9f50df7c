/**
 * The source-independent end of every competition build: once a source has written a
 * competition's reference rows (teams, players, games) and its play-by-play facts, the same
 * steps turn them into ratings, aggregates, lineups, player models and rankings, whether the
 * games came from the NCAA datasets or the demo simulator.
 *
 * Order matters: team ratings set the quadrants the aggregates split by, and the player models
 * read the player aggregates.
 */
import type { Gender } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { buildAttempts } from './attempts';
import { buildDecidingShots } from './deciding-shots';
import { buildGameFlows } from './game-flows';
import { buildLineups, buildPlayerAggregates } from './player-aggregates';
import { buildPlayerModels } from './player-ratings';
import { buildPlayerSeasonDocs } from './player-season-docs';
import { buildRankings } from './rankings';
import { buildClutchAggregates, buildTeamAggregates } from './team-aggregates';
import { buildTeamRatings } from './team-ratings';
import { buildTeamScopeDocs } from './team-scope-docs';
import { sortGameLinesByTeam } from './sort-lines-by-team';
import { sortShotsByTeam } from './sort-shots';
import { buildTeamPeriodDocs } from './team-period-docs';
import { buildUnitGames } from './unit-games';
import { buildZoneTallies } from './zone-tallies';
import type { RapmStatus } from './rapm';
import type { RatingsSummary } from './team-ratings';

export interface CompetitionRef {
  readonly competitionId: number;
  readonly gender: Gender;
  /** The year the season ends (2025 = 2024-25). */
  readonly season: number;
}

export interface FinishedCompetition {
  readonly ratings: RatingsSummary;
  readonly playerRatings: {
    readonly players: number;
    readonly rapmPlayers: number;
    /** What the RAPM step did, or why it published nothing. */
    readonly rapm: RapmStatus;
  };
  readonly notes: readonly string[];
}

export async function finishCompetition(
  db: WarehouseDb,
  ref: CompetitionRef,
): Promise<FinishedCompetition> {
  const ratings = await buildTeamRatings(db, ref.competitionId, ref.gender, ref.season - 1);
  await buildTeamAggregates(db, ref.competitionId);
  await buildClutchAggregates(db, ref.competitionId);
  await buildTeamScopeDocs(db, ref.competitionId);
  await buildTeamPeriodDocs(db, ref.competitionId, ref.gender);
  await sortShotsByTeam(db, ref.competitionId);
  await sortGameLinesByTeam(db, ref.competitionId);
  await buildAttempts(db, ref.competitionId);
  await buildZoneTallies(db, ref.competitionId);
  await buildDecidingShots(db, ref.competitionId);
  await buildGameFlows(db, ref.competitionId);
  await buildPlayerAggregates(db, ref.competitionId);
  await buildLineups(db, ref.competitionId);
  await buildUnitGames(db, ref.competitionId);
  const models = await buildPlayerModels(db, ref.competitionId, ref.gender, ref.season);
  await buildRankings(db, ref.competitionId);
  await buildPlayerSeasonDocs(db, ref.competitionId);
  await db.run(
    `UPDATE teams SET games = (SELECT count(*) FROM team_games tg
       WHERE tg.competition_id = teams.competition_id AND tg.team_id = teams.team_id)
     WHERE competition_id = $1`,
    [ref.competitionId],
  );
  return {
    ratings,
    playerRatings: { players: models.players, rapmPlayers: models.rapmPlayers, rapm: models.rapm },
    notes: models.notes,
  };
}
