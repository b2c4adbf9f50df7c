/** `games`: games of some competitions (or ids, teams, dates) with scores and coverage. */
import type { GameDataRow } from '@courtside/contract/schemas';
import { GameDataRowSchema } from '@courtside/contract/schemas';
import { gameList } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { updatedOf } from './config-values';
import { gameFilterOf, toGameRow } from './game-rows';

const NAME = 'games';

export const GAME_LIST_ACCEPTS = [
  'competitionId',
  'competitionIds',
  'gameId',
  'gameIds',
  'teamId',
  'teamIds',
  'divisionId',
  'conferenceId',
  'date',
  'gameDate',
  'start',
  'end',
  'latest',
] as const;

export const gamesEndpoint: DataEndpoint<GameDataRow> = {
  name: NAME,
  access: 'public',
  summary: 'Games with date, teams, score, site flags and coverage.',
  requires: [],
  accepts: GAME_LIST_ACCEPTS,
  row: GameDataRowSchema,
  example: { competitionId: 38409, teamId: 590616 },
  notes: [
    'Needs `competition`/`competitions` or `game`/`games`. Dates are yyyymmdd or yyyy-mm-dd;',
    '`date`/`gamedate` pick one day, `start`/`end` a range. Oldest first; `latest` N gives the',
    'N newest, newest first.',
  ],
  async handle(request) {
    const filter = await gameFilterOf(request.db, NAME, request.config, { requireScope: true });
    const updated = await updatedOf(request);
    return (await gameList(request.db, filter)).map((row) => toGameRow(row, updated));
  },
};
