import { screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.js';
import { STORAGE_KEYS } from '#shared/constants.js';
import { PUSH_TEXTS } from '#shared/push.js';
import {
  FAKE_ENDPOINT,
  FAKE_KEYS,
  FAKE_PUBLIC_KEY,
  answerRoutes,
  installFakePush,
  removePush,
} from '#web/test/fake-push.js';
import { renderWithQueries } from '#web/test/render.js';
import { NOTIFY_ME_TEXTS, NotifyMe } from './NotifyMe.js';
import { PUSH_ERRORS } from './push-errors.js';

const LIVE_TOPICS = ['go-live', 'service-reminder'];

const serverRoutes = () =>
  answerRoutes({
    [`GET ${API.pushPublicKey}`]: { status: 200, body: { publicKey: FAKE_PUBLIC_KEY } },
    [`POST ${API.pushSubscription}`]: {
      status: 201,
      body: { subscription: { endpoint: FAKE_ENDPOINT, topics: LIVE_TOPICS } },
    },
    [`DELETE ${API.pushSubscription}`]: { status: 204 },
  });

afterEach(removePush);

describe('Notify me', () => {
  it('subscribes this browser to going live and reminders in one tap, for the signed-in member, and turns them off again', async () => {
    localStorage.setItem(
      STORAGE_KEYS.livestreamUser,
      JSON.stringify({ name: 'Ruth', email: 'ruth@example.org', isGuest: false, token: 'tok' }),
    );
    const push = installFakePush();
    const sent = serverRoutes();
    const { user } = renderWithQueries(<NotifyMe label="Know when we go live" />);

    await user.click(screen.getByRole('button', { name: PUSH_TEXTS.notifyMe }));

    expect(await screen.findByText(PUSH_TEXTS.notifyOn)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(NOTIFY_ME_TEXTS.on);
    expect(push.requestPermission).toHaveBeenCalledOnce();
    const [options] = push.pushManager.subscribe.mock.calls[0] ?? [];
    expect(options).toMatchObject({ userVisibleOnly: true });
    expect(options?.applicationServerKey).toHaveLength(65);
    const subscribe = sent.find((call) => call.method === 'POST');
    expect(subscribe).toEqual({
      method: 'POST',
      path: API.pushSubscription,
      body: { endpoint: FAKE_ENDPOINT, keys: FAKE_KEYS, topics: LIVE_TOPICS },
      authorization: 'Bearer tok',
    });
    // The focus stays in the control: on the button that undoes it.
    const turnOff = screen.getByRole('button', { name: NOTIFY_ME_TEXTS.turnOffName });
    await waitFor(() => expect(document.activeElement).toBe(turnOff));

    await user.click(turnOff);
    expect(await screen.findByRole('button', { name: PUSH_TEXTS.notifyMe })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(NOTIFY_ME_TEXTS.off);
    expect(sent.at(-1)).toMatchObject({
      method: 'DELETE',
      path: API.pushSubscription,
      body: { endpoint: FAKE_ENDPOINT },
    });
    expect(push.state.subscription).toBeNull();
  });

  it('reads Notifications on where this browser is already subscribed', async () => {
    installFakePush({ permission: 'granted', subscribed: true });
    const sent = answerRoutes({
      [`POST ${API.pushSubscriptionStatus}`]: {
        status: 200,
        body: { subscription: { endpoint: FAKE_ENDPOINT, topics: ['go-live'] } },
      },
    });
    renderWithQueries(<NotifyMe />);
    expect(await screen.findByText(PUSH_TEXTS.notifyOn)).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({
        path: API.pushSubscriptionStatus,
        body: { endpoint: FAKE_ENDPOINT },
      }),
    ]);
  });

  it('says plainly when notifications are blocked, and asks the server nothing', async () => {
    const push = installFakePush({ answer: 'denied' });
    const sent = serverRoutes();
    const { user } = renderWithQueries(<NotifyMe />);

    await user.click(screen.getByRole('button', { name: PUSH_TEXTS.notifyMe }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(PUSH_ERRORS.denied));
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
    // The email sign-up stays one tap away.
    expect(screen.getByRole('button', { name: NOTIFY_ME_TEXTS.emailInstead })).toBeTruthy();
  });

  it('offers the emails at once where notifications were blocked before', async () => {
    const push = installFakePush({ permission: 'denied' });
    serverRoutes();
    const { user } = renderWithQueries(<NotifyMe />);

    await user.click(screen.getByRole('button', { name: PUSH_TEXTS.notifyMe }));

    const dialog = await screen.findByRole('dialog', { name: 'Get an email when we go live' });
    expect(within(dialog).getByText(NOTIFY_ME_TEXTS.blocked)).toBeTruthy();
    expect(push.requestPermission).not.toHaveBeenCalled();
  });

  it('offers the go-live emails where the browser cannot show notifications', async () => {
    removePush();
    const sent = answerRoutes({
      [`POST ${API.streamAlerts}`]: { status: 200, body: { message: 'Now check your inbox.' } },
    });
    const { user } = renderWithQueries(<NotifyMe />);

    await user.click(screen.getByRole('button', { name: PUSH_TEXTS.notifyMe }));

    const dialog = await screen.findByRole('dialog', { name: 'Get an email when we go live' });
    expect(within(dialog).getByText(NOTIFY_ME_TEXTS.unsupported)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Your email address'), 'ruth@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Email me' }));
    expect(await within(dialog).findByText('Now check your inbox.')).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({ path: API.streamAlerts, body: { email: 'ruth@example.org' } }),
    ]);
  });
});
