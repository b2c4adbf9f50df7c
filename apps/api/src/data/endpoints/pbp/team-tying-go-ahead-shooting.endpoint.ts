/**
 * team-tying-go-ahead-shooting: per team, its game-deciding attempts (isOffense) and its
 * opponents' against it (METHODS §6), split into tying and go-ahead attempts. Every team with
 * a play-by-play game has both rows (zeros when no deciding attempt happened). A division's or
 * conference's rows are computed once per served file (wide-answer-memo.ts).
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { TeamTyingGoAheadRow } from '@courtside/contract/schemas';
import {
  addDecidingShot,
  emptyDecidingTotals,
  pbpShots,
  teamsWithPbpGames,
} from '@courtside/warehouse';
import type { DecidingTotals, WarehouseDb } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import type { RequestContext } from '../../request-context';
import { memoWideAnswer } from '../../wide-answer-memo';
import { decidingFields } from './support/deciding-rows';

const NAME = 'team-tying-go-ahead-shooting';

/** Both sides' rows of every team the context names (offense first, as `sides` orders them). */
async function decidingTeamRows(
  db: WarehouseDb,
  context: RequestContext,
): Promise<TeamTyingGoAheadRow[]> {
  const filter = {
    competitionId: context.competitionId,
    teamId: context.teamId,
    divisionId: context.divisionId,
    conferenceId: context.conferenceId,
  };
  const teams = await teamsWithPbpGames(db, filter);
  const [offense, defense] = await Promise.all([
    pbpShots(db, { ...filter, decidingOnly: true, isOffense: true }),
    pbpShots(db, { ...filter, decidingOnly: true, isOffense: false }),
  ]);
  const totals = (isOffense: boolean): Map<number, DecidingTotals> => {
    const out = new Map<number, DecidingTotals>();
    for (const shot of isOffense ? offense : defense) {
      const teamId = isOffense ? shot.teamId : shot.teamIdAgst;
      if (teamId === null) continue;
      const t = out.get(teamId) ?? emptyDecidingTotals();
      addDecidingShot(t, shot);
      out.set(teamId, t);
    }
    return out;
  };
  const byOffense = totals(true);
  const byDefense = totals(false);
  return teams.flatMap((team) =>
    [true, false].map((isOffense): TeamTyingGoAheadRow => ({
      _id: `${context.competitionId}-${team.teamId}-${isOffense}`,
      updated: context.updated,
      competitionId: context.competitionId,
      teamId: team.teamId,
      teamMarket: team.teamMarket,
      conferenceId: team.conferenceId,
      isOffense,
      ...decidingFields(
        (isOffense ? byOffense : byDefense).get(team.teamId) ?? emptyDecidingTotals(),
      ),
    })),
  );
}

/** A division's or conference's rows are read once per served file (the tool's leaderboard). */
const wideRows = memoWideAnswer(decidingTeamRows);

export const teamTyingGoAheadShootingEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await requestContext(NAME, request);
    const rows = await wideRows(request.db, context, 'both sides');
    const side = request.params.isOffense;
    return side === undefined ? rows : rows.filter((row) => row.isOffense === side);
  },
});
