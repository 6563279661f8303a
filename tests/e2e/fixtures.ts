import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { API, apiPath } from '#shared/api-paths.js';
import { STORAGE_KEYS } from '#shared/constants.js';
import {
  adminStreamResponseSchema,
  type AdminStream,
  type AdminStreamBody,
} from '#shared/schemas/admin-streams.js';
import { adminLoginResponseSchema, type AdminInfo } from '#shared/schemas/auth.js';
import { chatMessageResponseSchema, type ChatMessage } from '#shared/schemas/chat.js';
import { commentResponseSchema, type PublicComment } from '#shared/schemas/comments.js';
import {
  adminEventResponseSchema,
  type AdminEvent,
  type EventInput,
} from '#shared/schemas/events.js';
import { memberAuthResponseSchema, type Member } from '#shared/schemas/members.js';
import { publicSettingsResponseSchema } from '#shared/schemas/settings.js';
import {
  contactResponseSchema,
  testimonyResponseSchema,
  type Contact,
  type Testimony,
} from '#shared/schemas/submissions.js';
import { makePng } from '#server/platform/testing/media-fixtures.js';
import { uniqueName, watchCspViolations } from './support.js';

export { watchCspViolations } from './support.js';

export { expect } from '@playwright/test';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let testSequence = 0;
let visitorSequence = 0;

/**
 * A visitor address of its own for each call a factory makes as a visitor: the public writes are
 * rate limited per address (TRUST_PROXY), and a test's data should not use up its own page's limit.
 */
function visitorAddress(workerIndex: number): string {
  visitorSequence += 1;
  return `10.${(workerIndex % 50) + 200}.${(visitorSequence >> 8) & 255}.${visitorSequence & 255}`;
}

interface AdminSession {
  token: string;
  admin: AdminInfo;
  expiresAt: number;
}

/** A stream's fields. A live one changes the home page's banner: every stream goes after its test. */
export type StreamOptions = Partial<AdminStreamBody>;

export interface EventOptions extends Partial<Omit<EventInput, 'startDate' | 'endDate'>> {
  /** When it starts: an ISO time, or how many hours from now (default 30 days ahead). */
  startDate?: string;
  startsInHours?: number;
  /** How long it lasts (default 2 hours); null: no end. */
  hours?: number | null;
  /** Upload a small PNG through the admin API and use it as the event's picture. */
  withImage?: boolean;
}

export interface MemberOptions {
  name?: string;
  email?: string;
  phone?: string;
  location?: string;
  password?: string;
}

export interface CreatedMember {
  user: Member;
  token: string;
  email: string;
  password: string;
}

export interface TestimonyOptions {
  name?: string;
  email?: string;
  title?: string;
  testimony?: string;
  category?: string;
  /** Approve it through Testimony Management, so it shows on the public wall. */
  approved?: boolean;
}

export interface ContactOptions {
  name?: string;
  email?: string;
  subject?: string;
  message?: string;
}

export interface CommentOptions {
  content?: string;
  userName?: string;
  userEmail?: string;
}

export interface ChatMessageOptions {
  message?: string;
  userName?: string;
  messageType?: 'chat' | 'prayer';
}

interface TestFixtures {
  /** Fails the test on any Content Security Policy violation in its pages (automatic). */
  cspViolations: void;
  /** An API client signed in as the demo admin (Authorization: Bearer), for setting up data. */
  adminApi: APIRequestContext;
  /** Puts the admin session in the page's storage as the sign-in form does, then opens `path`. */
  signInAsAdmin: (target?: Page, path?: string) => Promise<void>;
  /** Runs a task after the test: for what a test makes through the pages, not the factories. */
  cleanup: (task: () => Promise<unknown>) => void;
  createStream: (options?: StreamOptions) => Promise<AdminStream>;
  createEvent: (options?: EventOptions) => Promise<AdminEvent>;
  /** Uploads a small PNG through the admin API and answers its /uploads/ address. */
  uploadImage: (width?: number, height?: number) => Promise<string>;
  /** Registers a member through the public registration (POST /api/user/register). */
  createMember: (options?: MemberOptions) => Promise<CreatedMember>;
  createTestimony: (options?: TestimonyOptions) => Promise<Testimony>;
  createContact: (options?: ContactOptions) => Promise<Contact>;
  createComment: (streamId: string, options?: CommentOptions) => Promise<PublicComment>;
  createChatMessage: (streamId: string, options?: ChatMessageOptions) => Promise<ChatMessage>;
}

interface WorkerFixtures {
  /** One admin sign-in per worker, renewed before it runs out (sessions last 30 minutes). */
  adminSession: () => Promise<AdminSession>;
  /**
   * The browser tests run as a church that shows comments at once: Comment Moderation off (its
   * default is on, which holds every new comment; ADR 0123). Held posts have tests of their own.
   */
  commentsShownAtOnce: void;
}

async function signInThroughApi(request: APIRequestContext): Promise<AdminSession> {
  const settings = await request.get(API.publicSettings);
  expect(settings.ok()).toBe(true);
  const { demoCredentials } = publicSettingsResponseSchema.parse(await settings.json()).settings;
  if (!demoCredentials) throw new Error('The test server must run in demo mode');
  const response = await request.post(API.adminLogin, { data: demoCredentials });
  expect(response.ok()).toBe(true);
  const { token, admin, expiresAt } = adminLoginResponseSchema.parse(await response.json());
  return { token, admin, expiresAt: Date.parse(expiresAt) };
}

/** Deletes what a test made, newest first; a 404 means the test deleted it itself. */
async function remove(api: APIRequestContext, path: string): Promise<void> {
  const response = await api.delete(path);
  if (!response.ok() && response.status() !== 404) {
    throw new Error(`DELETE ${path} answered ${response.status()}`);
  }
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  /**
   * The page, whose goto to one of the site's pages answers once the page has hydrated: public
   * pages come rendered from the server and show before their code runs, and a test that types
   * or clicks before then races the page's own start (a field filled in the HTML alone, a form
   * submitted natively). A test that wants the page before hydration uses a context of its own.
   */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const sitePage =
        response?.request().resourceType() === 'document' &&
        (response.headers()['content-type'] ?? '').startsWith('text/html');
      if (sitePage) await page.locator('#root[data-ready]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },

  cspViolations: [
    async ({ context }, use) => {
      const watch = await watchCspViolations(context);
      await use();
      expect(await watch.collect(), 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],

  /**
   * Every test browses from an address of its own: the test server trusts X-Forwarded-For
   * (TRUST_PROXY), so one test's form submissions never use up another's rate limit, just as two
   * visitors on different networks would not.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    testSequence += 1;
    const address = `10.${100 + (testInfo.workerIndex % 100)}.${(testSequence >> 8) & 255}.${testSequence & 255}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },

  adminSession: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': `10.99.${workerInfo.workerIndex % 250}.1` },
      });
      let session: AdminSession | undefined;
      await use(async () => {
        if (!session || session.expiresAt - Date.now() < 5 * 60_000) {
          session = await signInThroughApi(api);
        }
        return session;
      });
      await api.dispose();
    },
    { scope: 'worker' },
  ],

  commentsShownAtOnce: [
    async ({ playwright, adminSession }, use, workerInfo) => {
      const { token } = await adminSession();
      const api = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: {
          'x-forwarded-for': `10.99.${workerInfo.workerIndex % 250}.1`,
          authorization: `Bearer ${token}`,
        },
      });
      const saved = await api.put(API.adminSettings, {
        data: { notifications: { commentModeration: false } },
      });
      expect(saved.ok()).toBe(true);
      await api.dispose();
      await use();
    },
    { scope: 'worker', auto: true },
  ],

  adminApi: async ({ playwright, baseURL, extraHTTPHeaders, adminSession }, use) => {
    const { token } = await adminSession();
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { ...extraHTTPHeaders, authorization: `Bearer ${token}` },
    });
    await use(api);
    await api.dispose();
  },

  signInAsAdmin: async ({ page, adminSession }, use) => {
    await use(async (target = page, path = '/admin') => {
      const { token, admin } = await adminSession();
      // Once per tab: a later reload or a logout in the test is not undone.
      await target.addInitScript(
        ([keys, value, info]) => {
          if (window.sessionStorage.getItem('e2e-admin-session') !== null) return;
          window.sessionStorage.setItem('e2e-admin-session', 'set');
          window.localStorage.setItem(keys.adminToken, value);
          window.localStorage.setItem(keys.adminInfo, info);
        },
        [STORAGE_KEYS, token, JSON.stringify(admin)] as const,
      );
      await target.goto(path);
      await expect(target).not.toHaveURL(/\/admin\/login/);
      await expect(target.getByRole('heading', { level: 1 })).toBeVisible();
    });
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern.
  cleanup: async ({}, use) => {
    const tasks: (() => Promise<unknown>)[] = [];
    await use((task) => {
      tasks.push(task);
    });
    for (const task of tasks.reverse()) await task();
  },

  // The factories below delete what they made once the test is over.
  createStream: async ({ adminApi }, use) => {
    const made: string[] = [];
    await use(async (options = {}) => {
      const response = await adminApi.post(API.adminStreamCreate, {
        data: {
          title: uniqueName('Service'),
          streamUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          description: 'A service made by a test.',
          ...options,
        },
      });
      expect(response.status()).toBe(201);
      const { stream } = adminStreamResponseSchema.parse(await response.json());
      made.push(stream._id);
      return stream;
    });
    for (const id of made.reverse()) await remove(adminApi, apiPath(API.adminStream, { id }));
  },

  uploadImage: async ({ adminApi }, use) => {
    await use(async (width = 64, height = 36) => {
      const response = await adminApi.post(API.adminUploadImage, {
        multipart: {
          file: { name: 'picture.png', mimeType: 'image/png', buffer: makePng(width, height) },
        },
      });
      expect(response.status()).toBe(201);
      const { secure_url: url } = (await response.json()) as { secure_url: string };
      return url;
    });
  },

  createEvent: async ({ adminApi, uploadImage }, use) => {
    const made: string[] = [];
    await use(async (options = {}) => {
      const { startsInHours, hours = 2, withImage, startDate, ...fields } = options;
      const start = startDate
        ? new Date(startDate)
        : new Date(Date.now() + (startsInHours === undefined ? 30 * DAY : startsInHours * HOUR));
      start.setUTCSeconds(0, 0);
      const response = await adminApi.post(API.adminEventCreate, {
        data: {
          title: uniqueName('Gathering'),
          description: 'An event made by a test.',
          location: 'Fellowship Hall',
          startDate: start.toISOString(),
          endDate: hours === null ? null : new Date(start.getTime() + hours * HOUR).toISOString(),
          ...(withImage ? { imageUrl: await uploadImage() } : {}),
          ...fields,
        },
      });
      expect(response.status()).toBe(201);
      const { event } = adminEventResponseSchema.parse(await response.json());
      made.push(event._id);
      return event;
    });
    for (const id of made.reverse()) await remove(adminApi, apiPath(API.adminEvent, { id }));
  },

  createMember: async ({ request, adminApi }, use, testInfo) => {
    const made: string[] = [];
    await use(async (options = {}) => {
      const name = options.name ?? uniqueName('Member');
      const email =
        options.email ?? `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.org`;
      const password = options.password ?? 'a-long-password';
      const response = await request.post(API.register, {
        headers: { 'x-forwarded-for': visitorAddress(testInfo.workerIndex) },
        data: {
          name,
          email,
          phone: options.phone ?? '+234 800 000 0000',
          location: options.location ?? 'Ibadan',
          password,
        },
      });
      expect(response.status()).toBe(201);
      const { user, token } = memberAuthResponseSchema.parse(await response.json());
      made.push(user._id);
      return { user, token, email, password };
    });
    for (const id of made.reverse()) await remove(adminApi, apiPath(API.adminMember, { id }));
  },

  createTestimony: async ({ request, adminApi }, use, testInfo) => {
    const made: string[] = [];
    await use(async (options = {}) => {
      const { approved = false, ...fields } = options;
      const response = await request.post(API.testimony, {
        headers: { 'x-forwarded-for': visitorAddress(testInfo.workerIndex) },
        data: {
          name: 'Mercy Adewale',
          email: 'mercy@example.org',
          title: uniqueName('Testimony'),
          testimony: 'The Lord has done great things.',
          category: 'other',
          ...fields,
        },
      });
      expect(response.status()).toBe(201);
      let { testimony } = testimonyResponseSchema.parse(await response.json());
      made.push(testimony._id);
      if (approved) {
        const approval = await adminApi.patch(
          apiPath(API.adminTestimonyApprove, { id: testimony._id }),
          { data: { isApproved: true } },
        );
        expect(approval.ok()).toBe(true);
        testimony = testimonyResponseSchema.parse(await approval.json()).testimony;
      }
      return testimony;
    });
    for (const id of made.reverse()) await remove(adminApi, apiPath(API.adminTestimony, { id }));
  },

  createContact: async ({ request, adminApi }, use, testInfo) => {
    const made: string[] = [];
    await use(async (options = {}) => {
      const response = await request.post(API.contact, {
        headers: { 'x-forwarded-for': visitorAddress(testInfo.workerIndex) },
        data: {
          name: 'Kemi Alabi',
          email: 'kemi@example.org',
          subject: 'Prayer Request',
          message: uniqueName('Please pray with me'),
          ...options,
        },
      });
      expect(response.status()).toBe(201);
      const { contact } = contactResponseSchema.parse(await response.json());
      made.push(contact._id);
      return contact;
    });
    for (const id of made.reverse()) await remove(adminApi, apiPath(API.adminContact, { id }));
  },

  createComment: async ({ request, adminApi }, use, testInfo) => {
    const made: string[] = [];
    await use(async (streamId, options = {}) => {
      const response = await request.post(API.comment, {
        headers: { 'x-forwarded-for': visitorAddress(testInfo.workerIndex) },
        data: {
          streamId,
          userName: 'Esther Bakare',
          userEmail: 'esther@example.org',
          content: uniqueName('Amen'),
          ...options,
        },
      });
      expect(response.status()).toBe(201);
      const { comment } = commentResponseSchema.parse(await response.json());
      made.push(comment._id);
      return comment;
    });
    // Deleting their stream deletes them too: then the 404 here is expected.
    for (const id of made.reverse()) await remove(adminApi, apiPath(API.adminComment, { id }));
  },

  createChatMessage: async ({ request }, use, testInfo) => {
    // Chat messages have no delete call: they go with the stream they were sent to.
    await use(async (streamId, options = {}) => {
      const response = await request.post(API.chatMessage, {
        headers: { 'x-forwarded-for': visitorAddress(testInfo.workerIndex) },
        data: {
          streamId,
          userName: 'Kofi',
          message: uniqueName('Greetings'),
          messageType: 'chat',
          ...options,
        },
      });
      expect(response.status()).toBe(201);
      return chatMessageResponseSchema.parse(await response.json()).chatMessage;
    });
  },
});
