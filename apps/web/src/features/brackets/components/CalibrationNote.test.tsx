import type { BracketOddsRow } from '@courtside/contract/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PAGE, TOURNAMENT, oddsReply, renderBrackets, serveBrackets } from '../brackets.test-utils';

const PRE_ODDS = `/gs/bracket-odds/scope/pre/tournament/${TOURNAMENT}/`;

const findNote = () =>
  screen.findByRole(
    'region',
    { name: 'How the odds before the tournament held up' },
    { timeout: 5000 },
  );

/** The table's rows as text: range, predictions, average chance, share that happened. */
function reliabilityRows(note: HTMLElement): string[][] {
  const table = within(note).getByRole('table', {
    name: 'How often the predictions before the tournament came true, by chance',
  });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent ?? ''));
}

/** The fixture's odds before the tournament, as if no game had been played. */
const unplayed = (url: URL): BracketOddsRow[] =>
  oddsReply(url).map((row) => ({ ...row, eliminatedRound: null, isChampion: false }));

describe('Calibration note', () => {
  it('grades the odds before the tournament while the page shows the odds now', async () => {
    const requests = serveBrackets();
    renderBrackets(PAGE);
    const note = await findNote();
    expect(requests).toContain(PRE_ODDS);
    // Duke 35% (final .62, title .35), Houston .38/.18, Florida .55/.30 (champion), Auburn
    // .45/.17. Final (Duke, Florida reached): .38² + .38² + .45² + .45² = 0.694; title:
    // .35² + .18² + .70² + .17² = 0.6738; Brier (0.694 + 0.6738) / 8 = 0.171. Baseline, shares
    // 1/2 and 1/4: (4 × .25 + .5625 + 3 × .0625) / 8 = 0.219; 1 − 0.170975 / 0.21875 = 22%.
    expect(
      within(note).getByText(
        'Before the tournament, Duke had the best odds of the title, 35.0%; the champion, Florida, had 30.0%.',
      ),
    ).toBeVisible();
    expect(within(note).getByText(/Brier score of 0\.171/)).toHaveTextContent(
      'the 8 predictions already settled (4 teams, 2 rounds: reaching the final and winning the title; chances of 0 or 100% left out)',
    );
    expect(within(note).getByText(/Brier score of 0\.171/)).toHaveTextContent(
      'scores 0.219: the odds did 22% better.',
    );
    expect(within(note).getByText(/had some hindsight/)).toBeVisible();
    // 10–25%: Houston and Auburn's title; 25–50%: Houston's and Auburn's final, Duke's and
    // Florida's title (Florida's came true); 50–75%: Duke's and Florida's final, both true.
    expect(reliabilityRows(note)).toEqual([
      ['0–10%', '0', '—', '—'],
      ['10–25%', '2', '17.5%', '0.0%'],
      ['25–50%', '4', '37.0%', '25.0%'],
      ['50–75%', '2', '58.5%', '100.0%'],
      ['75–90%', '0', '—', '—'],
      ['90–100%', '0', '—', '—'],
    ]);
    expect(within(note).getByRole('columnheader', { name: 'Share that happened' })).toHaveAttribute(
      'title',
      expect.stringContaining('came true'),
    );
  });

  it('shares the request of the odds before the tournament when the page shows them', async () => {
    const requests = serveBrackets();
    renderBrackets(`${PAGE}?odds=pre`);
    await findNote();
    expect(requests.filter((request) => request.startsWith('/gs/bracket-odds'))).toEqual([
      PRE_ODDS,
    ]);
  });

  it('is left out before any round is settled', async () => {
    serveBrackets({ 'bracket-odds': unplayed });
    // With the odds before the tournament on the page, the note reads the rows the table shows.
    renderBrackets(`${PAGE}?odds=pre`);
    const table = await screen.findByRole(
      'table',
      { name: "2024-25 Men's National Tournament odds" },
      { timeout: 5000 },
    );
    expect(within(table).getAllByText('Alive')).toHaveLength(4);
    expect(
      screen.queryByRole('region', { name: 'How the odds before the tournament held up' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/Brier/)).not.toBeInTheDocument();
  });

  it('shows its own error with a retry, and the note once the retry succeeds', async () => {
    let preCalls = 0;
    serveBrackets({
      'bracket-odds': (url) => {
        if (!url.pathname.includes('/scope/pre')) return oddsReply(url);
        preCalls += 1;
        return preCalls === 1
          ? HttpResponse.json({ msg: 'down' }, { status: 500 })
          : oddsReply(url);
      },
    });
    renderBrackets(PAGE);
    expect(
      await screen.findByText(
        'The odds before the tournament could not be set beside the results',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    // The odds themselves are shown all the same.
    expect(
      screen.getByRole('table', { name: "2024-25 Men's National Tournament odds" }),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: /Retry/ }));
    expect(await findNote()).toBeVisible();
  });
});
