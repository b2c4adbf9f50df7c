/**
 * Helpers for the stats-page journeys: the demo league's teams read through the public API, the
 * text of a StatTable as a reader sees it, an independent RFC 4180 reader for the CSV downloads,
 * and the axe-core check every page type must pass.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { e2eAdmin, loginToken, useToken } from './accounts';

/**
 * The men's default competition (2024-25), the newest men's season of the sample demo league
 * that playwright.config.ts builds (DEMO_SCALE=sample: 2022-23 to 2024-25, both genders).
 */
export const DEMO_COMPETITION_ID = 38409;

export interface DemoTeam {
  teamId: number;
  teamMarket: string;
  teamName: string;
  games: number;
}

/**
 * The Division I team with the best net ranking, from `competition-teams`: the journey searches
 * for whatever the seeded league holds instead of a name written into the test.
 */
export async function topDemoTeam(request: APIRequestContext): Promise<DemoTeam> {
  const response = await request.get(
    `/api/gs/competition-teams?competitionId=${DEMO_COMPETITION_ID}&divisionId=1`,
  );
  expect(response.status(), await response.text()).toBe(200);
  const rows = (await response.json()) as Array<DemoTeam & { netRanking: number | null }>;
  const ranked = rows
    .filter((row) => row.games > 0 && row.netRanking !== null)
    .sort((a, b) => (a.netRanking ?? 0) - (b.netRanking ?? 0));
  const top = ranked[0];
  if (!top) throw new Error(`No Division I team with games in competition ${DEMO_COMPETITION_ID}`);
  return top;
}

/** Signs the page in as the e2e administrator (top tier): every gated view opens. */
export async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<void> {
  const admin = e2eAdmin();
  await useToken(page, await loginToken(request, admin.email, admin.password));
}

export interface TableText {
  header: string[];
  rows: string[][];
}

/**
 * A StatTable as shown: the header labels (without the sort marks and tooltips) and every
 * rendered body row's cells (the virtualizer's spacer rows left out). Tables up to 100 rows
 * render every row, which the tables read here are.
 */
export async function readStatTable(region: Locator): Promise<TableText> {
  const table = region.locator('table');
  const header = await table
    .locator('thead th')
    .evaluateAll((cells) =>
      cells.map((cell) => cell.querySelector('button > span')?.textContent?.trim() ?? ''),
    );
  const rows = await table
    .locator('tbody tr:not(.stat-table__spacer)')
    .evaluateAll((lines) =>
      lines.map((line) =>
        [...line.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()),
      ),
    );
  return { header, rows };
}

/** The column of `label` as numbers; fails when the header has no such column. */
export function numericColumn(table: TableText, label: string): number[] {
  const index = table.header.indexOf(label);
  expect(index, `a "${label}" column in ${table.header.join(', ')}`).toBeGreaterThanOrEqual(0);
  return table.rows.map((row) => {
    const value = Number(row[index]);
    expect(Number.isFinite(value), `"${row[index]}" in ${label} is a number`).toBe(true);
    return value;
  });
}

/**
 * Cell text as the CSV writes it: the screen's missing-value dash is an empty field and its
 * U+2212 minus is an ASCII hyphen (lib/stats/format.ts); everything else is the same text.
 */
export function asCsvField(screenText: string): string {
  return screenText === '—' ? '' : screenText.replaceAll('\u2212', '-');
}

/**
 * RFC 4180 fields, written here rather than imported from the app so the test checks the app's
 * writer against an independent reader. A leading byte-order mark is dropped.
 */
export function parseCsvText(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source.charAt(i);
    if (inQuotes) {
      if (char === '"' && source.charAt(i + 1) === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') inQuotes = false;
      else field += char;
    } else if (char === '"') inQuotes = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source.charAt(i + 1) === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export interface AxeFinding {
  rule: string;
  impact: string;
  elements: string[];
}

/** Serious and critical axe-core (WCAG 2.x A/AA) violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      elements: violation.nodes.map((node) => node.html.slice(0, 160)),
    }));
}
