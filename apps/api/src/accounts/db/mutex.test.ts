import { describe, expect, it } from 'vitest';
import { Mutex } from './mutex';

describe('Mutex', () => {
  it('lets one holder in at a time, in arrival order', async () => {
    const mutex = new Mutex();
    const order: string[] = [];
    const worker = async (name: string, delayMs: number) => {
      const release = await mutex.acquire();
      order.push(`${name}:in`);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      order.push(`${name}:out`);
      release();
    };
    await Promise.all([worker('a', 20), worker('b', 0), worker('c', 5)]);
    expect(order).toEqual(['a:in', 'a:out', 'b:in', 'b:out', 'c:in', 'c:out']);
  });

  it('ignores a second release', async () => {
    const mutex = new Mutex();
    const first = await mutex.acquire();
    const second = mutex.acquire();
    const third = mutex.acquire();
    first();
    first();
    const releaseSecond = await second;
    let thirdIn = false;
    void third.then(() => {
      thirdIn = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(thirdIn).toBe(false);
    releaseSecond();
    await third;
    expect(thirdIn).toBe(true);
  });
});
