import type { Locator } from '@playwright/test';
import { expect, test } from './console-guard';

const PHONE_WIDTH = 375;

async function boxOf(locator: Locator): Promise<{ x: number; y: number; w: number; h: number }> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('The element has no box');
  return { x: box.x, y: box.y, w: box.width, h: box.height };
}

test.describe('navbar on a 375 px phone', () => {
  test.use({ viewport: { width: PHONE_WIDTH, height: 740 } });

  test('keeps the menu button on the brand row and shows the whole search placeholder', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const brand = await boxOf(nav.getByRole('link', { name: 'Courtside' }));
    const menu = await boxOf(nav.getByRole('button', { name: 'Open navigation menu' }));
    // One row: the button's middle lies within the brand's height, right of the brand, on screen.
    const menuMiddle = menu.y + menu.h / 2;
    expect(menuMiddle).toBeGreaterThan(brand.y);
    expect(menuMiddle).toBeLessThan(brand.y + brand.h);
    expect(menu.x).toBeGreaterThan(brand.x + brand.w);
    expect(menu.x + menu.w).toBeLessThanOrEqual(PHONE_WIDTH);

    const search = nav.getByRole('combobox', { name: /Search teams/ });
    await expect(search).toBeVisible();
    const fit = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (context === null) throw new Error('No canvas');
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return {
        placeholder: input.placeholder,
        text: context.measureText(input.placeholder).width,
        room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
    expect(fit.placeholder).not.toBe('');
    expect(fit.text, `"${fit.placeholder}" in ${fit.room} px`).toBeLessThanOrEqual(fit.room);
    // Nothing sticks out sideways.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(PHONE_WIDTH);
  });

  test('opens the side panel from the menu button and closes it with Escape', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Open navigation menu' });
    await menu.click();
    const panel = page.getByRole('dialog', { name: 'Courtside' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Signup' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
