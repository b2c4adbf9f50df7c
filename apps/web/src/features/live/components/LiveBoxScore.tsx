/**
 * Both teams' box scores so far: each player's line (starters first, then by minutes) and the
 * team's totals, which include team rebounds and turnovers. Every number is the engine's.
 */
import type { LiveGameSummary } from '@courtside/contract/live';
import type { LiveBoxScore as Box, PlayerBoxLine, TeamBoxLine } from '@courtside/engine/live';
import { ScrollRegion } from '@/components/stats/ScrollRegion';

type Counts = Pick<
  PlayerBoxLine,
  | 'seconds'
  | 'pts'
  | 'fgm'
  | 'fga'
  | 'fgm3'
  | 'fga3'
  | 'ftm'
  | 'fta'
  | 'orb'
  | 'drb'
  | 'ast'
  | 'stl'
  | 'blk'
  | 'tov'
  | 'pf'
>;

const COLUMNS: ReadonlyArray<{ label: string; title: string; value: (line: Counts) => string }> = [
  { label: 'MIN', title: 'Minutes', value: (l) => String(Math.round(l.seconds / 60)) },
  { label: 'PTS', title: 'Points', value: (l) => String(l.pts) },
  { label: 'FGM-A', title: 'Field goals made-attempted', value: (l) => `${l.fgm}-${l.fga}` },
  { label: '3PM-A', title: 'Three-pointers made-attempted', value: (l) => `${l.fgm3}-${l.fga3}` },
  { label: 'FTM-A', title: 'Free throws made-attempted', value: (l) => `${l.ftm}-${l.fta}` },
  { label: 'OREB', title: 'Offensive rebounds', value: (l) => String(l.orb) },
  { label: 'DREB', title: 'Defensive rebounds', value: (l) => String(l.drb) },
  { label: 'REB', title: 'Rebounds', value: (l) => String(l.orb + l.drb) },
  { label: 'AST', title: 'Assists', value: (l) => String(l.ast) },
  { label: 'STL', title: 'Steals', value: (l) => String(l.stl) },
  { label: 'BLK', title: 'Blocks', value: (l) => String(l.blk) },
  { label: 'TO', title: 'Turnovers', value: (l) => String(l.tov) },
  { label: 'PF', title: 'Personal fouls', value: (l) => String(l.pf) },
];

export function plusMinusText(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

export function LiveBoxScore({ box, summary }: { box: Box; summary: LiveGameSummary }) {
  const sides = [
    { side: 'away' as const, name: summary.awayTeamMarket },
    { side: 'home' as const, name: summary.homeTeamMarket },
  ];
  return (
    <>
      {sides.map(({ side, name }) => (
        <TeamBox
          key={side}
          name={name}
          players={box.players
            .filter((line) => line.side === side)
            .sort((a, b) => Number(b.starter) - Number(a.starter) || b.seconds - a.seconds)}
          team={box.teams.find((line) => line.side === side)}
        />
      ))}
    </>
  );
}

function TeamBox({
  name,
  players,
  team,
}: {
  name: string;
  players: readonly PlayerBoxLine[];
  team: TeamBoxLine | undefined;
}) {
  return (
    <ScrollRegion label={`${name} box score`} className="mb-4">
      <table className="table table-sm live-box">
        <caption className="caption-top fw-semibold">{name} box score</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            {COLUMNS.map((column) => (
              <th key={column.label} scope="col">
                <abbr title={column.title}>{column.label}</abbr>
              </th>
            ))}
            <th scope="col">
              <abbr title="Plus-minus">+/-</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {players.map((line) => (
            <tr key={line.key}>
              <th scope="row">
                {line.name}
                {line.starter && <span className="visually-hidden"> (starter)</span>}
              </th>
              {COLUMNS.map((column) => (
                <td key={column.label}>{column.value(line)}</td>
              ))}
              <td>{plusMinusText(line.plusMinus)}</td>
            </tr>
          ))}
        </tbody>
        {team !== undefined && (
          <tfoot>
            <tr>
              <th scope="row">Team</th>
              {COLUMNS.map((column) => (
                <td key={column.label}>{column.label === 'MIN' ? '' : column.value(team)}</td>
              ))}
              <td />
            </tr>
          </tfoot>
        )}
      </table>
    </ScrollRegion>
  );
}
