/**
 * The settings that choose where live games come from (LIVE_SOURCE, and with `feed` the feed's
 * LIVE_FEED_URL, LIVE_FEED_POLL_MS and LIVE_FEED_COMPETITIONS): their schemas for config.ts's
 * environment schema, and the check that a feed names everything it needs.
 */
import { z } from 'zod';

export const LIVE_SOURCES = ['demo', 'feed'] as const;
export type LiveSourceKind = (typeof LIVE_SOURCES)[number];
export const LIVE_FEED_SPORTS = ['mbb', 'wbb'] as const;
export interface LiveFeedCompetition {
  readonly sport: (typeof LIVE_FEED_SPORTS)[number];
  readonly competitionId: number;
}
export const DEFAULT_LIVE_FEED_POLL_MS = 5000;

export const liveFeedUrl = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.search === '';
    } catch {
      return false;
    }
  }, 'must be an http:// or https:// URL without a query (e.g. https://feed.example/ncaa)')
  .transform((value) => value.replace(/\/+$/, ''));

const LIVE_FEED_COMPETITIONS_EXPECTATION =
  'must list each sport once with its competition id, e.g. mbb:2024,wbb:2025';

/** "mbb:2024,wbb:2025": each of the feed's sports (mbb, wbb) once, with a competition id. */
export const liveFeedCompetitions = z
  .string()
  .regex(/^(mbb|wbb):\d{1,9}(,(mbb|wbb):\d{1,9})?$/, LIVE_FEED_COMPETITIONS_EXPECTATION)
  .transform((value) =>
    value.split(',').map((pair): LiveFeedCompetition => {
      const [sport, id] = pair.split(':');
      return { sport: sport === 'wbb' ? 'wbb' : 'mbb', competitionId: Number(id) };
    }),
  )
  .refine(
    (list) => new Set(list.map((entry) => entry.sport)).size === list.length,
    LIVE_FEED_COMPETITIONS_EXPECTATION,
  );

export interface LiveSourceConfig {
  readonly liveSource: LiveSourceKind;
  readonly liveFeedUrl: string | null;
  readonly liveFeedPollMs: number;
  readonly liveFeedCompetitions: readonly LiveFeedCompetition[];
}

/** The parsed settings, as config.ts's environment schema gives them. */
export interface LiveSourceSettings {
  readonly LIVE_SOURCE?: LiveSourceKind | undefined;
  readonly LIVE_FEED_URL?: string | undefined;
  readonly LIVE_FEED_POLL_MS?: number | undefined;
  readonly LIVE_FEED_COMPETITIONS?: readonly LiveFeedCompetition[] | undefined;
}

/** The live source's configuration, or the operator's one-line message of what a feed lacks. */
export function liveSourceSettings(settings: LiveSourceSettings): LiveSourceConfig | string {
  const liveSource = settings.LIVE_SOURCE ?? 'demo';
  if (liveSource === 'feed') {
    const missing = [
      settings.LIVE_FEED_URL === undefined
        ? "LIVE_FEED_URL is required when LIVE_SOURCE=feed (the feed's base URL)"
        : null,
      settings.LIVE_FEED_COMPETITIONS === undefined
        ? 'LIVE_FEED_COMPETITIONS is required when LIVE_SOURCE=feed (e.g. mbb:2024,wbb:2025)'
        : null,
    ].filter((problem) => problem !== null);
    if (missing.length > 0) return missing.join('; ');
  }
  return {
    liveSource,
    liveFeedUrl: liveSource === 'feed' ? (settings.LIVE_FEED_URL ?? null) : null,
    liveFeedPollMs: settings.LIVE_FEED_POLL_MS ?? DEFAULT_LIVE_FEED_POLL_MS,
    liveFeedCompetitions: liveSource === 'feed' ? (settings.LIVE_FEED_COMPETITIONS ?? []) : [],
  };
}
