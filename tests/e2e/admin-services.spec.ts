import { API, apiPath } from '#shared/api-paths.js';
import { adminServicesResponseSchema } from '#shared/schemas/services.js';
import { expect, test } from './fixtures.js';
import { publicSettings, uniqueName } from './support.js';

const WEDNESDAY = 3;
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** `YYYY-MM-DD` of an instant in a zone. */
function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The date `days` after a `YYYY-MM-DD` date. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The next Wednesday after today in the church's zone, so its first occurrence is to come. */
function nextWednesday(timeZone: string): string {
  const today = dayIn(new Date(), timeZone);
  for (let days = 1; ; days += 1) {
    const date = addDays(today, days);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === WEDNESDAY) return date;
  }
}

/** "Wednesday 5:00 PM" of an instant in a zone. */
function weekdayAndClock(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  })
    .format(new Date(at))
    .replace(' at ', ' ');
}

test.describe('Services', () => {
  test('adds a simulated midweek service, cancels one time it happens and edits it', async ({
    page,
    request,
    adminApi,
    signInAsAdmin,
    cleanup,
  }) => {
    const title = uniqueName('Midweek Service');
    const renamed = uniqueName('Midweek Bible Study');
    const services = async () =>
      adminServicesResponseSchema.parse(await (await adminApi.get(API.adminServices)).json())
        .services;
    cleanup(async () => {
      for (const service of await services()) {
        if ([title, renamed].includes(service.title)) {
          await adminApi.delete(apiPath(API.adminService, { id: service._id }));
        }
      }
    });
    const zone = (await publicSettings(request)).church.timeZone;
    const firstDay = nextWednesday(zone);

    await signInAsAdmin(page, '/admin?section=services');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Service' }).click();
    const form = page.getByRole('dialog', { name: 'Add Service' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('First date').fill(firstDay);
    await form.getByLabel('Start time').fill('17:00');
    await expect(form.getByRole('checkbox', { name: 'Wednesday' })).toBeChecked();
    await form.getByRole('radio', { name: 'Simulated' }).check();
    await form.getByLabel('Video link').fill(VIDEO);
    await form.getByLabel('Video length').fill('1:25:00');
    await form.getByRole('button', { name: 'Add Service' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText(`“${title}” was added.`)).toBeVisible();

    const created = (await services()).find((service) => service.title === title);
    expect(created?.nextStartsAt).toBeTruthy();
    const firstStart = created?.nextStartsAt ?? '';
    expect(dayIn(new Date(firstStart), zone)).toBe(firstDay);
    expect(weekdayAndClock(firstStart, zone)).toBe('Wednesday 5:00 PM');
    expect(created).toMatchObject({
      repeat: 'weekly',
      weekdays: [WEDNESDAY],
      mode: 'simulated',
      videoUrl: VIDEO,
      videoDurationSeconds: 5100,
      durationMinutes: 90,
    });

    const card = page
      .getByRole('list', { name: 'Services' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name: title }),
      });
    await expect(card.getByText('Every Wednesday at 5:00 PM')).toBeVisible();
    await expect(card.getByText('1 hour 30 minutes')).toBeVisible();
    await expect(card.getByText('Simulated live', { exact: true })).toBeVisible();
    await expect(card.locator('time')).toHaveAttribute('datetime', firstStart);

    // Call off the first time it happens: the next start is the Wednesday after.
    await card.getByRole('button', { name: 'Schedule' }).click();
    const schedule = page.getByRole('dialog', { name: `Schedule: ${title}` });
    const first = schedule
      .getByRole('list', { name: 'Coming occurrences' })
      .getByRole('listitem')
      .first();
    await expect(first.locator('time')).toHaveAttribute('datetime', firstStart);
    await expect(first.getByText('Scheduled', { exact: true })).toBeVisible();
    await first.getByRole('button', { name: 'Cancel' }).click();
    await expect(first.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Restore' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(schedule).toBeHidden();
    const secondStart = (await services()).find((service) => service.title === title)?.nextStartsAt;
    expect(dayIn(new Date(secondStart ?? ''), zone)).toBe(addDays(firstDay, 7));
    await expect(card.locator('time')).toHaveAttribute('datetime', secondStart ?? '');

    // Edit the service: a new title and an hour long.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Service' });
    await expect(edit.getByLabel('Start time')).toHaveValue('17:00');
    await expect(edit.getByLabel('First date')).toHaveValue(firstDay);
    await expect(edit.getByLabel('Video length')).toHaveValue('1:25:00');
    await edit.getByLabel('Title').fill(renamed);
    await edit.getByLabel('Duration (minutes)').fill('60');
    await edit.getByRole('button', { name: 'Update Service' }).click();
    await expect(edit).toBeHidden();
    const edited = page
      .getByRole('list', { name: 'Services' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name: renamed }),
      });
    await expect(edited.getByText('1 hour', { exact: true })).toBeVisible();
    await expect(edited.getByText('Every Wednesday at 5:00 PM')).toBeVisible();
    expect((await services()).find((service) => service.title === renamed)).toMatchObject({
      durationMinutes: 60,
      mode: 'simulated',
    });
  });
});
