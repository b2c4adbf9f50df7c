import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leagueRelativeColor } from '@/lib/charts/color-scales';
import type { ShotPoint } from '@/lib/charts/hex-bins';
import { ShotChart } from './ShotChart';
import { zoneShootingFromRows } from './shot-chart-data';
import { NO_COMPARISON_COLOR } from './ShotLayers';

const downloadChartPng = vi.hoisted(() =>
  vi.fn<(svg: SVGSVGElement, title: string, options?: { footnote?: string }) => Promise<void>>(),
);
vi.mock('@/lib/charts/svg-export', () => ({ downloadChartPng }));

afterEach(() => {
  downloadChartPng.mockReset();
});

const SHOTS: ShotPoint[] = [
  { x: 0, y: 1, made: true, label: 'A. Guard layup, 1st half 19:12' },
  { x: -22, y: 0, made: false },
  { x: 10, y: 20, made: true },
];

const marks = (group = 'Shots') =>
  within(screen.getByRole('group', { name: group })).getAllByRole('img');
const tooltip = (container: HTMLElement) => container.querySelector('.stats-chart__tip');

describe('ShotChart, dots', () => {
  it('draws every shot as a named mark with a title and legend', () => {
    render(<ShotChart mode="dots" title="Florida shots" shots={SHOTS} />);
    expect(screen.getByRole('figure', { name: 'Florida shots' })).toBeInTheDocument();
    expect(marks().map((mark) => mark.getAttribute('aria-label'))).toEqual([
      'A. Guard layup, 1st half 19:12',
      'Missed shot from 22 ft',
      'Made shot from 22 ft',
    ]);
    expect(screen.getByText('2 of 3 made (66.7%)')).toBeInTheDocument();
  });

  it('takes one tab stop, shows the tooltip on focus and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    const { container } = render(<ShotChart mode="dots" title="Shots" shots={SHOTS} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Download Shots as PNG' })).toHaveFocus();
    await user.tab();
    expect(marks()[0]).toHaveFocus();
    expect(marks().map((mark) => mark.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(tooltip(container)).toHaveTextContent('A. Guard layup, 1st half 19:12');

    await user.keyboard('{ArrowRight}');
    expect(marks()[1]).toHaveFocus();
    expect(tooltip(container)).toHaveTextContent('Missed shot from 22 ft');
    await user.keyboard('{End}');
    expect(marks()[2]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(tooltip(container)).toBeNull();

    await user.tab({ shift: true });
    await user.tab();
    expect(marks()[2]).toHaveFocus();
  });

  it('downloads the chart as PNG and reports a failure', async () => {
    const user = userEvent.setup();
    render(<ShotChart mode="dots" title="Florida shots" shots={SHOTS} />);
    downloadChartPng.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: 'Download Florida shots as PNG' }));
    expect(downloadChartPng).toHaveBeenCalledWith(expect.any(SVGSVGElement), 'Florida shots');

    downloadChartPng.mockRejectedValueOnce(
      new Error('This browser cannot draw the chart as an image.'),
    );
    await user.click(screen.getByRole('button', { name: 'Download Florida shots as PNG' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser cannot draw the chart as an image.',
    );
  });
});

describe('ShotChart, marks stay on the court', () => {
  // Half court: x −25…25 ft, y from the baseline (−5.25) to the half-court line (41.75).
  const inside = (x: number, y: number) => Math.abs(x) <= 25 && y >= -5.25 && y <= 41.75;

  it('draws a heave from beyond half court on the half-court line, and says so', () => {
    const heaves: ShotPoint[] = [
      { x: 2.7, y: 72.2, made: false },
      { x: -25.2, y: 68.1, made: true },
    ];
    render(<ShotChart mode="dots" title="Heaves" shots={heaves} />);
    const [missed, made] = marks();
    const cross = (missed?.getAttribute('d') ?? '').match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    expect(cross.length).toBeGreaterThan(0);
    for (let i = 0; i + 1 < cross.length; i += 2) {
      expect(inside(cross[i] ?? NaN, cross[i + 1] ?? NaN)).toBe(true);
    }
    const cx = Number(made?.getAttribute('cx'));
    const cy = Number(made?.getAttribute('cy'));
    expect(inside(cx, cy)).toBe(true);
    expect(cy).toBeGreaterThan(41);
    expect(missed).toHaveAttribute(
      'aria-label',
      'Missed shot from 72 ft beyond half court (drawn on the half-court line)',
    );
  });

  it('clips the marks to the court', () => {
    const { container } = render(<ShotChart mode="dots" title="Shots" shots={SHOTS} />);
    const clip = container.querySelector('clipPath');
    expect(clip?.querySelector('path')?.getAttribute('d')).toMatch(/^M-25,-5\.25/);
    const group = screen.getByRole('group', { name: 'Shots' }).parentElement;
    expect(group?.getAttribute('clip-path')).toBe(`url(#${clip?.id ?? 'none'})`);
  });
});

describe('ShotChart, hexes', () => {
  it('bins shots, colours each hex against the league and names it', () => {
    const shots: ShotPoint[] = [
      ...Array.from({ length: 12 }, (_, i) => ({ x: 0, y: 0.2, made: i < 6 })),
      ...Array.from({ length: 5 }, () => ({ x: 0, y: 20, made: false })),
      ...Array.from({ length: 3 }, () => ({ x: 15, y: 15, made: true })),
    ];
    render(
      <ShotChart
        mode="hexes"
        title="Hexes"
        shots={shots}
        leagueFgPctAt={([, y]) => (y < 5 ? 0.6 : null)}
      />,
    );
    const hexes = marks('Shooting by spot');
    expect(hexes).toHaveLength(2);
    // (6 + 10·0.6) / 22 = 0.5455 → 5.45 points under the league.
    expect(hexes[0]).toHaveAccessibleName(
      '0 ft: 6 of 12 (50.0%); league 60.0%, −5.5 pts (adjusted for sample size)',
    );
    expect(hexes[0]).toHaveAttribute('fill', leagueRelativeColor(100 * (12 / 22 - 0.6)));
    expect(hexes[1]).toHaveAttribute('fill', NO_COMPARISON_COLOR);
    expect(screen.getByText('Size: attempts')).toBeInTheDocument();
  });

  it('draws hexes counted elsewhere as given', () => {
    const bins = [
      {
        x: 0,
        y: 0,
        fga: 400,
        fgm: 260,
        fgPct: 0.65,
        leagueFgPct: 0.6,
        pointsAboveLeague: 4.9,
      },
      { x: 3, y: 20, fga: 50, fgm: 20, fgPct: 0.4, leagueFgPct: null, pointsAboveLeague: null },
    ];
    render(<ShotChart mode="hexes" title="Division hexes" bins={bins} />);
    const hexes = marks('Shooting by spot');
    expect(hexes).toHaveLength(2);
    expect(hexes[0]).toHaveAccessibleName(
      '0 ft: 260 of 400 (65.0%); league 60.0%, +4.9 pts (adjusted for sample size)',
    );
    expect(hexes[0]).toHaveAttribute('fill', leagueRelativeColor(4.9));
    expect(hexes[1]).toHaveAttribute('fill', NO_COMPARISON_COLOR);
  });
});

describe('ShotChart, export note', () => {
  it('hands the note to the PNG download as its footnote', async () => {
    const user = userEvent.setup();
    render(
      <ShotChart
        mode="dots"
        title="Shots"
        shots={SHOTS}
        exportNote="Source: Courtside · 2024-25"
      />,
    );
    downloadChartPng.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: 'Download Shots as PNG' }));
    expect(downloadChartPng).toHaveBeenCalledWith(expect.any(SVGSVGElement), 'Shots', {
      footnote: 'Source: Courtside · 2024-25',
    });
  });
});

describe('ShotChart, zones', () => {
  const team = {
    atr2Fga: 100,
    atr2Fgm: 62,
    atr2FgPct: 0.62,
    atr2FgaFreq: 0.3,
    paint2Fga: 40,
    paint2Fgm: 16,
    paint2FgPct: 0.4,
    paint2FgaFreq: 0.12,
    mid2Fga: 60,
    mid2Fgm: 21,
    mid2FgPct: 0.35,
    mid2FgaFreq: 0.18,
    c3Fga: 0,
    c3Fgm: 0,
    c3FgPct: null,
    c3FgaFreq: 0,
    atb3Fga: 133,
    atb3Fgm: 45,
    atb3FgPct: 0.3383,
    atb3FgaFreq: 0.4,
  };
  const league = {
    atr2FgPct: 0.58,
    paint2FgPct: 0.42,
    mid2FgPct: 0.36,
    c3FgPct: 0.37,
    atb3FgPct: 0.34,
  };

  it('reads the zone fields of API rows and colours each zone against the league', () => {
    const zones = zoneShootingFromRows(team, league, ['atr2', 'paint2', 'mid2', 'c3', 'atb3']);
    expect(zones[0]).toEqual({
      zone: 'atr2',
      fga: 100,
      fgm: 62,
      fgPct: 0.62,
      fgaFreq: 0.3,
      leagueFgPct: 0.58,
    });
    render(<ShotChart mode="zones" title="Zones" zones={zones} />);
    const shapes = marks('Shooting by zone');
    expect(shapes.map((shape) => shape.getAttribute('aria-label'))).toEqual([
      'At the rim: 62 of 100 (62.0%); league 58.0%, +4.0 pts; 30.0% of attempts',
      'Paint (non-rim): 16 of 40 (40.0%); league 42.0%, −2.0 pts; 12.0% of attempts',
      'Mid-range: 21 of 60 (35.0%); league 36.0%, −1.0 pts; 18.0% of attempts',
      'Corner 3: no attempts',
      'Above the break 3: 45 of 133 (33.8%); league 34.0%, −0.2 pts; 40.0% of attempts',
    ]);
    expect(shapes[0]).toHaveAttribute('fill', leagueRelativeColor(100 * (0.62 - 0.58)));
    expect(shapes[3]).toHaveAttribute('fill', NO_COMPARISON_COLOR);
    expect(screen.getByText('62.0%')).toBeInTheDocument();
    expect(screen.getByText('FG% vs league (points)')).toBeInTheDocument();
  });

  it('draws the eleven spot zones', () => {
    render(<ShotChart mode="zones" layout="spots" title="Spots" zones={[]} />);
    expect(marks('Shooting by zone')).toHaveLength(11);
    expect(marks('Shooting by zone')[0]).toHaveAccessibleName('At the rim: no attempts');
  });
});
