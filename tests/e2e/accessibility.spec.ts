import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.js';
import { SITE_ROUTES } from '../../shared/routes.js';

const PUBLIC_PAGES = [
  SITE_ROUTES.home,
  SITE_ROUTES.liveStream,
  SITE_ROUTES.foundationSchool,
  SITE_ROUTES.children,
  SITE_ROUTES.teens,
  SITE_ROUTES.programs,
  SITE_ROUTES.testify,
  SITE_ROUTES.give,
  SITE_ROUTES.contact,
  SITE_ROUTES.events,
];

/** Where the livestream page's first-visit dialog would cover the page, a visitor has chosen. */
const RETURNING_GUEST = JSON.stringify({
  name: 'Grace',
  email: 'grace@example.com',
  isGuest: true,
});

for (const theme of ['dark', 'light'] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    for (const route of PUBLIC_PAGES) {
      test(`${route.path} has no serious or critical violations`, async ({ page }) => {
        // A full axe audit of a long page takes a few seconds of CPU on its own.
        test.slow();
        await page.addInitScript(
          ([savedTheme, user]) => {
            window.localStorage.setItem('theme', savedTheme);
            window.localStorage.setItem('livestreamUserData', user);
          },
          [theme, RETURNING_GUEST] as const,
        );
        // Still frames audit faster; motion does not change what is checked.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            rule: violation.id,
            help: violation.help,
            targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
          }));
        expect(serious).toEqual([]);
      });
    }
  });
}
