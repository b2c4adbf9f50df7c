import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar } from './FilterBar';

describe('FilterBar', () => {
  it('names a group of filters and offers no reset while none is set', () => {
    render(
      <FilterBar label="Filter the rows" className="page__filters">
        <input aria-label="Name" />
      </FilterBar>,
    );
    const group = screen.getByRole('group', { name: 'Filter the rows' });
    expect(group).toHaveClass('filter-bar', 'page__filters');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('as a form, clears the filters with its reset and keeps Enter from submitting', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn<() => void>();
    const submitted: boolean[] = [];
    const seeSubmit = (event: Event) => submitted.push(event.defaultPrevented);
    document.addEventListener('submit', seeSubmit);
    render(
      <FilterBar as="form" label="Filter the rows" reset={{ label: 'Reset filters', onReset }}>
        <input aria-label="Name" />
      </FilterBar>,
    );
    expect(screen.getByRole('form', { name: 'Filter the rows' })).toHaveClass('filter-bar');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'a{Enter}');
    document.removeEventListener('submit', seeSubmit);
    expect(submitted).toEqual([true]);
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
