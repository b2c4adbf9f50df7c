import { BRACKET_SETTINGS_MESSAGES, defaultBracketSettings } from '@courtside/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin, serveBracketLayout, serveBracketSettings } from '../admin.test-utils';

const MEN_2025 = "2024-25 Men's National Tournament";

const TEXAS_FIRST_FOUR = { teamId: 302, region: 3, seed: 11, firstFour: true };

const renderBracketAdmin = () =>
  renderAdmin({ isUpperAdmin: false, isLowerAdmin: true }, '/bracket-admin');

/** The tournament's part of the page, once the settings list is in. */
async function tournamentSection(label = MEN_2025) {
  await screen.findByRole('form', { name: label });
  return within(screen.getByRole('region', { name: label }));
}

async function openCorrections(label = MEN_2025) {
  const section = await tournamentSection(label);
  await userEvent.click(section.getByRole('button', { name: 'Field corrections' }));
  await section.findByRole('table', { name: 'Region 1: South' });
  return section;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('BracketAdminPage: field corrections', () => {
  it('fetches the layout only once the corrections part is opened', async () => {
    serveBracketSettings();
    const layout = serveBracketLayout(5025);
    renderBracketAdmin();
    const section = await tournamentSection();
    const toggle = section.getByRole('button', { name: 'Field corrections' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(section.getByText('No corrections saved.')).toBeInTheDocument();
    expect(section.queryByRole('table')).not.toBeInTheDocument();
    expect(layout.reads).toBe(0);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const south = await section.findByRole('table', { name: 'Region 1: South' });
    expect(layout.reads).toBe(1);
    // By seed line, the two First Four teams of a line marked.
    expect(rowsOf(south)).toEqual([
      '1Auburn',
      '8Louisville',
      '16Alabama State First Four',
      '16Saint Francis First Four',
    ]);
    expect(section.getByRole('table', { name: 'Region 4: West' })).toBeInTheDocument();

    // Closing hides it; opening again shows the field already read.
    await userEvent.click(toggle);
    expect(south).not.toBeVisible();
    await userEvent.click(toggle);
    expect(south).toBeVisible();
    expect(layout.reads).toBe(1);
  });

  it('starts from the saved corrections and saves the edited list as the exact body', async () => {
    const api = serveBracketSettings([
      { ...defaultBracketSettings(5025), fieldCorrections: [TEXAS_FIRST_FOUR] },
    ]);
    const layout = serveBracketLayout(5025);
    renderBracketAdmin();
    const section = await openCorrections();
    expect(section.getByText('1 correction saved.')).toBeInTheDocument();
    const list = section.getByRole('table', { name: 'Corrections' });
    expect(rowsOf(list)).toEqual(['TexasRegion 3: Midwest, seed 11, First FourRemove']);
    const save = section.getByRole('button', { name: 'Save corrections' });
    expect(save).toBeDisabled();

    // Choosing a team fills in its current line; only the seed is wrong.
    await userEvent.selectOptions(
      section.getByRole('combobox', { name: 'Team' }),
      'Louisville (8 seed, Region 1: South)',
    );
    expect(section.getByRole('combobox', { name: 'Region' })).toHaveValue('1');
    expect(section.getByRole('combobox', { name: 'Seed' })).toHaveValue('8');
    await userEvent.selectOptions(section.getByRole('combobox', { name: 'Seed' }), '9');
    await userEvent.click(section.getByRole('checkbox', { name: 'First Four' }));
    await userEvent.click(section.getByRole('checkbox', { name: 'First Four' }));
    await userEvent.click(section.getByRole('button', { name: 'Add correction' }));
    await userEvent.click(section.getByRole('button', { name: 'Remove the correction of Texas' }));
    expect(rowsOf(list)).toEqual(['LouisvilleRegion 1: South, seed 9Remove']);

    await userEvent.click(save);
    expect(await section.findByRole('status')).toHaveTextContent(
      `Saved the field corrections of ${MEN_2025}.`,
    );
    expect(api.fieldPuts).toEqual([
      {
        tournamentId: '5025',
        body: { corrections: [{ teamId: 104, region: 1, seed: 9, firstFour: false }] },
      },
    ]);
    expect(save).toBeDisabled();
    expect(section.getByText('1 correction saved.')).toBeInTheDocument();
    // The field is read again, as the server now plays it.
    await vi.waitFor(() => expect(layout.reads).toBe(2));
  });

  it('clears every correction with an empty list', async () => {
    const api = serveBracketSettings([
      { ...defaultBracketSettings(5025), fieldCorrections: [TEXAS_FIRST_FOUR] },
    ]);
    serveBracketLayout(5025);
    renderBracketAdmin();
    const section = await openCorrections();
    await userEvent.click(section.getByRole('button', { name: 'Remove the correction of Texas' }));
    expect(
      section.getByText('No corrections: the served field applies as it is.'),
    ).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Save corrections' }));
    await section.findByRole('status');
    expect(api.fieldPuts).toEqual([{ tournamentId: '5025', body: { corrections: [] } }]);
    expect(section.getByText('No corrections saved.')).toBeInTheDocument();
  });

  it("shows the server's refusal as it is, and keeps the edits", async () => {
    const reason =
      'region 1 seed 1 holds 2 team(s) without a First Four game: one team, or two First Four teams, expected';
    const api = serveBracketSettings([], { refuseField: reason });
    serveBracketLayout(5025);
    renderBracketAdmin();
    const section = await openCorrections();
    await userEvent.selectOptions(
      section.getByRole('combobox', { name: 'Team' }),
      'Duke (1 seed, Region 2: East)',
    );
    await userEvent.selectOptions(section.getByRole('combobox', { name: 'Region' }), '1');
    await userEvent.click(section.getByRole('button', { name: 'Add correction' }));
    await userEvent.click(section.getByRole('button', { name: 'Save corrections' }));
    const alert = await section.findByRole('alert');
    expect(alert.textContent).toBe(`${BRACKET_SETTINGS_MESSAGES.fieldRefused} ${reason}`);
    expect(api.fieldPuts).toHaveLength(1);
    expect(rowsOf(section.getByRole('table', { name: 'Corrections' }))).toEqual([
      'DukeRegion 1: South, seed 1Remove',
    ]);
    expect(section.getByRole('button', { name: 'Save corrections' })).toBeEnabled();
    expect(section.getByText('No corrections saved.')).toBeInTheDocument();
  });

  it('says so when no bracket is stored for the tournament', async () => {
    serveBracketSettings();
    const layout = serveBracketLayout(5025, null);
    renderBracketAdmin();
    const section = await tournamentSection();
    await userEvent.click(section.getByRole('button', { name: 'Field corrections' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'No bracket is stored for this tournament yet, so there is no field to correct.',
    );
    expect(layout.reads).toBe(1);
    expect(section.queryByRole('button', { name: 'Save corrections' })).not.toBeInTheDocument();
  });
});
