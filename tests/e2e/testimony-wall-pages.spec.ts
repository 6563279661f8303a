import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { API } from '#shared/api-paths.js';
import {
  TESTIMONY_WALL_PAGE_SIZE,
  testimonyWallResponseSchema,
  type TestimonyWallResponse,
} from '#shared/schemas/site-content.js';
import type { Testimony } from '#shared/schemas/submissions.js';
import { uniqueName } from './support.js';

/** The page's own GET of one wall page (call before the click or navigation that makes it). */
async function wallAnswer(page: Page, wallPage: number): Promise<TestimonyWallResponse> {
  const response = await page.waitForResponse((candidate) => {
    const url = new URL(candidate.url());
    return (
      url.pathname === API.approvedTestimonies &&
      (url.searchParams.get('page') ?? '1') === String(wallPage)
    );
  });
  return testimonyWallResponseSchema.parse(await response.json());
}

test.describe('the testimony wall', () => {
  test('pages through the approved testimonies, newest first, with the page in the address', async ({
    page,
    request,
    createTestimony,
  }) => {
    // More than a page of its own. Other tests approve testimonies meanwhile, so each page shown
    // is checked against the answer the page got, and this test's own against the server's order.
    const mine: Testimony[] = [];
    for (let i = 0; i <= TESTIMONY_WALL_PAGE_SIZE; i += 1) {
      mine.push(
        await createTestimony({ title: uniqueName(`Wall testimony ${i}`), approved: true }),
      );
    }
    const newest = testimonyWallResponseSchema.parse(
      await (await request.get(`${API.approvedTestimonies}?limit=50`)).json(),
    );
    const titles = newest.testimonies.map((testimony) => testimony.title);
    expect(titles.filter((title) => mine.some((testimony) => testimony.title === title))).toEqual(
      mine.map((testimony) => testimony.title).reverse(),
    );

    const wall = page.getByRole('region', { name: 'What God is doing' });
    const headings = wall.getByRole('article').getByRole('heading');
    const pager = page.getByRole('navigation', { name: 'Testimony pages' });
    const pagesOf = (answer: TestimonyWallResponse) =>
      Math.ceil(answer.total / TESTIMONY_WALL_PAGE_SIZE);

    const firstAnswer = wallAnswer(page, 1);
    await page.goto('/TestifyScreen');
    const first = await firstAnswer;
    expect(first.testimonies).toHaveLength(TESTIMONY_WALL_PAGE_SIZE);
    expect(pagesOf(first)).toBeGreaterThan(1);
    await expect(headings).toHaveText(first.testimonies.map((testimony) => testimony.title));
    await expect(pager.getByText(`Page 1 of ${pagesOf(first)}`)).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Newer' })).toBeDisabled();

    const secondAnswer = wallAnswer(page, 2);
    await pager.getByRole('button', { name: 'Older' }).click();
    const second = await secondAnswer;
    await expect(page).toHaveURL(/\/TestifyScreen\?page=2$/);
    await expect(pager.getByText(`Page 2 of ${pagesOf(second)}`)).toBeVisible();
    await expect(headings).toHaveText(second.testimonies.map((testimony) => testimony.title));

    const reloaded = wallAnswer(page, 2);
    await page.reload();
    await expect(pager.getByText(`Page 2 of ${pagesOf(await reloaded)}`)).toBeVisible();
    // After the reload the first page is asked for again.
    const againAnswer = wallAnswer(page, 1);
    await pager.getByRole('button', { name: 'Newer' }).click();
    await expect(page).toHaveURL(/\/TestifyScreen$/);
    const again = await againAnswer;
    await expect(headings).toHaveText(again.testimonies.map((testimony) => testimony.title));
    await expect(pager.getByText(`Page 1 of ${pagesOf(again)}`)).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Newer' })).toBeDisabled();
  });
});
