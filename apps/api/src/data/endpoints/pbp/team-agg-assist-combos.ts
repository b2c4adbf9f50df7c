/**
 * team-agg-assist-combos: assister → scorer pairs of a team over a scope (its assisted made
 * field goals in play-by-play games), with points and the areas the shots came from.
 */
import type { AssistComboRow } from '@courtside/contract/schemas';
import { AssistComboRowSchema } from '@courtside/contract/schemas';
import { teamAssistCombos } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext, requireOneOf, scopeOf } from './support/context';

const NAME = 'team-agg-assist-combos';

export const teamAggAssistCombosEndpoint: DataEndpoint<AssistComboRow> = {
  name: NAME,
  access: 'public',
  summary:
    "A team's assist combinations: each assister → scorer pair with assists, assisted twos and threes, points, and assisted makes by area (atr2, paint2, mid2, c3, atb3). Play-by-play games only: box-only games add nothing.",
  requires: ['competitionId', 'teamId'],
  accepts: ['competitionId', 'teamId', 'playerId', 'scope'],
  row: AssistComboRowSchema,
  example: { competitionId: 38529, teamId: 591997 },
  notes: ['player: pairs where he is the assister or the scorer. Rows: most assists first.'],
  async handle(request) {
    requireOneOf(NAME, request.config, ['teamId']);
    const context = await pbpContext(NAME, request);
    const { scope, label } = scopeOf(NAME, request.config, { allowClutch: false });
    const teamId = context.teamId ?? 0;
    const combos = await teamAssistCombos(request.db, {
      competitionId: context.competitionId,
      teamId,
      constants: context.constants,
      scope,
      playerId: context.playerId,
    });
    return combos.map((combo): AssistComboRow => ({
      _id: `${context.competitionId}-${teamId}-${label}-${combo.assistPlayerId}-${combo.scorerPlayerId}`,
      updated: context.updated,
      competitionId: context.competitionId,
      teamId,
      scope: label,
      assistPlayerId: combo.assistPlayerId,
      assistFullName: combo.assistFullName,
      scorerPlayerId: combo.scorerPlayerId,
      scorerFullName: combo.scorerFullName,
      ast: combo.ast,
      ast2: combo.ast2,
      ast3: combo.ast3,
      astPts: combo.astPts,
      astAtr2: combo.byArea.atr2,
      astPaint2: combo.byArea.paint2,
      astMid2: combo.byArea.mid2,
      astC3: combo.byArea.c3,
      astAtb3: combo.byArea.atb3,
      gpCombo: combo.gpCombo,
    }));
  },
};
