/**
 * npm run screenshot — captures docs/screenshot.png (used by the README) from a running app.
 * Start the app first (`npm start`); pass another base URL as the first argument if needed.
 */
import { chromium } from '@playwright/test';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  await page.screenshot({ path: 'docs/screenshot.png' });
  console.log(`Saved docs/screenshot.png from ${baseUrl}`);
} finally {
  await browser.close();
}
