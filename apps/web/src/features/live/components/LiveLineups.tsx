/**
 * The ten on the floor now with each player's plus-minus, and every five each team has used
 * with its minutes and plus-minus so far (the engine's lineups), the five on the floor first.
 */
import type { LiveGameSummary } from '@courtside/contract/live';
import type { LiveBoxScore } from '@courtside/engine/live';
import { ScrollRegion } from '@/components/stats/ScrollRegion';
import { plusMinusText } from './LiveBoxScore';

export function LiveLineups({ box, summary }: { box: LiveBoxScore; summary: LiveGameSummary }) {
  const byKey = new Map(box.players.map((line) => [line.key, line]));
  const nameOf = (key: string) => byKey.get(key)?.name ?? key;
  const sides = [
    { side: 'away' as const, name: summary.awayTeamMarket, now: box.onFloor?.away ?? [] },
    { side: 'home' as const, name: summary.homeTeamMarket, now: box.onFloor?.home ?? [] },
  ];
  return (
    <div className="row g-4">
      {sides.map(({ side, name, now }) => {
        const current = [...now].sort().join('|');
        const fives = box.lineups
          .filter((lineup) => lineup.side === side)
          .sort(
            (a, b) =>
              Number(b.players.join('|') === current) - Number(a.players.join('|') === current) ||
              b.seconds - a.seconds,
          );
        return (
          <section key={side} className="col-lg-6" aria-label={`${name} lineups`}>
            <h2 className="h6">{name}: on the floor now</h2>
            {now.length === 0 ? (
              <p className="text-body-secondary small">
                The feed has not said who is on the floor.
              </p>
            ) : (
              <ul className="list-unstyled live-floor">
                {now.map((key) => (
                  <li key={key}>
                    {nameOf(key)}{' '}
                    <span className="text-body-secondary">
                      {plusMinusText(byKey.get(key)?.plusMinus ?? 0)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <ScrollRegion label={`${name} fives`}>
              <table className="table table-sm">
                <caption className="caption-top">{name} fives so far</caption>
                <thead>
                  <tr>
                    <th scope="col">Five</th>
                    <th scope="col">
                      <abbr title="Minutes">MIN</abbr>
                    </th>
                    <th scope="col">
                      <abbr title="Plus-minus">+/-</abbr>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {fives.map((lineup) => {
                    const isNow = lineup.players.join('|') === current;
                    return (
                      <tr
                        key={lineup.players.join('|')}
                        className={isNow ? 'table-active' : undefined}
                      >
                        <th scope="row" className="fw-normal">
                          {lineup.players.map(nameOf).join(', ')}
                          {isNow && (
                            <span className="badge text-bg-success ms-2">On the floor</span>
                          )}
                        </th>
                        <td>{(lineup.seconds / 60).toFixed(1)}</td>
                        <td>{plusMinusText(lineup.plusMinus)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollRegion>
          </section>
        );
      })}
    </div>
  );
}
