import { ACCOUNT_API } from '@courtside/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  BY_SEED,
  PAGE,
  TOURNAMENT,
  bracketFixture,
  lockedLayout,
  renderChallenge,
  serveChallenge,
} from '../challenge.test-utils';

const FRIEND = bracketFixture({
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Friend’s bracket',
  shareId: 'share-friend',
  picks: BY_SEED,
  score: {
    current: 10,
    maxPossible: 310,
    expected: 96.4,
    winChance: 0.1,
    rank: 3,
    correctPicks: 1,
  },
});

const SHARED = `${PAGE}?view=picks&bracket=share-friend`;

describe('Brackets page: a shared bracket', () => {
  it('shows the bracket of the link read-only to a visitor, with its name and score', async () => {
    const calls = serveChallenge({ shared: [FRIEND], layout: lockedLayout });
    const { router } = renderChallenge(SHARED, { signedIn: false });
    const shared = await screen.findByRole('region', { name: /Friend’s bracket/ });
    expect(within(shared).getByText('Shared bracket, read-only')).toBeVisible();
    const drawing = await within(shared).findByRole('region', {
      name: 'Friend’s bracket: the bracket',
    });
    expect(within(drawing).queryAllByRole('button')).toEqual([]);
    const firstFour = within(drawing).getByRole('group', { name: 'First Four' });
    expect(within(firstFour).getByText('Pick').closest('.pick-side')).toHaveTextContent(
      'Saint Francis',
    );
    expect(firstFour.closest('li')).toHaveTextContent(
      '✗ Wrong: Saint Francis (16), Alabama St (16) won',
    );
    expect(within(shared).getByText('Current score').nextElementSibling).toHaveTextContent('10');
    expect(within(shared).getByText('Rank in the pool').nextElementSibling).toHaveTextContent('3');
    expect(within(shared).getByText('6 of 6 games picked.')).toBeVisible();
    expect(calls.map((call) => call.path)).toEqual([
      ACCOUNT_API.sharedBracket('share-friend'),
      ACCOUNT_API.bracketLayout(TOURNAMENT),
    ]);

    await userEvent.click(screen.getByRole('link', { name: 'Back to your own brackets' }));
    expect(router.state.location.search).toBe('?view=picks');
    expect(await screen.findByRole('heading', { name: 'Fill in a bracket' })).toBeVisible();
  });

  it('shows a shared bracket to its signed-in owner the same way', async () => {
    serveChallenge({ brackets: [FRIEND] });
    renderChallenge(SHARED);
    const shared = await screen.findByRole('region', { name: /Friend’s bracket/ });
    expect(await within(shared).findByRole('group', { name: 'Championship' })).toBeVisible();
    expect(within(shared).queryAllByRole('button')).toEqual([]);
  });

  it('says so when the link names no bracket', async () => {
    serveChallenge();
    renderChallenge(`${PAGE}?view=picks&bracket=gone`, { signedIn: false });
    expect(await screen.findByText('No shared bracket at this link.')).toBeVisible();
  });
});
