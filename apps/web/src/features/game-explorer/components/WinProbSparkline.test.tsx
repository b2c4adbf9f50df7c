import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WinProbSparkline, sparklinePoints } from './WinProbSparkline';

describe('WinProbSparkline', () => {
  it('draws the tip on the left and the final horn on the right, home up', () => {
    // 96 × 24 with 2 px padding: x 2 → 94, y 22 (0%) → 2 (100%).
    expect(sparklinePoints([0.5, 0, 1])).toBe('2.0,12.0 48.0,22.0 94.0,2.0');
  });

  it('tells screen readers the same story', () => {
    render(<WinProbSparkline series={[0.6, 0.2, 0.9, 1]} homeMarket="Alpha" />);
    expect(
      screen.getByRole('img', {
        name: 'Alpha win probability: 60.0% at tip-off, low 20.0%, high 100.0%, 100.0% at the end',
      }),
    ).toBeInTheDocument();
  });

  it('says so when the game has no play-by-play', () => {
    render(<WinProbSparkline series={null} homeMarket="Alpha" />);
    expect(screen.getByText('No play-by-play')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
