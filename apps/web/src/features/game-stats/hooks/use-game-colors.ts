/**
 * The game's two palettes (components/team-colors) from `team-colors`: every view of the game
 * page that shows a team's colour calls this, so the header, line score, flow chart, shot
 * chart and box score agree. The defaults stand in while the colours load, when they fail
 * (the page still works; nothing to retry) and for teams without colours.
 */
import type { GameDataRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { useGameTeamColors } from '../api/team-colors';
import { DEFAULT_GAME_COLORS, gameColors, type GameColors } from '../components/team-colors';

export function useGameColors(game: GameDataRow): GameColors {
  const { competitionId, homeTeamId, awayTeamId } = game;
  const colors = useGameTeamColors({ competitionId, teamIds: [homeTeamId, awayTeamId] });
  const rows = colors.data;
  return useMemo(() => {
    if (!rows) return DEFAULT_GAME_COLORS;
    const rowOf = (teamId: number | null) =>
      teamId === null ? null : (rows.find((row) => row.teamId === teamId) ?? null);
    return gameColors(rowOf(homeTeamId), rowOf(awayTeamId));
  }, [rows, homeTeamId, awayTeamId]);
}
