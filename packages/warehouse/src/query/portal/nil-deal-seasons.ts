/**
 * The NIL index of every rated player of a competition next to his disclosed deals
 * (schema/nil-deals.ts), the held-out test's inputs (engine nil-fit.ts). The index is computed
 * as the API publishes it (engine `nilIndexes` over nil-inputs.ts: box rating, minutes, program
 * prestige and team AdjEM, pooled by gender × division over the whole competition), so the test
 * measures the very numbers the NIL pages show.
 */
import type { Gender } from '@courtside/contract';
import type { NilDeal } from '@courtside/engine';
import type { WarehouseDb } from '../../db/connection';
import { num } from '../../db/values';
import { fileHasTable } from '../stored-table';
import { competitionNilResults } from './nil-index';

export interface IndexedPlayer {
  readonly playerId: number;
  readonly teamId: number;
  readonly divisionId: number;
  /** 0..100, unrounded. */
  readonly nilIndex: number;
}

/** Rated players with an index (players missing an input have none and are left out). */
export async function competitionNilIndexes(
  db: WarehouseDb,
  competitionId: number,
): Promise<IndexedPlayer[]> {
  const { results } = await competitionNilResults(db, competitionId);
  const out: IndexedPlayer[] = [];
  for (const result of results) {
    if (result.nilIndex === null) continue;
    out.push({
      playerId: result.key.playerId,
      teamId: result.key.teamId,
      divisionId: result.key.divisionId,
      nilIndex: result.nilIndex,
    });
  }
  return out;
}

/** One competition of a gender × division pool: its rated players and their deals. */
export interface NilDealSeasonData {
  readonly competitionId: number;
  /** "2024-25". */
  readonly season: string;
  readonly ratedPlayers: number;
  /** The deals of rated players, with the player's index. */
  readonly deals: readonly NilDeal[];
}

export interface GenderNilDeals {
  /** Competitions of the gender in the file with deal values, oldest first. */
  readonly competitions: readonly { readonly competitionId: number; readonly season: string }[];
  /** Per division (1-3), every such competition's pool and deals, oldest first. */
  seasonsOf(divisionId: number): readonly NilDealSeasonData[];
}

const seasonLabel = (startYear: number): string =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/**
 * Every competition of a gender that has deal values, with the index of each rated player. A
 * file without the table (built before it existed) or without deals has none.
 */
export async function genderNilDeals(db: WarehouseDb, gender: Gender): Promise<GenderNilDeals> {
  const competitions = (await fileHasTable(db, 'nil_deals'))
    ? (
        await db.all(
          `SELECT c.competition_id, c.start_year FROM competitions c
           WHERE c.gender = $gender
             AND EXISTS (SELECT 1 FROM nil_deals d WHERE d.competition_id = c.competition_id)
           ORDER BY c.start_year`,
          { gender },
        )
      ).map((row) => ({
        competitionId: num(row, 'competition_id'),
        season: seasonLabel(num(row, 'start_year')),
      }))
    : [];
  const pools = new Map<number, NilDealSeasonData[]>();
  for (const competition of competitions) {
    const { competitionId } = competition;
    const [indexed, dealRows] = await Promise.all([
      competitionNilIndexes(db, competitionId),
      db.all(
        `SELECT player_id, team_id, annual_value FROM nil_deals
         WHERE competition_id = $competitionId`,
        { competitionId },
      ),
    ]);
    const valueOf = new Map(
      dealRows.map((row) => [
        `${num(row, 'team_id')}-${num(row, 'player_id')}`,
        num(row, 'annual_value'),
      ]),
    );
    for (const divisionId of [1, 2, 3]) {
      const pool = indexed.filter((player) => player.divisionId === divisionId);
      const deals: NilDeal[] = [];
      for (const player of pool) {
        const value = valueOf.get(`${player.teamId}-${player.playerId}`);
        if (value !== undefined) deals.push({ index: player.nilIndex, value });
      }
      const list = pools.get(divisionId) ?? [];
      list.push({
        competitionId,
        season: competition.season,
        ratedPlayers: pool.length,
        deals,
      });
      pools.set(divisionId, list);
    }
  }
  return { competitions, seasonsOf: (divisionId) => pools.get(divisionId) ?? [] };
}
