/**
 * Trial players of a tier-1 caller (§7): the top three of the user's own team by season minutes
 * (every player tied with the third too, the contract's `selectTeamTrialPlayers`), plus the
 * seven fixed demo players open to every tier-1 user.
 *
 * The spec fixes the demo players' competitions (§9: 36045, 33535, 36046, 33533) but not who
 * they are, so they are chosen by a fixed rule from the served data: the players with the most
 * season minutes, taking the best of each demo competition in the contract's order, then the
 * second best of each, and so on until seven. The same warehouse always gives the same seven; a
 * warehouse without those competitions has none.
 *
 * Both lists are computed once per served warehouse (the WeakMaps drop them with its handle).
 */
import type { TrialPlayer } from '@courtside/contract';
import {
  DEMO_PLAYER_COMPETITION_IDS,
  FIXED_DEMO_PLAYER_COUNT,
  selectTeamTrialPlayers,
} from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { playerSeasonMinutes } from '@courtside/warehouse';
import type { DataCaller } from './endpoint';

export async function fixedDemoPlayers(db: WarehouseDb): Promise<TrialPlayer[]> {
  const rows = await playerSeasonMinutes(db, { competitionIds: DEMO_PLAYER_COMPETITION_IDS });
  const byCompetition = DEMO_PLAYER_COMPETITION_IDS.map((competitionId) =>
    rows.filter((row) => row.competitionId === competitionId),
  );
  const chosen: TrialPlayer[] = [];
  const seen = new Set<string>();
  for (let rank = 0; chosen.length < FIXED_DEMO_PLAYER_COUNT; rank += 1) {
    const round = byCompetition.map((list) => list[rank]).filter((row) => row !== undefined);
    if (round.length === 0) break;
    for (const row of round) {
      const key = `${row.competitionId}:${row.playerId}`;
      if (chosen.length === FIXED_DEMO_PLAYER_COUNT || seen.has(key)) continue;
      seen.add(key);
      const { playerId, competitionId, fullName } = row;
      chosen.push({ playerId, competitionId, fullName, for: 'all' });
    }
  }
  return chosen;
}

export async function teamTrialPlayers(
  db: WarehouseDb,
  competitionId: number,
  teamId: number,
): Promise<TrialPlayer[]> {
  const rows = await playerSeasonMinutes(db, { competitionIds: [competitionId], teamId });
  return selectTeamTrialPlayers(rows);
}

/** `competitionId:playerId` of every trial player, for filtering rows. */
export type TrialSet = ReadonlySet<string>;

export const trialKey = (competitionId: number, playerId: number): string =>
  `${competitionId}:${playerId}`;

/** Roster ids are season ids, so a row that does not say its season still names one player. */
const anySeasonKey = (playerId: number): string => `*:${playerId}`;

const demoByDb = new WeakMap<WarehouseDb, Promise<TrialPlayer[]>>();
const teamByDb = new WeakMap<WarehouseDb, Map<string, Promise<TrialPlayer[]>>>();

function memo<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  // A failed read is not kept: the next request tries again.
  promise.catch(forget);
  return promise;
}

export async function trialSetOf(db: WarehouseDb, caller: DataCaller): Promise<TrialSet> {
  let demo = demoByDb.get(db);
  if (demo === undefined) {
    demo = memo(fixedDemoPlayers(db), () => demoByDb.delete(db));
    demoByDb.set(db, demo);
  }
  const lists = [await demo];
  if (caller.teamId !== null && caller.competitionId !== null) {
    const { competitionId, teamId } = caller;
    let perTeam = teamByDb.get(db);
    if (perTeam === undefined) {
      perTeam = new Map();
      teamByDb.set(db, perTeam);
    }
    const key = `${competitionId}:${teamId}`;
    let own = perTeam.get(key);
    if (own === undefined) {
      own = memo(teamTrialPlayers(db, competitionId, teamId), () => perTeam.delete(key));
      perTeam.set(key, own);
    }
    lists.push(await own);
  }
  const players = lists.flat();
  return new Set([
    ...players.map((player) => trialKey(player.competitionId, player.playerId)),
    ...players.map((player) => anySeasonKey(player.playerId)),
  ]);
}

/**
 * Keeps rows of trial players. A row names its player by `playerId` and its season by
 * `competitionId`, or the request's competition when the row has none (with neither, the
 * player id alone decides); a row whose playerId is not a number (no roster id) is not a trial
 * player's. Rows without a `playerId` field (team totals in the same answer) stay.
 */
export function keepTrialRows<Row extends object>(
  rows: readonly Row[],
  trial: TrialSet,
  requestCompetitionId: number | undefined,
): Row[] {
  return rows.filter((row) => {
    if (!('playerId' in row)) return true;
    const record = row as Record<string, unknown>;
    const playerId = record['playerId'];
    const rowCompetition = record['competitionId'];
    const competitionId =
      typeof rowCompetition === 'number' ? rowCompetition : requestCompetitionId;
    if (typeof playerId !== 'number') return false;
    return trial.has(
      competitionId === undefined ? anySeasonKey(playerId) : trialKey(competitionId, playerId),
    );
  });
}
