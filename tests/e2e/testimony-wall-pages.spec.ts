import { expect, test } from './fixtures.js';
import { API, apiPath } from '../../shared/api-paths.js';
import {
  TESTIMONY_WALL_PAGE_SIZE,
  testimonyWallResponseSchema,
} from '../../shared/schemas/site-content.js';
import { adminHeaders } from './support.js';

// Approving testimonies changes the public wall, so this file runs after every other test.
test.describe('the testimony wall', () => {
  test('pages through the approved testimonies, newest first, with the page in the address', async ({
    page,
    request,
  }) => {
    const admin = await adminHeaders(request);
    const created: string[] = [];
    try {
      for (let i = 0; i < TESTIMONY_WALL_PAGE_SIZE; i += 1) {
        const sent = await request.post(API.testimony, {
          // A visitor each: the testimony form allows a few sends per address an hour.
          headers: { 'x-forwarded-for': `10.250.${Date.now() % 250}.${i + 1}` },
          data: {
            name: `Wall Tester ${i}`,
            email: `wall${i}@example.org`,
            title: `Wall testimony ${i}`,
            testimony: 'The Lord has done great things.',
            category: 'other',
          },
        });
        expect(sent.status()).toBe(201);
        const { testimony } = (await sent.json()) as { testimony: { _id: string } };
        created.push(testimony._id);
        const approved = await request.patch(
          apiPath(API.adminTestimonyApprove, { id: testimony._id }),
          { headers: admin, data: { isApproved: true } },
        );
        expect(approved.ok()).toBe(true);
      }
      const first = testimonyWallResponseSchema.parse(
        await (await request.get(API.approvedTestimonies)).json(),
      );
      const second = testimonyWallResponseSchema.parse(
        await (await request.get(`${API.approvedTestimonies}?page=2`)).json(),
      );
      const pages = Math.ceil(first.total / TESTIMONY_WALL_PAGE_SIZE);
      expect(pages).toBeGreaterThan(1);
      expect(first.testimonies[0]?.title).toBe(`Wall testimony ${TESTIMONY_WALL_PAGE_SIZE - 1}`);

      await page.goto('/TestifyScreen');
      const wall = page.getByRole('region', { name: 'What God is doing' });
      const cards = wall.getByRole('article');
      await expect(cards).toHaveCount(TESTIMONY_WALL_PAGE_SIZE);
      await expect(cards.first().getByRole('heading')).toHaveText(first.testimonies[0]!.title);
      const pager = page.getByRole('navigation', { name: 'Testimony pages' });
      await expect(pager.getByText(`Page 1 of ${pages}`)).toBeVisible();
      await expect(pager.getByRole('button', { name: 'Newer' })).toBeDisabled();

      await pager.getByRole('button', { name: 'Older' }).click();
      await expect(page).toHaveURL(/\/TestifyScreen\?page=2$/);
      await expect(pager.getByText(`Page 2 of ${pages}`)).toBeVisible();
      await expect(cards.first().getByRole('heading')).toHaveText(second.testimonies[0]!.title);
      await expect(cards).toHaveCount(second.testimonies.length);

      await page.reload();
      await expect(pager.getByText(`Page 2 of ${pages}`)).toBeVisible();
      await pager.getByRole('button', { name: 'Newer' }).click();
      await expect(page).toHaveURL(/\/TestifyScreen$/);
      await expect(cards.first().getByRole('heading')).toHaveText(first.testimonies[0]!.title);
    } finally {
      for (const id of created) {
        await request.delete(apiPath(API.adminTestimony, { id }), { headers: admin });
      }
    }
  });
});
