/**
 * Play-by-play games of a season from per-game JSON bundles: each bundle of a scheduled game
 * goes through the NCAA adapter (canonical game + a report of shot matching and unknown
 * events), then the engine (GameFacts), then the fact tables. A bundle that cannot be read is a
 * recorded defect ('bundle_rejected') and the game keeps its box coverage: one bad game must
 * not stop a season, and the summary shows how many there were.
 */
import { readFile } from 'node:fs/promises';
import type { CanonicalGame, Gender } from '@courtside/contract';
import type { GameFacts } from '@courtside/engine';
import type { WarehouseDb } from '../../db/connection';
import { RowWriter } from '../../db/row-writer';
import { num, numOrNull, str, strOrNull } from '../../db/values';
import { GameWriter, PBP_TEAM_STAGE, createTeamStage } from '../../build/game-writer';
import type { Progress } from '../../progress/progress';
import type { BundleRosters, RosterEntry } from '../ncaa';
import { DerivePool } from '../../build/derive-pool';
import { deriveBundle } from './derive-bundle';
import type { BundleReport, DeriveInput } from './derive-bundle';
import { COUNTING_STATS } from '../../schema/define';
import type { SeasonRef } from './datasets';

export type DeriveGame = (game: CanonicalGame) => GameFacts;

/** A bundle to ingest: its game id (from the file name) and where its JSON text is. */
export type BundleRef =
  | { readonly gameId: number; readonly path: string }
  | { readonly gameId: number; readonly text: () => string };

export interface PbpSummary {
  readonly games: number;
  readonly rejected: number;
  readonly events: number;
  readonly shots: {
    readonly fieldGoalAttempts: number;
    readonly inFile: number;
    readonly matched: number;
    readonly unmatched: number;
  };
}

interface GameRow {
  date: string | null;
  homeId: number | null;
  awayId: number | null;
  homeName: string;
  awayName: string;
}

interface Defect {
  kind: string;
  gameId: number;
  detail: string;
}

async function seasonGames(db: WarehouseDb, competitionId: number): Promise<Map<number, GameRow>> {
  const rows = await db.all(
    `SELECT game_id, strftime(game_date, '%Y-%m-%d') AS date, home_team_id, away_team_id, home_name, away_name
     FROM games WHERE competition_id = $1`,
    [competitionId],
  );
  return new Map(
    rows.map((row) => [
      num(row, 'game_id'),
      {
        date: strOrNull(row, 'date'),
        homeId: numOrNull(row, 'home_team_id'),
        awayId: numOrNull(row, 'away_team_id'),
        homeName: str(row, 'home_name'),
        awayName: str(row, 'away_name'),
      },
    ]),
  );
}

async function rostersByTeam(
  db: WarehouseDb,
  competitionId: number,
): Promise<Map<number, RosterEntry[]>> {
  const rows = await db.all(
    'SELECT team_id, player_id, full_name, jersey, position FROM players WHERE competition_id = $1',
    [competitionId],
  );
  const out = new Map<number, RosterEntry[]>();
  for (const row of rows) {
    const team = num(row, 'team_id');
    const list = out.get(team) ?? [];
    list.push({
      name: str(row, 'full_name'),
      playerId: num(row, 'player_id'),
      jersey: strOrNull(row, 'jersey'),
      position: strOrNull(row, 'position'),
    });
    out.set(team, list);
  }
  return out;
}

type Result =
  { gameId: number; ok: true; report: BundleReport } | { gameId: number; ok: false; error: string };

function defectsOf(result: Result): Defect[] {
  if (!result.ok) return [{ kind: 'bundle_rejected', gameId: result.gameId, detail: result.error }];
  const { report, gameId } = result;
  const out: Defect[] = [];
  if (report.shotsUnmatched > 0) {
    out.push({
      kind: 'unmatched_shots',
      gameId,
      detail: `${report.shotsUnmatched} of ${report.shotsInFile} located shots matched no attempt`,
    });
  }
  if (report.unknownEvents > 0) {
    out.push({
      kind: 'unknown_events',
      gameId,
      detail: `${report.unknownEvents} play-by-play row(s) of unknown type, kept as 'other' (e.g. ${JSON.stringify(report.firstUnknownType)})`,
    });
  }
  if (!report.score.agrees && report.score.source) {
    out.push({
      kind: 'pbp_score_mismatch',
      gameId,
      detail: `events add up to ${report.score.events}, the feed's score columns say ${report.score.source}`,
    });
  }
  return out;
}

export interface BundleIngestOptions {
  /** Derive in the main thread with this function (tests); by default the engine's, in a pool. */
  readonly derive: DeriveGame;
  /** Worker threads; 0 derives in the main thread. */
  readonly workers: number;
  /** Folder for the workers' part files, inside the build (removed with it). */
  readonly partDir: string;
}

export async function ingestBundles(
  db: WarehouseDb,
  ref: SeasonRef & { gender: Gender },
  bundles: readonly BundleRef[],
  options: BundleIngestOptions,
  progress: Progress,
): Promise<PbpSummary> {
  const games = await seasonGames(db, ref.competitionId);
  const mine = bundles.filter((bundle) => games.has(bundle.gameId));
  const rosters = await rostersByTeam(db, ref.competitionId);
  await createTeamStage(db);
  const defects: Defect[] = [];
  const shots = { fieldGoalAttempts: 0, inFile: 0, matched: 0, unmatched: 0 };
  let written = 0;
  progress.setTotal(mine.length);

  const inputOf = (bundle: BundleRef): DeriveInput => {
    const row = games.get(bundle.gameId) as GameRow;
    const roster = (id: number | null): readonly RosterEntry[] =>
      id === null ? [] : (rosters.get(id) ?? []);
    const rostersOfGame: BundleRosters = { home: roster(row.homeId), away: roster(row.awayId) };
    return {
      gameId: bundle.gameId,
      expected: { home: row.homeName, away: row.awayName },
      options: {
        gameId: bundle.gameId,
        competitionId: ref.competitionId,
        gender: ref.gender,
        homeTeamId: row.homeId,
        awayTeamId: row.awayId,
        ...(row.date ? { date: row.date } : {}),
        rosters: rostersOfGame,
      },
    };
  };
  let events = 0;
  const record = (result: Result, eventCount: number): void => {
    defects.push(...defectsOf(result));
    if (result.ok) {
      shots.fieldGoalAttempts += result.report.fieldGoalAttempts;
      shots.inFile += result.report.shotsInFile;
      shots.matched += result.report.shotsMatched;
      shots.unmatched += result.report.shotsUnmatched;
      events += eventCount;
      written += 1;
    }
    progress.tick();
  };

  if (options.workers > 0 && mine.length > 1) {
    const pool = new DerivePool(
      Math.min(options.workers, mine.length),
      options.partDir,
      ref.competitionId,
    );
    try {
      const waiting = new Set<Promise<void>>();
      for (const bundle of mine) {
        const input = inputOf(bundle);
        const job =
          'path' in bundle ? { input, path: bundle.path } : { input, text: bundle.text() };
        const done: Promise<void> = pool
          .submit(job)
          .then((result) => record(result, result.ok ? result.events : 0))
          .finally(() => waiting.delete(done));
        waiting.add(done);
        // A few jobs queued per worker keep them busy without holding the season in memory.
        if (waiting.size >= options.workers * 4) await Promise.race(waiting);
      }
      await Promise.all(waiting);
      await pool.mergeInto(db);
    } finally {
      await pool.close();
    }
  } else {
    const writer = await GameWriter.open(db, ref.competitionId);
    try {
      for (const bundle of mine) {
        const text = 'path' in bundle ? await readFile(bundle.path, 'utf8') : bundle.text();
        const outcome = deriveBundle(text, inputOf(bundle), options.derive);
        if (outcome.ok) writer.write(outcome.game, outcome.facts);
        record(outcome, outcome.ok ? outcome.game.events.length : 0);
      }
    } finally {
      writer.close();
    }
  }
  progress.finish(`${events.toLocaleString('en-US')} events`);
  await mergeTeamLines(db, ref.competitionId);
  await insertDefects(db, ref.competitionId, defects);
  return {
    games: written,
    rejected: defects.filter((d) => d.kind === 'bundle_rejected').length,
    events,
    shots,
  };
}

async function insertDefects(
  db: WarehouseDb,
  competitionId: number,
  defects: readonly Defect[],
): Promise<void> {
  const writer = await RowWriter.open(db, 'defects');
  for (const d of defects) {
    writer.int(competitionId).str(d.kind).int(d.gameId).int(null).str(null).str(d.detail).end();
  }
  writer.close();
}

/** Play-by-play team lines replace the box rows of their games; games become 'pbp' coverage. */
async function mergeTeamLines(db: WarehouseDb, competitionId: number): Promise<void> {
  const extras = ['fast_break_pts', 'second_chance_pts', 'points_off_turnovers', 'points_in_paint'];
  const columns = [
    ...COUNTING_STATS,
    ...COUNTING_STATS.map((s) => `opp_${s}`),
    ...extras,
    ...extras.map((s) => `opp_${s}`),
  ];
  await db.run(
    `INSERT INTO defects (competition_id, kind, game_id, team_id, team_name, detail)
     SELECT $1, 'pbp_box_mismatch', g.game_id, NULL, NULL,
       'play-by-play final ' || s.home_score || '-' || s.away_score || ', ' || g.score_source || ' ' || g.home_score || '-' || g.away_score
     FROM games g JOIN ${PBP_TEAM_STAGE} s ON s.game_id = g.game_id AND s.side = 'home'
     WHERE g.competition_id = $1 AND (g.home_score IS DISTINCT FROM s.home_score OR g.away_score IS DISTINCT FROM s.away_score)`,
    [competitionId],
  );
  await db.run(
    `UPDATE team_games tg SET coverage = 'pbp', has_stats = true, poss = s.poss, poss_source = 'pbp',
       minutes = s.minutes, site = CASE WHEN s.neutral THEN 'neutral' ELSE tg.side END,
       ${columns.map((c) => `${c} = s.${c}`).join(', ')}
     FROM ${PBP_TEAM_STAGE} s WHERE tg.competition_id = $1 AND tg.game_id = s.game_id AND tg.side = s.side`,
    [competitionId],
  );
  await db.run(
    `UPDATE team_games SET is_win = pts > opp_pts WHERE competition_id = $1 AND coverage = 'pbp'`,
    [competitionId],
  );
  await db.run(
    `UPDATE games g SET coverage = 'pbp', periods = s.periods, neutral = s.neutral,
       home_score = CASE WHEN g.score_source = 'schedule' THEN s.home_score ELSE g.home_score END,
       away_score = CASE WHEN g.score_source = 'schedule' THEN s.away_score ELSE g.away_score END,
       score_source = CASE WHEN g.score_source = 'schedule' THEN 'pbp' ELSE g.score_source END
     FROM ${PBP_TEAM_STAGE} s WHERE g.competition_id = $1 AND g.game_id = s.game_id AND s.side = 'home'`,
    [competitionId],
  );
  await db.run(`DROP TABLE ${PBP_TEAM_STAGE}`);
}
