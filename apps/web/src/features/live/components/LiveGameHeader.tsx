/** The game's scoreboard: both teams and scores, the moment (period and clock) and who is favored. */
import type { LiveGameSummary } from '@courtside/contract/live';
import { gameMomentText } from '@/lib/live/game-moment';
import { WinProbabilityBar } from './WinProbabilityBar';

export function LiveGameHeader({ summary }: { summary: LiveGameSummary }) {
  const started = summary.status !== 'scheduled';
  const moment = gameMomentText(summary);
  return (
    <header className="live-header mb-3">
      <h1 className="h3 mb-1">
        {summary.awayTeamMarket} {summary.isNeutral ? 'vs.' : 'at'} {summary.homeTeamMarket}
      </h1>
      <p className="live-header__score mb-1" aria-live="off">
        {started ? (
          <>
            <span>
              {summary.awayTeamMarket} <strong>{summary.awayScore}</strong>
            </span>
            <span aria-hidden="true"> – </span>
            <span className="visually-hidden">, </span>
            <span>
              {summary.homeTeamMarket} <strong>{summary.homeScore}</strong>
            </span>
          </>
        ) : (
          'Tip-off '
        )}
        <span className="live-header__moment ms-2 badge text-bg-dark">{moment}</span>
      </p>
      <WinProbabilityBar
        homeName={summary.homeTeamMarket}
        awayName={summary.awayTeamMarket}
        homeWinProb={summary.status === 'in-progress' ? summary.homeWinProb : null}
      />
    </header>
  );
}
