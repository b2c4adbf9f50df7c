/**
 * Player season models through the engine's season module, for players with play-by-play
 * games: rates and Game Score (playerRates), PER, the box rating (BPM-style, with the team
 * constant from AdjEM), RAPM from the stints, and percentiles (METHODS §2, §4, §8). Players
 * the roster did not link (no player_id) are left out: the models key by player id.
 */
import {
  boxRatings,
  constantsFor,
  playerEfficiencyRatings,
  playerPercentiles,
  playerRates,
  rapm,
  seasonModelOptions,
} from '@courtside/engine';
import type {
  BoxCounts,
  PercentileStat,
  PlayerSeasonInput,
  PositionGroup,
  StintInput,
} from '@courtside/engine';
import type { Gender } from '@courtside/contract';
import type { Row, WarehouseDb } from '../db/connection';
import { RowWriter } from '../db/row-writer';
import { num, numOrNull, strOrNull } from '../db/values';

export interface PlayerModelsSummary {
  readonly players: number;
  readonly rapmPlayers: number;
  readonly notes: string[];
}

const counts = (row: Row, prefix: string): BoxCounts => ({
  pts: num(row, `${prefix}pts`),
  fgm: num(row, `${prefix}fgm`),
  fga: num(row, `${prefix}fga`),
  fgm3: num(row, `${prefix}fgm3`),
  fga3: num(row, `${prefix}fga3`),
  ftm: num(row, `${prefix}ftm`),
  fta: num(row, `${prefix}fta`),
  orb: num(row, `${prefix}orb`),
  drb: num(row, `${prefix}drb`),
  ast: num(row, `${prefix}ast`),
  stl: numOrNull(row, `${prefix}stl`),
  blk: numOrNull(row, `${prefix}blk`),
  tov: num(row, `${prefix}tov`),
  pf: num(row, `${prefix}pf`),
});

function positionGroup(position: string | null): PositionGroup | null {
  const first = position?.trim().charAt(0).toUpperCase();
  return first === 'G' || first === 'F' || first === 'C' ? first : null;
}

async function seasonInputs(db: WarehouseDb, competitionId: number): Promise<PlayerSeasonInput[]> {
  const rows = await db.all(
    `SELECT a.*, p.position AS roster_position FROM player_aggregates a
     LEFT JOIN players p ON p.competition_id = a.competition_id AND p.player_id = a.player_id
     WHERE a.competition_id = $1 AND a.scope = 'season' AND a.player_id IS NOT NULL AND a.gp > 0
     ORDER BY a.team_id, a.player_id, a.player_key`,
    [competitionId],
  );
  return rows.map((row) => ({
    playerId: num(row, 'player_id'),
    teamId: num(row, 'team_id'),
    position: positionGroup(strOrNull(row, 'roster_position')),
    games: num(row, 'gp'),
    minutes: num(row, 'seconds') / 60,
    stats: counts(row, ''),
    team: {
      ...counts(row, 'tm_'),
      games: num(row, 'gp'),
      minutes: num(row, 'tm_seconds') / 60,
      poss: num(row, 'tm_poss'),
    },
    opponent: {
      fga: num(row, 'opp_fga'),
      fga3: num(row, 'opp_fga3'),
      orb: num(row, 'opp_orb'),
      drb: num(row, 'opp_drb'),
      poss: num(row, 'opp_poss'),
    },
  }));
}

/**
 * Stints keyed by player id. A stint's garbage-time weight is the mean weight of the
 * possessions that start inside it (METHODS §6); stints with an unlinked player are left out.
 */
async function stintInputs(db: WarehouseDb, competitionId: number): Promise<StintInput[]> {
  const ids = (side: 'h' | 'a'): string =>
    [1, 2, 3, 4, 5]
      .map(
        (n) =>
          `(SELECT player_id FROM game_players gp WHERE gp.competition_id = s.competition_id AND gp.game_id = s.game_id AND gp.player_key = s.${side}${n}) AS ${side}${n}_id`,
      )
      .join(', ');
  const rows = await db.all(
    `SELECT s.game_id, s.home_poss, s.away_poss, s.home_pts, s.away_pts, g.neutral, ${ids('h')}, ${ids('a')},
       (SELECT avg(p.weight) FROM possessions p WHERE p.competition_id = s.competition_id AND p.game_id = s.game_id
          AND p.start_second >= s.start_second AND p.start_second < s.end_second) AS weight
     FROM stints s JOIN games g ON g.competition_id = s.competition_id AND g.game_id = s.game_id
     WHERE s.competition_id = $1 AND s.home_poss + s.away_poss > 0
     ORDER BY s.game_id, s.idx`,
    [competitionId],
  );
  const out: StintInput[] = [];
  for (const row of rows) {
    const home = [1, 2, 3, 4, 5].map((n) => numOrNull(row, `h${n}_id`));
    const away = [1, 2, 3, 4, 5].map((n) => numOrNull(row, `a${n}_id`));
    if ([...home, ...away].some((id) => id === null)) continue;
    out.push({
      gameId: num(row, 'game_id'),
      homeIds: home as number[],
      awayIds: away as number[],
      homePoss: num(row, 'home_poss'),
      awayPoss: num(row, 'away_poss'),
      homePts: num(row, 'home_pts'),
      awayPts: num(row, 'away_pts'),
      weight: numOrNull(row, 'weight') ?? 1,
      neutral: row['neutral'] === true,
    });
  }
  return out;
}

export const PERCENTILE_STATS: readonly PercentileStat[] = [
  { key: 'tsPct' },
  { key: 'efgPct' },
  { key: 'usagePct' },
  { key: 'astPct' },
  { key: 'tovPct', direction: 'lowerIsBetter' },
  { key: 'orbPct' },
  { key: 'drbPct' },
  { key: 'stlPct' },
  { key: 'blkPct' },
  { key: 'fg3Pct', minAttemptsPerTeamGame: 1 },
  { key: 'ftPct', minAttemptsPerTeamGame: 1 },
  { key: 'ptsPer40' },
  { key: 'per' },
  { key: 'bpm' },
];

export async function buildPlayerModels(
  db: WarehouseDb,
  competitionId: number,
  gender: Gender,
  season: number,
): Promise<PlayerModelsSummary> {
  const notes: string[] = [];
  const players = await seasonInputs(db, competitionId);
  if (players.length === 0) return { players: 0, rapmPlayers: 0, notes };
  const teamNet = new Map(
    (
      await db.all('SELECT team_id, net_rtg_adj FROM team_ratings WHERE competition_id = $1', [
        competitionId,
      ])
    ).map((row) => [num(row, 'team_id'), num(row, 'net_rtg_adj')] as const),
  );
  const options = seasonModelOptions(
    constantsFor({ gender, division: 1, seasonStartYear: season - 1 }),
  );
  const per = playerEfficiencyRatings(players, options.per);
  const box = boxRatings(players, { teamNetRtgAdj: teamNet });
  const key = (p: { playerId: number; teamId: number }): string => `${p.playerId}|${p.teamId}`;
  const perBy = new Map(per.map((p) => [key(p), p]));
  const boxBy = new Map(box.map((b) => [key(b), b]));

  const ratings = await RowWriter.open(db, 'player_ratings');
  const values = players.map((p) => {
    const rates = playerRates(p, { minMinutesShare: options.minMinutesShare });
    const { per40, ...rest } = rates;
    const named = {
      ...rest,
      ptsPer40: per40.pts,
      per40,
      uper: perBy.get(key(p))?.uper ?? null,
      per: perBy.get(key(p))?.per ?? null,
      bpm: boxBy.get(key(p))?.bpm ?? null,
      vorp: boxBy.get(key(p))?.vorp ?? null,
    };
    ratings
      .int(competitionId)
      .int(p.playerId)
      .int(p.teamId)
      .int(p.games)
      .dbl(p.minutes)
      .bool(!rates.belowMinutesThreshold)
      .str(JSON.stringify(named))
      .end();
    return { p, rates, named };
  });
  ratings.close();

  const subjects = values.map(({ p, rates, named }) => ({
    id: p.playerId,
    pool: { gender, divisionId: 1, season },
    position: p.position,
    minutesShare: rates.minutesShare,
    teamGames: p.team.games,
    values: named as unknown as Record<string, number | null>,
    attempts: { fg3Pct: p.stats.fga3, ftPct: p.stats.fta },
  }));
  const result = playerPercentiles(subjects, PERCENTILE_STATS, options.percentiles);
  // Pool sizes: the players that got a percentile in each (stat, pool).
  const poolSize = new Map<string, number>();
  const bump = (k: string): void => void poolSize.set(k, (poolSize.get(k) ?? 0) + 1);
  for (const subject of result) {
    for (const [stat, value] of Object.entries(subject.stats)) {
      if (value.overall !== null) bump(`${stat}|overall`);
      // A position pool too small falls back to 'overall': that player is already counted there.
      if (
        value.position !== null &&
        value.positionPool !== null &&
        value.positionPool !== 'overall'
      )
        bump(`${stat}|${value.positionPool}`);
    }
  }
  const writer = await RowWriter.open(db, 'percentiles');
  result.forEach((subject, i) => {
    const raw = (stat: string): number | null | undefined => subjects[i]?.values[stat];
    for (const [stat, value] of Object.entries(subject.stats)) {
      const v = raw(stat);
      if (v === null || v === undefined) continue;
      const pools: Array<[string, number | null]> = [['overall', value.overall]];
      if (value.positionPool !== null && value.positionPool !== 'overall')
        pools.push([value.positionPool, value.position]);
      for (const [pool, percentile] of pools) {
        if (percentile === null) continue;
        writer
          .int(competitionId)
          .str('player')
          .int(subject.id)
          .str(pool)
          .str(stat)
          .dbl(v)
          .dbl(percentile)
          .int(poolSize.get(`${stat}|${pool}`) ?? 0)
          .end();
      }
    }
  });
  writer.close();

  let rapmPlayers = 0;
  const stints = await stintInputs(db, competitionId);
  if (stints.length > 0) {
    const fit = rapm(stints);
    const writerRapm = await RowWriter.open(db, 'rapm');
    for (const r of fit.players) {
      writerRapm
        .int(competitionId)
        .int(r.playerId)
        .dbl(r.offPoss + r.defPoss)
        .dbl(r.orapm)
        .dbl(r.drapm)
        .dbl(r.rapm)
        .end();
    }
    writerRapm.close();
    rapmPlayers = fit.players.length;
    if (new Set(stints.map((s) => s.gameId)).size < 2)
      notes.push('RAPM fitted on a single game: no cross-validation of λ');
  } else {
    notes.push('no stints with five linked players a side: RAPM not fitted');
  }
  return { players: players.length, rapmPlayers, notes };
}
