/**
 * The compared teams or players in order, each with its season, what it is (division and
 * conference, or team and position), why it is missing when the season has no such subject,
 * and a button that removes it from the comparison (and the URL).
 */
import { Link } from 'react-router';
import type { ComparisonKind } from '../content/comparison-filters';
import { seasonShortLabelOf, type SubjectStatus } from '../content/subject-status';

export interface SubjectListProps {
  kind: ComparisonKind;
  subjects: readonly SubjectStatus[];
  onRemove: (key: string) => void;
}

function nameOf(status: SubjectStatus, kind: ComparisonKind): string {
  if (status.name !== null) return status.name;
  return `${kind === 'teams' ? 'Team' : 'Player'} ${status.subject.id}`;
}

export function SubjectList({ kind, subjects, onRemove }: SubjectListProps) {
  if (subjects.length === 0) return null;
  return (
    <ul className="comparisons__subjects list-unstyled" aria-label={`Compared ${kind}`}>
      {subjects.map((status) => {
        const name = nameOf(status, kind);
        const season = seasonShortLabelOf(status.subject.competitionId);
        const compared = status.compared;
        return (
          <li key={status.subject.key} className="comparisons__subject">
            <div className="comparisons__subject-text">
              <span className="fw-semibold">
                {compared?.href ? <Link to={compared.href}>{name}</Link> : name}
              </span>{' '}
              <span className="text-body-secondary">({season})</span>
              {compared && (
                <span className="d-block small text-body-secondary">{compared.detail}</span>
              )}
              {status.state === 'pending' && (
                <span className="d-block small text-body-secondary">Loading…</span>
              )}
              {status.note !== null && (
                <span
                  className={`d-block small ${status.state === 'error' ? 'text-danger' : 'text-body-secondary'}`}
                >
                  {status.note}
                </span>
              )}
            </div>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm stats-action"
              aria-label={`Remove ${name} (${season})`}
              onClick={() => onRemove(status.subject.key)}
            >
              Remove
            </button>
          </li>
        );
      })}
    </ul>
  );
}
