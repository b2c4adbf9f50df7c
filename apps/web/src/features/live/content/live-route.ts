/**
 * /streaming/:competitionId and /streaming/:competitionId/games/:gameId/:view (§2): any known
 * competition (the navbar opens §9's live one, 2025-26; the server streams the newest season it
 * holds, so a warehouse whose newest season is older, or a season with no games today, shows an
 * empty day rather than a missing page); an unknown competition, a malformed id or an unknown
 * view is the not-found page. The list's filters live in the URL, declared once here.
 */
import { getCompetition } from '@courtside/contract';
import { LIVE_VIEWS, type LiveView } from '@/lib/live/live-paths';
import { routeIdOf } from '@/lib/route-id';
import { defineUrlFilters, enumParam, intParam } from '@/lib/stats/url-filters';

function liveCompetitionOf(raw: string | undefined): number | null {
  const competitionId = routeIdOf(raw);
  return competitionId !== null && getCompetition(competitionId) !== undefined
    ? competitionId
    : null;
}

export function parseLiveGamesRoute(params: { competitionId?: string }): {
  competitionId: number;
} | null {
  const competitionId = liveCompetitionOf(params.competitionId);
  return competitionId === null ? null : { competitionId };
}

export interface LiveGameRoute {
  competitionId: number;
  gameId: number;
  view: LiveView;
}

export function parseLiveGameRoute(params: {
  competitionId?: string;
  gameId?: string;
  view?: string;
}): LiveGameRoute | null {
  const competitionId = liveCompetitionOf(params.competitionId);
  const gameId = routeIdOf(params.gameId);
  const view = LIVE_VIEWS.find((entry) => entry.view === params.view)?.view;
  if (competitionId === null || gameId === null || view === undefined) return null;
  return { competitionId, gameId, view };
}

export const LIVE_DAYS = [
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
] as const;
export type LiveDay = (typeof LIVE_DAYS)[number]['value'];

/** The list's filters: the day (US Eastern) and a conference (0: all). */
export const LIVE_GAMES_FILTERS = defineUrlFilters({
  day: enumParam(
    LIVE_DAYS.map((day) => day.value),
    'today',
  ),
  conference: intParam(0, { min: 0 }),
});
export type LiveGamesFilters = ReturnType<typeof LIVE_GAMES_FILTERS.parse>;
