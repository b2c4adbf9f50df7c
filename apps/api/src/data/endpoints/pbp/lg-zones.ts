/**
 * lg-zones: league averages per zone of one zone family (zoneSchema), with each zone's
 * definition from the engine's catalogue. Located attempts of play-by-play games only: a
 * competition without play-by-play has no rows.
 */
import type { LeagueZoneRow } from '@courtside/contract/schemas';
import { LeagueZoneRowSchema } from '@courtside/contract/schemas';
import { zoneDefinitions } from '@courtside/engine';
import { leagueZones } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext, zoneSchemaOf } from './support/context';

const NAME = 'lg-zones';

export const lgZonesEndpoint: DataEndpoint<LeagueZoneRow> = {
  name: NAME,
  access: 'public',
  summary:
    "League shooting per zone of a zone schema (basic, area — the default —, spot2, depth2, spot3, depth3, nba3): attempts, makes, FG%, share of located attempts, points per attempt, expected points (value × league FG%) and the zone's definition. Play-by-play games only.",
  requires: ['competitionId'],
  accepts: ['competitionId', 'divisionId', 'zoneSchema'],
  row: LeagueZoneRowSchema,
  example: { competitionId: 38529, zoneSchema: 'area' },
  async handle(request) {
    const context = await pbpContext(NAME, request);
    const zoneSchema = zoneSchemaOf(NAME, request.config);
    const definitions = new Map(
      zoneDefinitions(context.constants).map((d) => [d.zone as string, d.definition]),
    );
    const rows = await leagueZones(request.db, {
      competitionId: context.competitionId,
      constants: context.constants,
      divisionId: context.divisionId,
      zoneSchema,
    });
    return rows.map((row): LeagueZoneRow => ({
      _id: `${context.competitionId}-${context.divisionId ?? 0}-${zoneSchema}-${row.zone}`,
      updated: context.updated,
      competitionId: context.competitionId,
      divisionId: context.divisionId,
      zoneSchema,
      zone: row.zone,
      label: row.label,
      definition: definitions.get(row.zone) ?? '',
      shotValue: row.shotValue,
      fga: row.fga,
      fgm: row.fgm,
      fgPct: row.fgPct,
      fgaFreq: row.fgaFreq ?? 0,
      pps: row.pps,
      xPps: row.xPps,
      gpPbp: row.gpPbp,
    }));
  },
};
