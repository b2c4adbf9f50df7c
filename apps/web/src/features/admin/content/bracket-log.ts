/** Words for the bracket administration log: actions, tournaments, times and a short detail. */
import {
  BRACKET_SCORING_SYSTEMS,
  getNationalTournament,
  isBracketScoringSystemId,
  type BracketAdminAction,
  type BracketAdminLogEntry,
} from '@courtside/contract';
import { toFieldCorrection } from '../api/bracket-settings-api';
import { lineText } from './bracket-field';

export const ACTION_LABELS: Record<BracketAdminAction, string> = {
  settings: 'Changed settings',
  publish: 'Published',
  unpublish: 'Unpublished',
  field: 'Corrected the field',
};

/** Corrections a detail names before summing up the rest. */
const CORRECTIONS_SHOWN = 3;

// The viewer's own locale: the log is read, not compared with the inputs' en-US help text.
const LOCAL_DATE_TIME = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function formatLogTime(isoTime: string): string {
  const date = new Date(isoTime);
  return Number.isNaN(date.getTime()) ? isoTime : LOCAL_DATE_TIME.format(date);
}

export function tournamentLabel(tournamentId: number): string {
  return getNationalTournament(tournamentId)?.label ?? `Tournament ${tournamentId}`;
}

const timeText = (value: unknown): string =>
  value === null ? 'none' : typeof value === 'string' ? formatLogTime(value) : String(value);

function settingsText(detail: Record<string, unknown>): string[] {
  return Object.entries(detail).map(([key, value]) => {
    if (key === 'scoringSystem') {
      const system = isBracketScoringSystemId(value) ? BRACKET_SCORING_SYSTEMS[value].label : value;
      return `scoring system: ${String(system)}`;
    }
    if (key === 'picksOpenAt') return `picks open: ${timeText(value)}`;
    if (key === 'picksLockAt') return `picks lock: ${timeText(value)}`;
    return `${key}: ${JSON.stringify(value)}`;
  });
}

function correctionsText(value: unknown): string {
  if (!Array.isArray(value)) return 'corrections not readable';
  if (value.length === 0) return 'cleared all corrections';
  let lines: string[];
  try {
    lines = value.map((entry) => {
      const correction = toFieldCorrection(entry);
      return `team ${correction.teamId} to ${lineText(correction, new Map())}`;
    });
  } catch {
    return `${value.length} corrections`;
  }
  const shown = lines.slice(0, CORRECTIONS_SHOWN).join('; ');
  const more = lines.length - CORRECTIONS_SHOWN;
  return more > 0 ? `${shown}; and ${more} more` : shown;
}

/** What changed, in a line: the saved fields, or the corrections as saved. Empty: nothing to add. */
export function detailText(entry: BracketAdminLogEntry): string {
  const parts =
    entry.action === 'field'
      ? [correctionsText(entry.detail.corrections)]
      : settingsText(entry.detail);
  const text = parts.join('; ');
  return text === '' ? '' : `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
