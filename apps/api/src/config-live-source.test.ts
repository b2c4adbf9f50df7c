import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const FEED_COMPETITIONS_EXPECTATION =
  'must list each sport once with its competition id, e.g. mbb:2024,wbb:2025';

function configErrorMessage(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env, 'production');
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected loadConfig to throw');
}

describe('the live feed settings', () => {
  it('reads a feed source', () => {
    const config = loadConfig(
      {
        LIVE_SOURCE: 'feed',
        LIVE_FEED_URL: 'http://127.0.0.1:9000/',
        LIVE_FEED_COMPETITIONS: 'mbb:2024',
      },
      'production',
    );
    expect(config.liveFeedUrl).toBe('http://127.0.0.1:9000');
    expect(config.liveFeedPollMs).toBe(5000);
    expect(config.liveFeedCompetitions).toEqual([{ sport: 'mbb', competitionId: 2024 }]);
  });

  it.each(['mbb', 'nba:1', 'mbb:1,mbb:2', 'mbb:-1', 'mbb:1,wbb:2,mbb:3', 'mbb:1;wbb:2'])(
    'rejects LIVE_FEED_COMPETITIONS=%s',
    (raw) => {
      expect(configErrorMessage({ LIVE_FEED_COMPETITIONS: raw })).toBe(
        `Invalid configuration: LIVE_FEED_COMPETITIONS ${FEED_COMPETITIONS_EXPECTATION} (got ${JSON.stringify(raw)})`,
      );
    },
  );

  it.each(['ftp://feed.example', 'feed.example/ncaa', 'https://feed.example/?key=1'])(
    'rejects LIVE_FEED_URL=%s without echoing it (it may carry a key)',
    (url) => {
      const message = configErrorMessage({ LIVE_FEED_URL: url });
      expect(message).toBe(
        'Invalid configuration: LIVE_FEED_URL must be an http:// or https:// URL without a query (e.g. https://feed.example/ncaa)',
      );
    },
  );

  it('requires the feed URL and competitions when LIVE_SOURCE=feed', () => {
    expect(configErrorMessage({ LIVE_SOURCE: 'feed' })).toBe(
      "Invalid configuration: LIVE_FEED_URL is required when LIVE_SOURCE=feed (the feed's base URL); " +
        'LIVE_FEED_COMPETITIONS is required when LIVE_SOURCE=feed (e.g. mbb:2024,wbb:2025)',
    );
    expect(
      configErrorMessage({ LIVE_SOURCE: 'feed', LIVE_FEED_URL: 'http://127.0.0.1:9000' }),
    ).toBe(
      'Invalid configuration: LIVE_FEED_COMPETITIONS is required when LIVE_SOURCE=feed (e.g. mbb:2024,wbb:2025)',
    );
  });

  it('ignores the feed settings with the demo source', () => {
    const config = loadConfig(
      { LIVE_FEED_URL: 'http://127.0.0.1:9000', LIVE_FEED_COMPETITIONS: 'mbb:1' },
      'production',
    );
    expect(config.liveSource).toBe('demo');
    expect(config.liveFeedUrl).toBeNull();
    expect(config.liveFeedCompetitions).toEqual([]);
  });
});
