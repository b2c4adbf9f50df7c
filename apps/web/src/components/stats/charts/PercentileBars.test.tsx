import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { percentileBarColor } from '@/lib/charts/color-scales';
import { PercentileBars } from './PercentileBars';

describe('PercentileBars', () => {
  it('draws a bar per stat with its formatted value and percentile, coloured by percentile', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <PercentileBars
        title="Percentiles"
        description="Among D-I guards, 2025-26"
        bars={[
          { key: 'efgPct', value: 0.5123, percentile: 87 },
          { key: 'tovPct', value: 0.21, percentile: 12.4 },
          { key: 'fg3Pct', value: 0.5, percentile: null },
        ]}
      />,
    );
    expect(
      screen.getByRole('figure', { name: /^Percentiles\s*Among D-I guards, 2025-26$/ }),
    ).toBeInTheDocument();
    const bars = within(screen.getByRole('list', { name: 'Percentiles' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Effective field-goal %: 51.2%, 87th percentile',
      'Turnover %: 21.0%, 12th percentile',
      'Three-point %: 50.0%, no percentile (not qualified)',
    ]);
    expect(bars[0]?.querySelector(`rect[fill="${percentileBarColor(87)}"]`)).not.toBeNull();
    expect(bars[1]?.querySelector(`rect[fill="${percentileBarColor(12.4)}"]`)).not.toBeNull();

    await user.tab(); // the Download PNG button
    await user.tab();
    expect(bars[0]).toHaveFocus();
    expect(container.querySelector('.stats-chart__tip')).toHaveTextContent(
      'Effective field-goal %: 51.2%, 87th percentile. (FGM + 0.5·3PM) / FGA',
    );
  });
});
