/**
 * The pair's past games (every season held), from the first team's side: the result next to
 * what that season's ratings predicted for the game, with the CSV of the table as shown.
 */
import { csvFileName, downloadCsv } from '@/lib/stats/csv';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import { EmptyState } from '@/components/stats/states';
import type { GameProjectionRow } from '../api/game-projection';
import { actualMargin, pastGameSite, pastGamesCsv, sideName } from '../content/projection-view';

const column = (key: StatKey) => statDefinition(key);

export function PastGamesTable({ row }: { row: GameProjectionRow }) {
  const [a, b] = row.teams;
  const title = `${a.teamMarket} vs ${b.teamMarket} past games`;
  if (row.pastGames.length === 0) {
    return (
      <section aria-labelledby="past-heading">
        <h2 id="past-heading" className="h5">
          Past games
        </h2>
        <EmptyState
          message={`${a.teamMarket} and ${b.teamMarket} have not played each other in the seasons held.`}
        />
      </section>
    );
  }
  const date = column('gameDate');
  const predicted = column('predictedPts');
  const predictedAgst = column('predictedPtsAgst');
  const predictedMargin = column('predictedMargin');
  const winProbability = column('predictedWinProbability');
  return (
    <section aria-labelledby="past-heading">
      <div className="game-calculator__table-bar">
        <h2 id="past-heading" className="h5 mb-0">
          Past games
        </h2>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm stats-action"
          onClick={() => downloadCsv(csvFileName(title), pastGamesCsv(row))}
        >
          Download CSV
        </button>
      </div>
      <div className="game-calculator__scroll">
        <table className="table table-sm game-calculator__table">
          <caption>
            {sideName(a)} against {sideName(b)}’s school: results and each season’s prediction (from
            ratings that include the game)
          </caption>
          <thead>
            <tr>
              <th scope="col">{date.shortLabel}</th>
              <th scope="col">Season</th>
              <th scope="col">Site</th>
              <th scope="col">Result</th>
              <th scope="col" title={predicted.description}>
                Predicted
              </th>
              <th scope="col">Margin</th>
              <th scope="col" title={predictedMargin.description}>
                {predictedMargin.shortLabel}
              </th>
              <th scope="col" title={winProbability.description}>
                {winProbability.shortLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {row.pastGames.map((game) => (
              <tr key={`${game.competitionId}-${game.gameId}`}>
                <th scope="row">{formatValue(date.format, game.gameDate)}</th>
                <td>{game.seasonLabel}</td>
                <td>{pastGameSite(game)}</td>
                <td>
                  {game.ptsScored === null || game.ptsAgst === null
                    ? 'Not played'
                    : `${game.ptsScored > game.ptsAgst ? 'W' : 'L'} ${game.ptsScored}–${game.ptsAgst}`}
                </td>
                <td className="text-end">
                  {game.predictedPts === null || game.predictedPtsAgst === null
                    ? formatValue(predicted.format, null)
                    : `${formatValue(predicted.format, game.predictedPts)}–${formatValue(
                        predictedAgst.format,
                        game.predictedPtsAgst,
                      )}`}
                </td>
                <td className="text-end">{formatValue('signedInteger', actualMargin(game))}</td>
                <td className="text-end">
                  {formatValue(predictedMargin.format, game.predictedMargin)}
                </td>
                <td className="text-end">
                  {formatValue(winProbability.format, game.predictedWinProbability)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
