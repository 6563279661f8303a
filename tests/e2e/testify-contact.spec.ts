import { expect, test } from './fixtures.js';
import { API, apiPath } from '#shared/api-paths.js';
import { CONTACT_SUBJECTS, STORAGE_KEYS } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import { publicSettingsResponseSchema } from '#shared/schemas/settings.js';
import {
  siteContentResponseSchema,
  testimonyWallResponseSchema,
} from '#shared/schemas/site-content.js';
import { testimonyResponseSchema } from '#shared/schemas/submissions.js';
import { answerTo, renderInBrowser, uniqueName, withoutServices, writeStorage } from './support.js';

test.describe('the testimonies page', () => {
  test('shows the approved testimonies, newest first', async ({
    page,
    request,
    createTestimony,
  }) => {
    const older = await createTestimony({ name: uniqueName('Ruth'), approved: true });
    const newer = await createTestimony({ name: uniqueName('Boaz'), approved: true });
    // Other tests approve testimonies too: the wall is checked against the answer the page got.
    const answer = answerTo(page, API.approvedTestimonies);
    await page.goto('/TestifyScreen');
    const wall = testimonyWallResponseSchema.parse(await answer);
    const createdTimes = wall.testimonies.map((testimony) => testimony.createdAt);
    expect(createdTimes).toEqual([...createdTimes].sort().reverse());

    await expect(page.getByRole('heading', { level: 1, name: 'Testimonies' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'What God is doing' }).getByRole('article');
    await expect(cards).toHaveCount(wall.testimonies.length);
    for (const [index, testimony] of wall.testimonies.entries()) {
      await expect(cards.nth(index).getByRole('heading')).toHaveText(testimony.title);
      await expect(cards.nth(index).getByText(testimony.name)).toBeVisible();
    }
    // This test's two are on the wall, the newer one first (among the newest 50, whatever other
    // tests approve meanwhile).
    const newest = testimonyWallResponseSchema.parse(
      await (await request.get(`${API.approvedTestimonies}?limit=50`)).json(),
    );
    const titles = newest.testimonies.map((testimony) => testimony.title);
    expect(titles).toContain(older.title);
    expect(titles.indexOf(newer.title)).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf(newer.title)).toBeLessThan(titles.indexOf(older.title));
  });

  test('Share Your Testimony sends the testimony as category other and says thank you', async ({
    page,
  }) => {
    await page.goto('/TestifyScreen');
    await page.getByRole('button', { name: 'Share Your Testimony' }).click();
    const form = page.getByRole('region', { name: 'Share Your Testimony' });
    await expect(form.getByLabel('Your name')).toBeFocused();

    await form.getByLabel('Your name').fill('Grace Adeyemi');
    await form.getByLabel('Email').fill('grace@example.org');
    await form.getByLabel('Title').fill('A job after two years');
    await form.getByLabel('Your testimony').fill('After two years of waiting, God answered.');
    await expect(form.getByLabel('Share publicly')).toBeChecked();

    const sent = page.waitForRequest((request) => request.url().endsWith(API.testimony));
    const answered = page.waitForResponse((response) => response.url().endsWith(API.testimony));
    await form.getByRole('button', { name: 'Submit Testimony' }).click();
    expect((await sent).postDataJSON()).toEqual({
      name: 'Grace Adeyemi',
      email: 'grace@example.org',
      title: 'A job after two years',
      testimony: 'After two years of waiting, God answered.',
      category: 'other',
      sharePublicly: true,
    });
    const response = await answered;
    expect(response.status()).toBe(201);
    const { testimony } = (await response.json()) as {
      testimony: { _id: string; isApproved: boolean };
    };
    expect(testimony.isApproved).toBe(false);

    const success = page.getByRole('dialog', { name: 'Success!' });
    await expect(success.getByText(MESSAGES.testimony.success)).toBeVisible();
    await success.getByRole('button', { name: 'Close' }).last().click();
    await expect(success).toBeHidden();
    await expect(form.getByLabel('Title')).toHaveValue('');
  });

  test('a testimony without consent never reaches the wall or the home page, though approved', async ({
    page,
    adminApi,
    createTestimony,
    signInAsAdmin,
    cleanup,
  }) => {
    // A shared one first, so the one kept for the team is the newest of the two.
    const shared = await createTestimony({ title: uniqueName('Shared with all'), approved: true });
    await page.goto('/TestifyScreen');
    const form = page.getByRole('region', { name: 'Share Your Testimony' });
    const title = uniqueName('Only for the pastors');
    await form.getByLabel('Your name').fill('Hannah Obi');
    await form.getByLabel('Email').fill('hannah@example.org');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Your testimony').fill('Something I want the team to know.');
    await form.getByLabel('Share publicly').uncheck();
    await expect(form.getByText('Only our team will read it')).toBeVisible();
    const sent = page.waitForRequest((request) => request.url().endsWith(API.testimony));
    const answered = page.waitForResponse((response) => response.url().endsWith(API.testimony));
    await form.getByRole('button', { name: 'Submit Testimony' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ title, sharePublicly: false });
    const { testimony } = testimonyResponseSchema.parse(await (await answered).json());
    cleanup(() => adminApi.delete(apiPath(API.adminTestimony, { id: testimony._id })));
    expect(testimony.sharePublicly).toBe(false);

    // The team approves it for its records: the card says it stays with the team.
    await signInAsAdmin(page, `/admin?section=testimonies&q=${encodeURIComponent(title)}`);
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('Team only')).toBeVisible();
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card.getByText('Approved')).toBeVisible();
    await expect(card.getByText('Team only')).toBeVisible();

    // The wall and the home page show what the server answers, and it is not among it.
    const wallAnswer = answerTo(page, API.approvedTestimonies);
    await page.goto('/TestifyScreen');
    const wall = testimonyWallResponseSchema.parse(await wallAnswer);
    const titles = wall.testimonies.map((item) => item.title);
    expect(titles).toContain(shared.title);
    expect(titles).not.toContain(title);
    const cards = page.getByRole('region', { name: 'What God is doing' }).getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(titles);

    const homeAnswer = answerTo(page, API.approvedTestimonies);
    await page.goto('/');
    const home = testimonyWallResponseSchema.parse(await homeAnswer);
    expect(home.testimonies.map((item) => item.title)).not.toContain(title);
    const section = page.getByRole('region', { name: 'What God is doing' });
    await expect(section.getByRole('article').getByRole('heading')).toHaveText(
      home.testimonies.slice(0, 3).map((item) => item.title),
    );
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test('a testimony the server refuses shows the spec failure and the field errors', async ({
    page,
  }) => {
    await page.goto('/TestifyScreen');
    const form = page.getByRole('region', { name: 'Share Your Testimony' });
    await form.getByRole('button', { name: 'Submit Testimony' }).click();
    await expect(form.getByRole('alert')).toContainText(MESSAGES.testimony.failed);
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(form.getByText('Testimony is required')).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the form is prefilled with the name and email the visitor gave on the livestream page', async ({
    page,
  }) => {
    await page.goto('/');
    await writeStorage(
      page,
      STORAGE_KEYS.livestreamUser,
      JSON.stringify({ name: 'Tunde Guest', email: 'tunde@example.org', isGuest: true }),
    );
    await page.goto('/TestifyScreen');
    const form = page.getByRole('region', { name: 'Share Your Testimony' });
    await expect(form.getByLabel('Your name')).toHaveValue('Tunde Guest');
    await expect(form.getByLabel('Email')).toHaveValue('tunde@example.org');
  });
});

test.describe('the contact page', () => {
  test('shows the address with directions, phone, email and service times', async ({ page }) => {
    // Site Content's service times are under test: the page gets no schedule of services.
    await renderInBrowser(page);
    await withoutServices(page);
    // The Settings test changes the phone for a while: the page is checked against its own answers.
    const settingsAnswer = answerTo(page, API.publicSettings);
    const contentAnswer = answerTo(page, API.siteContent);
    await page.goto('/Contact');
    const { settings } = publicSettingsResponseSchema.parse(await settingsAnswer);
    const { content } = siteContentResponseSchema.parse(await contentAnswer);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const details = page.getByRole('complementary', { name: 'Other ways to reach us' });
    await expect(details.getByText(settings.church.address, { exact: false })).toBeVisible();
    await expect(details.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
      'href',
      content.visit.directionsUrl,
    );
    await expect(details.getByRole('link', { name: settings.contactPhone })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(details.getByRole('link', { name: settings.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${settings.contactEmail}`,
    );
    for (const service of content.serviceTimes) {
      await expect(details.getByText(service.name, { exact: true })).toBeVisible();
    }
  });

  test('the contact form offers the five subjects and sends the message', async ({ page }) => {
    await page.goto('/Contact');
    const form = page.getByRole('region', { name: 'Send us a message' });
    const options = form.getByLabel('Subject').locator('option');
    await expect(options).toHaveText(['Choose a subject', ...CONTACT_SUBJECTS]);

    await form.getByLabel('Your name').fill('Ada Okafor');
    await form.getByLabel('Email').fill('ada@example.org');
    await form.getByLabel('Subject').selectOption('Counseling');
    await form.getByLabel('Message').fill('Could someone call me this week?');
    const answered = page.waitForResponse((response) => response.url().endsWith(API.contact));
    await form.getByRole('button', { name: 'Send Message' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    const { contact } = (await response.json()) as {
      contact: { name: string; subject: string; message: string; status: string };
    };
    expect(contact).toMatchObject({
      name: 'Ada Okafor',
      subject: 'Counseling',
      message: 'Could someone call me this week?',
      status: 'new',
    });

    const success = page.getByRole('dialog', { name: 'Success!' });
    await expect(success.getByText(MESSAGES.contact.success)).toBeVisible();
    await success.getByRole('button', { name: 'Close' }).last().click();
    await expect(form.getByLabel('Message')).toHaveValue('');
  });

  test('a message without a subject shows the spec failure and the subject error', async ({
    page,
  }) => {
    await page.goto('/Contact');
    const form = page.getByRole('region', { name: 'Send us a message' });
    await form.getByLabel('Your name').fill('Ada Okafor');
    await form.getByLabel('Email').fill('ada@example.org');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toContainText(MESSAGES.contact.failed);
    await expect(form.getByText('Subject is required')).toBeVisible();
  });
});
