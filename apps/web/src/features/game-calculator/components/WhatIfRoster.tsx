/**
 * The what-if of one team: its rated players, most minutes first, each with his season minutes
 * a game and box rating (BPM), a minutes box (whole minutes 0-40, applied on Enter or when
 * leaving the box; emptied, back to his season; his season's minutes as its placeholder) and a Remove / Restore button. Every change goes to the URL and
 * the projection is asked again.
 */
import { useState } from 'react';
import { statDefinition } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import type { ProjectionPlayer, ProjectionSide } from '../api/game-projection';
import { GAME_MINUTES } from '../content/calculator-filters';
import { sideName } from '../content/projection-view';

export interface WhatIfRosterProps {
  side: ProjectionSide;
  /** Prefix of the inputs' ids. */
  id: string;
  /** The player's what-if minutes, or null to go back to his season. */
  onChange: (playerId: number, minutes: number | null) => void;
  /** The free tier's rosters hold its trial players only. */
  trialOnly: boolean;
}

const MINS = statDefinition('minsPg');
const BPM = statDefinition('bpm');
const NET = statDefinition('whatIfNetChange');

/** A whole number of minutes 0-40, null for an empty box, undefined when unreadable. */
function readMinutes(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,2}$/.test(trimmed)) return undefined;
  const minutes = Number(trimmed);
  return minutes <= GAME_MINUTES ? minutes : undefined;
}

function MinutesBox({
  player,
  inputId,
  onChange,
}: {
  player: ProjectionPlayer;
  inputId: string;
  onChange: WhatIfRosterProps['onChange'];
}) {
  const shown = player.whatIfMinutes === null ? '' : String(player.whatIfMinutes);
  const [draft, setDraft] = useState<{ base: string; text: string }>({ base: shown, text: shown });
  // A new answer (another what-if) resets the box to what the projection used.
  const text = draft.base === shown ? draft.text : shown;
  const value = readMinutes(text);
  const commit = () => {
    if (value === undefined || text === shown) return;
    onChange(player.playerId, value);
  };
  return (
    <>
      <input
        id={inputId}
        className={`form-control form-control-sm game-calculator__minutes${
          value === undefined ? ' is-invalid' : ''
        }`}
        type="text"
        inputMode="numeric"
        placeholder={String(Math.round(player.minsPg))}
        value={text}
        aria-invalid={value === undefined}
        aria-describedby={value === undefined ? `${inputId}-error` : undefined}
        onChange={(event) => setDraft({ base: shown, text: event.target.value })}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {value === undefined && (
        <span id={`${inputId}-error`} className="invalid-feedback d-block">
          Whole minutes, 0 to {GAME_MINUTES}
        </span>
      )}
    </>
  );
}

export function WhatIfRoster({ side, id, onChange, trialOnly }: WhatIfRosterProps) {
  const name = sideName(side);
  if (side.players.length === 0) {
    return (
      <p className="small text-body-secondary">
        {trialOnly
          ? `None of your trial players plays for ${name}.`
          : `${name} has no player ratings (its season has no player box scores), so no what-if.`}
      </p>
    );
  }
  return (
    <div className="game-calculator__scroll">
      <table className="table table-sm game-calculator__table">
        <caption>
          {name} players · {NET.shortLabel}{' '}
          <span title={NET.description}>{formatValue(NET.format, side.whatIfNetChange)}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" title={MINS.description}>
              {MINS.shortLabel}
            </th>
            <th scope="col" title={BPM.description}>
              {BPM.shortLabel}
            </th>
            <th scope="col">What-if minutes</th>
            <th scope="col">
              <span className="visually-hidden">Remove or restore</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {side.players.map((player) => {
            const inputId = `${id}-minutes-${player.playerId}`;
            const removed = player.whatIfMinutes === 0;
            return (
              <tr
                key={player.playerId}
                className={removed ? 'game-calculator__removed' : undefined}
              >
                <th scope="row">
                  <label htmlFor={inputId} className="game-calculator__player">
                    {player.fullName}
                  </label>
                  {player.position && (
                    <>
                      {' '}
                      <span className="small text-body-secondary">{player.position}</span>
                    </>
                  )}
                </th>
                <td className="text-end">{formatValue(MINS.format, player.minsPg)}</td>
                <td className="text-end">{formatValue(BPM.format, player.bpm)}</td>
                <td>
                  <MinutesBox
                    key={player.playerId}
                    player={player}
                    inputId={inputId}
                    onChange={onChange}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm"
                    aria-label={`${removed ? 'Restore' : 'Remove'} ${player.fullName}`}
                    onClick={() => onChange(player.playerId, removed ? null : 0)}
                  >
                    {removed ? 'Restore' : 'Remove'}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
