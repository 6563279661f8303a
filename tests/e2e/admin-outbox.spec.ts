import { expect as baseExpect, test } from './fixtures.js';
import { uniqueName } from './support.js';

// A busy machine runs several browsers at once: allow each step time, without asserting on timing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test.describe('the email outbox', () => {
  // The run's mail server (scripts/run-e2e.mjs) refuses every address at bounce.example.
  test('a response emailed from Contact Management is listed, readable, and sent again after failing', async ({
    page,
    signInAsAdmin,
    createContact,
  }) => {
    const word = uniqueName('Bounce').replace(' ', '-').toLowerCase();
    const email = `${word}@bounce.example`;
    const contact = await createContact({ name: 'Paul Ade', email, subject: 'Counseling' });
    const response = `We will call you on Tuesday, ${word}.`;

    await signInAsAdmin(page, `/admin?section=contacts&q=${encodeURIComponent(email)}`);
    const card = page.getByRole('article').filter({ hasText: contact.message });
    await card.getByRole('button', { name: 'Respond' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Contact' });
    await expect(dialog.getByText(`A new response is emailed to ${email}`)).toBeVisible();
    await dialog.getByLabel('Response').fill(response);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByText(`Response saved and on its way to ${email} by email.`),
    ).toBeVisible();

    await page.goto(`/admin?section=outbox&q=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Email Outbox' })).toBeVisible();
    const mail = page.getByRole('article').filter({ hasText: email });
    await expect(mail.getByRole('heading', { name: 'Re: Counseling' })).toBeVisible();
    await expect(mail.getByText('Failed', { exact: true })).toBeVisible();
    await expect(mail.getByText('Tried once')).toBeVisible();
    await expect(mail.getByText('Contact response')).toBeVisible();
    await expect(mail.getByText(/550/)).toBeVisible();
    await mail.getByText('Read the email').click();
    await expect(mail.getByText(response)).toBeVisible();

    await mail.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(`“Re: Counseling” to ${email} is being sent again.`)).toBeVisible();
    // Refused again: failed after the second try, and listed so.
    await expect(mail.getByText('Tried 2 times')).toBeVisible();
    await expect(mail.getByText('Failed', { exact: true })).toBeVisible();
  });
});
