import { screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.js';
import { PUSH_MESSAGES, PUSH_TOPIC_LABELS } from '#shared/push.js';
import { configureApiClient } from '#web/lib/api-client.js';
import {
  FAKE_ENDPOINT,
  FAKE_PUBLIC_KEY,
  answerRoutes,
  installFakePush,
  removePush,
} from '#web/test/fake-push.js';
import { renderWithQueries } from '#web/test/render.js';
import { PUSH_PANEL_TEXTS, PushSubscribersPanel } from './PushSubscribersPanel.js';

const COUNTS = {
  total: 7,
  topics: { 'go-live': 5, 'service-reminder': 3, 'prayer-answered': 2, events: 1 },
};

const routes = (test: { status: number; body?: unknown }) =>
  answerRoutes({
    [`GET ${API.adminPushSubscribers}`]: { status: 200, body: COUNTS },
    [`GET ${API.pushPublicKey}`]: { status: 200, body: { publicKey: FAKE_PUBLIC_KEY } },
    [`POST ${API.pushSubscription}`]: {
      status: 201,
      body: { subscription: { endpoint: FAKE_ENDPOINT, topics: [] } },
    },
    [`POST ${API.adminPushTest}`]: test,
  });

afterEach(() => {
  removePush();
  configureApiClient({ getAdminToken: () => null });
});

describe('Settings > Notifications: push subscribers', () => {
  it('shows the subscribers per topic, and sends a test to this browser once subscribed to nothing else', async () => {
    configureApiClient({ getAdminToken: () => 'staff-token' });
    installFakePush();
    const sent = routes({ status: 202, body: { queued: true } });
    const { user } = renderWithQueries(<PushSubscribersPanel />);

    const total = await screen.findByText(PUSH_PANEL_TEXTS.total);
    expect(total.nextElementSibling?.textContent).toBe('7');
    const events = screen.getByText(PUSH_TOPIC_LABELS.events);
    expect(events.nextElementSibling?.textContent).toBe('1');
    expect(screen.getByText(PUSH_TOPIC_LABELS['go-live']).nextElementSibling?.textContent).toBe(
      '5',
    );

    await user.click(screen.getByRole('button', { name: PUSH_PANEL_TEXTS.test }));
    expect(await screen.findByText(PUSH_PANEL_TEXTS.sent)).toBeTruthy();
    expect(sent.find((call) => call.path === API.pushSubscription)?.body).toMatchObject({
      endpoint: FAKE_ENDPOINT,
      topics: [],
    });
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: API.adminPushTest,
      body: { endpoint: FAKE_ENDPOINT },
      authorization: 'Bearer staff-token',
    });
  });

  it('shows the server’s refusal of the test', async () => {
    installFakePush({ permission: 'granted' });
    routes({ status: 404, body: { message: PUSH_MESSAGES.notFound } });
    const { user } = renderWithQueries(<PushSubscribersPanel />);
    await screen.findByText(PUSH_PANEL_TEXTS.total);
    await user.click(screen.getByRole('button', { name: PUSH_PANEL_TEXTS.test }));
    const status = await screen.findByText(PUSH_MESSAGES.notFound);
    expect(status.getAttribute('role')).toBe('status');
  });

  it('disables the test where the browser cannot receive notifications, and says why', async () => {
    removePush();
    routes({ status: 202, body: { queued: true } });
    renderWithQueries(<PushSubscribersPanel />);
    const button = await screen.findByRole('button', { name: PUSH_PANEL_TEXTS.test });
    expect(button).toHaveProperty('disabled', true);
    const reason = button.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(reason)?.textContent).toBe(PUSH_PANEL_TEXTS.unsupported);
    // The counts are the server's, shown whatever this browser can do.
    expect(await screen.findByText(PUSH_TOPIC_LABELS['prayer-answered'])).toBeTruthy();
  });
});
