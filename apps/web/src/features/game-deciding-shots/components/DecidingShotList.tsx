/**
 * The shots one by one, latest first: when, the score before it, who, what it was and how it
 * ended, each linked to its play in the game's play-by-play (the period it was taken in). Long
 * lists show a page at a time; the CSV holds every shot the filters keep.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { csvFileName, downloadCsv, toCsv } from '@/lib/stats/csv';
import type { DecidingShot, TeamInfo } from '../content/deciding-shots';
import { teamMarketOf } from '../content/deciding-shots';
import {
  clockText,
  marginText,
  playByPlayAddress,
  resultText,
  scoreText,
  shotKindText,
} from '../content/shot-text';

/** Rows shown at first and added by "Show more". */
export const SHOT_PAGE_SIZE = 25;

export interface DecidingShotListProps {
  shots: readonly DecidingShot[];
  teams: ReadonlyMap<number, TeamInfo>;
  /** Names the CSV file, e.g. "Division I, 2025-26". */
  scopeText: string;
}

const teamText = (teams: ReadonlyMap<number, TeamInfo>, teamId: number | null): string =>
  teamId === null ? '' : teamMarketOf(teams, teamId);

export function decidingShotsCsv(
  shots: readonly DecidingShot[],
  teams: ReadonlyMap<number, TeamInfo>,
): string {
  const header = [
    'Date',
    'Team',
    'Opponent',
    'Period',
    'Time left',
    'Score before',
    'Situation',
    'Player',
    'Shot',
    'Distance (ft)',
    'Result',
  ];
  const rows = shots.map((shot) => [
    shot.gameDate ?? '',
    teamText(teams, shot.teamId),
    teamText(teams, shot.teamIdAgst),
    shot.periodLabel,
    clockText(shot.clock),
    scoreText(shot),
    marginText(shot),
    shot.fullName,
    shotKindText(shot),
    shot.distance === null ? '' : String(Math.round(shot.distance)),
    resultText(shot),
  ]);
  return toCsv(header, rows);
}

export function DecidingShotList({ shots, teams, scopeText }: DecidingShotListProps) {
  const [shown, setShown] = useState(SHOT_PAGE_SIZE);
  const visible = shots.slice(0, shown);
  return (
    <section className="deciding-shot-list" aria-labelledby="deciding-shot-list-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 id="deciding-shot-list-title" className="h5 mb-0">
          The shots
        </h2>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() =>
            downloadCsv(
              csvFileName(`Game-deciding shots ${scopeText}`),
              decidingShotsCsv(shots, teams),
            )
          }
        >
          Download CSV
        </button>
      </div>
      <div
        className="table-responsive"
        tabIndex={0}
        role="region"
        aria-label="Game-deciding shots, scrollable"
      >
        <table className="table table-sm table-striped align-middle">
          <caption className="visually-hidden">
            Game-deciding shots, latest first; each links to its game&apos;s play-by-play
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Team</th>
              <th scope="col">Time</th>
              <th scope="col">Score</th>
              <th scope="col">Player</th>
              <th scope="col">Shot</th>
              <th scope="col">Result</th>
              <th scope="col">Play</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((shot) => (
              <tr key={`${shot.competitionId}-${shot._id}`}>
                <td className="text-nowrap">{shot.gameDate ?? ''}</td>
                <td>
                  {teamText(teams, shot.teamId)}
                  <span className="text-body-secondary">
                    {' '}
                    vs {teamText(teams, shot.teamIdAgst)}
                  </span>
                </td>
                <td className="text-nowrap">
                  {clockText(shot.clock)} {shot.periodLabel}
                </td>
                <td className="text-nowrap">
                  {scoreText(shot)}{' '}
                  <span className="text-body-secondary">({marginText(shot)})</span>
                </td>
                <td>{shot.fullName}</td>
                <td className="text-nowrap">
                  {shotKindText(shot)}
                  {shot.distance === null ? '' : `, ${Math.round(shot.distance)} ft`}
                </td>
                <td className={shot.isMade ? 'fw-semibold' : undefined}>{resultText(shot)}</td>
                <td className="text-nowrap">
                  <Link
                    to={playByPlayAddress(shot)}
                    aria-label={`Play-by-play: ${shot.fullName}, ${clockText(shot.clock)} ${shot.periodLabel}, ${shot.gameDate ?? ''}`}
                  >
                    Play-by-play
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="small text-body-secondary mb-2">
        Showing {visible.length} of {shots.length} {shots.length === 1 ? 'shot' : 'shots'}.
      </p>
      {shown < shots.length && (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={() => setShown((count) => count + SHOT_PAGE_SIZE)}
        >
          Show {Math.min(SHOT_PAGE_SIZE, shots.length - shown)} more
        </button>
      )}
    </section>
  );
}
