import { ACCOUNT_API, USER_BRACKET_MESSAGES, lockedMessage } from '@courtside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STUB_DIALOG_NAME } from '@/lib/login-dialog/test-support';
import { apiUrl } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { serveBrackets } from '../brackets.test-utils';
import {
  BRACKET_ID,
  BY_ODDS,
  BY_SEED,
  LOCKED_AT,
  PAGE,
  PICKS,
  TOURNAMENT,
  bracketFixture,
  layoutFixture,
  lockedLayout,
  renderChallenge,
  serveChallenge,
  writes,
} from '../challenge.test-utils';

const BRACKET_PATH = ACCOUNT_API.userBracket(TOURNAMENT, BRACKET_ID);

const findEditor = (name = 'Chalk') => screen.findByRole('region', { name });
const pickButton = (name: string) => screen.getByRole('button', { name });
const game = (name: string) => screen.getByRole('group', { name });
const pressed = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('button', { pressed: true })
    .map((button) => button.getAttribute('aria-label'));

/** Answers a bracket's PATCH with `status` and `msg`; the store's own PATCH answers others. */
function refusePatch(status: number, msg: string, then?: () => void) {
  server.use(
    http.patch(apiUrl(BRACKET_PATH), () => {
      then?.();
      return HttpResponse.json({ msg }, { status });
    }),
  );
}

describe('Brackets page: the picks view', () => {
  it('switches views from tabs that keep the other parameters', async () => {
    serveBrackets();
    serveChallenge();
    const { router } = renderChallenge(`${PAGE}?odds=pre`, { signedIn: false });
    const tabs = await screen.findByRole('navigation', { name: 'Brackets views' });
    expect(within(tabs).getByRole('link', { name: 'Odds' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(tabs).getByRole('link', { name: 'Bracket picks' }));
    expect(router.state.location.search).toBe('?view=picks&odds=pre');
    expect(await screen.findByRole('heading', { name: 'Fill in a bracket' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Leaderboard' }));
    expect(router.state.location.search).toBe('?view=leaderboard&odds=pre');
    await userEvent.click(screen.getByRole('link', { name: 'Odds' }));
    expect(router.state.location.search).toBe('?odds=pre');
  });

  it('explains the challenge to a visitor and offers to log in, asking nothing', async () => {
    const calls = serveChallenge();
    renderChallenge(PICKS, { signedIn: false });
    expect(
      await screen.findByText(/Pick the winner of every game, from the First Four/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'sign up free' })).toHaveAttribute('href', '/signup');
    await userEvent.click(screen.getByRole('button', { name: 'Log in to make your picks' }));
    expect(screen.getByRole('dialog', { name: STUB_DIALOG_NAME })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('creates a bracket from a checked name and opens it', async () => {
    const calls = serveChallenge();
    renderChallenge(PICKS);
    expect(await screen.findByText('No bracket yet: name one to start picking.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(/^Picks are open until .+\.$/);
    await userEvent.click(screen.getByRole('button', { name: 'Create bracket' }));
    expect(screen.getByLabelText('New bracket name')).toHaveAccessibleDescription(
      'Give the bracket a name.',
    );
    expect(writes(calls)).toEqual([]);
    await userEvent.type(screen.getByLabelText('New bracket name'), '  My picks ');
    await userEvent.click(screen.getByRole('button', { name: 'Create bracket' }));
    const editor = await findEditor('My picks');
    expect(writes(calls)).toEqual([
      { method: 'POST', path: ACCOUNT_API.userBrackets(TOURNAMENT), body: { name: 'My picks' } },
    ]);
    expect(within(editor).getByText(/^0 of 6 games picked/)).toBeVisible();
    expect(screen.getByText(/0 of 6 picks · 0 points/)).toBeVisible();
    expect(screen.getByLabelText('New bracket name')).toHaveValue('');
  });

  it('keeps the picker read-only and offers no new bracket before picks open', async () => {
    serveChallenge({
      brackets: [bracketFixture({ picks: BY_SEED })],
      layout: () => layoutFixture({ status: 'notOpen', published: false }),
    });
    renderChallenge(PICKS);
    const editor = await findEditor();
    expect(screen.getByRole('status')).toHaveTextContent(USER_BRACKET_MESSAGES.notPublished);
    expect(within(editor).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByLabelText('New bracket name')).toBeNull();
  });

  it("shows each team's colours where the layout has them", async () => {
    serveChallenge({ brackets: [bracketFixture({ picks: BY_ODDS })] });
    renderChallenge(PICKS);
    await findEditor();
    const duke = pickButton('Pick Duke (1) to win East Round of 64 game 1');
    expect(duke.querySelector<HTMLElement>('.team-color-chip')?.style.background).toContain(
      'linear-gradient',
    );
    const alabama = pickButton('Pick Alabama St (16) to win East Round of 64 game 1');
    expect(alabama.querySelector('.team-color-chip')).toBeNull();
  });

  it('picks a team, sends it on, and clears the later picks of the team it replaces', async () => {
    serveChallenge({ brackets: [bracketFixture({ picks: BY_ODDS })] });
    renderChallenge(PICKS);
    await findEditor();
    expect(pressed(game('East Round of 32'))).toEqual(['Pick Duke (1) to win East Round of 32']);
    expect(screen.getByText('All picks saved.')).toBeVisible();

    await userEvent.click(pickButton('Pick Alabama St (16) to win East Round of 64 game 1'));
    expect(pressed(game('East Round of 64 game 1'))).toEqual([
      'Pick Alabama St (16) to win East Round of 64 game 1',
    ]);
    // Duke no longer reaches the round of 32 nor the final: both picks are gone.
    const roundOf32 = game('East Round of 32');
    expect(pressed(roundOf32)).toEqual([]);
    expect(
      within(roundOf32)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Pick Alabama St (16) to win East Round of 32',
      'Pick Baylor (8) to win East Round of 32',
    ]);
    const final = game('Championship');
    expect(within(final).getByText('Winner of East Round of 32')).toBeVisible();
    expect(pressed(final)).toEqual([]);
    // Houston's pick does not depend on Duke.
    expect(pressed(game('West Round of 64'))).toEqual(['Pick Houston (1) to win West Round of 64']);
    expect(screen.getByText(/^4 of 6 games picked: pick every game/)).toBeVisible();
    expect(screen.getAllByText('Unsaved changes')).toHaveLength(2);

    await userEvent.click(pickButton('Pick Alabama St (16) to win East Round of 32'));
    await userEvent.click(pickButton('Pick Alabama St (16) to win Championship'));
    expect(screen.getByText('6 of 6 games picked: complete.')).toBeVisible();
  });

  it('shows seed, name, record, adjusted margin and title odds of each team', async () => {
    serveChallenge({ brackets: [bracketFixture()] });
    renderChallenge(PICKS);
    await findEditor();
    const first = pickButton('Pick Duke (1) to win East Round of 64 game 1');
    expect(first).toHaveTextContent('1Duke25-8 · +10.0 · title 31.0%');
    expect(within(game('East Round of 64 game 1')).getByText('Winner of First Four')).toBeVisible();
  });

  it('fills the bracket by seed or odds, clears it, and saves the picks', async () => {
    const calls = serveChallenge({ brackets: [bracketFixture()] });
    renderChallenge(PICKS);
    await findEditor();
    expect(screen.getByRole('button', { name: 'Save picks' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Pick by seed' }));
    expect(pressed(game('Championship'))).toEqual(['Pick Houston (1) to win Championship']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear picks' }));
    expect(screen.getByText(/^0 of 6 games picked/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pick by odds' }));
    expect(screen.getByText('6 of 6 games picked: complete.')).toBeVisible();
    expect(pressed(game('First Four'))).toEqual(['Pick Alabama St (16) to win First Four']);
    expect(screen.getByText('The score is of the saved picks.', { exact: false })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Save picks' }));
    expect(await screen.findByText('Picks saved.')).toBeVisible();
    expect(writes(calls)).toEqual([
      { method: 'PATCH', path: BRACKET_PATH, body: { picks: BY_ODDS } },
    ]);
    expect(await screen.findByText(/6 of 6 picks · 0 points/)).toBeVisible();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save picks' })).toBeDisabled();
  });

  it('undoes unsaved changes', async () => {
    serveChallenge({ brackets: [bracketFixture({ picks: BY_SEED })] });
    renderChallenge(PICKS);
    await findEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Clear picks' }));
    await userEvent.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(screen.getByText('6 of 6 games picked: complete.')).toBeVisible();
    expect(screen.getByText('All picks saved.')).toBeVisible();
  });

  it('keeps unsaved picks through a visit to another view', async () => {
    serveChallenge({ brackets: [bracketFixture()] });
    renderChallenge(PICKS);
    await findEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Pick by odds' }));
    await userEvent.click(screen.getByRole('link', { name: 'Leaderboard' }));
    await screen.findByText('No complete bracket has been saved for this tournament yet.');
    await userEvent.click(screen.getByRole('link', { name: 'Bracket picks' }));
    await findEditor();
    expect(screen.getByText('6 of 6 games picked: complete.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save picks' })).toBeEnabled();
  });

  it('shows picks locked under the page (409) and turns the picker read-only', async () => {
    let locked = false;
    const calls = serveChallenge({
      brackets: [bracketFixture()],
      layout: () => (locked ? lockedLayout() : layoutFixture()),
    });
    refusePatch(409, lockedMessage(LOCKED_AT), () => {
      locked = true;
    });
    renderChallenge(PICKS);
    await findEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Pick by odds' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save picks' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(lockedMessage(LOCKED_AT));
    // The layout is read again: the server's lock shows, and nothing can be picked.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pick by odds' })).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Picks locked at .+: brackets can be read/,
    );
    expect(screen.getByRole('alert')).toBeVisible();
    expect(screen.queryAllByRole('button', { name: /^Pick / })).toEqual([]);
    expect(calls.filter((call) => call.path.endsWith('/layout'))).toHaveLength(2);
  });

  it("shows the server's refusal of the picks (400) and keeps them to fix", async () => {
    serveChallenge({ brackets: [bracketFixture()] });
    refusePatch(400, USER_BRACKET_MESSAGES.picksLength);
    renderChallenge(PICKS);
    await findEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Pick by odds' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save picks' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(USER_BRACKET_MESSAGES.picksLength);
    expect(screen.getByText('Unsaved changes', { selector: 'span.small' })).toBeVisible();
    await userEvent.click(pickButton('Pick Siena (16) to win West Round of 64'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renames and deletes a bracket', async () => {
    const calls = serveChallenge({ brackets: [bracketFixture()] });
    renderChallenge(PICKS);
    await findEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Rename Chalk' }));
    const input = screen.getByLabelText('New name for “Chalk”');
    await userEvent.clear(input);
    await userEvent.type(input, ' Upsets ');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await findEditor('Upsets');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Upsets' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete bracket' }));
    expect(await screen.findByText('No bracket yet: name one to start picking.')).toBeVisible();
    expect(writes(calls)).toEqual([
      { method: 'PATCH', path: BRACKET_PATH, body: { name: 'Upsets' } },
      { method: 'DELETE', path: BRACKET_PATH, body: undefined },
    ]);
  });

  it('returns focus to Rename or Delete once the rename or the confirmation closes', async () => {
    const calls = serveChallenge({ brackets: [bracketFixture()] });
    renderChallenge(PICKS);
    await findEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Rename Chalk' }));
    expect(screen.getByLabelText('New name for “Chalk”')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Rename Chalk' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Rename Chalk' }));
    await userEvent.type(screen.getByLabelText('New name for “Chalk”'), ' 2{Enter}');
    expect(await screen.findByRole('button', { name: 'Rename Chalk 2' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Chalk 2' }));
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Delete Chalk 2' })).toHaveFocus();
    expect(writes(calls)).toEqual([
      { method: 'PATCH', path: BRACKET_PATH, body: { name: 'Chalk 2' } },
    ]);
  });

  it('copies the read-only link of a bracket', async () => {
    serveChallenge({ brackets: [bracketFixture()] });
    const user = userEvent.setup();
    renderChallenge(PICKS);
    await findEditor();
    await user.click(screen.getByRole('button', { name: 'Copy the share link of Chalk' }));
    expect(await screen.findByText('Share link copied.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}${PAGE}?view=picks&bracket=share-chalk`,
    );
  });

  it('shows a locked bracket read-only, with its right and wrong picks and its score', async () => {
    const score = {
      current: 10,
      maxPossible: 330,
      expected: 120.5,
      winChance: 0.25,
      rank: 2,
      correctPicks: 2,
    };
    serveChallenge({ brackets: [bracketFixture({ picks: BY_ODDS, score })], layout: lockedLayout });
    renderChallenge(PICKS);
    const editor = await findEditor();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Picks locked at .+: brackets can be read/,
    );
    expect(within(editor).queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Rename Chalk' })).toBeVisible();
    expect(screen.queryByLabelText('New bracket name')).toBeNull();

    expect(game('First Four').closest('li')).toHaveTextContent('✓ Correct: Alabama St (16) won');
    const upset = game('East Round of 64 game 2').closest('li');
    expect(upset).toHaveTextContent('✗ Wrong: Baylor (8), Mississippi St (9) won');
    expect([...(upset?.querySelectorAll('s') ?? [])].map((s) => s.textContent)).toEqual([
      'Baylor',
      'Baylor (8)',
    ]);
    expect(within(game('East Round of 64 game 2')).getByText('Pick')).toBeVisible();
    expect(game('East Round of 32').closest('li')).not.toHaveTextContent(/Correct|Wrong/);

    const scoreOf = (label: string) =>
      within(editor).getByText(label).nextElementSibling?.textContent;
    expect(scoreOf('Current score')).toBe('10');
    expect(scoreOf('Maximum possible score')).toBe('330');
    expect(scoreOf('Expected final score')).toBe('120.5');
    expect(scoreOf('Chance to win the pool')).toBe('25.0%');
    expect(scoreOf('Rank in the pool')).toBe('2');
    expect(scoreOf('Correct picks')).toBe('2');
    expect(screen.getByText(/6 of 6 picks · 10 points · rank 2/)).toBeVisible();
  });
});
