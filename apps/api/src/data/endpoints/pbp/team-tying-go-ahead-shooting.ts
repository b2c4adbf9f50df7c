/**
 * team-tying-go-ahead-shooting: per team, its game-deciding attempts (isOffense) and its
 * opponents' against it (METHODS §6), split into tying and go-ahead attempts. Every team with
 * a play-by-play game has both rows (zeros when no deciding attempt happened).
 */
import type { TeamTyingGoAheadRow } from '@courtside/contract/schemas';
import { TeamTyingGoAheadRowSchema } from '@courtside/contract/schemas';
import {
  addDecidingShot,
  emptyDecidingTotals,
  pbpShots,
  teamsWithPbpGames,
} from '@courtside/warehouse';
import type { DecidingTotals } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext } from './support/context';
import { decidingFields } from './support/deciding-rows';

const NAME = 'team-tying-go-ahead-shooting';

export const teamTyingGoAheadShootingEndpoint: DataEndpoint<TeamTyingGoAheadRow> = {
  name: NAME,
  access: 'free',
  summary:
    "Teams' tying and go-ahead shooting (METHODS §6), two rows per team: its own deciding attempts (isOffense true) and its opponents' (false). Teams without play-by-play games have no rows.",
  requires: ['competitionId'],
  accepts: ['competitionId', 'teamId', 'divisionId', 'conferenceId', 'isOffense'],
  row: TeamTyingGoAheadRowSchema,
  example: { competitionId: 38529, teamId: 591997 },
  async handle(request) {
    const { config, db } = request;
    const context = await pbpContext(NAME, request);
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
    const sides = config.isOffense === undefined ? [true, false] : [config.isOffense];
    return teams.flatMap((team) =>
      sides.map((isOffense): TeamTyingGoAheadRow => ({
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
  },
};
