import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STAT_DEFINITIONS } from '@/lib/stats/dictionary';
import { renderSandbox } from './sandbox-page.test-utils';
import { StatRegistrySection } from './StatRegistrySection';

const entriesTable = () => screen.getByRole('table', { name: 'Stat dictionary entries' });
const fieldNames = () =>
  within(entriesTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td code')?.textContent);

describe('StatRegistrySection', () => {
  it('lists every dictionary entry with its definition and a formatted example', () => {
    renderSandbox(<StatRegistrySection />);
    expect(new Set(fieldNames())).toEqual(new Set(STAT_DEFINITIONS.map((entry) => entry.key)));
    expect(
      screen.getByText(`Showing ${STAT_DEFINITIONS.length} of ${STAT_DEFINITIONS.length} stats.`),
    ).toBeVisible();
    const efg = within(entriesTable())
      .getAllByRole('row')
      .find((row) => row.querySelector('td code')?.textContent === 'efgPct');
    expect(efg).toHaveTextContent('51.2%');
    expect(efg).toHaveTextContent('Higher is better');
  });

  it('filters by the search and sorts by a header', async () => {
    const user = userEvent.setup();
    renderSandbox(<StatRegistrySection />);
    await user.type(screen.getByLabelText('Search stats'), 'effective field');
    const shown = fieldNames();
    expect(shown).toContain('efgPct');
    expect(shown.length).toBeLessThan(STAT_DEFINITIONS.length);
    expect(
      screen.getByText(`Showing ${shown.length} of ${STAT_DEFINITIONS.length} stats.`),
    ).toBeVisible();

    await user.clear(screen.getByLabelText('Search stats'));
    const fieldHeader = screen.getByRole('columnheader', { name: /Field/ });
    expect(fieldHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(fieldHeader).getByRole('button'));
    expect(fieldHeader).toHaveAttribute('aria-sort', 'descending');
    const descending = fieldNames();
    expect(descending).toEqual(
      [...descending].sort((a, b) =>
        (b ?? '').localeCompare(a ?? '', 'en-US', { sensitivity: 'base', numeric: true }),
      ),
    );

    await user.type(screen.getByLabelText('Search stats'), 'zzzz-no-such-stat');
    expect(screen.getByText('No stat matches “zzzz-no-such-stat”.')).toBeVisible();
  });

  it('shows a sample of every display format', () => {
    renderSandbox(<StatRegistrySection />);
    const formats = screen.getByRole('table', { name: 'Display formats with a sample value' });
    expect(within(formats).getAllByRole('row')).toHaveLength(15);
    expect(within(formats).getByText('31:30')).toBeVisible();
  });
});
