import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toIconEntries } from '../api/icon-entries';
import { fakePackModule, mockElementSize, numberedIconNames } from '../icons.test-utils';
import { IconVirtualGrid } from './IconVirtualGrid';

const ROW_HEIGHT_PX = 96;
const manyIcons = toIconEntries(fakePackModule(numberedIconNames('Tb', 2000)));

function renderGrid(icons = manyIcons) {
  render(<IconVirtualGrid icons={icons} label="Tabler icons" />);
  return screen.getByRole('list', { name: 'Tabler icons' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('IconVirtualGrid', () => {
  it('keeps only the rows in and next to the visible part of the box in the DOM', () => {
    // 600 px fits four 144 px columns; 480 px shows five 96 px rows, plus two overscan rows.
    mockElementSize(600, 480);
    const list = renderGrid();

    const names = within(list)
      .getAllByRole('listitem')
      .map((cell) => cell.textContent);
    expect(names).toEqual(numberedIconNames('Tb', 28));
    expect(list).toHaveStyle({ height: '480px' });
  });

  it('renders the rows scrolled to and drops the ones scrolled away from', () => {
    mockElementSize(600, 480);
    const list = renderGrid();

    // Row 100 holds icons 401-404.
    vi.spyOn(list, 'scrollTop', 'get').mockReturnValue(100 * ROW_HEIGHT_PX);
    act(() => {
      fireEvent.scroll(list);
    });

    expect(within(list).getByText('Tb0401')).toBeInTheDocument();
    expect(within(list).queryByText('Tb0001')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(50);
  });

  it('fits as many columns as the box is wide', () => {
    mockElementSize(300, 480);
    const list = renderGrid();
    const firstRow = within(list).getByText('Tb0001').closest('[role="listitem"]')?.parentElement;
    expect(firstRow?.children).toHaveLength(2);
  });

  it('shrinks the box when a few icons need fewer rows than fit in it', () => {
    mockElementSize(600, 480);
    const list = renderGrid(manyIcons.slice(0, 6));
    expect(list).toHaveStyle({ height: `${2 * ROW_HEIGHT_PX}px` });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  });
});
