import type { Browser, TestInfo } from '@playwright/test';
import { API, apiPath } from '#shared/api-paths.js';
import { staffListResponseSchema } from '#shared/schemas/staff.js';
import { STAFF_MESSAGES } from '#shared/staff-messages.js';
import { expect as baseExpect, test } from './fixtures.js';
import { emailsTo, sitePathIn } from './mailbox.js';
import { uniqueToken } from './support.js';

// A busy machine runs the mail queue and a second browser: allow each step time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const LINK = /https?:\/\/[^\s"<>]+\/admin\/set-password\?token=[A-Za-z0-9_-]{43}/;

/** A browser of the invited person's own, from an address of its own (sign-in limits). */
async function otherBrowser(browser: Browser, info: TestInfo) {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.252.${info.workerIndex % 250}.${Date.now() % 250}`,
    },
  });
  return { context, page: await context.newPage() };
}

test.describe('staff invites', () => {
  test('an admin invites by email; the person chooses their password by the link and signs in', async ({
    page,
    browser,
    adminApi,
    signInAsAdmin,
    cleanup,
  }, info) => {
    test.slow();
    const stamp = uniqueToken();
    const email = `invitee-${stamp}@example.org`;
    const name = `Sister ${stamp}`;
    cleanup(async () => {
      const { staff } = staffListResponseSchema.parse(
        await (await adminApi.get(API.adminStaffList)).json(),
      );
      const added = staff.find((member) => member.email === email);
      if (added) await adminApi.delete(apiPath(API.adminStaffMember, { id: added._id }));
    });

    await signInAsAdmin(page, '/admin?section=staff');
    await page.getByRole('button', { name: 'Invite Staff Member' }).first().click();
    const form = page.getByRole('dialog', { name: 'Invite Staff Member' });
    await form.getByRole('button', { name: 'Send Invite' }).click();
    await expect(form.getByText(STAFF_MESSAGES.displayNameRequired)).toBeVisible();
    await expect(form.getByText(STAFF_MESSAGES.emailRequired)).toBeVisible();
    // No password anywhere in the form: the person chooses their own.
    await expect(form.getByLabel(/password/i)).toHaveCount(0);
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Role').selectOption('moderator');
    await form.getByRole('button', { name: 'Send Invite' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText(`An invite was sent to ${email}.`)).toBeVisible();
    const card = page.getByRole('list', { name: 'Staff' }).getByRole('listitem').filter({
      hasText: name,
    });
    await expect(card).toContainText('Invited');

    // Sent again: a new link, and the first stops working.
    await card.getByRole('button', { name: `Resend invite to ${name}` }).click();
    await expect(page.getByText(`A new invite was sent to ${email}.`)).toBeVisible();
    const mails = await emailsTo(adminApi, email, 2);
    const first = sitePathIn(mails[0]!, LINK);
    const latest = sitePathIn(mails.at(-1)!, LINK);
    expect(mails.at(-1)?.text).toContain(`Your username is ${email}`);

    const invitee = await otherBrowser(browser, info);
    try {
      await invitee.page.goto(first);
      await invitee.page.getByLabel('New password', { exact: true }).fill('my-own-password-1');
      await invitee.page.getByLabel('New password again').fill('my-own-password-1');
      await invitee.page.getByRole('button', { name: 'Save Password' }).click();
      await expect(invitee.page.getByText(STAFF_MESSAGES.linkInvalid)).toBeVisible();

      await invitee.page.goto(latest);
      await expect(
        invitee.page.getByRole('heading', { level: 1, name: 'Choose Your Password' }),
      ).toBeVisible();
      await invitee.page.getByLabel('New password', { exact: true }).fill('short');
      await invitee.page.getByLabel('New password again').fill('short');
      await invitee.page.getByRole('button', { name: 'Save Password' }).click();
      await expect(invitee.page.getByText('Password must be at least 8 characters')).toBeVisible();
      await invitee.page.getByLabel('New password', { exact: true }).fill('my-own-password-1');
      await invitee.page.getByLabel('New password again').fill('my-own-password-1');
      await invitee.page.getByRole('button', { name: 'Save Password' }).click();
      await expect(invitee.page.getByText(STAFF_MESSAGES.passwordSet)).toBeVisible();

      await invitee.page.getByRole('link', { name: 'Go to Sign In' }).click();
      await invitee.page.getByLabel('Username').fill(email);
      await invitee.page.getByRole('textbox', { name: 'Password' }).fill('my-own-password-1');
      await invitee.page.getByRole('button', { name: 'Sign In' }).click();
      await expect(
        invitee.page.getByRole('heading', { level: 1, name: 'Dashboard Overview' }),
      ).toBeVisible();
    } finally {
      await invitee.context.close();
    }

    await page.reload();
    await expect(card).toBeVisible();
    await expect(card).not.toContainText('Invited');
    await expect(card.getByRole('button', { name: /Resend invite/ })).toHaveCount(0);
  });

  test('“Forgot password?” on the sign-in page emails a link that sets a new password', async ({
    browser,
    adminApi,
    cleanup,
  }, info) => {
    test.slow();
    const stamp = uniqueToken();
    const email = `forgetful-${stamp}@example.org`;
    const username = `forgetful-${stamp}`;
    const created = await adminApi.post(API.adminStaffList, {
      data: {
        username,
        displayName: `Brother ${stamp}`,
        role: 'moderator',
        password: 'old-password-1',
        email,
      },
    });
    expect(created.status()).toBe(201);
    const { staff } = (await created.json()) as { staff: { _id: string } };
    cleanup(async () => {
      await adminApi.delete(apiPath(API.adminStaffMember, { id: staff._id }));
    });

    const { context, page } = await otherBrowser(browser, info);
    try {
      await page.goto('/admin/login');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send Link' }).click();
      await expect(page.getByText(STAFF_MESSAGES.resetSent)).toBeVisible();
      // An unknown address reads the same.
      await page.getByLabel('Email').fill(`nobody-${stamp}@example.org`);
      await page.getByRole('button', { name: 'Send Again' }).click();
      await expect(page.getByText(STAFF_MESSAGES.resetSent)).toBeVisible();

      const [mail] = (await emailsTo(adminApi, email)).slice(-1);
      expect(mail?.subject).toBe('Choose a new password for the panel');
      await page.goto(sitePathIn(mail!, LINK));
      await page.getByLabel('New password', { exact: true }).fill('new-password-22');
      await page.getByLabel('New password again').fill('new-password-22');
      await page.getByRole('button', { name: 'Save Password' }).click();
      await expect(page.getByText(STAFF_MESSAGES.passwordSet)).toBeVisible();

      await page.getByRole('link', { name: 'Go to Sign In' }).click();
      await page.getByLabel('Username').fill(username);
      await page.getByRole('textbox', { name: 'Password' }).fill('new-password-22');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Dashboard Overview' }),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
