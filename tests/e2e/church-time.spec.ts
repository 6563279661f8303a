import { expect, test } from './fixtures.js';

// The e2e server keeps the default church zone, Lagos (UTC+1 all year); New York is never on
// its clock, so a reader there always sees both times.
const CHURCH_ZONE = 'Africa/Lagos';

/** 08:00 UTC some weeks ahead: a time of day the test can read in both zones. */
function morningAhead(days: number): Date {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(8, 0, 0, 0);
  return date;
}

function clock(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    date,
  );
}

test.describe('Times say whose time they are', () => {
  test.describe('for a reader in New York', () => {
    test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

    test('an event card reads church time, named, with the reader’s own beside it', async ({
      page,
      createEvent,
    }) => {
      const start = morningAhead(45);
      const event = await createEvent({ startDate: start.toISOString(), hours: 2 });
      await page.goto('/events');
      const when = page.getByRole('article', { name: event.title }).locator('time');
      await expect(when).toContainText(`${clock(start, CHURCH_ZONE)} – `);
      await expect(when).toContainText(' GMT+1');
      await expect(when).toContainText(`· ${clock(start, 'America/New_York')} your time`);
    });

    test('the home page says the service times are the church’s', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByText('Times are Lagos time (GMT+1).')).toBeVisible();
    });
  });

  test.describe('for a reader in the church’s zone', () => {
    test.use({ timezoneId: CHURCH_ZONE, locale: 'en-US' });

    test('times carry no conversion', async ({ page, createEvent }) => {
      const start = morningAhead(46);
      const event = await createEvent({ startDate: start.toISOString(), hours: 2 });
      await page.goto('/events');
      const when = page.getByRole('article', { name: event.title }).locator('time');
      await expect(when).toContainText(`${clock(start, CHURCH_ZONE)} – `);
      await expect(when).not.toContainText('your time');
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Service times' })).toBeVisible();
      await expect(page.getByText(/^Times are .* time/)).toHaveCount(0);
    });
  });
});
