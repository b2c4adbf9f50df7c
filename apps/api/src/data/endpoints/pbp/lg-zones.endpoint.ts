/**
 * lg-zones: league averages per zone of one zone family (zoneSchema), with each zone's
 * definition from the engine's catalogue. Located attempts of play-by-play games only: a
 * competition without play-by-play has no rows.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { LeagueZoneRow } from '@courtside/contract/schemas';
import { zoneDefinitions } from '@courtside/engine';
import { leagueZones } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { zoneSchemaOf } from './support/context';

const NAME = 'lg-zones';

export const lgZonesEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await requestContext(NAME, request);
    const zoneSchema = zoneSchemaOf(NAME, request.params);
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
});
