import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.js';
import type { EventCategory } from '#shared/constants.js';
import { API, apiPath } from '#shared/api-paths.js';
import { SITE_ROUTES, type SiteRoute } from '#shared/routes.js';
import { adminSermonResponseSchema } from '#shared/schemas/sermons.js';
import { sermonPagePath } from '#shared/sermon-pages.js';
import { followRequests } from './support.js';

/** A public page, and the cards it shows, made for the test so the audit covers them too. */
interface PublicPage {
  route: SiteRoute;
  stream?: boolean;
  event?: EventCategory;
  testimony?: boolean;
  /** One sermon's page (notes, video, audio), opened from the library. */
  sermon?: boolean;
}

const PUBLIC_PAGES: PublicPage[] = [
  { route: SITE_ROUTES.home, stream: true, event: 'main', testimony: true },
  { route: SITE_ROUTES.liveStream, stream: true, event: 'main' },
  { route: SITE_ROUTES.foundationSchool, event: 'main' },
  { route: SITE_ROUTES.children, event: 'children' },
  { route: SITE_ROUTES.teens, event: 'teens' },
  { route: SITE_ROUTES.programs },
  { route: SITE_ROUTES.testify, testimony: true },
  { route: SITE_ROUTES.give },
  { route: SITE_ROUTES.contact },
  { route: SITE_ROUTES.events, event: 'main' },
  { route: SITE_ROUTES.sermons },
  { route: SITE_ROUTES.sermons, sermon: true },
  { route: SITE_ROUTES.resetPassword },
  { route: SITE_ROUTES.account },
];

/** Where the livestream page's first-visit dialog would cover the page, a visitor has chosen. */
const RETURNING_GUEST = JSON.stringify({
  name: 'Grace',
  email: 'grace@example.com',
  isGuest: true,
});

for (const theme of ['dark', 'light'] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    for (const { route, ...shows } of PUBLIC_PAGES) {
      test(`${route.path}${shows.sermon ? ' (a sermon)' : ''} has no serious or critical violations`, async ({
        page,
        adminApi,
        createStream,
        createEvent,
        createTestimony,
      }) => {
        // A full axe audit of a long page takes a few seconds of CPU on its own.
        test.slow();
        if (shows.stream) {
          await createStream({
            scheduledDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          });
        }
        if (shows.event) await createEvent({ category: shows.event, withImage: true });
        if (shows.testimony) await createTestimony({ approved: true });
        await page.addInitScript(
          ([savedTheme, user]) => {
            window.localStorage.setItem('theme', savedTheme);
            window.localStorage.setItem('livestreamUserData', user);
          },
          [theme, RETURNING_GUEST] as const,
        );
        // Still frames audit faster; motion does not change what is checked.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const requests = followRequests(page);
        let sermonId: string | undefined;
        if (shows.sermon) {
          const made = await adminApi.post(API.adminSermonCreate, {
            data: {
              title: 'Born Again to a Living Hope',
              preacher: 'Pastor Ade Bello',
              scripture: '1 Peter 1:3–9',
              preachedAt: new Date().toISOString(),
              summary: 'Mercy gives a hope that is alive.',
              notes: '## A living hope\n\n- Born again by mercy\n\n> Though you have not seen him',
              videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
              audioUrl: 'https://media.example.com/sermon.mp3',
              audioBytes: 48_384,
              durationSeconds: 9,
              published: true,
            },
          });
          expect(made.status()).toBe(201);
          sermonId = adminSermonResponseSchema.parse(await made.json()).sermon._id;
        }
        await page.goto(sermonId ? sermonPagePath(sermonId) : route.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Everything the page asks for has arrived (its event stream stays open).
        await requests.settled();
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
        if (sermonId) await adminApi.delete(apiPath(API.adminSermon, { id: sermonId }));
        expect(serious).toEqual([]);
      });
    }
  });
}
