/**
 * Rankings of a competition (METHODS §8) with the season module's rankValues: teams by their
 * adjusted ratings and season rates, qualified players (10% of team minutes) by their ratings.
 * Rank 1 is best; lower-is-better stats rank ascending; ties share a rank ("T-3"); missing
 * values get no rank.
 */
import { rankValues } from '@courtside/engine';
import type { StatDirection } from '@courtside/engine';
import type { TeamAggregateRow, WarehouseDb } from '@courtside/warehouse';
import { num, RowWriter, str, teamSeasonAggregates } from '@courtside/warehouse';

interface RankedStat<T> {
  stat: string;
  direction: StatDirection;
  value: (row: T) => number | null;
}

const TEAM_STATS: ReadonlyArray<RankedStat<TeamAggregateRow>> = [
  { stat: 'netRtgAdj', direction: 'higherIsBetter', value: (r) => r.netRtgAdj },
  { stat: 'ortgAdj', direction: 'higherIsBetter', value: (r) => r.ortgAdj },
  { stat: 'drtgAdj', direction: 'lowerIsBetter', value: (r) => r.drtgAdj },
  { stat: 'paceAdj', direction: 'higherIsBetter', value: (r) => r.paceAdj },
  { stat: 'sos', direction: 'higherIsBetter', value: (r) => r.sos },
  { stat: 'ptsScoredPg', direction: 'higherIsBetter', value: (r) => r.rates.offense.ptsScoredPg },
  { stat: 'efgPct', direction: 'higherIsBetter', value: (r) => r.rates.offense.efgPct },
  { stat: 'tovPct', direction: 'lowerIsBetter', value: (r) => r.rates.offense.tovPct },
  { stat: 'orbPct', direction: 'higherIsBetter', value: (r) => r.rates.offense.orbPct },
  { stat: 'ftaRate', direction: 'higherIsBetter', value: (r) => r.rates.offense.ftaRate },
  { stat: 'fg3Pct', direction: 'higherIsBetter', value: (r) => r.rates.offense.fg3Pct },
  { stat: 'efgPctAgst', direction: 'lowerIsBetter', value: (r) => r.rates.defense.efgPct },
  { stat: 'tovPctAgst', direction: 'higherIsBetter', value: (r) => r.rates.defense.tovPct },
  { stat: 'orbPctAgst', direction: 'lowerIsBetter', value: (r) => r.rates.defense.orbPct },
  { stat: 'ftaRateAgst', direction: 'lowerIsBetter', value: (r) => r.rates.defense.ftaRate },
];

const PLAYER_STATS: ReadonlyArray<{ stat: string; direction: StatDirection }> = [
  { stat: 'ptsPer40', direction: 'higherIsBetter' },
  { stat: 'tsPct', direction: 'higherIsBetter' },
  { stat: 'usagePct', direction: 'higherIsBetter' },
  { stat: 'per', direction: 'higherIsBetter' },
  { stat: 'bpm', direction: 'higherIsBetter' },
  { stat: 'tovPct', direction: 'lowerIsBetter' },
];

function write<T>(
  writer: RowWriter,
  competitionId: number,
  entity: 'team' | 'player',
  rows: readonly T[],
  id: (row: T) => number,
  stats: ReadonlyArray<RankedStat<T>>,
): void {
  for (const { stat, direction, value } of stats) {
    const values = rows.map(value);
    const ranks = rankValues(values, { direction });
    const poolSize = values.filter((v) => v !== null && Number.isFinite(v)).length;
    rows.forEach((row, i) => {
      const rank = ranks[i];
      const v = values[i];
      if (!rank || rank.rank === null || rank.label === null || v === null || v === undefined)
        return;
      writer
        .int(competitionId)
        .str(entity)
        .int(id(row))
        .str('season')
        .str(stat)
        .dbl(v)
        .int(rank.rank)
        .str(rank.label)
        .int(poolSize)
        .end();
    });
  }
}

export async function buildRankings(db: WarehouseDb, competitionId: number): Promise<void> {
  const teams = await teamSeasonAggregates(db, { competitionId, divisionId: 1, scope: 'season' });
  const players = (
    await db.all(
      'SELECT player_id, ratings FROM player_ratings WHERE competition_id = $1 AND qualified',
      [competitionId],
    )
  ).map((row) => ({
    id: num(row, 'player_id'),
    values: JSON.parse(str(row, 'ratings')) as Record<string, unknown>,
  }));
  const writer = await RowWriter.open(db, 'rankings');
  write(writer, competitionId, 'team', teams, (r) => r.teamId, TEAM_STATS);
  write(
    writer,
    competitionId,
    'player',
    players,
    (p) => p.id,
    PLAYER_STATS.map(({ stat, direction }) => ({
      stat,
      direction,
      value: (p: (typeof players)[number]) => {
        const v = p.values[stat];
        return typeof v === 'number' ? v : null;
      },
    })),
  );
  writer.close();
}
