/**
 * The stats home starts from the signed-in user's defaults (settings: their team's gender,
 * team and conference) when its address names no season, from the address when it does, and
 * from men's 2024-25 for a visitor; the season picker writes the address.
 */
import type {
  CompetitionDataRow,
  ConferenceDataRow,
  GameDataRow,
  TeamDataRow,
} from '@courtside/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import {
  apiUrl,
  renderWithSession,
  signInForTest,
  testUser,
} from '@/lib/session/session-test-support';
import { StatsHomePage } from './StatsHomePage';

function game(competitionId: number, overrides: Partial<GameDataRow> = {}): GameDataRow {
  return {
    _id: `g${competitionId}`,
    updated: '2025-04-01T00:00:00.000Z',
    competitionId,
    gameId: 77,
    gameDate: '2025-03-08',
    homeTeamId: 1,
    homeMarket: 'North Carolina',
    homeConferenceId: 1,
    awayTeamId: 2,
    awayMarket: 'Duke',
    awayConferenceId: 1,
    homeScore: 71,
    awayScore: 82,
    isNeutral: false,
    conferenceGame: true,
    confTournament: false,
    periods: 2,
    coverage: 'pbp',
    status: 'final',
    ...overrides,
  } as GameDataRow;
}

function team(competitionId: number, teamId: number, teamKey: string, market: string) {
  return { competitionId, teamId, teamKey, teamMarket: market, gender: 'FEMALE' } as TeamDataRow;
}

type Reply = (url: URL) => JsonBodyType;

/** Answers `/gs/<endpoint>/…` from `replies` and records each path; others are unhandled. */
function serveData(replies: Record<string, Reply>): string[] {
  const requests: string[] = [];
  for (const [endpoint, reply] of Object.entries(replies)) {
    server.use(
      mswHttp.get(apiUrl(`/gs/${endpoint}/*`), ({ request }) => {
        const url = new URL(request.url);
        requests.push(url.pathname);
        return HttpResponse.json(reply(url));
      }),
    );
  }
  return requests;
}

const notSimulated: Reply = () => [] as CompetitionDataRow[];

function renderHome(search = '') {
  return renderWithSession([{ path: '/stats/home', element: <StatsHomePage /> }], {
    initialEntries: [`/stats/home${search}`],
  });
}

/** The picker's option groups in order, each with its first season. */
function groups(select: HTMLElement) {
  return [...select.querySelectorAll('optgroup')].map((group) => [
    group.getAttribute('label'),
    group.querySelector('option')?.textContent,
  ]);
}

// A women's team fan: team 12 is South Carolina's 2024-25 id; conference 4 is the SEC.
const signInWomensFan = () =>
  signInForTest({
    user: testUser({ settings: { team: { teamId: 12, gender: 'FEMALE' }, conference: 4 } }),
  });

const womensReplies = (teamsReply: Reply): Record<string, Reply> => ({
  games: (url) => [game(Number(url.pathname.split('/competitions/')[1]?.split('/')[0]))],
  competitions: notSimulated,
  teams: teamsReply,
  conferences: () =>
    [{ conferenceId: 4, conferenceLongName: 'Southeastern Conference' }] as ConferenceDataRow[],
});

describe('StatsHomePage', () => {
  it("shows a visitor the men's 2024-25 results with links to their games", async () => {
    const requests = serveData({ games: () => [game(38409)], competitions: notSimulated });
    renderHome();
    const list = await screen.findByRole('list', { name: 'Latest results' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(/^Duke 82 at North Carolina 71/);
    expect(within(list).getByRole('link', { name: /Box score/ })).toHaveAttribute(
      'href',
      '/stats/38409/games/77/overview',
    );
    expect(requests).toContain('/api/gs/games/competitions/38409/latest/12/');
    const select = screen.getByRole('combobox', { name: 'Season' });
    expect(select).toHaveValue('38409');
    expect(groups(select)).toEqual([
      ["Men's", "2025-26 Men's Basketball"],
      ["Women's", "2025-26 Women's Basketball"],
    ]);
    expect(screen.queryByRole('region', { name: 'Your team and conference' })).toBeNull();
  });

  it('links each team of a result to its team page, and names a neutral-site game "vs"', async () => {
    serveData({
      games: () => [
        game(38409),
        game(38409, {
          _id: 'neutral',
          gameId: 78,
          isNeutral: true,
          homeTeamId: null,
          homeMarket: 'Chaminade',
        }),
      ],
      competitions: notSimulated,
    });
    renderHome();
    const list = await screen.findByRole('list', { name: 'Latest results' });
    const [first, neutral] = within(list).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Duke' })).toHaveAttribute(
      'href',
      '/stats/38409/teams/2/overview',
    );
    expect(
      within(first as HTMLElement).getByRole('link', { name: 'North Carolina' }),
    ).toHaveAttribute('href', '/stats/38409/teams/1/overview');
    // A team outside Division I has no page: its name stays text.
    expect(neutral).toHaveTextContent(/^Duke 82 vs Chaminade 71/);
    expect(within(neutral as HTMLElement).queryByRole('link', { name: 'Chaminade' })).toBeNull();
    expect(
      within(neutral as HTMLElement).getByRole('link', {
        name: /Box score\s*of Duke vs Chaminade/,
      }),
    ).toBeInTheDocument();
  });

  it("opens on the user's women's season with their team and conference", async () => {
    signInWomensFan();
    const requests = serveData(
      womensReplies(() => [team(38529, 12, 'south-carolina', 'South Carolina')]),
    );
    renderHome();
    const mine = await screen.findByRole('region', { name: 'Your team and conference' });
    expect(await within(mine).findByRole('link', { name: 'South Carolina' })).toHaveAttribute(
      'href',
      '/stats/38529/teams/12/overview',
    );
    expect(
      await within(mine).findByRole('link', { name: 'Southeastern Conference' }),
    ).toHaveAttribute('href', '/stats/38529/conferences/4/team-box');
    const select = screen.getByRole('combobox', { name: 'Season' });
    expect(select).toHaveValue('38529');
    expect(groups(select)[0]).toEqual(["Women's", "2025-26 Women's Basketball"]);
    expect(
      await screen.findByRole('heading', { name: /Latest results: 2024-25 Women's/ }),
    ).toBeVisible();
    expect(requests).toContain('/api/gs/games/competitions/38529/latest/12/');
    expect(requests.some((path) => path.includes('/competitions/38409/'))).toBe(false);
  });

  it('finds the team again by its school in the season picked, and puts the season in the URL', async () => {
    signInWomensFan();
    // Team ids belong to one season: South Carolina is 777 in 2023-24.
    const requests = serveData(
      womensReplies((url) =>
        url.pathname.includes('/competition/36046')
          ? [team(36046, 777, 'south-carolina', 'South Carolina'), team(36046, 5, 'lsu', 'LSU')]
          : [team(38529, 12, 'south-carolina', 'South Carolina')],
      ),
    );
    const { router } = renderHome();
    const select = await screen.findByRole('combobox', { name: 'Season' });
    await userEvent.selectOptions(select, '36046');
    expect(router.state.location.search).toBe('?competition=36046');
    const mine = screen.getByRole('region', { name: 'Your team and conference' });
    expect(await within(mine).findByRole('link', { name: 'South Carolina' })).toHaveAttribute(
      'href',
      '/stats/36046/teams/777/overview',
    );
    expect(within(mine).getByRole('link', { name: 'Southeastern Conference' })).toHaveAttribute(
      'href',
      '/stats/36046/conferences/4/team-box',
    );
    await waitFor(() => expect(requests).toContain('/api/gs/games/competitions/36046/latest/12/'));
  });

  it('lets an address that names a season win over the default, and says when the team has none', async () => {
    signInWomensFan();
    serveData(
      womensReplies((url) =>
        url.pathname.includes('/competition/41098')
          ? [team(41098, 5, 'lsu', 'LSU')]
          : [team(38529, 12, 'south-carolina', 'South Carolina')],
      ),
    );
    renderHome('?competition=41098');
    expect(await screen.findByRole('combobox', { name: 'Season' })).toHaveValue('41098');
    expect(
      await screen.findByText("Your team has no season in 2025-26 Women's Basketball."),
    ).toBeVisible();
  });

  it('marks the results of a simulated season', async () => {
    serveData({
      games: () => [game(38409)],
      competitions: () => [{ competitionId: 38409, isSimulated: true } as CompetitionDataRow],
    });
    renderHome();
    await screen.findByRole('list', { name: 'Latest results' });
    expect(await screen.findByText('Simulated data')).toBeVisible();
  });
});
