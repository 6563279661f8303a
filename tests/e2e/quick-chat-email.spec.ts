import { expect as baseExpect, test } from './fixtures.js';
import { API } from '#shared/api-paths.js';
import { STORAGE_KEYS } from '#shared/constants.js';
import { emailsTo, sitePathIn } from './mailbox.js';
import { readStorage, uniqueToken } from './support.js';

// A busy machine runs several browsers at once: allow each step time, without asserting on timing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const CHAT_LINK = /https?:\/\/[^\s"<>]+\/#quick-chat=[\w-]+/;

test.describe('quick chat replies by email', () => {
  test('a reply the visitor did not see is emailed, and its link reopens the conversation in another browser', async ({
    page,
    browser,
    adminApi,
  }, info) => {
    const stamp = uniqueToken();
    const name = `Miriam ${stamp}`;
    const email = `miriam-${stamp}@example.com`;

    // The visitor's page reads by polling here: an event stream the server has not yet seen
    // close when the visitor leaves would take the reply as delivered, and no email is owed.
    await page.route(
      (url) => url.pathname === API.live,
      (route) => route.abort(),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Open quick chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Quick Chat' });
    await panel.getByLabel('Your name and email').fill(`${name} <${email}>`);
    await panel.getByRole('button', { name: 'Start chat' }).click();
    await panel.getByRole('textbox', { name: 'Message' }).fill('Is there a service on Friday?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByRole('list', { name: 'Messages' })).toContainText('Friday');
    const chatId = await readStorage(page, STORAGE_KEYS.quickChatId);
    expect(chatId).toBeTruthy();
    // The visitor leaves before the church answers.
    await page.goto('about:blank');

    const answer = `Yes, at six in the evening. ${stamp}`;
    const replied = await adminApi.post(`/api/admin/general-chat/${chatId}/reply`, {
      data: { message: answer },
    });
    expect(replied.status()).toBe(201);

    const [mail] = await emailsTo(adminApi, email);
    expect(mail?.subject).toBe('You have a reply to your message');
    expect(mail?.text).toContain(answer);
    const link = sitePathIn(mail!, CHAT_LINK);

    // Another device: nothing stored, only the link.
    const other = await browser.newContext({
      baseURL: info.project.use.baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `10.251.${info.workerIndex}.${Date.now() % 250}` },
    });
    try {
      const phone = await other.newPage();
      await phone.goto(link);
      const reopened = phone.getByRole('dialog', { name: 'Quick Chat' });
      const messages = reopened.getByRole('list', { name: 'Messages' });
      await expect(messages).toContainText('Is there a service on Friday?');
      await expect(messages).toContainText(answer);
      await expect(reopened.getByText(`Chatting as ${name}`)).toBeVisible();
      // The key does not stay in the address bar.
      expect(new URL(phone.url()).hash).toBe('');

      await reopened.getByRole('textbox', { name: 'Message' }).fill('Thank you, I will come.');
      await reopened.getByRole('button', { name: 'Send' }).click();
      await expect(messages.getByRole('listitem').last()).toContainText(
        /You.*Thank you, I will come\./,
      );
      expect(await readStorage(phone, STORAGE_KEYS.quickChatId)).toBe(chatId);
    } finally {
      await other.close();
    }
  });
});
