/**
 * Accessibility of every chart tool at a desktop width and at 375 px: axe-core finds no serious
 * or critical violation once the tool has drawn its default chart, and the page never scrolls
 * sideways on a phone. Signed in as the administrator, so the tier-gated tools show themselves
 * rather than their upgrade prompt.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './console-guard';
import { seriousViolations, signInAsAdmin } from './support/stats';

const arrival = expect.configure({ timeout: 15_000 });

interface Tool {
  path: string;
  /** Shown once the tool has its data. */
  ready: (page: Page) => ReturnType<Page['locator']>;
}

const chart = (page: Page) => page.getByRole('main').locator('figure svg').first();
const table = (page: Page) => page.getByRole('main').locator('table').first();

const TOOLS: Tool[] = [
  { path: '/tools/home', ready: (page) => page.getByRole('article').first() },
  { path: '/tools/shot-charts', ready: chart },
  { path: '/tools/team-scatter', ready: chart },
  { path: '/tools/player-scatter', ready: chart },
  { path: '/tools/bar-charts', ready: chart },
  {
    path: '/tools/comparisons',
    ready: (page) => page.getByRole('main').getByRole('button').first(),
  },
  { path: '/tools/split-comparisons/mens/d1', ready: table },
  // Before two teams are chosen: the pickers and the prompt (the journey checks the results).
  {
    path: '/tools/game-calculator',
    ready: (page) => page.getByRole('combobox', { name: 'First team', exact: true }),
  },
  // The demo season's opening Monday (its calendar: openers on the first Monday of November).
  {
    path: '/tools/scoreboard/38409/d1/20241104',
    ready: (page) =>
      page.getByRole('region', { name: 'Calendar of game days' }).locator('[aria-current="date"]'),
  },
  { path: '/tools/game-explorer/38409/d1', ready: table },
  { path: '/tools/brackets/38409/tournaments/5025', ready: table },
  { path: '/tools/scoring-streaks?competitionIds=38409&division=d1', ready: table },
  { path: '/tools/game-deciding-shots?competitionIds=38409&division=d1', ready: table },
  { path: '/tools/model-fitting', ready: table },
  { path: '/tools/diy-shot-charts', ready: (page) => page.getByRole('application') },
  { path: '/tools/new-app', ready: (page) => page.getByRole('region', { name: 'New tools' }) },
];

for (const width of [1280, 375]) {
  test.describe(`chart tools at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const tool of TOOLS) {
      test(tool.path, async ({ page, request }) => {
        test.setTimeout(60_000);
        await signInAsAdmin(page, request);
        await page.goto(tool.path);
        await arrival(page.getByRole('heading', { level: 1 })).toBeVisible();
        await arrival(tool.ready(page)).toBeVisible();
        await arrival(page.locator('.stats-skeleton')).toHaveCount(0);
        await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      });
    }
  });
}
