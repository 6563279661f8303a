import type { Page } from '@playwright/test';
import { API, apiPath } from '#shared/api-paths.js';
import { STORAGE_KEYS } from '#shared/constants.js';
import { adminLoginResponseSchema } from '#shared/schemas/auth.js';
import {
  SERMON_MESSAGES,
  adminSermonResponseSchema,
  adminSermonSeriesListResponseSchema,
  adminSermonSeriesResponseSchema,
  adminSermonsResponseSchema,
  audioUploadResponseSchema,
} from '#shared/schemas/sermons.js';
import { staffMemberResponseSchema } from '#shared/schemas/staff.js';
import { makeMp3, makePng } from '#server/platform/testing/media-fixtures.js';
import { expect, test } from './fixtures.js';
import { uniqueName, uniqueToken, uniqueWord } from './support.js';

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

async function openSermons(page: Page, signIn: (page: Page, path: string) => Promise<void>) {
  await signIn(page, '/admin?section=sermons');
  await expect(page.getByRole('heading', { level: 1, name: 'Sermons' })).toBeVisible();
}

test.describe('Sermons', () => {
  test('adds a series and a sermon with uploaded audio, publishes, finds, edits and deletes it', async ({
    page,
    adminApi,
    signInAsAdmin,
    cleanup,
  }) => {
    // Two forms, an upload and five saves.
    test.slow();
    const seriesTitle = uniqueName('The Gospel of John');
    const word = uniqueWord('nicodemus');
    const title = `Born Again ${word}`;
    const renamed = `You Must Be Born Again ${word}`;
    cleanup(async () => {
      const found = adminSermonsResponseSchema.parse(
        await (await adminApi.get(`${API.adminSermons}?search=${word}`)).json(),
      );
      for (const sermon of found.sermons) {
        await adminApi.delete(apiPath(API.adminSermon, { id: sermon._id }));
      }
      const { series } = adminSermonSeriesListResponseSchema.parse(
        await (await adminApi.get(API.adminSermonSeriesList)).json(),
      );
      for (const one of series.filter((each) => each.title === seriesTitle)) {
        await adminApi.delete(apiPath(API.adminSermonSeries, { id: one._id }));
      }
    });
    await openSermons(page, signInAsAdmin);

    // A series, with its square artwork.
    await page.getByRole('tab', { name: 'Series' }).click();
    await expect(page).toHaveURL(/view=series/);
    await page.getByRole('button', { name: 'Add Series' }).first().click();
    const seriesForm = page.getByRole('dialog', { name: 'Add Series' });
    await seriesForm.getByLabel('Title').fill(seriesTitle);
    await seriesForm.getByLabel('Description').fill('Signs that point to the Son.');
    await expect(seriesForm.getByText(/at least 1400 × 1400 pixels/)).toBeVisible();
    await seriesForm.locator('input[type="file"]').setInputFiles({
      name: 'john.png',
      mimeType: 'image/png',
      buffer: makePng(64, 64),
    });
    await expect(seriesForm.locator('img.media-field__preview')).toHaveAttribute(
      'src',
      /^\/uploads\//,
    );
    await seriesForm.getByRole('button', { name: 'Add Series' }).click();
    await expect(seriesForm).toBeHidden();
    const seriesCard = page
      .getByRole('list', { name: 'Series' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: seriesTitle }) });
    await expect(seriesCard.getByText('0 published')).toBeVisible();

    // A sermon in it, its audio uploaded: the progress, then its length and size.
    await page.getByRole('tab', { name: 'Sermons' }).click();
    await page.getByRole('button', { name: 'Add Sermon' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Sermon' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Preacher').fill('Pastor Ruth Mensah');
    await form.getByLabel('Date preached').fill('2026-11-01T10:30');
    await form.getByLabel('Series').selectOption({ label: seriesTitle });
    await form.getByLabel('Scripture').fill('John 3:1–21');
    await form.getByLabel('Summary').fill('What it means to start again.');
    await form.getByLabel('Notes').fill('## Three things\n\n- Spirit\n- Water\n- **Life**');
    await form.getByLabel('Video link').fill(VIDEO);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${API.adminUploadAudio}`, async (route) => {
      await held;
      await route.continue();
    });
    const mp3 = makeMp3(6);
    const uploaded = page.waitForResponse((response) =>
      response.url().endsWith(API.adminUploadAudio),
    );
    await form.locator('input[type="file"][accept*="audio"]').setInputFiles({
      name: 'born-again.mp3',
      mimeType: 'audio/mpeg',
      buffer: mp3,
    });
    await expect(form.getByText(/Uploading\.\.\. \d{1,3}%/)).toBeVisible();
    release();
    const audio = audioUploadResponseSchema.parse(await (await uploaded).json());
    expect(audio).toMatchObject({ audioType: 'audio/mpeg', audioBytes: mp3.length });
    expect(audio.durationSeconds).toBeGreaterThanOrEqual(6);
    expect(audio.durationSeconds).toBeLessThanOrEqual(7);
    // "0:06 · 24 KB": the length and the size as the field shows them.
    const summary = `0:0${audio.durationSeconds} · ${Math.round(mp3.length / 1000)} KB`;
    await expect(form.getByText(summary)).toBeVisible();
    await expect(form.getByLabel('Audio link')).toHaveValue(/^\/uploads\//);
    // An uploaded file's size and length come from the file: nothing to type.
    await expect(form.getByLabel(/Audio size/)).toHaveCount(0);
    await form.getByRole('button', { name: 'Add Sermon' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText(`“${title}” was added.`)).toBeVisible();

    const card = page
      .getByRole('list', { name: 'Sermons' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    await expect(card.getByText(summary)).toBeVisible();
    await expect(card.getByText(seriesTitle)).toBeVisible();

    // Published.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Sermon' });
    await expect(edit.getByLabel('Date preached')).toHaveValue('2026-11-01T10:30');
    await edit.getByRole('checkbox', { name: /Published/ }).check();
    await edit.getByRole('button', { name: 'Update Sermon' }).click();
    await expect(edit).toBeHidden();
    await expect(card.getByText('Published', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Series' }).click();
    await expect(seriesCard.getByText('1 published')).toBeVisible();
    await page.getByRole('tab', { name: 'Sermons' }).click();

    // Found by a word of its title, alone.
    await page.getByRole('searchbox', { name: 'Search sermons' }).fill(word);
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await expect(page.getByRole('list', { name: 'Sermons' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('1 sermon', { exact: true })).toBeVisible();

    // Edited: a reference naming no book of the Bible is refused under its field.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    await edit.getByLabel('Scripture').fill('Hezekiah 4:1');
    await edit.getByRole('button', { name: 'Update Sermon' }).click();
    await expect(edit.getByText(SERMON_MESSAGES.scriptureInvalid)).toBeVisible();
    await edit.getByLabel('Scripture').fill('John 3:1–21; Ezekiel 36:26');
    await edit.getByLabel('Title').fill(renamed);
    await edit.getByRole('button', { name: 'Update Sermon' }).click();
    await expect(edit).toBeHidden();
    const edited = page
      .getByRole('list', { name: 'Sermons' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: renamed }) });
    await expect(edited.getByText('John 3:1–21; Ezekiel 36:26')).toBeVisible();
    const saved = adminSermonsResponseSchema.parse(
      await (await adminApi.get(`${API.adminSermons}?search=${word}`)).json(),
    ).sermons;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      title: renamed,
      preacher: 'Pastor Ruth Mensah',
      seriesTitle,
      published: true,
      videoUrl: VIDEO,
      audioType: 'audio/mpeg',
      audioBytes: mp3.length,
      durationSeconds: audio.durationSeconds,
      serviceId: null,
    });

    // Deleted, after asking.
    await edited.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete “${renamed}”` });
    await expect(confirm.getByText('Are you sure you want to delete this sermon?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(`“${renamed}” was deleted.`)).toBeVisible();
    await expect(page.getByText('No sermons found')).toBeVisible();

    // The series goes too, saying its sermons stay.
    await page.getByRole('tab', { name: 'Series' }).click();
    await seriesCard.getByRole('button', { name: `Delete ${seriesTitle}` }).click();
    const confirmSeries = page.getByRole('dialog', { name: `Delete “${seriesTitle}”` });
    await expect(confirmSeries.getByText(/Its sermons stay, without a series\./)).toBeVisible();
    await confirmSeries.getByRole('button', { name: 'Delete' }).click();
    await expect(seriesCard).toHaveCount(0);
  });

  test('a moderator reads the sermons and series without a way to change them', async ({
    page,
    adminApi,
    cleanup,
  }) => {
    const title = uniqueName('The Good Shepherd');
    const seriesTitle = uniqueName('I Am');
    const series = adminSermonSeriesResponseSchema.parse(
      await (
        await adminApi.post(API.adminSermonSeriesList, { data: { title: seriesTitle } })
      ).json(),
    ).series;
    cleanup(() => adminApi.delete(apiPath(API.adminSermonSeries, { id: series._id })));
    const created = await adminApi.post(API.adminSermonCreate, {
      data: {
        title,
        preacher: 'Pastor Ruth Mensah',
        seriesId: series._id,
        scripture: 'John 10:1–18',
        preachedAt: '2026-11-08T10:30:00.000Z',
        published: true,
      },
    });
    expect(created.status()).toBe(201);
    const { sermon } = adminSermonResponseSchema.parse(await created.json());
    cleanup(() => adminApi.delete(apiPath(API.adminSermon, { id: sermon._id })));

    const username = `mod-${uniqueToken()}`;
    const password = 'moderator-password-1';
    const added = await adminApi.post(API.adminStaffList, {
      data: { username, displayName: 'Deacon Kojo', password, role: 'moderator' },
    });
    expect(added.status()).toBe(201);
    const { staff } = staffMemberResponseSchema.parse(await added.json());
    cleanup(() => adminApi.delete(apiPath(API.adminStaffMember, { id: staff._id })));
    const login = await page.request.post(API.adminLogin, { data: { username, password } });
    expect(login.ok()).toBe(true);
    const { token, admin } = adminLoginResponseSchema.parse(await login.json());
    await page.addInitScript(
      ([keys, value, info]) => {
        window.localStorage.setItem(keys.adminToken, value);
        window.localStorage.setItem(keys.adminInfo, info);
      },
      [STORAGE_KEYS, token, JSON.stringify(admin)] as const,
    );

    await page.goto(`/admin?section=sermons&q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sermons' })).toBeVisible();
    const card = page
      .getByRole('list', { name: 'Sermons' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByText('Published', { exact: true })).toBeVisible();
    await expect(card.getByText(seriesTitle)).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Sermon' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Series' }).click();
    const seriesCard = page
      .getByRole('list', { name: 'Series' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: seriesTitle }) });
    await expect(seriesCard.getByText('1 published')).toBeVisible();
    await expect(seriesCard.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Series' })).toHaveCount(0);

    // The server refuses them a change all the same.
    const refused = await page.request.delete(apiPath(API.adminSermon, { id: sermon._id }), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
  });
});
