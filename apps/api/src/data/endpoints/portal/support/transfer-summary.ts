/**
 * What `team-transfer-agg-stats` reads about a competition, whatever team, conference or
 * division a request asks for: the engine's transfer impacts (METHODS §10, `transferImpacts`
 * over every person who played both seasons: the baseline of a class and role pools the whole
 * competition), the minutes moved in and out per team, and the portal moves per school.
 *
 * A served file computes it once per competition (the warehouse's memoPerCompetition) and each
 * request reads its teams from the maps. Sums add the same values in the same order (the
 * pairs' order) as a per-team pass over the pairs would, so every number is that pass's.
 */
import type { TransferImpactValues } from '@courtside/contract/schemas';
import { transferImpacts, type TransferImpact } from '@courtside/engine';
import type {
  CompetitionRead,
  PersonSeasonPair,
  PortalEntry,
  TransferSource,
  WarehouseDb,
} from '@courtside/warehouse';
import { memoPerCompetition, personSeasonPairs, portalEntries } from '@courtside/warehouse';

/** Portal moves of one school: committed in and out, withdrawn, unsigned. */
export interface SchoolMoves {
  transfersIn: number;
  transfersOut: number;
  withdrawn: number;
  unsigned: number;
}

export interface TransferSummary {
  readonly source: TransferSource;
  readonly fromCompetitionId: number | null;
  /** Incoming transfers' impacts, by the team moved into. */
  readonly impacts: ReadonlyMap<number, TransferImpactValues[]>;
  /** Season minutes of incoming transfers, by the team moved into. */
  readonly minsIn: ReadonlyMap<number, number>;
  /** Last-season minutes of outgoing transfers, by the school left. */
  readonly minsOut: ReadonlyMap<string, number>;
  /** Portal moves, by school. */
  readonly moves: ReadonlyMap<string, Readonly<SchoolMoves>>;
}

const lineOf = (line: PersonSeasonPair['before']) => ({
  pts: line.pts,
  fga: line.fga,
  fta: line.fta,
  tov: line.tov,
  minutes: line.minutes,
  teamMinutes: line.teamMinutes,
  meanOppAdjD: line.meanOppAdjD,
  leagueAvg: line.leagueAvg,
});

/** The METHODS §10 figures of one transfer, as every transfer answer names them. */
export function impactFields<Key>(impact: TransferImpact<Key>) {
  return {
    ortgFrom: impact.ortgBefore,
    ortgTo: impact.ortgAfter,
    ortgAdjFrom: impact.adjOrtgBefore,
    ortgAdjTo: impact.adjOrtgAfter,
    ortgAdjChange: impact.change,
    baselineChange: impact.baseline,
    baselinePlayers: impact.baselinePlayers,
    transferEffect: impact.effect,
  };
}

function impactsByTeam(pairs: readonly PersonSeasonPair[]): Map<number, TransferImpactValues[]> {
  const impacts = transferImpacts(
    pairs.map((pair) => ({
      key: pair,
      transferred: pair.transferred,
      classYear: pair.classYear,
      before: lineOf(pair.before),
      after: lineOf(pair.after),
    })),
  );
  const out = new Map<number, TransferImpactValues[]>();
  for (const impact of impacts) {
    const pair = impact.key;
    const values: TransferImpactValues = {
      personId: pair.personId,
      playerId: pair.after.playerId,
      fullName: pair.fullName,
      classYr: impact.classYear,
      role: impact.role,
      teamIdFrom: pair.before.teamId,
      teamMarketFrom: pair.before.teamMarket,
      minsFrom: pair.before.minutes,
      minsTo: pair.after.minutes,
      ...impactFields(impact),
    };
    const list = out.get(pair.after.teamId) ?? [];
    list.push(values);
    out.set(pair.after.teamId, list);
  }
  return out;
}

function add<K>(sums: Map<K, number>, key: K, value: number): void {
  sums.set(key, (sums.get(key) ?? 0) + value);
}

function movesBySchool(entries: readonly PortalEntry[]): Map<string, SchoolMoves> {
  const out = new Map<string, SchoolMoves>();
  const of = (key: string): SchoolMoves => {
    let moves = out.get(key);
    if (moves === undefined) {
      moves = { transfersIn: 0, transfersOut: 0, withdrawn: 0, unsigned: 0 };
      out.set(key, moves);
    }
    return moves;
  };
  for (const entry of entries) {
    if (entry.status === 'committed') {
      if (entry.toTeamKey !== null) of(entry.toTeamKey).transfersIn += 1;
      of(entry.fromTeamKey).transfersOut += 1;
    } else if (entry.status === 'withdrawn') {
      of(entry.fromTeamKey).withdrawn += 1;
    } else {
      of(entry.fromTeamKey).unsigned += 1;
    }
  }
  return out;
}

async function readTransferSummary(
  db: WarehouseDb,
  competitionId: number,
): Promise<TransferSummary> {
  const [{ source, entries }, pairs] = await Promise.all([
    portalEntries(db, competitionId),
    personSeasonPairs(db, competitionId),
  ]);
  const minsIn = new Map<number, number>();
  const minsOut = new Map<string, number>();
  for (const pair of pairs) {
    if (!pair.transferred) continue;
    add(minsIn, pair.after.teamId, pair.after.minutes);
    add(minsOut, pair.before.teamKey, pair.before.minutes);
  }
  return {
    source,
    fromCompetitionId:
      entries.find((entry) => entry.fromCompetitionId !== null)?.fromCompetitionId ??
      pairs[0]?.before.competitionId ??
      null,
    impacts: impactsByTeam(pairs),
    minsIn,
    minsOut,
    moves: movesBySchool(entries),
  };
}

/** The competition's transfer summary (computed once per served file and competition). */
export const transferSummary: CompetitionRead<TransferSummary> =
  memoPerCompetition(readTransferSummary);
