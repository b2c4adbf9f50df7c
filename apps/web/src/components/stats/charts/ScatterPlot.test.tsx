import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScatterPlot, type ScatterPlotProps, type ScatterPoint } from './ScatterPlot';

const POINTS: ScatterPoint[] = [
  { id: 'c', x: 3, y: 5, label: 'Gamma', description: 'Big Ten', href: '/c' },
  { id: 'a', x: 1, y: 2, label: 'Alpha', description: 'ACC', href: '/a' },
  { id: 'd', x: 4, y: 4, label: 'Delta', details: ['Pace: 70.1'] },
  { id: 'b', x: 2, y: 3, label: 'Beta' },
];

const AXES = {
  xAxis: { label: 'Offense', shortLabel: 'Off', format: (v: number) => v.toFixed(1) },
  yAxis: { label: 'Defense', shortLabel: 'Def', format: (v: number) => v.toFixed(2) },
};

function renderPlot(props: Partial<ScatterPlotProps> = {}) {
  return render(
    <ScatterPlot title="Test scatter" points={POINTS} {...AXES} pointsLabel="Teams" {...props} />,
  );
}

const marks = () => within(screen.getByRole('group', { name: 'Teams' })).getAllByRole('img');

describe('ScatterPlot', () => {
  it('names each mark with its tooltip text and steps through them left to right', async () => {
    const user = userEvent.setup();
    const onPointActivate = vi.fn();
    renderPlot({ onPointActivate });
    expect(screen.getByRole('figure', { name: 'Test scatter' })).toBeInTheDocument();
    expect(marks().map((mark) => mark.getAttribute('aria-label'))).toContain(
      'Gamma, Big Ten, Off: 3.0, Def: 5.00',
    );
    expect(
      screen.getByRole('img', { name: 'Delta, Off: 4.0, Def: 4.00, Pace: 70.1' }),
    ).toBeVisible();

    await user.tab(); // Download PNG
    await user.tab();
    expect(screen.getByRole('img', { name: /^Alpha/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: /^Beta/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const gamma = screen.getByRole('img', { name: /^Gamma/ });
    expect(gamma).toHaveFocus();
    // The tooltip repeats the mark's text for sighted keyboard users.
    expect(document.querySelector('.stats-chart__tip')).toHaveTextContent(
      'GammaBig TenOff: 3.0Def: 5.00',
    );

    await user.keyboard('{Enter}');
    expect(onPointActivate).toHaveBeenCalledWith(expect.objectContaining({ id: 'c', href: '/c' }));
    await user.click(screen.getByRole('img', { name: /^Delta/ }));
    expect(onPointActivate).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'd' }));
  });

  it('prints the fitted line’s R² and the averages in the legend', () => {
    renderPlot({ fit: { slope: 0.8, intercept: 1.5, rSquared: 0.64 }, showAverages: true });
    expect(screen.getByText('Least-squares fit, R² = 0.64')).toBeInTheDocument();
    // Means: x 2.5, y 3.5.
    expect(screen.getByText('Average: Off 2.5, Def 3.50')).toBeInTheDocument();
  });

  it('writes the quadrant labels, the best one in bold, and the footnote for the PNG', () => {
    renderPlot({
      quadrantLabels: {
        topLeft: 'Bad off, good def',
        topRight: 'Good off, good def',
        bottomLeft: 'Bad off, bad def',
        bottomRight: 'Good off, bad def',
        best: 'topRight',
      },
      footnote: 'Source: Courtside · 2024-25',
    });
    expect(screen.getByText('Good off, good def')).toHaveAttribute('font-weight', '700');
    expect(screen.getByText('Bad off, bad def')).toHaveAttribute('font-weight', '400');
    expect(screen.getByText('Source: Courtside · 2024-25')).toBeInTheDocument();
  });

  it('rings and labels highlighted points and fades the others', () => {
    renderPlot({ highlightedIds: new Set(['b']), maxOutlierLabels: 0 });
    const beta = screen.getByRole('img', { name: /^Beta/ });
    expect(beta).toHaveAttribute('data-highlighted', 'true');
    expect(beta).toHaveAttribute('opacity', '1');
    expect(screen.getByRole('img', { name: /^Alpha/ })).toHaveAttribute('opacity', '0.3');
    // The only label drawn is the highlighted point's (outlier labels are off).
    const labels = [...document.querySelectorAll('svg text[font-weight="600"]')].map(
      (node) => node.textContent,
    );
    expect(labels).toContain('Beta');
    expect(labels).not.toContain('Alpha');
  });

  it('labels the points farthest from the fitted line first', () => {
    // Line y = 1.5 + 0.8x: Gamma is 1.1 above it, Delta 0.7 below, the others closer.
    renderPlot({ fit: { slope: 0.8, intercept: 1.5, rSquared: 0.64 }, maxOutlierLabels: 2 });
    const drawn = [...document.querySelectorAll('svg text[font-weight="600"]')]
      .map((node) => node.textContent)
      .filter((text) => ['Alpha', 'Beta', 'Gamma', 'Delta'].includes(text ?? ''));
    expect(drawn.sort()).toEqual(['Delta', 'Gamma']);
  });

  it('scales the mark area with a size value and writes badges on large discs', () => {
    renderPlot({
      points: [
        { id: 's', x: 1, y: 1, label: 'Small', size: 0, badge: 'SM' },
        { id: 'l', x: 2, y: 2, label: 'Large', size: 10, badge: 'LG', badgeColor: '#000000' },
      ],
      sizeRange: [4, 12],
    });
    const radius = (name: string) =>
      screen
        .getByRole('img', { name: new RegExp(`^${name}`) })
        .querySelector('circle')
        ?.getAttribute('r');
    expect(radius('Small')).toBe('4');
    expect(radius('Large')).toBe('12');
    expect(screen.queryByText('SM')).not.toBeInTheDocument();
    expect(screen.getByText('LG')).toHaveAttribute('fill', '#000000');
  });
});
