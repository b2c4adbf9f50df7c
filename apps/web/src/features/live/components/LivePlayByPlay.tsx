/**
 * The plays so far, newest first, with the score after each. Plays that arrived since the
 * view opened are marked new and briefly highlighted (a fade that reduced-motion turns into a
 * plain mark, live.css); the backlog shown on opening is not.
 */
import { useMemo, useState } from 'react';
import type { LiveEvent } from '@courtside/contract/live';
import { periodFormatOfCompetition, periodText } from '@/lib/live/game-moment';
import type { LiveViewProps } from './LiveGameViews';

export function LivePlayByPlay({ events, summary }: LiveViewProps) {
  // The last seq shown when the view opened: later plays are the new ones.
  const [openedAt] = useState(() => events.at(-1)?.seq ?? -1);
  const format = periodFormatOfCompetition(summary.competitionId);
  const newestFirst = useMemo(() => [...events].reverse(), [events]);
  return (
    <div
      className="table-responsive"
      role="region"
      aria-label="Play-by-play, scrollable"
      tabIndex={0}
    >
      <table className="table table-sm live-pbp">
        <caption className="caption-top fw-semibold">Play-by-play, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Team</th>
            <th scope="col">Play</th>
            <th scope="col">{summary.awayTeamMarket}</th>
            <th scope="col">{summary.homeTeamMarket}</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((event) => (
            <PlayRow
              key={event.seq}
              event={event}
              isNew={event.seq > openedAt}
              period={periodText(event.period, format)}
              team={
                event.isHome === null
                  ? ''
                  : event.isHome
                    ? summary.homeTeamMarket
                    : summary.awayTeamMarket
              }
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PlayRow({
  event,
  isNew,
  period,
  team,
}: {
  event: LiveEvent;
  isNew: boolean;
  period: string;
  team: string;
}) {
  const scoring = event.isMade === true && (event.points ?? 0) > 0;
  const classes = ['live-pbp__row', isNew ? 'live-pbp__row--new' : '', scoring ? 'fw-semibold' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <tr className={classes} data-seq={event.seq}>
      <td className="text-nowrap">
        {period} {event.clockLabel}
      </td>
      <td>{team}</td>
      <td>
        {isNew && <span className="visually-hidden">New: </span>}
        {event.description}
      </td>
      <td>{event.awayScore}</td>
      <td>{event.homeScore}</td>
    </tr>
  );
}
