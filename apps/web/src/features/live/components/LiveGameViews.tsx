/** The five live views of a game, each from the events so far. */
import type { LiveEvent, LiveGameSummary } from '@courtside/contract/live';
import type { LiveView } from '@/lib/live/live-paths';
import { useLiveBox } from '../hooks/use-live-box';
import { LiveBoxScore } from './LiveBoxScore';
import { LiveGameFlow } from './LiveGameFlow';
import { LiveLineups } from './LiveLineups';
import { LivePlayByPlay } from './LivePlayByPlay';
import { LiveShotChart } from './LiveShotChart';

export interface LiveViewProps {
  events: readonly LiveEvent[];
  summary: LiveGameSummary;
}

export function LiveGameViews({ view, ...props }: LiveViewProps & { view: LiveView }) {
  switch (view) {
    case 'play-by-play':
      return <LivePlayByPlay {...props} />;
    case 'game-flow':
      return <LiveGameFlow {...props} />;
    case 'shot-chart':
      return <LiveShotChart {...props} />;
    case 'lineups':
      return <BoxBased {...props} lineups />;
    default:
      return <BoxBased {...props} lineups={false} />;
  }
}

function BoxBased({ lineups, ...props }: LiveViewProps & { lineups: boolean }) {
  const box = useLiveBox(props.events, props.summary);
  return lineups ? (
    <LiveLineups box={box} summary={props.summary} />
  ) : (
    <LiveBoxScore box={box} summary={props.summary} />
  );
}
