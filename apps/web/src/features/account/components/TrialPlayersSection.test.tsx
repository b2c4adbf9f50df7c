/** The settings view's trial-player list: the free tier's players by name, and no one else's. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TrialPlayer } from '@courtside/contract';
import { signInForTest, testUser } from '@/lib/session/session-test-support';
import { renderAccount, serveReferenceLists, serveTrialPlayers } from '../account.test-utils';

const players: TrialPlayer[] = [
  { playerId: 7, competitionId: 41098, fullName: 'Ann Own', for: 'user', teamName: 'UConn' },
  { playerId: 8, competitionId: 38529, fullName: 'Bea Own', for: 'user', teamName: 'UConn' },
  { playerId: 9, competitionId: 36045, fullName: 'Fay Featured', for: 'all', teamName: 'Duke' },
];

describe('Your trial players on the settings view', () => {
  it('lists a free-tier user their own players, then the featured, as player links', async () => {
    serveReferenceLists();
    signInForTest({ user: testUser({ settings: { team: { teamId: 13, gender: 'FEMALE' } } }) });
    renderAccount('/my-account/settings');
    // After renderAccount, whose standing empty answer this one replaces; the list is asked for
    // only once the session has started, well after this line.
    serveTrialPlayers(players);
    const section = await screen.findByRole('region', { name: 'Your trial players' });
    const own = await within(section).findByRole('list', { name: "Your team's trial players" });
    expect(
      within(own)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ann Own', 'Bea Own']);
    expect(within(own).getByRole('link', { name: 'Ann Own' })).toHaveAttribute(
      'href',
      '/stats/41098/players/7/overview',
    );
    expect(own).toHaveTextContent('Ann Own (W25-26, UConn)');
    const featured = within(section).getByRole('list', { name: 'Featured trial players' });
    expect(featured).toHaveTextContent('Fay Featured (M23-24, Duke)');
  });

  it('says when there are none yet', async () => {
    serveReferenceLists();
    signInForTest({ user: testUser() });
    renderAccount('/my-account/settings');
    const section = await screen.findByRole('region', { name: 'Your trial players' });
    expect(
      await within(section).findByText(
        'No trial players yet: the seasons they come from are not loaded.',
      ),
    ).toBeVisible();
  });

  it('is not there for tiers that see every player', async () => {
    serveReferenceLists();
    signInForTest({ user: testUser(), tier: { value: 2, label: 'Plus', expiresAt: null } });
    renderAccount('/my-account/settings');
    expect(await screen.findByRole('heading', { name: 'Preferences' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your trial players' })).not.toBeInTheDocument();
  });
});
