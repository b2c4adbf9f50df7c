import { LAZY_RELOAD_FLAG_KEY } from '@courtside/contract';
import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';

class CatchError extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>caught: {this.state.error.message}</p> : this.props.children;
  }
}

function renderLazy(Screen: ReturnType<typeof lazyScreen>) {
  return render(
    <CatchError>
      <Suspense fallback={<p>loading screen</p>}>
        <Screen />
      </Suspense>
    </CatchError>,
  );
}

describe('lazyScreen', () => {
  it('renders the loaded component and resets the reload flag', async () => {
    sessionStorage.setItem(LAZY_RELOAD_FLAG_KEY, 'true');
    const Screen = lazyScreen(async () => () => <h1>Loaded screen</h1>);
    renderLazy(Screen);
    expect(screen.getByText('loading screen')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Loaded screen' })).toBeInTheDocument();
    expect(sessionStorage.getItem(LAZY_RELOAD_FLAG_KEY)).toBeNull();
  });

  it('keeps the spinner and reloads on a first failure', async () => {
    const reload = vi.fn();
    const Screen = lazyScreen(() => Promise.reject(new Error('chunk missing')), { reload });
    renderLazy(Screen);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('loading screen')).toBeInTheDocument();
    expect(sessionStorage.getItem(LAZY_RELOAD_FLAG_KEY)).toBe('true');
  });

  it('hands a second failure to the error boundary', async () => {
    sessionStorage.setItem(LAZY_RELOAD_FLAG_KEY, 'true');
    const reload = vi.fn();
    const Screen = lazyScreen(() => Promise.reject(new Error('chunk missing')), { reload });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLazy(Screen);
    expect(await screen.findByText('caught: chunk missing')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(LAZY_RELOAD_FLAG_KEY)).toBeNull();
    vi.restoreAllMocks();
  });
});
