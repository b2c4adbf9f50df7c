/**
 * Assist combinations of a team: every (assister → scorer) pair of its assisted made field
 * goals in play-by-play games of a scope, with the points they produced and where the shots
 * came from (METHODS §5 areas, from the engine's `classifyShot`).
 */
import { classifyShot } from '@courtside/engine';
import type { AreaZone, EngineConstants } from '@courtside/engine';
import type { WarehouseDb } from '../../db/connection';
import type { PbpScope } from './lookups';
import { pbpShots } from './shots';

export interface AssistCombo {
  teamId: number;
  assistPlayerId: number;
  assistFullName: string;
  scorerPlayerId: number;
  scorerFullName: string;
  ast: number;
  ast2: number;
  ast3: number;
  astPts: number;
  /** By area of the made shot; shots without a location count in none. */
  byArea: Record<AreaZone, number>;
  /** Games in which the pair connected at least once. */
  gpCombo: number;
}

export async function teamAssistCombos(
  db: WarehouseDb,
  filter: {
    competitionId: number;
    teamId: number;
    constants: EngineConstants;
    scope?: PbpScope;
    playerId?: number | null;
  },
): Promise<AssistCombo[]> {
  const shots = await pbpShots(db, {
    competitionId: filter.competitionId,
    teamId: filter.teamId,
    scope: filter.scope ?? 'season',
    assistedMakesOnly: true,
  });
  const combos = new Map<string, AssistCombo & { games: Set<number> }>();
  for (const shot of shots) {
    if (!shot.made || !shot.assisted) continue;
    if (shot.assistPlayerId === null || shot.playerId === null) continue;
    const pair = `${shot.assistPlayerId}>${shot.playerId}`;
    let combo = combos.get(pair);
    if (!combo) {
      combo = {
        teamId: filter.teamId,
        assistPlayerId: shot.assistPlayerId,
        assistFullName: shot.assistFullName ?? String(shot.assistPlayerId),
        scorerPlayerId: shot.playerId,
        scorerFullName: shot.fullName,
        ast: 0,
        ast2: 0,
        ast3: 0,
        astPts: 0,
        byArea: { atr2: 0, paint2: 0, mid2: 0, c3: 0, atb3: 0 },
        gpCombo: 0,
        games: new Set<number>(),
      };
      combos.set(pair, combo);
    }
    combo.ast += 1;
    if (shot.value === 3) combo.ast3 += 1;
    else combo.ast2 += 1;
    combo.astPts += shot.value;
    combo.games.add(shot.gameId);
    if (shot.x !== null && shot.y !== null) {
      const area = classifyShot({ x: shot.x, y: shot.y }, shot.value, filter.constants).area;
      combo.byArea[area] += 1;
    }
  }
  const wanted = filter.playerId ?? null;
  return [...combos.values()]
    .filter((c) => wanted === null || c.assistPlayerId === wanted || c.scorerPlayerId === wanted)
    .map(({ games, ...combo }) => ({ ...combo, gpCombo: games.size }))
    .sort(
      (a, b) =>
        b.ast - a.ast ||
        b.astPts - a.astPts ||
        a.assistFullName.localeCompare(b.assistFullName) ||
        a.scorerFullName.localeCompare(b.scorerFullName),
    );
}
