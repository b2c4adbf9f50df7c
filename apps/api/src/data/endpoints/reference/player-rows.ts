/** The shared mapping of warehouse roster rows to the `players` row shape. */
import type { PlayerDataRow } from '@courtside/contract/schemas';
import type { PlayerListRow } from '@courtside/warehouse';
import { asGender } from './config-values';

export function toPlayerRow(row: PlayerListRow, updated: string): PlayerDataRow {
  return {
    _id: `${row.competitionId}-${row.playerId}`,
    updated,
    competitionId: row.competitionId,
    playerId: row.playerId,
    personId: row.personId,
    teamId: row.teamId,
    teamMarket: row.teamMarket,
    conferenceId: row.conferenceId,
    divisionId: row.divisionId,
    gender: asGender(row.gender),
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    jerseyNum: row.jersey,
    classYr: row.classYear,
    position: row.position,
    height: row.heightIn,
    heightLabel: row.heightLabel,
    hometown: row.hometown,
    highSchool: row.highSchool,
  };
}
