import { Redis } from 'ioredis';

/** The Redis of these machines, for the suites that share limits between instances. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at `url`: the suites that need one skip, saying so, when none does. */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  redis.on('error', () => undefined); // a refused connection is the answer, not an error to print
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
