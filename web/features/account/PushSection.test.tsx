import { screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.js';
import { PUSH_TOPIC_LABELS } from '#shared/push.js';
import {
  FAKE_ENDPOINT,
  FAKE_KEYS,
  FAKE_PUBLIC_KEY,
  answerRoutes,
  installFakePush,
  removePush,
} from '#web/test/fake-push.js';
import { renderWithQueries } from '#web/test/render.js';
import { PUSH_SECTION_TEXTS, PushSection } from './PushSection.js';

afterEach(removePush);

const box = (topic: keyof typeof PUSH_TOPIC_LABELS) =>
  screen.getByRole('checkbox', { name: PUSH_TOPIC_LABELS[topic] });

describe('notifications on this device', () => {
  it('shows the topics held for this browser and saves the chosen ones; none chosen unsubscribes', async () => {
    const push = installFakePush({ permission: 'granted', subscribed: true });
    const sent = answerRoutes({
      [`POST ${API.pushSubscriptionStatus}`]: {
        status: 200,
        body: { subscription: { endpoint: FAKE_ENDPOINT, topics: ['go-live'] } },
      },
      [`GET ${API.pushPublicKey}`]: { status: 200, body: { publicKey: FAKE_PUBLIC_KEY } },
      [`POST ${API.pushSubscription}`]: {
        status: 200,
        body: { subscription: { endpoint: FAKE_ENDPOINT, topics: ['prayer-answered', 'events'] } },
      },
      [`DELETE ${API.pushSubscription}`]: { status: 204 },
    });
    const { user } = renderWithQueries(<PushSection />);

    await waitFor(() => expect(box('go-live')).toHaveProperty('checked', true));
    expect(box('service-reminder')).toHaveProperty('checked', false);
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);

    await user.click(box('events'));
    await user.click(box('go-live'));
    await user.click(box('prayer-answered'));
    await user.click(screen.getByRole('button', { name: PUSH_SECTION_TEXTS.save }));

    expect(await screen.findByText(PUSH_SECTION_TEXTS.saved)).toBeTruthy();
    expect(sent.find((call) => call.path === API.pushSubscription)).toMatchObject({
      method: 'POST',
      body: { endpoint: FAKE_ENDPOINT, keys: FAKE_KEYS, topics: ['prayer-answered', 'events'] },
    });
    // The same subscription is kept: the push service is not asked for another.
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    expect(box('events')).toHaveProperty('checked', true);
    expect(box('go-live')).toHaveProperty('checked', false);

    await user.click(box('events'));
    await user.click(box('prayer-answered'));
    await user.click(screen.getByRole('button', { name: PUSH_SECTION_TEXTS.save }));
    expect(await screen.findByText(PUSH_SECTION_TEXTS.off)).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({
      method: 'DELETE',
      path: API.pushSubscription,
      body: { endpoint: FAKE_ENDPOINT },
    });
    expect(push.state.subscription).toBeNull();
  });

  it('says so where the browser cannot show notifications, and points to the emails', async () => {
    removePush();
    renderWithQueries(<PushSection />);
    expect(await screen.findByText(PUSH_SECTION_TEXTS.unsupported)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
