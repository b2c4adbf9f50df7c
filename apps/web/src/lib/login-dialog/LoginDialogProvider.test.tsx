import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoginDialogProvider } from './LoginDialogProvider';
import { useLoginDialog, type LoginDialogProps } from './login-dialog-context';
import { StubLoginDialog } from './test-support';

function OpenButton() {
  const { openLoginDialog } = useLoginDialog();
  return (
    <button type="button" onClick={openLoginDialog}>
      Login
    </button>
  );
}

describe('LoginDialogProvider', () => {
  it('loads and renders the dialog only once it is first opened', async () => {
    const load = vi.fn(() => Promise.resolve({ default: StubLoginDialog }));
    const LazyDialog = lazy(load);
    render(
      <LoginDialogProvider dialog={LazyDialog}>
        <OpenButton />
      </LoginDialogProvider>,
    );
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close stub' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog mounted while hidden, so it can animate out', async () => {
    const seen: boolean[] = [];
    function Recorder({ show, onHide }: LoginDialogProps) {
      seen.push(show);
      return show ? <button onClick={onHide}>hide</button> : null;
    }
    render(
      <LoginDialogProvider dialog={Recorder}>
        <OpenButton />
      </LoginDialogProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.click(screen.getByRole('button', { name: 'hide' }));
    expect(seen.at(0)).toBe(true);
    expect(seen.at(-1)).toBe(false);
  });

  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<OpenButton />)).toThrow(/inside <LoginDialogProvider>/);
    vi.mocked(console.error).mockRestore();
  });
});
