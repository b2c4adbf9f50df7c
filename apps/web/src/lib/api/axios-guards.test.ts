import axios, { AxiosError, CanceledError } from 'axios';
import { describe, expect, it } from 'vitest';
import { isAxiosError, isCancel } from './axios-guards';

describe('axios guards without importing axios', () => {
  it('agree with axios.isAxiosError', () => {
    const samples: unknown[] = [
      new AxiosError('boom'),
      new CanceledError(),
      new Error('plain'),
      { isAxiosError: 'yes' },
      null,
      'text',
    ];
    for (const sample of samples) expect(isAxiosError(sample)).toBe(axios.isAxiosError(sample));
  });

  it('agree with axios.isCancel', () => {
    const samples: unknown[] = [new CanceledError(), new AxiosError('boom'), new Error('x'), {}];
    for (const sample of samples) expect(isCancel(sample)).toBe(axios.isCancel(sample));
  });
});
