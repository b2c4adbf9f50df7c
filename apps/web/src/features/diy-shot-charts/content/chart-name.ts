/**
 * A chart's name as the API takes it (schemas/diy-shot-charts): trimmed, 1 to 80 characters, no
 * control characters. Checked before a save or a rename, so the page never sends a name the API
 * would refuse.
 */
import { DIY_SHOT_CHART_LIMITS, isPlainText } from '@courtside/contract';

export const CHART_NAME_MAX = DIY_SHOT_CHART_LIMITS.nameMaxLength;

/** Why the name cannot be saved, or null when it can. */
export function chartNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Give the chart a name.';
  if (trimmed.length > CHART_NAME_MAX) {
    return `A name has at most ${CHART_NAME_MAX} characters (this one has ${trimmed.length}).`;
  }
  if (!isPlainText(trimmed)) return 'A name cannot hold control characters.';
  return null;
}
