/** Each team's field-goal attempts so far on a half court (made and missed where taken). */
import { getCompetition } from '@courtside/contract';
import type { LiveEvent } from '@courtside/contract/live';
import { ShotChart } from '@/components/stats/charts/ShotChart';
import { threePointLineFor } from '@/lib/charts/court-geometry';
import type { ShotPoint } from '@/lib/charts/hex-bins';
import { periodFormatOfCompetition, periodText } from '@/lib/live/game-moment';
import type { LiveViewProps } from './LiveGameViews';

export function teamShots(
  events: readonly LiveEvent[],
  isHome: boolean,
  period: (event: LiveEvent) => string,
): ShotPoint[] {
  const shots: ShotPoint[] = [];
  for (const event of events) {
    if (event.actionType !== 'shot' || event.isHome !== isHome) continue;
    if (event.x === null || event.y === null) continue;
    const made = event.isMade === true;
    shots.push({
      x: event.x,
      y: event.y,
      made,
      label: `${event.fullName ?? 'Team'} ${made ? 'made' : 'missed'} ${event.points ?? 2}-pt ${event.subType ?? 'shot'}, ${period(event)} ${event.clockLabel}`,
    });
  }
  return shots;
}

export function LiveShotChart({ events, summary }: LiveViewProps) {
  const competition = getCompetition(summary.competitionId);
  const line = threePointLineFor(
    competition?.gender ?? 'MALE',
    competition?.yearStart ?? 2025,
    summary.divisionId,
  );
  const format = periodFormatOfCompetition(summary.competitionId);
  const period = (event: LiveEvent) => periodText(event.period, format);
  const teams = [
    { isHome: false, name: summary.awayTeamMarket },
    { isHome: true, name: summary.homeTeamMarket },
  ];
  return (
    <div className="row g-3">
      {teams.map((team) => (
        <div key={team.name} className="col-md-6">
          <ShotChart
            mode="dots"
            title={`${team.name} shots so far`}
            shots={teamShots(events, team.isHome, period)}
            line={line}
          />
        </div>
      ))}
    </div>
  );
}
