/**
 * One demo competition into its own season file: reference rows, then the season's schedule
 * played round by round (each game simulated, derived by the engine and written by the build's
 * GameWriter, in worker threads: sim-pool.ts, the same path NCAA play-by-play takes after its
 * adapter), then games and team_games from the schedule (game-rows.ts), then finishCompetition
 * (ratings, quadrants, aggregates, lineups, player models, rankings: the same steps as an NCAA
 * competition), the bracket, transfer and draft history, the season's NIL deals and an `ingests`
 * row with source 'demo'.
 */
import { createTeamStage, finishCompetition } from '@courtside/ingest';
import type { WarehouseDb } from '@courtside/warehouse';
import type { Progress } from '@courtside/ingest';
import { merged } from '@courtside/contract';
import type { DemoLeague, LeagueSeason } from '../league/league';
import { Rng, hash32 } from '../league/random';
import { playSeason } from '../league/season';
import type { GameResult, PlayRound, SeasonOutcome } from '../league/season';
import { writeGameRows } from './game-rows';
import { writeNilDeals } from './nil-deal-rows';
import { writeDraft, writeTournaments, writeTransfers } from './history-rows';
import { writeCompetition, writeFeaturedPlayers, writeTeamsAndPlayers } from './reference-rows';
import type { GameRunner } from './sim-pool';

export interface DemoCompetitionSummary {
  readonly competitionId: number;
  readonly label: string;
  readonly teams: number;
  readonly players: number;
  readonly games: number;
  readonly events: number;
  readonly transfers: number;
  readonly tournamentGames: number;
  readonly champion: string | null;
}

const gameSeed = (seed: number, competitionId: number, gameId: number): number =>
  hash32(`${seed}|game|${competitionId}|${gameId}`);

export interface CompetitionContext {
  readonly league: DemoLeague;
  readonly runner: GameRunner;
  readonly conferenceNames: ReadonlyMap<number, string>;
  readonly progress: Progress;
  readonly log: (line: string) => void;
}

/** A competition whose reference rows are written and whose games are ready to play. */
export interface StartedCompetition {
  readonly season: LeagueSeason;
  readonly counts: { readonly teams: number; readonly players: number };
  readonly started: number;
  /** Plays the season (games go to the runner); resolves with the outcome. */
  play(): Promise<{ outcome: SeasonOutcome; events: number }>;
}

export async function startCompetition(
  db: WarehouseDb,
  season: LeagueSeason,
  context: CompetitionContext,
): Promise<StartedCompetition> {
  const { competition, teams } = season;
  const { league, runner } = context;
  const started = performance.now();
  await writeCompetition(db, competition);
  const counts = await writeTeamsAndPlayers(db, teams, context.conferenceNames);
  await writeFeaturedPlayers(db, season.featured);
  await createTeamStage(db);
  await runner.open(db, {
    competitionId: competition.id,
    gender: competition.gender,
    teams: teams.teams.map((t) => teams.teamFor(t.teamId)),
  });
  const play = async (): Promise<{ outcome: SeasonOutcome; events: number }> => {
    let events = 0;
    const playRound: PlayRound = async (games) => {
      const played = await runner.play(
        games.map((g) => ({
          gameId: g.gameId,
          date: g.date,
          homeId: g.homeId,
          awayId: g.awayId,
          neutral: g.neutral,
          seed: gameSeed(league.seed, competition.id, g.gameId),
        })),
        (game) => {
          events += game.events;
          context.progress.tick();
        },
      );
      return new Map<number, GameResult>(
        played.map((p) => [
          p.gameId,
          { gameId: p.gameId, homeScore: p.homeScore, awayScore: p.awayScore },
        ]),
      );
    };
    const outcome = await playSeason({
      competitionId: competition.id,
      gender: competition.gender,
      seasonStartYear: competition.yearStart,
      teams,
      scale: league.scale,
      rng: new Rng(league.seed, `season/${competition.id}`),
      play: playRound,
    });
    return { outcome, events };
  };
  return { season, counts, started, play };
}

/**
 * Once the games are played: returns, to run later, the rest — the last game rows into the
 * warehouse, then the ratings, aggregates and history of the competition. It returns as soon as
 * the workers are done, so the next competition's games start while the last inserts run.
 */
export async function storeGames(
  db: WarehouseDb,
  competition: StartedCompetition,
  played: { outcome: SeasonOutcome; events: number },
  context: CompetitionContext,
): Promise<{
  /** Settles when the last game rows are in (or failed): the connection is free again. */
  readonly stored: Promise<void>;
  readonly finish: () => Promise<DemoCompetitionSummary>;
}> {
  const { season, counts } = competition;
  const { outcome, events } = played;
  const { league } = context;
  const { stored } = await context.runner.finish(db);
  const finish = async (): Promise<DemoCompetitionSummary> => {
    await stored;
    await writeGameRows(db, season.competition.id, outcome.games);
    const gamesDone = performance.now();
    const finishing = performance.now();
    const { competition: c, teams } = season;
    const finished = await finishCompetition(db, {
      competitionId: c.id,
      gender: c.gender,
      season: c.yearEnd,
    });
    await writeTournaments(db, c.id, outcome.tournamentTeams, outcome.tournamentGames);
    await writeTransfers(db, c.id, season.transfers);
    await writeDraft(db, c.id, season.draft);
    await writeNilDeals(db, league, season, outcome);
    const champion = outcome.champion === null ? null : teams.teamFor(outcome.champion).market;
    const summary: DemoCompetitionSummary = {
      competitionId: c.id,
      label: c.label,
      teams: counts.teams,
      players: counts.players,
      games: outcome.games.length,
      events,
      transfers: season.transfers.filter((t) => t.status === 'committed').length,
      tournamentGames: outcome.tournamentGames.length,
      champion,
    };
    await db.run('INSERT INTO ingests VALUES ($1, $2, $3, $4, $5, $6)', [
      c.id,
      'demo',
      `demo league (seed ${league.seed}, scale ${league.scale.name})`,
      '[]',
      new Date().toISOString(),
      JSON.stringify(
        merged(summary, {
          demo: true,
          seed: league.seed,
          scale: league.scale.name,
          // The whole shape, so the report can regenerate the same league (custom scales too).
          scaleSpec: league.scale,
          ratings: finished.ratings,
          playerRatings: finished.playerRatings,
          notes: finished.notes,
        }),
      ),
    ]);
    const seconds = (from: number, to: number): string => `${((to - from) / 1000).toFixed(1)} s`;
    context.log(
      `${c.label}: ${summary.teams} teams, ${summary.games} games (${seconds(competition.started, gamesDone)}), ` +
        `ratings and aggregates ${seconds(finishing, performance.now())}, ${summary.transfers} transfers` +
        (champion ? `, champion ${champion}` : ''),
    );
    return summary;
  };
  return { stored, finish };
}
