import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { toConferenceOptions } from './reference-lists';
import { useSchoolOptions } from './school-options';

const duke = {
  teamId: 7,
  teamMarket: 'Duke',
  teamName: 'Blue Devils',
  gender: 'MALE',
  divisionId: 1,
};

describe('reference list parsing', () => {
  it('reads conferences, skipping rows without a name', () => {
    expect(
      toConferenceOptions([
        { conferenceId: 4, conferenceLongName: 'Big Ten' },
        { conferenceId: 2, conferenceShortName: 'SEC' },
        { conferenceId: 9 },
      ]),
    ).toEqual([
      { conferenceId: 4, label: 'Big Ten' },
      { conferenceId: 2, label: 'SEC' },
    ]);
  });
});

describe('useSchoolOptions', () => {
  afterEach(() => vi.restoreAllMocks());

  function wrapper({ children }: { children: ReactNode }) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }

  it('reports a missing list as unavailable without a console error (the form shows it)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      mock.get('*/api/gs/teams/', () => HttpResponse.json({ msg: 'Not found' }, { status: 404 })),
    );
    const { result } = renderHook(() => useSchoolOptions(), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('unavailable'));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('is ready with the teams when the list loads', async () => {
    server.use(mock.get('*/api/gs/teams/', () => HttpResponse.json([duke])));
    const { result } = renderHook(() => useSchoolOptions(), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.options.map((team) => team.label)).toEqual(['Duke Blue Devils']);
  });
});
