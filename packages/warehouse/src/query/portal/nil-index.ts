/**
 * The NIL index of every rated player of a competition (METHODS §10, engine `nilIndexes` and
 * `programPrestige`), pooled by gender × division over the whole competition before any
 * request filter. The NIL pages and the held-out test of the index against deal values both read
 * it from here, so they measure the same numbers.
 */
import type { NilResult } from '@courtside/engine';
import { nilIndexes, programPrestige } from '@courtside/engine';
import type { WarehouseDb } from '../../db/connection';
import type { NilPlayerRow, ProgramSeasonRow } from './nil-inputs';
import { nilPlayers, programSeasons } from './nil-inputs';

export interface CompetitionNilResults {
  /** Every rated player's index and its parts (null parts where an input is missing). */
  readonly results: readonly NilResult<NilPlayerRow>[];
  /** Program prestige by team key; null when none of the program's seasons was ranked. */
  readonly prestigeOf: ReadonlyMap<string, number | null>;
}

export async function competitionNilResults(
  db: WarehouseDb,
  competitionId: number,
): Promise<CompetitionNilResults> {
  const [players, seasons] = await Promise.all([
    nilPlayers(db, competitionId),
    programSeasons(db, competitionId),
  ]);
  const byProgram = new Map<string, ProgramSeasonRow[]>();
  for (const season of seasons) {
    const list = byProgram.get(season.teamKey) ?? [];
    list.push(season);
    byProgram.set(season.teamKey, list);
  }
  const prestigeOf = new Map(
    [...byProgram].map(([teamKey, list]) => [teamKey, programPrestige(list)] as const),
  );
  const results = nilIndexes(
    players.map((player) => ({
      key: player,
      gender: player.gender,
      divisionId: player.divisionId,
      rating: player.bpm,
      minutes: player.minutes,
      prestige: prestigeOf.get(player.teamKey) ?? null,
      teamStrength: player.teamNetRtgAdj,
    })),
  );
  return { results, prestigeOf };
}
