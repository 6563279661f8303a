import { expect, test } from './fixtures.js';
import { readStorage, writeStorage } from './support.js';

test.describe('theme', () => {
  // Browsers always report light or dark; dark is the default for every device not asking for light.
  test.use({ colorScheme: 'dark' });

  test('is dark by default and the toggle flips it and survives a reload', async ({ page }) => {
    await page.goto('/');
    const root = page.locator('html');
    await expect(root).toHaveAttribute('data-theme', 'dark');
    expect(await readStorage(page, 'theme')).toBeNull();

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(root).toHaveAttribute('data-theme', 'light');
    expect(await readStorage(page, 'theme')).toBe('light');

    await page.reload();
    await expect(root).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(root).toHaveAttribute('data-theme', 'dark');
    expect(await readStorage(page, 'theme')).toBe('dark');
  });

  test('the page background follows the theme', async ({ page }) => {
    await page.goto('/');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await background();
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(background).not.toBe(dark);
  });

  test.describe('on a device that prefers light', () => {
    test.use({ colorScheme: 'light' });

    test('uses light when nothing is saved', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await readStorage(page, 'theme')).toBeNull();
    });

    test('a saved choice wins over the device', async ({ page }) => {
      await page.goto('/');
      await writeStorage(page, 'theme', 'dark');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  });
});
