/**
 * Player season models through the engine's season module, for players with play-by-play
 * games: rates and Game Score (playerRates), PER, the box rating (BPM-style, with the team
 * constant from AdjEM), percentiles (METHODS §2, §8), and RAPM with its box-score prior
 * (§4, build/rapm.ts). Players the roster did not link (no player_id) are left out: the models
 * key by player id.
 */
import {
  OPPONENT_COUNTS,
  SEASON_BOX_COUNT_FIELDS,
  UNRECORDED_COUNTS,
  boxRatings,
  constantsFor,
  playerEfficiencyRatings,
  playerPercentiles,
  playerRates,
  seasonModelOptions,
} from '@courtside/engine';
import type {
  BoxCounts,
  EngineConstants,
  OpponentCount,
  PercentileStat,
  PlayerSeasonInput,
  PositionGroup,
} from '@courtside/engine';
import type { Gender } from '@courtside/contract';
import type { Row, WarehouseDb } from '@courtside/warehouse';
import { num, numOrNull, RowWriter, strOrNull } from '@courtside/warehouse';
import { merged } from '@courtside/contract';
import { buildRapm, type RapmStatus } from './rapm';

export interface PlayerModelsSummary {
  readonly players: number;
  readonly rapmPlayers: number;
  readonly rapm: RapmStatus;
  readonly notes: string[];
}

const UNRECORDED: ReadonlySet<string> = new Set(UNRECORDED_COUNTS);

/** A row's BoxCounts under a column prefix (steals and blocks stay null when unrecorded). */
function counts(row: Row, prefix: string): BoxCounts {
  const out: Record<string, number | null> = {};
  for (const stat of SEASON_BOX_COUNT_FIELDS) {
    out[stat] = UNRECORDED.has(stat)
      ? numOrNull(row, `${prefix}${stat}`)
      : num(row, `${prefix}${stat}`);
  }
  return out as BoxCounts;
}

function positionGroup(position: string | null): PositionGroup | null {
  const first = position?.trim().charAt(0).toUpperCase();
  return first === 'G' || first === 'F' || first === 'C' ? first : null;
}

/** Season rows (scope 'season') of the linked players with games, as the engine takes them. */
export async function playerSeasonInputs(
  db: WarehouseDb,
  competitionId: number,
): Promise<PlayerSeasonInput[]> {
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
      ...(Object.fromEntries(
        OPPONENT_COUNTS.map((stat) => [stat, num(row, `opp_${stat}`)]),
      ) as Record<OpponentCount, number>),
      poss: num(row, 'opp_poss'),
    },
  }));
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
  const players = await playerSeasonInputs(db, competitionId);
  const constants = constantsFor({ gender, division: 1, seasonStartYear: season - 1 });
  if (players.length > 0)
    await writeRatingsAndPercentiles(db, competitionId, { gender, season }, players, constants);
  // Also without players: a season without play-by-play says why it has no RAPM.
  const fit = await buildRapm(db, competitionId, constants.rapm, players);
  return {
    players: players.length,
    rapmPlayers: fit.status.publishedPlayers,
    rapm: fit.status,
    notes: fit.notes,
  };
}

async function writeRatingsAndPercentiles(
  db: WarehouseDb,
  competitionId: number,
  { gender, season }: { gender: Gender; season: number },
  players: readonly PlayerSeasonInput[],
  constants: EngineConstants,
): Promise<void> {
  const teamNet = new Map(
    (
      await db.all('SELECT team_id, net_rtg_adj FROM team_ratings WHERE competition_id = $1', [
        competitionId,
      ])
    ).map((row) => [num(row, 'team_id'), num(row, 'net_rtg_adj')] as const),
  );
  const options = seasonModelOptions(constants);
  const per = playerEfficiencyRatings(players, options.per);
  const box = boxRatings(players, { teamNetRtgAdj: teamNet });
  const key = (p: { playerId: number; teamId: number }): string => `${p.playerId}|${p.teamId}`;
  const perBy = new Map(per.map((p) => [key(p), p]));
  const boxBy = new Map(box.map((b) => [key(b), b]));

  const ratings = await RowWriter.open(db, 'player_ratings');
  const values = players.map((p) => {
    const rates = playerRates(p, { minMinutesShare: options.minMinutesShare });
    const { per40, ...rest } = rates;
    const named = merged(rest, {
      ptsPer40: per40.pts,
      per40,
      uper: perBy.get(key(p))?.uper ?? null,
      per: perBy.get(key(p))?.per ?? null,
      bpm: boxBy.get(key(p))?.bpm ?? null,
      vorp: boxBy.get(key(p))?.vorp ?? null,
    });
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
}
