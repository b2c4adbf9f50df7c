/**
 * player-tying-go-ahead-shooting: per player, game-deciding attempts and makes (METHODS §6),
 * split into tying and go-ahead attempts, and game-winners. Only players with a deciding
 * attempt have a row; play-by-play games only.
 */
import type { PlayerTyingGoAheadRow } from '@courtside/contract/schemas';
import { PlayerTyingGoAheadRowSchema } from '@courtside/contract/schemas';
import type { DecidingTotals } from '@courtside/warehouse';
import { addDecidingShot, emptyDecidingTotals, pbpShots } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext } from './support/context';
import { decidingFields } from './support/deciding-rows';

const NAME = 'player-tying-go-ahead-shooting';

export const playerTyingGoAheadShootingEndpoint: DataEndpoint<PlayerTyingGoAheadRow> = {
  name: NAME,
  access: 'free',
  playerLevel: true,
  summary:
    "Players' tying and go-ahead shooting: game-deciding attempts and makes (METHODS §6), tying vs go-ahead attempts, game-winners. Only players with a deciding attempt in a play-by-play game have a row.",
  requires: ['competitionId'],
  accepts: ['competitionId', 'teamId', 'playerId', 'divisionId', 'conferenceId'],
  row: PlayerTyingGoAheadRowSchema,
  example: { competitionId: 38529 },
  notes: ['Rows are ordered by deciding attempts, most first.'],
  async handle(request) {
    const context = await pbpContext(NAME, request);
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
};
