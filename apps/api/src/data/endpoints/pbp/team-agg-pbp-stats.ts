/**
 * team-agg-pbp-stats: a team's attempts by zone over a scope, in the vocabulary of
 * response-fields.md, twice (isOffense: its own attempts; false: its opponents'). Play-by-play
 * games only: teams without any in the scope have no rows.
 */
import type { TeamAggPbpRow } from '@courtside/contract/schemas';
import { TeamAggPbpRowSchema } from '@courtside/contract/schemas';
import { teamPbpAggregates } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext, scopeOf } from './support/context';
import { zoneValues } from './support/values';

const NAME = 'team-agg-pbp-stats';

export const teamAggPbpStatsEndpoint: DataEndpoint<TeamAggPbpRow> = {
  name: NAME,
  access: 'public',
  summary:
    'Team shooting by zone over a scope (atr2, paint2, mid2, c3, atb3 and the finer zones: {zone}Fga/Fgm/FgPct/FgaFreq), layup/dunk, assisted shares, and-ones, second-chance and left/right/center FG%, isQualArray; one row per team × isOffense. From play-by-play games only: teams without any in the scope have no rows.',
  requires: ['competitionId'],
  accepts: ['competitionId', 'teamId', 'divisionId', 'conferenceId', 'scope', 'isOffense'],
  row: TeamAggPbpRowSchema,
  example: { competitionId: 38529, teamId: 591997, scope: 'season' },
  notes: [
    "Zones are the engine's (METHODS §5); their definitions are served by lg-zones (definition field).",
    '{zone}FgaFreq is the share of all located attempts; FgPct leaves heaves (≥ 40 ft) out.',
    'A zone is qualified with at least one attempt per play-by-play game.',
    'scope: season (default), confReg, home, away, neutral, l5g, l10g, wins, losses, quad1-4, clutch.',
  ],
  async handle(request) {
    const { config, db } = request;
    const context = await pbpContext(NAME, request);
    const { scope, clutchOnly, label } = scopeOf(NAME, config, { allowClutch: true });
    const rows = await teamPbpAggregates(db, {
      competitionId: context.competitionId,
      constants: context.constants,
      teamId: context.teamId,
      divisionId: context.divisionId,
      conferenceId: context.conferenceId,
      scope,
      clutchOnly,
    });
    return rows
      .filter((row) => config.isOffense === undefined || row.isOffense === config.isOffense)
      .map((row): TeamAggPbpRow => ({
        _id: `${context.competitionId}-${row.teamId}-${label}-${row.isOffense}`,
        updated: context.updated,
        competitionId: context.competitionId,
        teamId: row.teamId,
        teamMarket: row.teamMarket,
        teamName: row.teamName,
        conferenceId: row.conferenceId,
        divisionId: row.divisionId,
        scope: label,
        isOffense: row.isOffense,
        gpPbp: row.gpPbp,
        ...zoneValues(row.zones),
      }));
  },
};
