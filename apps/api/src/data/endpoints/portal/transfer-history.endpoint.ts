/**
 * `transfer-history` (path style): every transfer into a competition, one row each, with his
 * last season at the school left, his first at the new one and the METHODS §10 analysis. The
 * warehouse's `transferHistory` pairs the seasons and runs the engine's `transferImpacts` once
 * per competition; a request keeps the moves touching its division or conference on either
 * side, so the baselines never depend on the filter.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { TransferHistoryRow } from '@courtside/contract/schemas';
import type { MoverSeasonLine, TransferHistoryEntry } from '@courtside/warehouse';
import { transferHistory } from '@courtside/warehouse';
import { requestContext } from '../../request-context';
import { serveEndpoint } from '../../serve-endpoint';
import { impactFields } from './support/transfer-summary';

const NAME = 'transfer-history';

const perGame = (total: number, gp: number): number | null => (gp > 0 ? total / gp : null);

/** Divisions outside I-III never reach a team row; the schema's range says so. */
function division(line: MoverSeasonLine): 1 | 2 | 3 {
  const { divisionId } = line;
  if (divisionId === 1 || divisionId === 2 || divisionId === 3) return divisionId;
  throw new Error(`Team ${line.teamId} of competition ${line.competitionId} has no division I-III`);
}

const touches = (
  { pair }: TransferHistoryEntry,
  key: 'divisionId' | 'conferenceId',
  id: number | null,
): boolean => id === null || pair.before[key] === id || pair.after[key] === id;

function rowOf(entry: TransferHistoryEntry, updated: string): TransferHistoryRow {
  const { pair, impact } = entry;
  const { before, after } = pair;
  return {
    _id: `${after.competitionId}-transfer-${pair.personId}`,
    updated,
    competitionId: after.competitionId,
    competitionIdFrom: before.competitionId,
    personId: pair.personId,
    playerId: after.playerId,
    playerIdFrom: before.playerId,
    fullName: pair.fullName,
    classYr: impact.classYear,
    position: after.position ?? before.position,
    role: impact.role,
    teamIdFrom: before.teamId,
    teamMarketFrom: before.teamMarket,
    conferenceIdFrom: before.conferenceId,
    conferenceShortNameFrom: before.conferenceShortName,
    divisionIdFrom: division(before),
    teamIdTo: after.teamId,
    teamMarketTo: after.teamMarket,
    conferenceIdTo: after.conferenceId,
    conferenceShortNameTo: after.conferenceShortName,
    divisionIdTo: division(after),
    levelFrom: entry.levelFrom,
    levelTo: entry.levelTo,
    moveDirection: entry.direction,
    gpFrom: before.gp,
    gpTo: after.gp,
    minsFrom: before.minutes,
    minsTo: after.minutes,
    minsPgFrom: perGame(before.minutes, before.gp),
    minsPgTo: perGame(after.minutes, after.gp),
    ptsFrom: before.pts,
    ptsTo: after.pts,
    ptsPgFrom: perGame(before.pts, before.gp),
    ptsPgTo: perGame(after.pts, after.gp),
    ...impactFields(impact),
  };
}

export const transferHistoryEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await requestContext(NAME, request);
    const entries = await transferHistory(request.db, context.competitionId);
    return entries
      .filter(
        (entry) =>
          touches(entry, 'divisionId', context.divisionId) &&
          touches(entry, 'conferenceId', context.conferenceId),
      )
      .map((entry) => rowOf(entry, context.updated));
  },
});
