import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Gender } from '@courtside/contract';
import { comboboxOptionNames } from '@/components/testing/combobox';
import { createTestQueryClient } from '@/lib/api/test-support';
import { dataRequestPath } from '@/lib/api/fetch-data';
import { apiUrl } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { TeamPicker } from './TeamPicker';

/** Every school in every season, as the 'teams' list repeats them (one id per season). */
const SEASONS = [
  [16001, 16002],
  [36045, 36046],
  [38409, 38529],
  [41097, 41098],
] as const;

const SCHOOLS = [
  { market: 'Rice', name: 'Owls', conference: 'AAC', division: 1 },
  { market: 'San José State', name: 'Spartans', conference: 'MWC', division: 1 },
  { market: 'Tufts', name: 'Jumbos', conference: 'NESCAC', division: 3 },
];

function teamRows() {
  return SEASONS.flatMap(([men, women], season) =>
    SCHOOLS.flatMap((school, index) =>
      (['MALE', 'FEMALE'] as const).map((gender) => ({
        competitionId: gender === 'MALE' ? men : women,
        teamId: (season + 1) * 1000 + index * 10 + (gender === 'MALE' ? 0 : 5),
        teamMarket: school.market,
        teamName: gender === 'MALE' ? school.name : `Lady ${school.name}`,
        gender,
        divisionId: school.division,
        conferenceId: null,
        conferenceShortName: school.conference,
        teamKey: school.market.toLowerCase(),
        games: 30,
      })),
    ),
  );
}

function serveTeams(reply: () => Response = () => HttpResponse.json(teamRows())) {
  server.use(http.get(apiUrl(dataRequestPath('teams')), reply));
}

function Harness({ gender, initial }: { gender: Gender; initial: number | null }) {
  const [teamId, setTeamId] = useState(initial);
  return (
    <>
      <TeamPicker id="team" label="Team" gender={gender} teamId={teamId} onChange={setTeamId} />
      <output data-testid="team-id">{String(teamId)}</output>
    </>
  );
}

function renderPicker(gender: Gender = 'MALE', initial: number | null = null) {
  const client = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <Harness gender={gender} initial={initial} />
    </QueryClientProvider>,
  );
  return {
    ...view,
    rerenderWith: (nextGender: Gender, nextInitial: number | null) =>
      view.rerender(
        <QueryClientProvider client={client}>
          <Harness gender={nextGender} initial={nextInitial} />
        </QueryClientProvider>,
      ),
  };
}

const box = () => screen.getByRole('combobox', { name: 'Team' });
const chosenId = () => screen.getByTestId('team-id').textContent;

async function ready() {
  await waitFor(() => expect(box()).toBeEnabled());
}

describe('TeamPicker', () => {
  it('lists each school of the chosen gender once, with its division and conference', async () => {
    serveTeams();
    renderPicker('MALE');
    await ready();
    expect(await comboboxOptionNames('Team')).toEqual([
      'No team',
      'Rice Owls',
      'San José State Spartans',
      'Tufts Jumbos',
    ]);
    await userEvent.click(box());
    const list = screen.getByRole('listbox', { name: 'Team' });
    expect(within(list).getByRole('option', { name: /Tufts Jumbos/ })).toHaveTextContent(
      'Division III · NESCAC',
    );
  });

  it("offers only women's schools when the gender is women's", async () => {
    serveTeams();
    renderPicker('FEMALE');
    await ready();
    expect(await comboboxOptionNames('Team')).toEqual([
      'No team',
      'Rice Lady Owls',
      'San José State Lady Spartans',
      'Tufts Lady Jumbos',
    ]);
  });

  it("filters as one types (accents and case aside) and stores the default season's team id", async () => {
    serveTeams();
    renderPicker('MALE');
    await ready();
    await userEvent.type(box(), 'san jose');
    const list = screen.getByRole('listbox', { name: 'Team' });
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('option', { name: /San José State Spartans/ }));
    // 2024-25 (38409) is the men's default competition: its id, not the newest season's.
    expect(chosenId()).toBe('3010');
    expect(box()).toHaveValue('San José State Spartans');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches by conference and says when nothing matches', async () => {
    serveTeams();
    renderPicker('MALE');
    await ready();
    await userEvent.type(box(), 'nescac');
    expect(await comboboxOptionNames('Team')).toEqual(['Tufts Jumbos']);
    await userEvent.type(box(), 'zzz');
    expect(screen.getByText("No men's team matches “nescaczzz”.")).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('is used with the keyboard: arrows move, Enter chooses, Escape closes and restores', async () => {
    serveTeams();
    renderPicker('MALE');
    await ready();
    box().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = box().getAttribute('aria-activedescendant');
    expect(active).not.toBeNull();
    expect(document.getElementById(active ?? '')).toHaveTextContent('San José State Spartans');
    await userEvent.keyboard('{Enter}');
    expect(chosenId()).toBe('3010');

    await userEvent.type(box(), 'x');
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveValue('San José State Spartans');
    expect(chosenId()).toBe('3010');
  });

  it('shows the school of a saved id of another season, and keeps that id when chosen again', async () => {
    serveTeams();
    renderPicker('MALE', 1000);
    await ready();
    expect(box()).toHaveValue('Rice Owls');
    await userEvent.clear(box());
    await userEvent.type(box(), 'rice');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(chosenId()).toBe('1000');
    // "No team" clears it.
    await userEvent.clear(box());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(screen.getByRole('option', { name: 'No team' }));
    expect(chosenId()).toBe('null');
  });

  it('keeps an unknown saved id as a choice instead of dropping it', async () => {
    serveTeams();
    renderPicker('MALE', 77);
    await ready();
    expect(box()).toHaveValue('Team 77 (saved)');
  });

  it('is disabled, showing the saved value, while loading and when the list fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveTeams(() => HttpResponse.json({ msg: 'down' }, { status: 503 }));
    renderPicker('MALE', 1000);
    expect(box()).toBeDisabled();
    expect(box()).toHaveAttribute('placeholder', 'Loading teams… (Team 1000 (saved))');
    await waitFor(() => expect(box()).toHaveAttribute('placeholder', 'Team 1000 (saved)'));
    expect(box()).toBeDisabled();
    vi.restoreAllMocks();
  });

  it('is disabled when the gender has no schools', async () => {
    serveTeams(() => HttpResponse.json(teamRows().filter((row) => row.gender === 'MALE')));
    renderPicker('FEMALE');
    await waitFor(() => expect(box()).toHaveAttribute('placeholder', 'No team'));
    expect(box()).toBeDisabled();
  });
});
