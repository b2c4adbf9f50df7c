/**
 * The Redis server the data API's tests share (TEST_REDIS_URL, else 127.0.0.1:6379): suites
 * that need it run when it answers, and always under CI (where its absence must fail them).
 */
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379/0';

export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  if (process.env['CI'] === 'true') return true;
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
  });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
