/**
 * The why: each side's adjusted offence, defence and tempo (stored in its own season, and as the
 * projection used them: what-if applied, in the reference season), each pool's averages, and
 * the four factors of each offence against the other side's defence.
 */
import type { GameProjectionRow } from '../api/game-projection';
import {
  factorMatchup,
  ratingLines,
  sideName,
  type FactorMatchup,
} from '../content/projection-view';

export interface WhyPanelProps {
  row: GameProjectionRow;
  /** "2024-25 Men's Basketball, Division I": the pool the projection is made in. */
  referenceText: string;
}

function FactorTable({ matchup }: { matchup: FactorMatchup }) {
  return (
    <table className="table table-sm game-calculator__table">
      <caption>
        {matchup.offenceName} offense against {matchup.defenceName} defense (season four factors)
      </caption>
      <thead>
        <tr>
          <th scope="col">Factor</th>
          <th scope="col">{matchup.offenceName} offense</th>
          <th scope="col">{matchup.defenceName} defense allowed</th>
        </tr>
      </thead>
      <tbody>
        {matchup.lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">{line.label}</th>
            <td className="text-end">{line.offence}</td>
            <td className="text-end">{line.defenceAllowed}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function WhyPanel({ row, referenceText }: WhyPanelProps) {
  const [a, b] = row.teams;
  const names = [sideName(a), sideName(b)];
  const lines = ratingLines(row);
  const efficiency = lines[0];
  const tempo = lines[2];
  return (
    <section className="game-calculator__why" aria-labelledby="why-heading">
      <h2 id="why-heading" className="h5">
        Why
      </h2>
      <div className="game-calculator__scroll">
        <table className="table table-sm game-calculator__table">
          <caption>
            Adjusted ratings: stored in each team’s season, and as projected in {referenceText}
          </caption>
          <thead>
            <tr>
              <th scope="col">Rating</th>
              {names.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
              {names.map((name) => (
                <th key={`projected-${name}`} scope="col">
                  {name} projected
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key}>
                <th scope="row">{line.label}</th>
                <td className="text-end">{line.own[0]}</td>
                <td className="text-end">{line.own[1]}</td>
                <td className="text-end">{line.projected[0]}</td>
                <td className="text-end">{line.projected[1]}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Season average efficiency / tempo</th>
              <td className="text-end">
                {efficiency?.average[0]} / {tempo?.average[0]}
              </td>
              <td className="text-end">
                {efficiency?.average[1]} / {tempo?.average[1]}
              </td>
              <td colSpan={2} />
            </tr>
          </tbody>
        </table>
      </div>
      <p className="small text-body-secondary">
        Possessions = AdjT × opponent AdjT ÷ average tempo; points = AdjO × opponent AdjD ÷ average
        efficiency × possessions ÷ 100, ×1.014 at home and ×0.986 away; win probability = Φ(margin ÷
        σ).
        {row.poolsDiffer &&
          ` The teams were rated in different seasons or divisions: each rating is taken relative to its own season's average and placed in ${referenceText}. The gap between divisions, or between eras beyond their averages, is not in these numbers.`}
      </p>
      <div className="game-calculator__factors">
        <div className="game-calculator__scroll">
          <FactorTable matchup={factorMatchup(a, b)} />
        </div>
        <div className="game-calculator__scroll">
          <FactorTable matchup={factorMatchup(b, a)} />
        </div>
      </div>
    </section>
  );
}
