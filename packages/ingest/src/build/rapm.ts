/**
 * RAPM of a competition (METHODS §4) through the engine, one fit per division: like the team
 * ratings, each division is its own pool (its players are rated against its own average), so a
 * fit takes the stints of games between two teams of the division.
 *
 * - Stints: keyed by roster player id; a stint's garbage-time weight is the mean weight of the
 *   possessions that start inside it (§6); a stint with an unlinked player is left out.
 * - Coverage (engine rapmCoverage, thresholds from the constants table): a division with too few
 *   play-by-play games, or whose median team has too few possessions in them, publishes no RAPM;
 *   the reason goes into the build notes and into the returned status, which the builds store in
 *   `ingests.summary` (`playerRatings.rapm`) for the API to show.
 * - Prior (engine rapm-prior.ts): the box rating split into offence and defence against the
 *   team's AdjO/AdjD and its division's average, regressed by possessions, pooled with last
 *   season's published RAPM of the same person (players.person_id, same gender, season − 1) when
 *   he played in the same division then (another division's ratings have another zero).
 * - Only players with at least `minPlayerPossessions` on the floor get a row; every player stays
 *   in the fit.
 */
import { boxRatingSplit, publishableRapm, rapm, rapmCoverage, rapmPriors } from '@courtside/engine';
import type {
  BoxRatingSplit,
  EngineConstants,
  PlayerSeasonInput,
  PreviousSeasonRapm,
  RapmStintInput,
} from '@courtside/engine';
import {
  exactAvg,
  num,
  readColumns,
  RowWriter,
  type PlainValue,
  type WarehouseDb,
} from '@courtside/warehouse';
import { merged } from '@courtside/contract';

/** What the RAPM fit of one division did, or why it published nothing. */
export interface RapmDivisionStatus {
  divisionId: number;
  published: boolean;
  /** Why no RAPM was published (null when it was). */
  reason: string | null;
  games: number;
  stints: number;
  teams: number;
  medianTeamPossessions: number;
  /** Players in the fit, and those with a published row. */
  fittedPlayers: number;
  publishedPlayers: number;
  lambda: number | null;
  /** Players by where their prior came from. */
  priors: { box: number; boxAndPrevious: number; previous: number; none: number };
  seconds: number;
}

/** Stored with the ingest summary (`playerRatings.rapm`). */
export interface RapmStatus {
  minPlayerPossessions: number;
  publishedPlayers: number;
  divisions: RapmDivisionStatus[];
}

export interface DivisionStint extends RapmStintInput {
  /** Division of both teams; null for a game between divisions (or with a team outside). */
  divisionId: number | null;
}

const SLOTS = [1, 2, 3, 4, 5] as const;
const ID_COLUMNS = [...SLOTS.map((n) => `h${n}_id`), ...SLOTS.map((n) => `a${n}_id`)];

/** A column of numbers, refusing anything else (a NULL only where `nullable`). */
function numbers(columns: Record<string, PlainValue[]>, name: string): number[];
function numbers(
  columns: Record<string, PlainValue[]>,
  name: string,
  nullable: true,
): (number | null)[];
function numbers(
  columns: Record<string, PlainValue[]>,
  name: string,
  nullable = false,
): (number | null)[] {
  const column = columns[name];
  if (!column) throw new Error(`rapmStints: no column ${name}`);
  for (const value of column) {
    if (typeof value === 'number' || (nullable && value === null)) continue;
    throw new Error(`rapmStints: ${name} holds ${String(value)}, not a number`);
  }
  return column as (number | null)[];
}

/**
 * Stints with five linked players a side and possessions, with their teams and weight, in game
 * and stint order. One query, read as columns (≈ 240,000 stints × 20 values on a real-size
 * competition: an object per row cost more than the query).
 */
export async function rapmStints(db: WarehouseDb, competitionId: number): Promise<DivisionStint[]> {
  const join = (side: 'h' | 'a', n: number): string =>
    `LEFT JOIN ids ${side}${n} ON ${side}${n}.game_id = s.game_id AND ${side}${n}.player_key = s.${side}${n}`;
  const pick = (side: 'h' | 'a'): string =>
    SLOTS.map((n) => `${side}${n}.player_id AS ${side}${n}_id`).join(', ');
  const columns = await readColumns(
    db,
    `WITH ids AS (
       SELECT game_id, player_key, player_id FROM game_players
       WHERE competition_id = $1 AND player_id IS NOT NULL),
     weights AS (
       SELECT s.game_id, s.idx, ${exactAvg('p.weight')} AS weight
       FROM stints s JOIN possessions p ON p.competition_id = s.competition_id
         AND p.game_id = s.game_id AND p.start_second >= s.start_second AND p.start_second < s.end_second
       WHERE s.competition_id = $1 GROUP BY s.game_id, s.idx),
     linked AS (
       SELECT s.game_id, s.idx, s.home_team_id, s.away_team_id, s.home_poss, s.away_poss,
         s.home_pts, s.away_pts, g.neutral IS TRUE AS neutral, coalesce(w.weight, 1) AS weight,
         CASE WHEN th.division_id = ta.division_id THEN th.division_id END AS division_id,
         ${pick('h')}, ${pick('a')}
       FROM stints s
       JOIN games g ON g.competition_id = s.competition_id AND g.game_id = s.game_id
       LEFT JOIN teams th ON th.competition_id = s.competition_id AND th.team_id = s.home_team_id
       LEFT JOIN teams ta ON ta.competition_id = s.competition_id AND ta.team_id = s.away_team_id
       LEFT JOIN weights w ON w.game_id = s.game_id AND w.idx = s.idx
       ${SLOTS.map((n) => join('h', n)).join(' ')} ${SLOTS.map((n) => join('a', n)).join(' ')}
       WHERE s.competition_id = $1 AND s.home_poss + s.away_poss > 0)
     SELECT * EXCLUDE (idx) FROM linked
     WHERE ${ID_COLUMNS.map((c) => `${c} IS NOT NULL`).join(' AND ')}
     ORDER BY game_id, idx`,
    [competitionId],
  );
  const gameId = numbers(columns, 'game_id');
  const divisionId = numbers(columns, 'division_id', true);
  const homeTeamId = numbers(columns, 'home_team_id', true);
  const awayTeamId = numbers(columns, 'away_team_id', true);
  const homePoss = numbers(columns, 'home_poss');
  const awayPoss = numbers(columns, 'away_poss');
  const homePts = numbers(columns, 'home_pts');
  const awayPts = numbers(columns, 'away_pts');
  const weight = numbers(columns, 'weight');
  const neutral = columns['neutral'] ?? [];
  const ids = ID_COLUMNS.map((name) => numbers(columns, name));
  const idsOf = (from: number, at: number): number[] =>
    [0, 1, 2, 3, 4].map((k) => ids[from + k]?.[at] ?? 0);
  return gameId.map((game, at) => ({
    gameId: game,
    divisionId: divisionId[at] ?? null,
    homeTeamId: homeTeamId[at] ?? null,
    awayTeamId: awayTeamId[at] ?? null,
    homeIds: idsOf(0, at),
    awayIds: idsOf(5, at),
    homePoss: homePoss[at] ?? 0,
    awayPoss: awayPoss[at] ?? 0,
    homePts: homePts[at] ?? 0,
    awayPts: awayPts[at] ?? 0,
    weight: weight[at] ?? 1,
    neutral: neutral[at] === true,
  }));
}

/**
 * The box rating split into offence and defence against each team's AdjO/AdjD (team_ratings)
 * and its division's average (league_ratings); teams without both get no box prior.
 */
export async function boxPriorSplit(
  db: WarehouseDb,
  competitionId: number,
  players: readonly PlayerSeasonInput[],
): Promise<Map<number, BoxRatingSplit>> {
  const rows = await db.all(
    `SELECT tr.team_id, tr.ortg_adj, tr.drtg_adj, lr.avg_efficiency
     FROM team_ratings tr
     JOIN teams t ON t.competition_id = tr.competition_id AND t.team_id = tr.team_id
     JOIN league_ratings lr ON lr.competition_id = tr.competition_id AND lr.division_id = t.division_id
     WHERE tr.competition_id = $1`,
    [competitionId],
  );
  const teams = new Map(
    rows.map((row) => [
      num(row, 'team_id'),
      {
        ortgAdj: num(row, 'ortg_adj'),
        drtgAdj: num(row, 'drtg_adj'),
        averageEfficiency: num(row, 'avg_efficiency'),
      },
    ]),
  );
  return boxRatingSplit(players, { teams });
}

/**
 * Last season's published RAPM of each player of the competition, through person_id (same
 * gender, season − 1, a team of the same division). A person with two rows there keeps the one
 * with more possessions.
 */
export async function previousSeasonRapm(
  db: WarehouseDb,
  competitionId: number,
): Promise<Map<number, PreviousSeasonRapm>> {
  const rows = await db.all(
    `SELECT cur.player_id, r.orapm, r.drapm, r.poss
     FROM players cur
     JOIN teams ct ON ct.competition_id = cur.competition_id AND ct.team_id = cur.team_id
     JOIN competitions c ON c.competition_id = cur.competition_id
     JOIN competitions pc ON pc.gender = c.gender AND pc.season = c.season - 1
     JOIN players prev ON prev.competition_id = pc.competition_id AND prev.person_id = cur.person_id
     JOIN teams pt ON pt.competition_id = prev.competition_id AND pt.team_id = prev.team_id
     JOIN rapm r ON r.competition_id = prev.competition_id AND r.player_id = prev.player_id
     WHERE cur.competition_id = $1 AND pt.division_id = ct.division_id
     QUALIFY row_number() OVER (PARTITION BY cur.player_id ORDER BY r.poss DESC, prev.player_id) = 1`,
    [competitionId],
  );
  return new Map(
    rows.map((row) => [
      num(row, 'player_id'),
      { orapm: num(row, 'orapm'), drapm: num(row, 'drapm'), possessions: num(row, 'poss') },
    ]),
  );
}

function emptyStatus(divisionId: number): RapmDivisionStatus {
  return {
    divisionId,
    published: false,
    reason: null,
    games: 0,
    stints: 0,
    teams: 0,
    medianTeamPossessions: 0,
    fittedPlayers: 0,
    publishedPlayers: 0,
    lambda: null,
    priors: { box: 0, boxAndPrevious: 0, previous: 0, none: 0 },
    seconds: 0,
  };
}

export async function buildRapm(
  db: WarehouseDb,
  competitionId: number,
  settings: EngineConstants['rapm'],
  players: readonly PlayerSeasonInput[],
): Promise<{ status: RapmStatus; notes: string[] }> {
  const all = await rapmStints(db, competitionId);
  const divisions = (
    await db.all(
      'SELECT DISTINCT division_id FROM teams WHERE competition_id = $1 ORDER BY division_id',
      [competitionId],
    )
  ).map((row) => num(row, 'division_id'));
  const box = await boxPriorSplit(db, competitionId, players);
  const previous = await previousSeasonRapm(db, competitionId);
  const status: RapmStatus = {
    minPlayerPossessions: settings.minPlayerPossessions,
    publishedPlayers: 0,
    divisions: [],
  };
  const notes: string[] = [];
  const writer = await RowWriter.open(db, 'rapm');
  for (const divisionId of divisions) {
    const started = performance.now();
    const stints = all.filter((s) => s.divisionId === divisionId);
    const coverage = rapmCoverage(stints, settings);
    const division: RapmDivisionStatus = merged(emptyStatus(divisionId), {
      reason:
        coverage.stints === 0
          ? 'no play-by-play stints with five linked players a side'
          : coverage.reason,
      games: coverage.games,
      stints: coverage.stints,
      teams: coverage.teams,
      medianTeamPossessions: coverage.medianTeamPossessions,
    });
    status.divisions.push(division);
    if (!coverage.enough || coverage.stints === 0) {
      notes.push(`RAPM not published for Division ${divisionId}: ${division.reason ?? ''}`);
      division.seconds = (performance.now() - started) / 1000;
      continue;
    }
    const ids = new Set<number>();
    for (const s of stints) {
      for (const id of s.homeIds) ids.add(id);
      for (const id of s.awayIds) ids.add(id);
    }
    const priors = rapmPriors(ids, box, previous, settings);
    for (const prior of priors.values()) {
      if (prior.source === 'box') division.priors.box += 1;
      else if (prior.source === 'box+previous') division.priors.boxAndPrevious += 1;
      else if (prior.source === 'previous') division.priors.previous += 1;
      else division.priors.none += 1;
    }
    const fit = rapm(stints, { priors });
    const published = publishableRapm(fit.players, settings);
    for (const r of published) {
      writer
        .int(competitionId)
        .int(r.playerId)
        .dbl(r.offPoss + r.defPoss)
        .dbl(r.orapm)
        .dbl(r.drapm)
        .dbl(r.rapm)
        .end();
    }
    division.published = true;
    division.fittedPlayers = fit.players.length;
    division.publishedPlayers = published.length;
    division.lambda = fit.lambda;
    division.seconds = (performance.now() - started) / 1000;
    status.publishedPlayers += published.length;
  }
  writer.close();
  return { status, notes };
}
