/**
 * team-agg-assist-combos: assister → scorer pairs of a team over a scope (its assisted made
 * field goals in play-by-play games), with points and the areas the shots came from.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { AssistComboRow } from '@courtside/contract/schemas';
import { teamAssistCombos } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { scopeOf } from './support/context';

const NAME = 'team-agg-assist-combos';

export const teamAggAssistCombosEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await requestContext(NAME, request);
    const { scope, label } = scopeOf(NAME, request.params, { allowClutch: false });
    const { teamId } = request.params;
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
});
