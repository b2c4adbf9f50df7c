/**
 * Test helpers for the searchable pickers (components/forms/Combobox): open one by its label and
 * read or choose its options as a user would, by clicking and typing.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Opens the combobox named `name` (if closed) and returns the names of its options. */
export async function comboboxOptionNames(name: string | RegExp): Promise<string[]> {
  const box = screen.getByRole('combobox', { name });
  if (box.getAttribute('aria-expanded') !== 'true') await userEvent.click(box);
  const list = screen.queryByRole('listbox', { name });
  const names = list
    ? within(list)
        .queryAllByRole('option')
        .map((option) => option.querySelector('span')?.textContent ?? '')
    : [];
  await userEvent.keyboard('{Escape}');
  return names;
}

/** Types `search` into the combobox named `name` and clicks the option labelled `option`. */
export async function chooseInCombobox(
  name: string | RegExp,
  search: string,
  option: string | RegExp,
): Promise<void> {
  const box = screen.getByRole('combobox', { name });
  await userEvent.clear(box);
  if (search !== '') await userEvent.type(box, search);
  else await userEvent.click(box);
  const list = screen.getByRole('listbox', { name });
  await userEvent.click(within(list).getByRole('option', { name: option }));
}
