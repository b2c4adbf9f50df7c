/**
 * lg-hexes: league shooting per hex of the engine's 1.5-ft hex tiling (METHODS §5), the
 * baseline a hex shot chart colours against. Located attempts of play-by-play games only.
 */
import type { LeagueHexRow } from '@courtside/contract/schemas';
import { LeagueHexRowSchema } from '@courtside/contract/schemas';
import { leagueHexes } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext } from './support/context';

const NAME = 'lg-hexes';

export const lgHexesEndpoint: DataEndpoint<LeagueHexRow> = {
  name: NAME,
  access: 'public',
  summary:
    'League shooting per hex (pointy-top hexes 1.5 ft across, axial q/r, centre x/y in feet from the basket): attempts, makes, FG%, share of attempts, points per attempt; isQualified from 5 attempts. Play-by-play games only.',
  requires: ['competitionId'],
  accepts: ['competitionId', 'divisionId'],
  row: LeagueHexRowSchema,
  example: { competitionId: 38529 },
  notes: [
    'Charts shrink a team hex toward the league: FG%* = (makes + 10·lg)/(attempts + 10), colour = FG%* − lg clamped at ±10 points (engine hexbin.ts).',
  ],
  async handle(request) {
    const context = await pbpContext(NAME, request);
    const rows = await leagueHexes(request.db, {
      competitionId: context.competitionId,
      constants: context.constants,
      divisionId: context.divisionId,
    });
    return rows.map((row): LeagueHexRow => ({
      _id: `${context.competitionId}-${context.divisionId ?? 0}-${row.hexId}`,
      updated: context.updated,
      competitionId: context.competitionId,
      divisionId: context.divisionId,
      ...row,
    }));
  },
};
