import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { toConferenceOptions, toTeamOptions, useTeamOptions } from './reference-lists';

const duke = {
  teamId: 7,
  teamMarket: 'Duke',
  teamName: 'Blue Devils',
  gender: 'MALE',
  divisionId: 1,
};

describe('reference list parsing', () => {
  it('reads arrays and id-indexed objects, skips incomplete rows and repeats', () => {
    const rows = [duke, { ...duke }, { teamId: 8, teamName: 'No Gender' }, null, 'x'];
    expect(toTeamOptions(rows)).toEqual([
      { teamId: 7, label: 'Duke Blue Devils', gender: 'MALE', divisionId: 1 },
    ]);
    expect(toTeamOptions({ 7: duke })).toHaveLength(1);
    expect(toTeamOptions(undefined)).toEqual([]);
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

describe('useTeamOptions', () => {
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
    const { result } = renderHook(() => useTeamOptions(), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('unavailable'));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('is ready with the teams when the list loads', async () => {
    server.use(mock.get('*/api/gs/teams/', () => HttpResponse.json([duke])));
    const { result } = renderHook(() => useTeamOptions(), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.options.map((team) => team.label)).toEqual(['Duke Blue Devils']);
  });
});
