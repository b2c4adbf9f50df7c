/**
 * Picks a team of the field and the line it should play from. Picking a team fills in its
 * current line, so the admin changes only what is wrong; adding a team already listed replaces
 * its correction, since the server takes each team once.
 */
import { useState, type FormEvent } from 'react';
import { MAX_BRACKET_FIELD_CORRECTIONS, type BracketFieldCorrection } from '@courtside/contract';
import type { FieldTeam } from '../api/bracket-layout-api';
import { REGIONS, SEEDS, regionLabel, teamsByName } from '../content/bracket-field';

export interface AddCorrectionFormProps {
  idPrefix: string;
  teams: readonly FieldTeam[];
  regionNames: ReadonlyMap<number, string>;
  corrections: readonly BracketFieldCorrection[];
  onAdd(correction: BracketFieldCorrection): void;
  disabled: boolean;
}

interface Line {
  region: number;
  seed: number;
  firstFour: boolean;
}

const FIRST_LINE: Line = { region: 1, seed: 1, firstFour: false };

export function AddCorrectionForm({
  idPrefix,
  teams,
  regionNames,
  corrections,
  onAdd,
  disabled,
}: AddCorrectionFormProps) {
  const [teamId, setTeamId] = useState<number | null>(null);
  const [line, setLine] = useState<Line>(FIRST_LINE);
  const listed = teamId !== null && corrections.some((entry) => entry.teamId === teamId);
  const full = corrections.length >= MAX_BRACKET_FIELD_CORRECTIONS && !listed;

  const pickTeam = (value: string) => {
    const team = teams.find((entry) => String(entry.teamId) === value);
    setTeamId(team?.teamId ?? null);
    if (team) setLine({ region: team.region, seed: team.seed, firstFour: team.firstFour });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (teamId === null || full || disabled) return;
    onAdd({ teamId, ...line });
    setTeamId(null);
    setLine(FIRST_LINE);
  };

  return (
    <form onSubmit={submit} className="mb-3">
      <fieldset>
        <legend className="fs-6 fw-semibold">Add a correction</legend>
        <div className="row g-2 align-items-end">
          <div className="col-md-4">
            <label htmlFor={`${idPrefix}-team`} className="form-label">
              Team
            </label>
            <select
              id={`${idPrefix}-team`}
              className="form-select"
              value={teamId ?? ''}
              onChange={(event) => pickTeam(event.target.value)}
            >
              <option value="">Choose a team</option>
              {teamsByName(teams).map((team) => (
                <option key={team.teamId} value={team.teamId}>
                  {team.teamMarket} ({team.seed} seed, {regionLabel(team.region, regionNames)})
                </option>
              ))}
            </select>
          </div>
          <div className="col-sm-4 col-md-3">
            <label htmlFor={`${idPrefix}-region`} className="form-label">
              Region
            </label>
            <select
              id={`${idPrefix}-region`}
              className="form-select"
              value={line.region}
              onChange={(event) => setLine({ ...line, region: Number(event.target.value) })}
            >
              {REGIONS.map((region) => (
                <option key={region} value={region}>
                  {regionLabel(region, regionNames)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-sm-4 col-md-2">
            <label htmlFor={`${idPrefix}-seed`} className="form-label">
              Seed
            </label>
            <select
              id={`${idPrefix}-seed`}
              className="form-select"
              value={line.seed}
              onChange={(event) => setLine({ ...line, seed: Number(event.target.value) })}
            >
              {SEEDS.map((seed) => (
                <option key={seed} value={seed}>
                  {seed}
                </option>
              ))}
            </select>
          </div>
          <div className="col-sm-4 col-md-3">
            <div className="form-check mb-2">
              <input
                id={`${idPrefix}-first-four`}
                type="checkbox"
                className="form-check-input"
                checked={line.firstFour}
                onChange={(event) => setLine({ ...line, firstFour: event.target.checked })}
              />
              <label htmlFor={`${idPrefix}-first-four`} className="form-check-label">
                First Four
              </label>
            </div>
          </div>
        </div>
        <div className="form-text mb-2">
          Choosing a team fills in its current line. A First Four team shares its line with the
          other team of its play-in game. Adding a team already listed replaces its correction.
        </div>
        <button
          type="submit"
          className="btn btn-outline-primary btn-sm"
          disabled={teamId === null || full || disabled}
        >
          {listed ? 'Replace correction' : 'Add correction'}
        </button>
        {full && (
          <div className="form-text">
            A field takes at most {MAX_BRACKET_FIELD_CORRECTIONS} corrections.
          </div>
        )}
      </fieldset>
    </form>
  );
}
