import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.js';
import { API } from '#shared/api-paths.js';
import { AUDIENCE_SIZES, STORAGE_KEYS } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import { readStorage, uniqueName } from './support.js';

// A busy machine runs several browsers at once: allow each step time, without asserting on timing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const uniqueEmail = (label: string) => `${uniqueName(label).replace(' ', '-')}@example.org`;

/** Opens the test's own stream from the picker. */
async function chooseStream(page: Page, title: string) {
  await page
    .getByRole('list', { name: 'Choose a livestream' })
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button')
    .click();
}

async function storedUser(page: Page) {
  const raw = await readStorage(page, STORAGE_KEYS.livestreamUser);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

test.describe('the livestream access modal', () => {
  test('a first visit asks to register, with the spec validation and a password toggle', async ({
    page,
  }) => {
    // The rules are checked in the browser: nothing is sent until the form is complete.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === API.register) sent.push(request.url());
    });
    await page.goto('/LiveStream');
    const modal = page.getByRole('dialog', { name: 'Welcome to Live Stream' });
    await expect(modal).toBeVisible();

    const audience = modal.getByLabel('How many are watching with you?');
    await expect(audience).toHaveValue('1');
    await expect(audience.locator('option')).toHaveText(AUDIENCE_SIZES.map((size) => size.label));

    await modal.getByRole('button', { name: 'Register' }).click();
    for (const text of [
      MESSAGES.registration.nameRequired,
      MESSAGES.registration.emailRequired,
      MESSAGES.registration.phoneRequired,
      MESSAGES.registration.locationRequired,
      MESSAGES.registration.passwordRequired,
    ]) {
      await expect(modal.getByText(text, { exact: true })).toBeVisible();
    }
    // The first field in error takes the focus; editing a field clears its error.
    await expect(modal.getByLabel('Full name')).toBeFocused();
    await expect(modal.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await modal.getByLabel('Phone').fill('+234 800 000 0000');
    await expect(modal.getByText(MESSAGES.registration.phoneRequired)).toHaveCount(0);
    await modal.getByLabel('Email').fill('not-an-address');
    await modal.getByRole('button', { name: 'Register' }).click();
    await expect(
      modal.getByText(MESSAGES.registration.emailInvalid, { exact: true }),
    ).toBeVisible();
    // Blank after trimming counts as empty.
    await modal.getByLabel('Full name').fill('   ');
    await modal.getByRole('button', { name: 'Register' }).click();
    await expect(
      modal.getByText(MESSAGES.registration.nameRequired, { exact: true }),
    ).toBeVisible();

    const password = modal.getByLabel('Password', { exact: true });
    await password.fill('s3cret-pass');
    await expect(password).toHaveAttribute('type', 'password');
    await modal.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await modal.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    expect(sent).toEqual([]);
  });

  test('registration stores a member session without the password and shows the Member badge', async ({
    page,
  }) => {
    const email = uniqueEmail('member');
    await page.goto('/LiveStream');
    const modal = page.getByRole('dialog', { name: 'Welcome to Live Stream' });
    await modal.getByLabel('Full name').fill('  Esther Bello ');
    await modal.getByLabel('Email').fill(email);
    await modal.getByLabel('Phone').fill('+234 803 000 0000');
    await modal.getByLabel('Location').fill('Ibadan');
    await modal.getByLabel('Password', { exact: true }).fill('a-long-password');
    await modal.getByLabel('How many are watching with you?').selectOption('2-5');
    await modal.getByLabel(/What are you expecting/).fill('Healing for my family');

    const sent = page.waitForRequest((request) => request.url().endsWith(API.register));
    await modal.getByRole('button', { name: 'Register' }).click();
    expect((await sent).postDataJSON()).toEqual({
      name: 'Esther Bello',
      email,
      phone: '+234 803 000 0000',
      location: 'Ibadan',
      password: 'a-long-password',
      audienceSize: '2-5',
      expectations: 'Healing for my family',
    });
    await expect(modal).toBeHidden();
    await expect(page.getByText('Member', { exact: true })).toBeVisible();

    const user = await storedUser(page);
    expect(user).toMatchObject({
      name: 'Esther Bello',
      email,
      phone: '+234 803 000 0000',
      location: 'Ibadan',
      audienceSize: '2-5',
      expectations: 'Healing for my family',
      isGuest: false,
    });
    expect(typeof user?.id).toBe('string');
    expect(typeof user?.token).toBe('string');
    expect(JSON.stringify(user)).not.toContain('a-long-password');
    expect(user).not.toHaveProperty('password');

    // A returning visitor is not asked again; the form opens prefilled on request.
    await page.reload();
    await expect(page.getByText('Member', { exact: true })).toBeVisible();
    await expect(modal).toBeHidden();
    await page.getByRole('button', { name: 'Not you? Change' }).click();
    await expect(modal.getByLabel('Full name')).toHaveValue('Esther Bello');
    await expect(modal.getByLabel('Email')).toHaveValue(email);
    await expect(modal.getByLabel('Location')).toHaveValue('Ibadan');
    await expect(modal.getByLabel('How many are watching with you?')).toHaveValue('2-5');
    await expect(modal.getByLabel('Password', { exact: true })).toHaveValue('');
  });

  test('an email already registered shows the server message under the field', async ({
    page,
    request,
    createMember,
  }) => {
    const { email } = await createMember({ name: 'Ruth', email: uniqueEmail('taken') });
    const { errors } = (await (
      await request.post(API.register, {
        data: { name: 'Ruth', email, phone: '1', location: 'Lagos', password: 'password-1' },
      })
    ).json()) as { errors: { email: string } };

    await page.goto('/LiveStream');
    const modal = page.getByRole('dialog', { name: 'Welcome to Live Stream' });
    await modal.getByLabel('Full name').fill('Ruth');
    await modal.getByLabel('Email').fill(email);
    await modal.getByLabel('Phone').fill('1');
    await modal.getByLabel('Location').fill('Lagos');
    await modal.getByLabel('Password', { exact: true }).fill('password-1');
    await modal.getByRole('button', { name: 'Register' }).click();
    await expect(modal.getByText(errors.email).first()).toBeVisible();
    await expect(modal.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(await storedUser(page)).toBeNull();
  });

  test('Continue as Guest asks for a name and email, and Back to Login returns', async ({
    page,
  }) => {
    await page.goto('/LiveStream');
    const modal = page.getByRole('dialog', { name: 'Welcome to Live Stream' });
    await modal.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(modal.getByLabel('Full name')).toBeHidden();
    await modal.getByRole('button', { name: 'Back to Login' }).click();
    await expect(modal.getByLabel('Full name')).toBeVisible();
    await modal.getByRole('button', { name: 'Continue as Guest' }).click();

    await modal.getByLabel('Name').fill('Samuel');
    await modal.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(modal.getByText(MESSAGES.registration.guestRequired)).toBeVisible();

    await modal.getByLabel('Email').fill('samuel@example.org');
    await modal.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Guest User', { exact: true })).toBeVisible();
    expect(await storedUser(page)).toEqual({
      name: 'Samuel',
      email: 'samuel@example.org',
      isGuest: true,
    });
  });

  test('a returning member signs in, and their posts carry their own name', async ({
    page,
    createStream,
    createMember,
  }) => {
    const stream = await createStream();
    const { email } = await createMember({
      name: 'Deborah Okon',
      email: uniqueEmail('returning'),
      location: 'Abuja',
      password: 'password-2',
    });

    await page.goto('/LiveStream');
    const modal = page.getByRole('dialog', { name: 'Welcome to Live Stream' });
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await modal.getByLabel('Email').fill(email);
    await modal.getByLabel('Password', { exact: true }).fill('wrong-password');
    await modal.getByRole('button', { name: 'Sign In' }).click();
    await expect(modal.getByRole('alert')).toBeVisible();
    await modal.getByLabel('Password', { exact: true }).fill('password-2');
    await modal.getByRole('button', { name: 'Sign In' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Member', { exact: true })).toBeVisible();
    await expect(page.getByText('Watching as Deborah Okon')).toBeVisible();

    // The token decides who posts, even if the stored name was changed by hand.
    const user = (await storedUser(page))!;
    await page.evaluate(
      ([key, value]) => {
        window.localStorage.setItem(key, value);
      },
      [STORAGE_KEYS.livestreamUser, JSON.stringify({ ...user, name: 'Someone Else' })] as const,
    );
    await page.reload();
    await chooseStream(page, stream.title);
    const text = uniqueName('Blessed service');
    const posted = page.waitForResponse((response) => response.url().endsWith(API.comment));
    await page.getByLabel('Your comment').fill(text);
    await page.getByRole('button', { name: 'Post' }).click();
    const response = await posted;
    expect(response.request().headers().authorization).toBe(`Bearer ${String(user.token)}`);
    expect(((await response.json()) as { comment: { userName: string } }).comment.userName).toBe(
      'Deborah Okon',
    );
    await expect(page.getByRole('log', { name: 'Comments' }).getByText(text)).toBeVisible();
  });

  test('a member whose token is no longer valid is told, and offered to sign in again', async ({
    page,
    createStream,
  }) => {
    const stream = await createStream();
    await page.addInitScript(
      ([key, value]) => {
        window.localStorage.setItem(key, value);
      },
      [
        STORAGE_KEYS.livestreamUser,
        JSON.stringify({
          name: 'Old Member',
          email: 'old@example.org',
          id: 'x',
          isGuest: false,
          token: 'expired-token',
        }),
      ] as const,
    );
    await page.goto('/LiveStream');
    await chooseStream(page, stream.title);
    await page.getByLabel('Your comment').fill('Hello again');
    await page.getByRole('button', { name: 'Post' }).click();
    await expect(page.getByText(MESSAGES.auth.invalidToken)).toBeVisible();
    await expect(page.getByLabel('Your comment')).toHaveValue('Hello again');
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome to Live Stream' })).toBeVisible();
  });
});
