import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from './fixtures.js';
import { API, apiPath } from '#shared/api-paths.js';
import type { Moment } from '#shared/schemas/moments.js';
import { waitForMail } from './mailbox.js';
import { uniqueToken } from './support.js';

// A busy machine runs several browsers at once: allow each step time, without asserting on timing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test.describe('follow-up', () => {
  test('a visitor’s answer with contact details is taken, emailed from its template and closed', async ({
    page,
    playwright,
    adminApi,
    createStream,
    signInAsAdmin,
  }, info) => {
    const token = uniqueToken();
    const name = `Chidi ${token}`;
    const email = `chidi-${token}@example.org`;

    // Staff put a salvation moment over a stream's chat.
    const stream = await createStream();
    const posted = await adminApi.post(apiPath(API.adminStreamMoment, { id: stream._id }), {
      data: { kind: 'salvation', askContact: true },
    });
    expect(posted.status()).toBe(201);
    const { moment } = (await posted.json()) as { moment: Moment };

    // A visitor answers it with their contact details, from an address of their own.
    const visitor = await playwright.request.newContext({
      baseURL: info.project.use.baseURL,
      extraHTTPHeaders: {
        'x-forwarded-for': `10.252.${String(info.workerIndex % 250)}.${String(Date.now() % 250)}`,
      },
    });
    try {
      const answered = await visitor.post(apiPath(API.momentResponse, { id: moment._id }), {
        data: { name, email, phone: '+234 803 555 0101', note: 'I gave my life to Jesus' },
      });
      expect(answered.status()).toBe(201);
    } finally {
      await visitor.dispose();
    }

    // The team sees it in Follow-up.
    await signInAsAdmin(page, `/admin?section=follow-up&q=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Follow-up' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Salvation');
    await expect(card).toContainText('I gave my life to Jesus');
    await expect(card).toContainText(stream.title);
    await expect(card).toContainText('Unassigned');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // Taken by this admin.
    await card.getByRole('button', { name: 'Take it' }).click();
    await expect(card).toContainText('Assigned to');
    await expect(card.getByRole('button', { name: 'Take it' })).toHaveCount(0);

    // Emailed from the salvation template, filled in with their name.
    await card.getByRole('button', { name: 'Email them' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email them' });
    await expect(dialog.getByLabel('Subject')).toHaveValue(`Welcome to the family, ${name}`);
    await expect(dialog.getByLabel('Message')).toHaveValue(/gave your life to Jesus today/);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await dialog.getByRole('button', { name: 'Send email' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Contacted');
    const mail = await waitForMail(email, `Welcome to the family, ${name}`);
    expect(mail.text).toContain('you do not walk it alone');

    // And closed.
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card).toContainText('Closed');
    await expect(card.getByRole('button', { name: 'Close' })).toHaveCount(0);

    // The dashboard counts the queue and opens it.
    await page.goto('/admin');
    const figure = page.getByRole('list', { name: 'Figures' }).getByRole('link', {
      name: /New Follow-ups/,
    });
    await expect(figure).toContainText(/mine · \d+ urgent/);
    await figure.click();
    await expect(page).toHaveURL(/section=follow-up/);

    // Exported with the queue's filter, then erased when they ask, by the address they gave.
    await page.goto(`/admin?section=follow-up&q=${token}`);
    await expect(card).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^follow-ups-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv).toContain(name);
    expect(csv).toContain(email);
    await page.getByRole('button', { name: 'Erase by email' }).click();
    const erase = page.getByRole('dialog', { name: 'Erase a person’s follow-ups' });
    await erase.getByLabel('Email address').fill('chidi at example');
    await erase.getByRole('button', { name: 'Erase for good' }).click();
    await expect(erase.getByText('Enter a valid email address')).toBeVisible();
    await erase.getByLabel('Email address').fill(email);
    await erase.getByRole('button', { name: 'Erase for good' }).click();
    await expect(erase).toBeHidden();
    await expect(page.getByText('Erased 1 follow-up(s)')).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});
