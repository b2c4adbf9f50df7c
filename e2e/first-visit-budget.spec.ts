import { expect, test } from './console-guard';
import {
  FIRST_VISIT_JS_BUDGET_BYTES,
  bodyAsSent,
  firstVisitAssets,
  sumBytes,
} from './support/first-visit';

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

test.describe('first visit', () => {
  test('the home route downloads at most 150 kB of JavaScript (gzip as the server sends it)', async ({
    page,
  }) => {
    const scripts = (await firstVisitAssets(page, '/')).filter((asset) => asset.kind === 'js');
    // The entry chunk and the home page's lazy sections are among them.
    expect(scripts.some((script) => /\/assets\/index-[\w-]+\.js$/.test(script.url))).toBe(true);
    expect(scripts.some((script) => /\/assets\/LiveSections-[\w-]+\.js$/.test(script.url))).toBe(
      true,
    );

    // Gzip, what a browser gets over plain HTTP, is the larger of the two encodings we send.
    const gzip = await Promise.all(scripts.map((script) => bodyAsSent(script.url, 'gzip')));
    const listing = scripts
      .map((script, index) => `${kb(gzip[index]?.bytes ?? 0)}  ${new URL(script.url).pathname}`)
      .join('\n');
    expect(sumBytes(gzip), `first-visit JavaScript, gzip:\n${listing}`).toBeLessThanOrEqual(
      FIRST_VISIT_JS_BUDGET_BYTES,
    );
    // And what this browser itself received, in whatever encoding it negotiated.
    expect(sumBytes(scripts)).toBeLessThanOrEqual(FIRST_VISIT_JS_BUDGET_BYTES);
  });
});
