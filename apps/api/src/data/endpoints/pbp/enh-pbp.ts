/**
 * enh-pbp: a play-by-play game's events enhanced with the score and margin after each, the
 * home and away win probability (METHODS §7), clutch time, the shot's zone and distance, and
 * the ten players on the floor. Box-only games give no rows.
 */
import type { EnhPbpRow } from '@courtside/contract/schemas';
import { EnhPbpRowSchema } from '@courtside/contract/schemas';
import { enhancedEvents } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext } from './support/context';
import { actionRow } from './support/action-rows';

const NAME = 'enh-pbp';

export const enhPbpEndpoint: DataEndpoint<EnhPbpRow> = {
  name: NAME,
  access: 'public',
  summary:
    "A game's play-by-play enhanced: every event with the score and margin after it, home/away win probability, clutch flag, shot zone and distance, and both lineups on the floor. Play-by-play games only: a box-only game gives no rows.",
  requires: ['gameId'],
  accepts: ['gameId', 'competitionId'],
  row: EnhPbpRowSchema,
  example: { gameId: 5728709 },
  async handle(request) {
    const context = await pbpContext(NAME, request);
    const events = await enhancedEvents(request.db, {
      competitionId: context.competitionId,
      gameId: context.gameId ?? 0,
    });
    return events.map((event): EnhPbpRow => ({
      ...actionRow(event, context),
      margin: event.homeScore - event.awayScore,
      isClutch: event.clutch,
      wpHome: event.wpHome,
      wpAway: event.wpHome === null ? null : 1 - event.wpHome,
      distance: event.distance,
      shotZone: event.zone,
      homeLineup: event.homeOnFloor,
      awayLineup: event.awayOnFloor,
    }));
  },
};
