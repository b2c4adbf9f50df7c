/** The home side's chance to win as a bar split between the two teams, with the figure in words. */
import { percentText } from '@/lib/live/game-moment';

export function WinProbabilityBar({
  homeName,
  awayName,
  homeWinProb,
}: {
  homeName: string;
  awayName: string;
  homeWinProb: number | null;
}) {
  if (homeWinProb === null) return null;
  const favorite =
    homeWinProb >= 0.5
      ? `${homeName} ${percentText(homeWinProb)}`
      : `${awayName} ${percentText(1 - homeWinProb)}`;
  return (
    <div className="live-wp" role="img" aria-label={`Win probability: ${favorite}`}>
      <div className="live-wp__bar" aria-hidden="true">
        <span className="live-wp__away" style={{ width: `${(1 - homeWinProb) * 100}%` }} />
        <span className="live-wp__home" style={{ width: `${homeWinProb * 100}%` }} />
      </div>
      <span className="live-wp__text small text-body-secondary" aria-hidden="true">
        Win prob.: {favorite}
      </span>
    </div>
  );
}
