/**
 * match-actions: the actions of a play-by-play game in order, as the feed gives them (type,
 * sub-type, team, player, result, score, shot location), without the enh-pbp extras. Box-only
 * games give no rows.
 */
import type { MatchActionRow } from '@courtside/contract/schemas';
import { MatchActionRowSchema } from '@courtside/contract/schemas';
import { enhancedEvents } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext } from './support/context';
import { actionRow } from './support/action-rows';

const NAME = 'match-actions';

export const matchActionsEndpoint: DataEndpoint<MatchActionRow> = {
  name: NAME,
  access: 'public',
  summary:
    "A game's actions in order: type and sub-type, team, player and the other player (assister, blocker, fouled), result, points, score after, shot location. Play-by-play games only: a box-only game gives no rows.",
  requires: ['gameId'],
  accepts: ['gameId', 'competitionId'],
  row: MatchActionRowSchema,
  example: { gameId: 5728709 },
  async handle(request) {
    const context = await pbpContext(NAME, request);
    const events = await enhancedEvents(request.db, {
      competitionId: context.competitionId,
      gameId: context.gameId ?? 0,
    });
    return events.map((event) => actionRow(event, context));
  },
};
