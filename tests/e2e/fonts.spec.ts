import { expect, test } from './fixtures.js';
import { followRequests } from './support.js';

for (const path of ['/', '/LiveStream', '/events', '/give']) {
  test(`${path} loads two font files, the preloaded subsets, and shows text in them`, async ({
    page,
  }) => {
    // A visitor who has chosen already: the livestream page's first-visit dialog stays closed.
    await page.addInitScript(() => {
      window.localStorage.setItem(
        'livestreamUserData',
        JSON.stringify({ name: 'Grace', email: 'grace@example.com', isGuest: true }),
      );
    });
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    const requests = followRequests(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await requests.settled();
    expect(fonts.sort()).toEqual([
      expect.stringMatching(/^\/assets\/fraunces-latin-600-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/inter-latin-wght-[\w-]+\.woff2$/),
    ]);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/"/g, ''));
    });
    // The local stand-ins of font-fallbacks.css count as loaded once text was drawn in them
    // before the files arrived; they are installed fonts, never a download (checked above).
    expect(loaded.filter((family) => !family.endsWith(' Fallback')).sort()).toEqual([
      'Fraunces Variable',
      'Inter Variable',
    ]);
  });
}
