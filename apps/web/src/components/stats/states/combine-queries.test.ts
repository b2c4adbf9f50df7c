import { describe, expect, it, vi } from 'vitest';
import { combineQueries } from './combine-queries';

const query = <T>(status: 'pending' | 'success' | 'error', data?: T) => ({
  data,
  status,
  error: status === 'error' ? { message: 'Database busy' } : null,
  refetch: vi.fn(),
});

describe('combineQueries', () => {
  it('waits for both, then gives both answers', () => {
    expect(combineQueries(query('success', [1]), query('pending')).status).toBe('pending');
    const both = combineQueries(query('success', [1]), query('success', ['a']));
    expect(both.status).toBe('success');
    expect(both.data).toEqual([[1], ['a']]);
  });

  it('fails with the failed one, and Retry refetches only what failed', async () => {
    const ok = query('success', [1]);
    const broken = query('error');
    const combined = combineQueries(ok, broken);
    expect(combined.status).toBe('error');
    expect(combined.error?.message).toBe('Database busy');
    await combined.refetch();
    expect(broken.refetch).toHaveBeenCalledOnce();
    expect(ok.refetch).not.toHaveBeenCalled();
  });
});
