/**
 * Switching a stats page to another season. Ids belong to one season, so the page says where
 * its entity is in the chosen one (the same school by its team key, the same person, the same
 * tournament); when it has no such entity there, the page names the nearest page that exists
 * (that season's conferences, its Division I page, its stats home) with a notice saying so.
 * The notice travels in the history entry's state and the shell shows it (SeasonNotice), so
 * it appears on whichever page is opened and goes when the user moves on.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getCompetition, paths } from '@courtside/contract';

export interface SeasonDestination {
  path: string;
  /** Why this is not the same page in the chosen season; null when it is. */
  notice: string | null;
}

interface SeasonNoticeState {
  seasonNotice: string;
}

export function seasonNoticeState(notice: string): SeasonNoticeState {
  return { seasonNotice: notice };
}

/** The notice a history entry's state carries, if any. */
export function seasonNoticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as Partial<Record<keyof SeasonNoticeState, unknown>>).seasonNotice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}

/** "2024-25 Women's Basketball", or a neutral name for an id the contract does not list. */
export function seasonLabel(competitionId: number): string {
  return getCompetition(competitionId)?.label ?? 'that season';
}

/** The stats home opened on a season: the page every season has. */
export function seasonStatsHomePath(competitionId: number): string {
  return `${paths.statsHome()}?competition=${competitionId}`;
}

export interface SeasonSwitch {
  /** Works out where `competitionId` leads and goes there. */
  switchTo: (competitionId: number) => Promise<void>;
  /** True while the destination is being worked out (the select is disabled). */
  busy: boolean;
  /** Why the switch failed (a lookup could not be loaded), else null. */
  error: string | null;
}

/**
 * `destinationIn` works out the page of a season (it may ask the API); the hook goes there,
 * with the notice when there is one.
 */
export function useSeasonSwitch(
  currentCompetitionId: number,
  destinationIn: (competitionId: number) => SeasonDestination | Promise<SeasonDestination>,
): SeasonSwitch {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const switchTo = async (competitionId: number) => {
    if (competitionId === currentCompetitionId) return;
    setBusy(true);
    setError(null);
    try {
      const { path, notice } = await destinationIn(competitionId);
      await navigate(path, notice === null ? undefined : { state: seasonNoticeState(notice) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The season could not be switched.');
    } finally {
      setBusy(false);
    }
  };
  return { switchTo, busy, error };
}
