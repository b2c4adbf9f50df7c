/**
 * `npm run demo`: the whole demo league into one new warehouse, as one atomic build.
 *
 * For every competition of the scale, oldest season first, men then women:
 * 1. reference rows: the competition, its teams and rosters (conferences once for the file);
 * 2. the season's schedule is played round by round: each game is simulated (game/), derived
 *    by the engine and written by the build's GameWriter, in worker threads (sim-pool.ts), the
 *    same path NCAA play-by-play takes after its adapter;
 * 3. games and team_games from the schedule and the engine's team lines (game-rows.ts);
 * 4. finishCompetition: ratings, quadrants, aggregates, lineups, player models, rankings, the
 *    same steps as an NCAA competition (no person linking: the demo knows its people);
 * 5. bracket and transfer history, and an `ingests` row with source 'demo'.
 * The file is then validated and swapped in by buildWarehouse; a failure leaves the served file
 * untouched.
 */
import { COMPETITIONS } from '@courtside/contract';
import type { Gender } from '@courtside/contract';
import { buildWarehouse } from '../../../build/atomic';
import { deriveWorkerCount } from '../../../build/derive-pool';
import { finishCompetition } from '../../../build/finish-competition';
import { createTeamStage } from '../../../build/game-writer';
import type { WarehouseDb } from '../../../db/connection';
import { num } from '../../../db/values';
import { silentProgressFactory } from '../../../progress/progress';
import type { Progress, ProgressFactory } from '../../../progress/progress';
import { DemoLeague } from '../league/league';
import type { LeagueSeason } from '../league/league';
import { Rng, hash32 } from '../league/random';
import { SCALES, bracketFieldSize } from '../league/scale';
import type { LeagueScale, ScaleName } from '../league/scale';
import { playSeason } from '../league/season';
import type { GameResult, PlayRound, SeasonOutcome } from '../league/season';
import { writeGameRows } from './game-rows';
import { writeTournaments, writeTransfers } from './history-rows';
import { writeCompetition, writeConferences, writeTeamsAndPlayers } from './reference-rows';
import { InlineRunner, WorkerRunner } from './sim-pool';
import type { GameRunner } from './sim-pool';

export const DEFAULT_DEMO_SEED = 20_260_101;

export interface DemoBuildOptions {
  readonly dataDir: string;
  readonly seed?: number;
  /** A named scale, or a custom one (tests: one competition of a chosen size). */
  readonly scale?: ScaleName | LeagueScale;
  readonly progress?: ProgressFactory;
  readonly log?: (line: string) => void;
  /** Worker threads; 0 plays every game in this thread (default: DERIVE_WORKERS or the cores). */
  readonly workers?: number;
  readonly memoryLimit?: string;
  readonly now?: () => Date;
}

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

export interface DemoBuildSummary {
  readonly seed: number;
  readonly scale: ScaleName;
  readonly competitions: readonly DemoCompetitionSummary[];
  readonly games: number;
  readonly events: number;
  readonly seconds: number;
  readonly dataVersion: string;
  readonly path: string;
}

/** Games a scale plays per competition, for the progress bar's total (schedules vary a little). */
export function estimatedGames(scale: LeagueScale): number {
  let perCompetition = bracketFieldSize(scale.bracket) - 1;
  for (const shape of Object.values(scale.divisions)) {
    const teams = shape.conferenceSizes.reduce((sum, n) => sum + n, 0);
    perCompetition += (teams * shape.nonConferenceGames) / 2;
    for (const n of shape.conferenceSizes) {
      perCompetition += (shape.conferenceRounds * n * (n - 1)) / 2 + (n - 1);
    }
  }
  return Math.round(perCompetition * scale.competitionIds.length);
}

const gameSeed = (seed: number, competitionId: number, gameId: number): number =>
  hash32(`${seed}|game|${competitionId}|${gameId}`);

interface CompetitionContext {
  readonly league: DemoLeague;
  readonly runner: GameRunner;
  readonly conferenceNames: ReadonlyMap<number, string>;
  readonly progress: Progress;
  readonly log: (line: string) => void;
}

/** A competition whose reference rows are written and whose games are ready to play. */
interface StartedCompetition {
  readonly season: LeagueSeason;
  readonly counts: { readonly teams: number; readonly players: number };
  readonly started: number;
  /** Plays the season (games go to the runner); resolves with the outcome. */
  play(): Promise<{ outcome: SeasonOutcome; events: number }>;
}

async function startCompetition(
  db: WarehouseDb,
  season: LeagueSeason,
  context: CompetitionContext,
): Promise<StartedCompetition> {
  const { competition, teams } = season;
  const { league, runner } = context;
  const started = performance.now();
  await writeCompetition(db, competition);
  const counts = await writeTeamsAndPlayers(db, teams, context.conferenceNames);
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
 * Once the games are played: their rows into the warehouse, then (returned, to run later) the
 * ratings, aggregates and history of the competition.
 */
async function storeGames(
  db: WarehouseDb,
  competition: StartedCompetition,
  played: { outcome: SeasonOutcome; events: number },
  context: CompetitionContext,
): Promise<() => Promise<DemoCompetitionSummary>> {
  const { season, counts } = competition;
  const { outcome, events } = played;
  const { league } = context;
  await context.runner.finish(db);
  await writeGameRows(db, season.competition.id, outcome.games);
  const gamesDone = performance.now();
  return async () => {
    const finishing = performance.now();
    const { competition: c, teams } = season;
    const finished = await finishCompetition(db, {
      competitionId: c.id,
      gender: c.gender,
      season: c.yearEnd,
    });
    await writeTournaments(db, c.id, outcome.tournamentTeams, outcome.tournamentGames);
    await writeTransfers(db, c.id, season.transfers);
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
      JSON.stringify({
        ...summary,
        demo: true,
        seed: league.seed,
        scale: league.scale.name,
        // The whole shape, so the report can regenerate the same league (custom scales too).
        scaleSpec: league.scale,
        ratings: finished.ratings,
        playerRatings: finished.playerRatings,
        notes: finished.notes,
      }),
    ]);
    const seconds = (from: number, to: number): string => `${((to - from) / 1000).toFixed(1)} s`;
    context.log(
      `${c.label}: ${summary.teams} teams, ${summary.games} games (${seconds(competition.started, gamesDone)}), ` +
        `ratings and aggregates ${seconds(finishing, performance.now())}, ${summary.transfers} transfers` +
        (champion ? `, champion ${champion}` : ''),
    );
    return summary;
  };
}

/**
 * Every built season in order. With worker threads the main thread rates and aggregates
 * competition k while the workers play competition k+1 (the two never touch the warehouse at
 * the same time: workers write their own part files); in-process games use the warehouse's
 * connection themselves, so there everything runs in turn.
 */
async function buildCompetitions(
  db: WarehouseDb,
  genders: readonly Gender[],
  context: CompetitionContext,
): Promise<DemoCompetitionSummary[]> {
  const out: DemoCompetitionSummary[] = [];
  let finishPrevious: (() => Promise<DemoCompetitionSummary>) | null = null;
  for (const gender of genders) {
    for (const season of context.league.seasons(gender)) {
      if (!season.built) continue;
      const started = await startCompetition(db, season, context);
      let played: { outcome: SeasonOutcome; events: number };
      if (context.runner.parallel && finishPrevious) {
        const playing = started.play();
        // Awaited below; a failure must not surface as an unhandled rejection meanwhile.
        playing.catch(() => undefined);
        out.push(await finishPrevious());
        played = await playing;
      } else {
        if (finishPrevious) out.push(await finishPrevious());
        played = await started.play();
      }
      finishPrevious = await storeGames(db, started, played, context);
    }
  }
  if (finishPrevious) out.push(await finishPrevious());
  return out;
}

export async function buildDemoWarehouse(options: DemoBuildOptions): Promise<DemoBuildSummary> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const scale =
    typeof options.scale === 'object' ? options.scale : SCALES[options.scale ?? 'default'];
  const log = options.log ?? (() => undefined);
  const league = new DemoLeague(scale, seed);
  const progress = (options.progress ?? silentProgressFactory)(
    'demo games',
    estimatedGames(scale),
    'games',
  );
  const conferenceNames = new Map(
    league.universe.conferences.map((c) => [c.conferenceId, c.shortName]),
  );
  const genders: Gender[] = [
    ...new Set(
      COMPETITIONS.filter((c) => scale.competitionIds.includes(c.id)).map((c) => c.gender),
    ),
  ];
  const result = await buildWarehouse(
    {
      dataDir: options.dataDir,
      memoryLimit: options.memoryLimit,
      requireRows: [
        'competitions',
        'teams',
        'players',
        'games',
        'team_games',
        'events',
        'team_ratings',
      ],
      now: options.now,
    },
    async ({ db, buildPath }) => {
      await writeConferences(db, league.universe.conferences);
      const workers = options.workers ?? deriveWorkerCount();
      const runner: GameRunner =
        workers > 0 ? new WorkerRunner(workers, `${buildPath}.parts`) : new InlineRunner();
      let competitions: DemoCompetitionSummary[];
      try {
        competitions = await buildCompetitions(db, genders, {
          league,
          runner,
          conferenceNames,
          progress,
          log,
        });
      } finally {
        await runner.close();
      }
      const totals = await db.all('SELECT count(*) AS games FROM games');
      progress.finish(`${num(totals[0] ?? { games: 0 }, 'games').toLocaleString('en-US')} games`);
      return competitions;
    },
  );
  return {
    seed,
    scale: scale.name,
    competitions: result.value,
    games: result.value.reduce((sum, c) => sum + c.games, 0),
    events: result.value.reduce((sum, c) => sum + c.events, 0),
    seconds: (performance.now() - started) / 1000,
    dataVersion: result.dataVersion,
    path: result.path,
  };
}
