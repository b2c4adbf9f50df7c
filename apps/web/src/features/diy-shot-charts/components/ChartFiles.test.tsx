import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as CsvModule from '@/lib/stats/csv';
import {
  findCourt,
  renderDiyPage,
  serveChartApi,
  serveLeague,
  storeDraft,
} from '../diy-shot-charts.test-utils';

const downloadChartPng = vi.hoisted(() => vi.fn<(...args: unknown[]) => Promise<void>>());
vi.mock('@/lib/charts/svg-export', () => ({ downloadChartPng }));

const downloadCsv = vi.hoisted(() => vi.fn<(fileName: string, csv: string) => void>());
vi.mock('@/lib/stats/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof CsvModule>()),
  downloadCsv,
}));

afterEach(() => {
  downloadChartPng.mockReset();
  downloadCsv.mockReset();
});

const SHOTS = [
  { x: 0, y: 2, made: true },
  { x: -22, y: 0, made: false },
];

const csvFile = (name: string, text: string) => new File([text], name, { type: 'text/csv' });
/** The page opened on an unsaved draft of SHOTS named `name`; resolves to the drawn court. */
function openDraft(name: string) {
  serveChartApi();
  serveLeague();
  storeDraft({ chartId: null, name, shots: SHOTS });
  renderDiyPage();
  return findCourt();
}

const shotCount = () => screen.getByText(/^\d+ of 1000 shots$/).textContent;

describe('DIY shot charts: files', () => {
  it('imports a good file in place of the shots on the court; Undo brings them back', async () => {
    await openDraft('');
    await userEvent.upload(
      screen.getByLabelText('Import CSV'),
      csvFile('shots.csv', 'x,y,made,zone\n1.5,3,made,atr2\n-24,30,0,\n10,10,TRUE,\n'),
    );
    expect(await screen.findByText('Imported 3 shots from shots.csv.')).toBeVisible();
    expect(shotCount()).toBe('3 of 1000 shots');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('FGA3FGM2FG%66.7%');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(shotCount()).toBe('2 of 1000 shots');
  });

  it('refuses a file with a bad line whole, naming the line and the problem', async () => {
    await openDraft('');
    await userEvent.upload(
      screen.getByLabelText('Import CSV'),
      csvFile('bad.csv', 'x,y,made\n1,2,1\n30,2,1\n'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'bad.csv was not imported. Line 3: x 30 is out of bounds (x runs from −25 ft (left sideline) to 25 ft (right sideline)).',
    );
    expect(shotCount()).toBe('2 of 1000 shots');
    await userEvent.upload(
      screen.getByLabelText('Import CSV'),
      csvFile('result.csv', 'x,y,made\n1,2,maybe\n'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'result.csv was not imported. Line 2: unknown result "maybe"',
    );
    expect(shotCount()).toBe('2 of 1000 shots');
  });

  it('downloads the shots as CSV, named after the chart', async () => {
    await openDraft('Game 1');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloadCsv.mock.calls).toEqual([
      ['game-1.csv', 'x,y,made,zone,value\r\n0,2,true,atr2,2\r\n-22,0,false,c3,3\r\n'],
    ]);
  });

  it('downloads the court as PNG with the chart name as title and the source and season', async () => {
    const court = await openDraft('Game 1');
    const figure = screen.getByRole('figure', { name: /Game 1/ });
    await userEvent.click(within(figure).getByRole('button', { name: 'Download Game 1 as PNG' }));
    expect(downloadChartPng).toHaveBeenCalledWith(court, 'Game 1', {
      footnote: "Source: Courtside · compared with Division I, 2024-25 Men's Basketball",
    });
  });

  it('has nothing to download while the court is empty', async () => {
    serveChartApi();
    serveLeague();
    renderDiyPage();
    await findCourt();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });
});
