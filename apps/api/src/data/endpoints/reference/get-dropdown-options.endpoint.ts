/**
 * `get-dropdown-options` (query style): what the stats pages' dropdowns offer for one
 * competition: its teams and conferences (the navbar dropdowns of tier ≥ 1), the stat scopes
 * and the divisions. `tableName` picks one group: teams, conferences, scopes or divisions.
 */
import { ENDPOINT_DEFINITIONS, DropdownGroupSchema } from '@courtside/contract/schemas';
import { DIVISIONS, merged } from '@courtside/contract';
import type { DropdownOptionRow } from '@courtside/contract/schemas';
import { competitionConferences, teamList } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { DataInputError } from '../../endpoint';
import { divisionOf, requiredCompetitionIds, updatedOf } from './config-values';

const NAME = 'get-dropdown-options';

/** The materialized scopes (warehouse README, "Scopes") with their labels. */
export const SCOPE_OPTIONS: ReadonlyArray<readonly [string, string]> = [
  ['season', 'Full Season'],
  ['confReg', 'Conference Regular Season'],
  ['home', 'Home'],
  ['away', 'Away'],
  ['neutral', 'Neutral'],
  ['l5g', 'Last 5 Games'],
  ['l10g', 'Last 10 Games'],
  ['wins', 'Wins'],
  ['losses', 'Losses'],
  ['quad1', 'Quadrant 1'],
  ['quad2', 'Quadrant 2'],
  ['quad3', 'Quadrant 3'],
  ['quad4', 'Quadrant 4'],
  ['clutch', 'Clutch'],
];

export const getDropdownOptionsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const competitionIds = requiredCompetitionIds(NAME, params);
    const competitionId = competitionIds[0] ?? null;
    const divisionId = divisionOf(NAME, params);
    const group =
      params.tableName === undefined ? undefined : DropdownGroupSchema.safeParse(params.tableName);
    if (group !== undefined && !group.success) {
      throw new DataInputError(
        `"tableName" must be one of ${DropdownGroupSchema.options.join(', ')}, got "${params.tableName ?? ''}"`,
        'tableName',
      );
    }
    const wants = (name: string) => group === undefined || group.data === name;
    const updated = await updatedOf(request);
    const stamp = (id: string) => ({ _id: id, updated });
    const rows: DropdownOptionRow[] = [];
    if (wants('teams')) {
      const teams = await teamList(db, {
        competitionIds,
        divisionId,
        conferenceId: params.conferenceId ?? null,
      });
      for (const team of teams) {
        rows.push(
          merged(stamp(`teams-${team.teamId}`), {
            group: 'teams',
            value: team.teamId,
            label: team.teamMarket,
            competitionId: team.competitionId,
            divisionId: team.divisionId,
            conferenceId: team.conferenceId,
          }),
        );
      }
    }
    if (wants('conferences')) {
      const conferences = await competitionConferences(db, {
        competitionIds,
        divisionId,
      });
      for (const conference of conferences) {
        rows.push(
          merged(stamp(`conferences-${conference.conferenceId}`), {
            group: 'conferences',
            value: conference.conferenceId,
            label: conference.conferenceLongName,
            competitionId: conference.competitionId,
            divisionId: conference.divisionId,
            conferenceId: conference.conferenceId,
          }),
        );
      }
    }
    if (wants('scopes')) {
      for (const [value, label] of SCOPE_OPTIONS) {
        rows.push(
          merged(stamp(`scopes-${value}`), {
            group: 'scopes',
            value,
            label,
            competitionId,
            divisionId: null,
            conferenceId: null,
          }),
        );
      }
    }
    if (wants('divisions')) {
      for (const division of DIVISIONS) {
        rows.push(
          merged(stamp(`divisions-${division.id}`), {
            group: 'divisions',
            value: division.id,
            label: division.name,
            competitionId,
            divisionId: division.id,
            conferenceId: null,
          }),
        );
      }
    }
    return rows;
  },
});
