/**
 * player-tying-go-ahead-shooting: per player, game-deciding attempts and makes (METHODS §6),
 * split into tying and go-ahead attempts, and game-winners. Only players with a deciding
 * attempt have a row; play-by-play games only.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { PlayerTyingGoAheadRow } from '@courtside/contract/schemas';
import type { DecidingTotals } from '@courtside/warehouse';
import { addDecidingShot, emptyDecidingTotals, pbpShots } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { decidingFields } from './support/deciding-rows';

const NAME = 'player-tying-go-ahead-shooting';

export const playerTyingGoAheadShootingEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await requestContext(NAME, request);
    const shots = await pbpShots(request.db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      playerId: context.playerId,
      divisionId: context.divisionId,
      conferenceId: context.conferenceId,
      decidingOnly: true,
    });
    const players = new Map<string, { shot: (typeof shots)[number]; totals: DecidingTotals }>();
    for (const shot of shots) {
      if (shot.playerId === null || shot.teamId === null) continue;
      const key = `${shot.teamId}:${shot.playerId}`;
      const entry = players.get(key) ?? { shot, totals: emptyDecidingTotals() };
      addDecidingShot(entry.totals, shot);
      players.set(key, entry);
    }
    return [...players.values()]
      .map(({ shot, totals }): PlayerTyingGoAheadRow => ({
        _id: `${context.competitionId}-${shot.teamId}-${shot.playerId}`,
        updated: context.updated,
        competitionId: context.competitionId,
        playerId: shot.playerId ?? 0,
        fullName: shot.fullName,
        teamId: shot.teamId ?? 0,
        ...decidingFields(totals),
      }))
      .sort((a, b) => b.decidingFga - a.decidingFga || a.fullName.localeCompare(b.fullName));
  },
});
