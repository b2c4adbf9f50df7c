import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { periodLengths } from '@/lib/charts/game-time';
import { GameFlowChart, type GameFlowPoint } from './GameFlowChart';

const POINTS: GameFlowPoint[] = [
  {
    seconds: 30,
    homeScore: 2,
    awayScore: 0,
    homeWinProbability: 0.58,
    description: 'A. Guard layup',
  },
  { seconds: 1300, homeScore: 30, awayScore: 35, homeWinProbability: 0.31 },
  { seconds: 2390, homeScore: 70, awayScore: 68, homeWinProbability: 0.97 },
];

function renderFlow() {
  return render(
    <GameFlowChart
      title="Game flow"
      points={POINTS}
      periodLengths={periodLengths('halves')}
      periodFormat="halves"
      home={{ name: 'Florida', color: '#0021a5' }}
      away={{ name: 'Auburn', color: '#e87722' }}
    />,
  );
}

const events = () =>
  within(screen.getByRole('group', { name: 'Scoring events' })).getAllByRole('img');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GameFlowChart', () => {
  it('names every event with its time, score and win probability, and labels the periods', () => {
    renderFlow();
    expect(screen.getByRole('figure', { name: 'Game flow' })).toBeInTheDocument();
    expect(events().map((e) => e.getAttribute('aria-label'))).toEqual([
      '1st half 19:30: A. Guard layup. Florida 2, Auburn 0; Florida win probability 58.0%',
      '2nd half 18:20. Florida 30, Auburn 35; Florida win probability 31.0%',
      '2nd half 0:10. Florida 70, Auburn 68; Florida win probability 97.0%',
    ]);
    expect(screen.getByText('1H')).toBeInTheDocument();
    expect(screen.getByText('2H')).toBeInTheDocument();
    expect(screen.getByText('▲ Florida ahead')).toBeInTheDocument();
    expect(screen.getByText('Florida win probability')).toBeInTheDocument();
  });

  it('steps through the events from the keyboard with a tooltip', async () => {
    const user = userEvent.setup();
    const { container } = renderFlow();
    await user.tab(); // the Download PNG button
    await user.tab();
    expect(events()[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(events()[1]).toHaveFocus();
    expect(container.querySelector('.stats-chart__tip')).toHaveTextContent('Florida 30, Auburn 35');
  });

  it('shows the event nearest in time to the pointer', () => {
    const { container } = renderFlow();
    const svg = container.querySelector('svg');
    if (!svg) throw new Error('no svg');
    vi.spyOn(svg, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 640, 336));
    const overlay = svg.querySelector('rect[fill="transparent"]');
    if (!overlay) throw new Error('no overlay');
    // x = 44 + (seconds / 2400) · (640 − 56): 1,250 s is nearest the event at 1,300 s.
    fireEvent.mouseMove(overlay, { clientX: 44 + (1250 / 2400) * 584 });
    expect(container.querySelector('.stats-chart__tip')).toHaveTextContent('2nd half 18:20');
    fireEvent.mouseLeave(overlay);
    expect(container.querySelector('.stats-chart__tip')).toBeNull();
  });
});
