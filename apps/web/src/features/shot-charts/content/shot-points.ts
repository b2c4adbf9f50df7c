/**
 * A team's or player's attempts as the dots and hexes of a chart: located attempts only, each
 * named for its tooltip and screen readers by shooter, result, shot, game and time.
 */
import type { PbpShotRow } from '@courtside/contract/schemas';
import type { ShotPoint } from '@/lib/charts/hex-bins';
import { formatValue } from '@/lib/stats/format';
import { gameDateOf, opponentOf, siteOf, type ShotFilterContext } from './shot-filters';

/** "vs Baydale, Nov 19, 2024" / "at Baydale, …"; empty when the game is unknown. */
function gameText(row: PbpShotRow, context: ShotFilterContext): string {
  const opponent = opponentOf(row, context);
  const date = gameDateOf(row, context);
  const parts = [
    opponent === '' ? '' : `${siteOf(row, context) === 'away' ? 'at' : 'vs'} ${opponent}`,
    date === null ? '' : formatValue('date', date),
  ].filter((part) => part !== '');
  return parts.join(', ');
}

export function shotLabel(row: PbpShotRow, context: ShotFilterContext): string {
  const result = row.isMade ? 'made' : 'missed';
  const shot = `${row.shotValue}-pt ${row.shotType ?? 'shot'}`;
  const clock = formatValue('minutes', row.clock / 60);
  const game = gameText(row, context);
  return `${row.fullName} ${result} ${shot}${game === '' ? '' : `, ${game}`}, ${row.periodLabel} ${clock}`;
}

export function shotPointsOf(rows: readonly PbpShotRow[], context: ShotFilterContext): ShotPoint[] {
  const points: ShotPoint[] = [];
  for (const row of rows) {
    if (row.x === null || row.y === null) continue;
    points.push({ x: row.x, y: row.y, made: row.isMade, label: shotLabel(row, context) });
  }
  return points;
}
