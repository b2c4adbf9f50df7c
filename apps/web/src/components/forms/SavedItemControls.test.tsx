import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  SavedItemControls,
  type SavedItemControlsProps,
  type SavedItemWrite,
} from './SavedItemControls';

const PROBLEM = 'Give the thing a name.';

const write = (changes: Partial<SavedItemWrite> = {}): SavedItemWrite => ({
  isPending: false,
  error: null,
  reset: vi.fn(),
  ...changes,
});

function renderControls(overrides: Partial<SavedItemControlsProps> = {}) {
  const onRename = vi.fn<SavedItemControlsProps['onRename']>((_name, done) => done());
  const onDelete = vi.fn<SavedItemControlsProps['onDelete']>();
  const onOpen = vi.fn<SavedItemControlsProps['onOpen']>();
  // The writes are cleared whenever the item shows its buttons again.
  const cleared = vi.fn<(write: 'rename' | 'delete') => void>();
  const renaming = write({ reset: () => cleared('rename') });
  const deleting = write({ reset: () => cleared('delete') });
  const props: SavedItemControlsProps = {
    name: 'Chalk',
    noun: 'thing',
    classNames: {
      actions: 'row-actions',
      renameActions: 'row-actions row-actions--form',
      input: 'form-control',
      secondaryButton: 'btn btn-secondary',
      deleteButton: 'btn btn-danger',
    },
    nameProblem: (name) => (name.trim() === '' ? PROBLEM : null),
    renaming,
    deleting,
    onRename,
    onDelete,
    failureText: (error) => `Refused: ${error instanceof Error ? error.message : 'unknown'}`,
    summary: <h3>Chalk</h3>,
    onOpen,
    actions: <button type="button">Share</button>,
    footer: <p>Footer</p>,
    ...overrides,
  };
  const view = render(
    <ul>
      <li>
        <SavedItemControls {...props} />
      </li>
    </ul>,
  );
  return { ...view, props, onRename, onDelete, onOpen, cleared };
}

const button = (name: string) => screen.getByRole('button', { name });
const nameInput = () => screen.getByLabelText('New name for “Chalk”');

describe('SavedItemControls', () => {
  it('shows the summary, then Open, the feature buttons, Rename and Delete', async () => {
    const { onOpen } = renderControls();
    expect(screen.getByRole('heading', { name: 'Chalk' })).toBeVisible();
    expect(screen.getByText('Footer')).toBeVisible();
    const row = button('Rename Chalk').parentElement;
    expect(row).toHaveClass('row-actions');
    expect(
      within(row as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Open Chalk', 'Share', 'Rename Chalk', 'Delete Chalk']);
    // Open is a toggle only where the list has an open item.
    expect(button('Open Chalk')).not.toHaveAttribute('aria-pressed');
    await userEvent.click(button('Open Chalk'));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('marks the open item with a pressed Open button', () => {
    renderControls({ isOpen: true });
    expect(screen.getByRole('button', { name: 'Open Chalk', pressed: true })).toBeVisible();
  });

  it('shows a name problem only once a save is tried, and sends a trimmed name', async () => {
    const { onRename } = renderControls();
    await userEvent.click(button('Rename Chalk'));
    expect(screen.queryByRole('heading', { name: 'Chalk' })).toBeNull();
    expect(screen.queryByText('Footer')).toBeNull();
    expect(nameInput()).toHaveFocus();
    expect(nameInput()).toHaveValue('Chalk');
    await userEvent.clear(nameInput());
    expect(nameInput()).not.toHaveAccessibleDescription(PROBLEM);
    expect(nameInput()).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(button('Save name'));
    expect(nameInput()).toHaveAccessibleDescription(PROBLEM);
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(onRename).not.toHaveBeenCalled();
    await userEvent.type(nameInput(), '  Upsets {Enter}');
    expect(onRename).toHaveBeenCalledExactlyOnceWith('Upsets', expect.any(Function));
    expect(button('Rename Chalk')).toHaveFocus();
  });

  it('closes without a write when the name is unchanged', async () => {
    const { onRename, cleared } = renderControls();
    await userEvent.click(button('Rename Chalk'));
    await userEvent.type(nameInput(), ' {Enter}');
    expect(onRename).not.toHaveBeenCalled();
    expect(cleared.mock.calls).toEqual([['rename'], ['delete']]);
    expect(button('Rename Chalk')).toHaveFocus();
  });

  it('cancels a rename on Escape, and starts the next from the saved name', async () => {
    const { onRename, cleared } = renderControls();
    await userEvent.click(button('Rename Chalk'));
    await userEvent.clear(nameInput());
    await userEvent.click(button('Save name'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onRename).not.toHaveBeenCalled();
    expect(cleared.mock.calls).toEqual([['rename'], ['delete']]);
    expect(button('Rename Chalk')).toHaveFocus();
    await userEvent.click(button('Rename Chalk'));
    expect(nameInput()).toHaveValue('Chalk');
    expect(nameInput()).not.toHaveAccessibleDescription(PROBLEM);
    await userEvent.click(button('Cancel'));
    expect(button('Rename Chalk')).toHaveFocus();
  });

  it('keeps the form open, its button busy, while a rename is on its way', async () => {
    const { rerender, props } = renderControls({ onRename: () => {} });
    await userEvent.click(button('Rename Chalk'));
    rerender(
      <ul>
        <li>
          <SavedItemControls {...props} renaming={write({ isPending: true })} />
        </li>
      </ul>,
    );
    expect(button('Saving…')).toBeDisabled();
    expect(button('Saving…').parentElement).toHaveClass('row-actions--form');
  });

  it('asks before a delete, and returns focus to Delete when the item is kept', async () => {
    const { onDelete, cleared } = renderControls();
    await userEvent.click(button('Delete Chalk'));
    const confirm = screen.getByRole('group', { name: 'Delete Chalk?' });
    expect(within(confirm).getByText('Delete “Chalk”? This cannot be undone.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Chalk' })).toBeVisible();
    expect(button('Keep it')).toHaveFocus();
    await userEvent.click(button('Keep it'));
    expect(screen.queryByRole('group')).toBeNull();
    expect(cleared.mock.calls).toEqual([['rename'], ['delete']]);
    expect(button('Delete Chalk')).toHaveFocus();
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.click(button('Delete Chalk'));
    await userEvent.click(button('Delete thing'));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('shows a delete on its way', async () => {
    const { rerender, props } = renderControls();
    await userEvent.click(button('Delete Chalk'));
    rerender(
      <ul>
        <li>
          <SavedItemControls {...props} deleting={write({ isPending: true })} />
        </li>
      </ul>,
    );
    expect(button('Deleting…')).toBeDisabled();
  });

  it("shows a failed write's text under the item, in either mode", async () => {
    const { rerender, props } = renderControls({
      deleting: write({ error: new Error('Too many requests.') }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Refused: Too many requests.');
    rerender(
      <ul>
        <li>
          <SavedItemControls {...props} renaming={write({ error: new Error('Taken.') })} />
        </li>
      </ul>,
    );
    await userEvent.click(button('Rename Chalk'));
    expect(screen.getByRole('alert')).toHaveTextContent('Refused: Taken.');
  });
});
