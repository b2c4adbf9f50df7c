/**
 * The chart on the court, kept in this browser's storage so logged shots survive a reload before
 * they are saved. One draft at a time: a new chart's (chartId null) or an opened chart's with its
 * unsaved changes; an opened chart without changes is not kept, so a reload shows the saved
 * version. What is read back is checked by hand; anything unreadable counts as no draft.
 */
import { DIY_COURT_BOUNDS, DIY_SHOT_CHART_LIMITS, type DiyShot } from '@courtside/contract';

export const DRAFT_STORAGE_KEY = 'courtside.diy-shot-charts.draft';

export interface ChartDraft {
  /** The saved chart these shots belong to; null for a chart not saved yet. */
  chartId: string | null;
  name: string;
  shots: DiyShot[];
}

export const emptyDraft = (): ChartDraft => ({ chartId: null, name: '', shots: [] });

const within = (value: unknown, low: number, high: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= low && value <= high;

function toShot(value: unknown): DiyShot | null {
  if (typeof value !== 'object' || value === null) return null;
  const { x, y, made } = value as Record<string, unknown>;
  const { minX, maxX, minY, maxY } = DIY_COURT_BOUNDS;
  if (!within(x, minX, maxX) || !within(y, minY, maxY) || typeof made !== 'boolean') return null;
  return { x, y, made };
}

export function toDraft(value: unknown): ChartDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { chartId, name, shots } = value as Record<string, unknown>;
  if (chartId !== null && typeof chartId !== 'string') return null;
  if (typeof name !== 'string' || !Array.isArray(shots)) return null;
  if (shots.length > DIY_SHOT_CHART_LIMITS.shotsPerChart) return null;
  const read: DiyShot[] = [];
  for (const entry of shots) {
    const shot = toShot(entry);
    if (shot === null) return null;
    read.push(shot);
  }
  return { chartId, name, shots: read };
}

export function readDraft(storage: Storage = localStorage): ChartDraft | null {
  try {
    const text = storage.getItem(DRAFT_STORAGE_KEY);
    return text === null ? null : toDraft(JSON.parse(text));
  } catch {
    // Storage switched off, or text that is not JSON: no draft to restore.
    return null;
  }
}

/** Keeps a draft, or forgets the stored one (null: nothing on the court that is not saved). */
export function writeDraft(draft: ChartDraft | null, storage: Storage = localStorage): void {
  try {
    if (draft === null) storage.removeItem(DRAFT_STORAGE_KEY);
    else storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the draft lives on screen only.
  }
}

/** The draft a page opening on `chartId` starts from: the stored one when it is that chart's. */
export function initialDraft(chartId: string | null, storage: Storage = localStorage): ChartDraft {
  const stored = readDraft(storage);
  return stored !== null && stored.chartId === chartId ? stored : emptyDraft();
}
