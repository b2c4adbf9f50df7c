/** The corrections about to be saved, each with a Remove button. */
import type { BracketFieldCorrection } from '@courtside/contract';
import { lineText } from '../content/bracket-field';

export interface CorrectionListProps {
  corrections: readonly BracketFieldCorrection[];
  teamName(teamId: number): string;
  regionNames: ReadonlyMap<number, string>;
  onRemove(teamId: number): void;
  disabled: boolean;
}

export function CorrectionList({
  corrections,
  teamName,
  regionNames,
  onRemove,
  disabled,
}: CorrectionListProps) {
  if (corrections.length === 0) {
    return (
      <p className="text-body-secondary">No corrections: the served field applies as it is.</p>
    );
  }
  return (
    <table className="table table-sm">
      <caption className="caption-top fw-semibold text-body">Corrections</caption>
      <thead>
        <tr>
          <th scope="col">Team</th>
          <th scope="col">Plays from</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {corrections.map((correction) => {
          const name = teamName(correction.teamId);
          return (
            <tr key={correction.teamId}>
              <td>{name}</td>
              <td>{lineText(correction, regionNames)}</td>
              <td className="text-end">
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  aria-label={`Remove the correction of ${name}`}
                  disabled={disabled}
                  onClick={() => onRemove(correction.teamId)}
                >
                  Remove
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
