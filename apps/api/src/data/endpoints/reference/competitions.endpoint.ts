/**
 * `competitions` (§7 start-up read): the contract's sixteen competitions (2018-19 to 2025-26,
 * both genders), each with what the served warehouse holds for it, so a client can index
 * every competition by id even before its data is built.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { COMPETITIONS, LATEST_COMPETITION_IDS, defaultTournamentId } from '@courtside/contract';
import { competitions as warehouseCompetitions } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { competitionIdsOf, genderOf, updatedOf } from './config-values';

const NAME = 'competitions';

export const competitionsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const ids = competitionIdsOf(NAME, request.params);
    const gender = genderOf(NAME, request.params);
    const updated = await updatedOf(request);
    const held = new Map(
      (await warehouseCompetitions(request.db)).map((row) => [row.competitionId, row]),
    );
    return COMPETITIONS.filter(
      (c) => (ids === null || ids.includes(c.id)) && (gender === null || c.gender === gender),
    ).map((c) => {
      const data = held.get(c.id);
      return {
        _id: String(c.id),
        updated,
        competitionId: c.id,
        competitionName: c.label,
        gender: c.gender,
        startYear: c.yearStart,
        season: c.yearEnd,
        isCurrent: LATEST_COMPETITION_IDS[c.gender] === c.id,
        id: c.id,
        abb1: c.abb1,
        abb2: c.abb2,
        abb3: c.abb3,
        shortLabel: c.shortLabel,
        label: c.label,
        priorId: c.priorId,
        nextId: c.nextId,
        yearStart: c.yearStart,
        yearEnd: c.yearEnd,
        defaultTournamentId: defaultTournamentId(c.id),
        hasData: data !== undefined && data.games > 0,
        games: data?.games ?? 0,
        gamesPbp: data?.coverage.pbp ?? 0,
        gamesBox: data?.coverage.box ?? 0,
        gamesSchedule: data?.coverage.schedule ?? 0,
        dataSource: data?.source ?? null,
        isSimulated: data?.source === 'demo',
      };
    });
  },
});
