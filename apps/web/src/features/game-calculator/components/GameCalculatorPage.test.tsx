import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseInCombobox } from '@/components/testing/combobox';
import {
  OLD_SEASON,
  SEASON,
  locationSearch,
  renderCalculator,
  serveCalculator,
  signInTier,
} from '../game-calculator.test-utils';

const MATCHUP = `?a=${SEASON}:1&b=${SEASON}:2`;
const projectionRequests = (requests: string[]) =>
  requests.filter((path) => path.startsWith('/gs/game-projection/'));

/** The projected score's two lines: [team, points]. */
function scoreLines(): string[][] {
  const score = screen.getByRole('group', { name: 'Projected score' });
  return [...score.querySelectorAll('p')].map((line) => [
    line.querySelector('.game-calculator__team-name')?.textContent ?? '',
    line.querySelector('.game-calculator__points')?.textContent ?? '',
  ]);
}

/** A number of the summary by its label: its text. */
function summaryValue(label: string | RegExp): string {
  const term = screen
    .getAllByRole('term')
    .find((dt) =>
      typeof label === 'string' ? dt.textContent === label : label.test(dt.textContent ?? ''),
    );
  return term?.nextElementSibling?.textContent ?? '';
}

describe('Game calculator: access and choices', () => {
  it('shows a visitor what opens the tool and asks for no projection', async () => {
    const requests = serveCalculator();
    renderCalculator(MATCHUP);
    expect(
      await screen.findByText(/game calculator needs a free, verified account/i),
    ).toBeVisible();
    expect(projectionRequests(requests)).toEqual([]);
  });

  it('asks for two teams first, then projects the pair chosen in the pickers', async () => {
    signInTier(1);
    const requests = serveCalculator();
    const { router } = renderCalculator();
    expect(await screen.findByText(/Choose two teams, each with its season/)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'First team' })).toBeEnabled());
    await chooseInCombobox('First team', 'Alp', /Alpha/);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Second team' })).toBeEnabled(),
    );
    await chooseInCombobox('Second team', 'Bra', /Bravo/);
    expect(locationSearch(router).get('a')).toBe(`${SEASON}:1`);
    expect(locationSearch(router).get('b')).toBe(`${SEASON}:2`);
    await screen.findByRole('group', { name: 'Projected score' });
    expect(projectionRequests(requests)).toEqual([
      `/gs/game-projection/competitions/${SEASON}-${SEASON}/teams/1-2/`,
    ]);
  });

  it('falls back to the empty choice for an unreadable link', async () => {
    signInTier(1);
    const requests = serveCalculator();
    renderCalculator('?a=nonsense&b=12:x&site=moon&whatif=1:99');
    expect(await screen.findByText(/Choose two teams, each with its season/)).toBeVisible();
    expect(projectionRequests(requests)).toEqual([]);
  });
});

describe('Game calculator: the projection', () => {
  it('shows the hand-worked neutral projection with the why', async () => {
    signInTier(1);
    serveCalculator();
    renderCalculator(MATCHUP);
    await screen.findByRole('group', { name: 'Projected score' });
    expect(screen.getByRole('heading', { name: 'Projection on a neutral floor' })).toBeVisible();
    // Poss 67.94; Alpha 74.41, Bravo 64.54; margin +9.87; total 138.96; Φ(0.987) = 83.8%.
    expect(scoreLines()).toEqual([
      ['Alpha 2024-25', '74.4'],
      ['Bravo 2024-25', '64.5'],
    ]);
    expect(summaryValue('Projected margin (Alpha)')).toBe('+9.9');
    expect(summaryValue('Projected total')).toBe('139.0');
    expect(summaryValue('Projected possessions')).toBe('67.9');
    expect(summaryValue('Win probability (Alpha)')).toBe('83.8%');
    // The free tier's rosters are its trial players': the page says so.
    expect(screen.getByText(/Your free tier shows your team’s top/)).toBeVisible();
    const ratings = screen.getByRole('table', { name: /Adjusted ratings/ });
    const adjO = within(ratings).getByRole('row', { name: /Adjusted offensive efficiency/ });
    expect([...adjO.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '115.0',
      '105.0',
      '115.0',
      '105.0',
    ]);
    const factors = screen.getByRole('table', {
      name: /Alpha 2024-25 offense against Bravo 2024-25 defense/,
    });
    const efg = within(factors).getByRole('row', { name: /Effective field-goal %/ });
    expect([...efg.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '53.0%',
      '46.0%',
    ]);
  });

  it('moves the projection with the site, through the URL', async () => {
    signInTier(1);
    const requests = serveCalculator();
    const { router } = renderCalculator(MATCHUP);
    await screen.findByRole('group', { name: 'Projected score' });
    await userEvent.click(screen.getByRole('button', { name: 'Alpha home' }));
    expect(locationSearch(router).get('site')).toBe('home');
    await screen.findByRole('heading', { name: 'Projection at Alpha 2024-25' });
    // ×1.014 and ×0.986: 75.45 – 63.64, margin +11.81, Φ(1.181) = 88.1%.
    await waitFor(() => expect(scoreLines()[0]?.[1]).toBe('75.5'));
    expect(scoreLines()[1]?.[1]).toBe('63.6');
    expect(summaryValue('Win probability (Alpha)')).toBe('88.1%');
    expect(projectionRequests(requests)).toContain(
      `/gs/game-projection/competitions/${SEASON}-${SEASON}/teams/1-2/scope/home/`,
    );
  });

  it('what-if: removing a player and changing minutes re-project, and can be undone', async () => {
    signInTier(1);
    const requests = serveCalculator();
    const { router } = renderCalculator(MATCHUP);
    await screen.findByRole('group', { name: 'Projected score' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ace Guard' }));
    expect(locationSearch(router).get('whatif')).toBe('101:0');
    // AdjEM −6.4: Alpha 72.34 – Bravo 66.72, margin +5.62, Φ(0.562) = 71.3%.
    await waitFor(() => expect(scoreLines()[0]?.[1]).toBe('72.3'));
    expect(screen.getByText('(was 74.4)')).toBeVisible();
    expect(scoreLines()[1]?.[1]).toBe('66.7');
    expect(summaryValue('Win probability (Alpha)')).toMatch(/^71\.3%/);
    expect(screen.getByRole('button', { name: 'Restore Ace Guard' })).toBeVisible();
    expect(projectionRequests(requests)).toContain(
      `/gs/game-projection/competitions/${SEASON}-${SEASON}/teams/1-2/players/101/minutes/0/`,
    );
    // Ben Wing from 28 to 36 minutes: +0.2·(1 + 2) = +0.6 → margin +6.02.
    const minutes = screen.getByRole('textbox', { name: 'Ben Wing' });
    await userEvent.type(minutes, '36{Enter}');
    expect(locationSearch(router).get('whatif')).toBe('101:0-102:36');
    await waitFor(() => expect(summaryValue('Projected margin (Alpha)')).toMatch(/^\+6\.0/));
    // A value outside 0-40 is refused on the spot and sends nothing.
    await userEvent.clear(screen.getByRole('textbox', { name: 'Ben Wing' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Ben Wing' }), '55{Enter}');
    expect(screen.getByText('Whole minutes, 0 to 40')).toBeVisible();
    expect(locationSearch(router).get('whatif')).toBe('101:0-102:36');
    await userEvent.click(screen.getByRole('button', { name: 'Clear what-if' }));
    expect(locationSearch(router).get('whatif')).toBeNull();
    await waitFor(() => expect(scoreLines()[0]?.[1]).toBe('74.4'));
  });

  it('projects a team of another season and says the pools differ', async () => {
    signInTier(2);
    serveCalculator();
    renderCalculator(`?a=${OLD_SEASON}:12&b=${SEASON}:2`);
    await screen.findByRole('group', { name: 'Projected score' });
    // Zulu 2022-23 in 2024-25: AdjO 110/100·105 = 115.5, AdjD 99.75, AdjT 63/70·68 = 61.2.
    const ratings = screen.getByRole('table', { name: /Adjusted ratings/ });
    const adjO = within(ratings).getByRole('row', { name: /Adjusted offensive efficiency/ });
    expect([...adjO.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '110.0',
      '105.0',
      '115.5',
      '105.0',
    ]);
    expect(screen.getByText(/rated in different seasons or divisions/)).toBeVisible();
    expect(screen.getByText(/Zulu 2022-23 has no player ratings/)).toBeVisible();
    expect(screen.queryByText(/Your free tier shows/)).toBeNull();
    expect(screen.getByText(/have not played each other/)).toBeVisible();
  });

  it('lists the past games with the prediction against the result, with a CSV', async () => {
    signInTier(1);
    serveCalculator();
    renderCalculator(MATCHUP);
    const table = await screen.findByRole('table', {
      name: /results and each season’s prediction/,
    });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect([...(row?.querySelectorAll('th, td') ?? [])].map((cell) => cell.textContent)).toEqual([
      'Jan 18, 2025',
      '2024-25',
      'Home',
      'W 80–71',
      '75.5–63.6',
      '+9',
      '+11.8',
      '88.1%',
    ]);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  });

  it('shows the server’s message for a what-if it refuses', async () => {
    signInTier(1);
    serveCalculator({
      'game-projection': () =>
        HttpResponse.json(
          { msg: 'Player 555 is not a rated player of either team you may see ("players")' },
          { status: 400 },
        ),
    });
    renderCalculator(`${MATCHUP}&whatif=555:10`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /The projection could not be made\..*Player 555 is not a rated player of either team you may see/,
    );
  });
});
