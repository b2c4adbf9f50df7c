import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useStartOnce, type StartOutcome } from './use-start-once';

function Probe({ requestKey, start }: { requestKey: string | null; start: () => Promise<string> }) {
  const [outcome, setOutcome] = useState<StartOutcome<string> | null>(null);
  useStartOnce(requestKey, start, setOutcome);
  if (outcome === null) return <p>waiting</p>;
  return <p>{outcome.ok ? `ok ${outcome.value}` : `failed ${String(outcome.error)}`}</p>;
}

describe('useStartOnce', () => {
  it('starts once under StrictMode and delivers the outcome', async () => {
    const start = vi.fn(() => Promise.resolve('done'));
    render(
      <StrictMode>
        <Probe requestKey="a" start={start} />
      </StrictMode>,
    );
    expect(await screen.findByText('ok done')).toBeInTheDocument();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('delivers a failure as an outcome', async () => {
    render(<Probe requestKey="a" start={() => Promise.reject(new Error('nope'))} />);
    expect(await screen.findByText('failed Error: nope')).toBeInTheDocument();
  });

  it('starts nothing without a key, and again for a new key', async () => {
    const start = vi.fn(() => Promise.resolve('done'));
    const { rerender } = render(<Probe requestKey={null} start={start} />);
    expect(start).not.toHaveBeenCalled();
    rerender(<Probe requestKey="a" start={start} />);
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    rerender(<Probe requestKey="a" start={start} />);
    rerender(<Probe requestKey="b" start={start} />);
    await waitFor(() => expect(start).toHaveBeenCalledTimes(2));
  });

  it('does not deliver to an unmounted component', async () => {
    let resolve: (value: string) => void = () => {};
    const onSettled = vi.fn();
    function Quiet() {
      useStartOnce('a', () => new Promise<string>((done) => (resolve = done)), onSettled);
      return null;
    }
    const { unmount } = render(<Quiet />);
    unmount();
    resolve('late');
    await new Promise((done) => setTimeout(done, 10));
    expect(onSettled).not.toHaveBeenCalled();
  });
});
