/**
 * Trial players of a tier-1 caller (§7): the top three of the user's own school by season
 * minutes in every season of the user's gender (every player tied with the third too, the
 * contract's `selectTeamTrialPlayers`), plus the seven fixed demo players open to every tier-1
 * user.
 *
 * The saved team is one season's team id; the school behind it is found again in each season by
 * its stable team key (warehouse `schoolSeasonMinutes`), so the user's own players are open in
 * every season, not only the one the team id came from.
 *
 * The demo players are the featured players the data names (the demo league's seven stars, in
 * the §9 competitions). Data that names none (NCAA ingests) gets them by a fixed rule instead:
 * the players with the most season minutes in the §9 competitions, the best of each competition
 * in the contract's order, then the second best of each, and so on until seven. Either way the
 * same warehouse always gives the same seven; a warehouse without those competitions has none.
 *
 * Both lists are computed once per served warehouse (the WeakMaps drop them with its handle).
 */
import type { Gender, TrialPlayer } from '@courtside/contract';
import {
  DEMO_PLAYER_COMPETITION_IDS,
  FIXED_DEMO_PLAYER_COUNT,
  selectTeamTrialPlayers,
} from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { featuredPlayers, playerSeasonMinutes, schoolSeasonMinutes } from '@courtside/warehouse';
import type { DataCaller } from './endpoint';

/** `competitionId:playerId` of every trial player, for filtering rows. */
export type TrialSet = ReadonlySet<string>;

export const trialKey = (competitionId: number, playerId: number): string =>
  `${competitionId}:${playerId}`;

/** The player's team of that season and its school name (when the file has the team). */
const teamOf = (
  teamId: number,
  teamMarket: string | null,
): Pick<TrialPlayer, 'teamId' | 'teamName'> =>
  teamMarket === null ? { teamId } : { teamId, teamName: teamMarket };

/** The §9 competitions' players with the most minutes, round by round (data without featured). */
async function topMinutesDemoPlayers(db: WarehouseDb): Promise<TrialPlayer[]> {
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
      const key = trialKey(row.competitionId, row.playerId);
      if (chosen.length === FIXED_DEMO_PLAYER_COUNT || seen.has(key)) continue;
      seen.add(key);
      const { playerId, competitionId, fullName, teamId, teamMarket } = row;
      chosen.push({ playerId, competitionId, fullName, for: 'all', ...teamOf(teamId, teamMarket) });
    }
  }
  return chosen;
}

export async function fixedDemoPlayers(db: WarehouseDb): Promise<TrialPlayer[]> {
  const featured = await featuredPlayers(db);
  if (featured.length === 0) return topMinutesDemoPlayers(db);
  return featured
    .slice(0, FIXED_DEMO_PLAYER_COUNT)
    .map(({ playerId, competitionId, fullName, teamId, teamMarket }) => ({
      playerId,
      competitionId,
      fullName,
      for: 'all',
      ...teamOf(teamId, teamMarket),
    }));
}

/** The school's trial players of every season of `gender` it has a team in. */
export async function teamTrialPlayers(
  db: WarehouseDb,
  teamId: number,
  gender: Gender,
): Promise<TrialPlayer[]> {
  const rows = await schoolSeasonMinutes(db, { teamId, gender });
  const bySeason = new Map<number, typeof rows>();
  for (const row of rows) {
    const season = bySeason.get(row.competitionId);
    if (season === undefined) bySeason.set(row.competitionId, [row]);
    else season.push(row);
  }
  // The contract's pick names no team; each season's rows are of one team, so it goes back on.
  return [...bySeason.values()].flatMap((season) => {
    const team = season[0] === undefined ? {} : teamOf(season[0].teamId, season[0].teamMarket);
    return selectTeamTrialPlayers(season).map((player) => ({ ...player, ...team }));
  });
}

/** Roster ids are season ids, so a row that does not say its season still names one player. */
const anySeasonKey = (playerId: number): string => `*:${playerId}`;

const demoByDb = new WeakMap<WarehouseDb, Promise<TrialPlayer[]>>();
const teamByDb = new WeakMap<WarehouseDb, Map<string, Promise<TrialPlayer[]>>>();

function memo<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  // A failed read is not kept: the next request tries again.
  promise.catch(forget);
  return promise;
}

/** Every trial player of the caller: the demo players first, then the own school's. */
export async function trialPlayersOf(db: WarehouseDb, caller: DataCaller): Promise<TrialPlayer[]> {
  let demo = demoByDb.get(db);
  if (demo === undefined) {
    demo = memo(fixedDemoPlayers(db), () => demoByDb.delete(db));
    demoByDb.set(db, demo);
  }
  const lists = [await demo];
  if (caller.teamId !== null && caller.gender !== null) {
    const { teamId, gender } = caller;
    let perTeam = teamByDb.get(db);
    if (perTeam === undefined) {
      perTeam = new Map();
      teamByDb.set(db, perTeam);
    }
    const key = `${gender}:${teamId}`;
    let own = perTeam.get(key);
    if (own === undefined) {
      own = memo(teamTrialPlayers(db, teamId, gender), () => perTeam.delete(key));
      perTeam.set(key, own);
    }
    lists.push(await own);
  }
  return lists.flat();
}

export async function trialSetOf(db: WarehouseDb, caller: DataCaller): Promise<TrialSet> {
  const players = await trialPlayersOf(db, caller);
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
