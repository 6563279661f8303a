import webPush from 'web-push';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestPushService } from '#server/platform/testing/push-service.js';
import type { DueDelivery } from './repository.js';
import { createPushSender } from './sender.js';

const delivery: DueDelivery = {
  messageId: 'm1',
  subscriptionId: 's1',
  endpoint: 'https://push.example.com/send/abc',
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
  payload: '{}',
  pushTopic: 'topic',
  urgency: 'normal',
  ttlSeconds: 60,
  status: 'sending',
  attempts: 0,
  nextAttemptAt: '2026-01-01T00:00:00.000Z',
  claimedUntil: null,
  expiresAt: '2026-01-01T00:01:00.000Z',
  lastError: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('push sender', () => {
  const senderResolving = (resolve: () => Promise<{ address: string; family: number }[]>) =>
    createPushSender({
      vapid: webPush.generateVAPIDKeys(),
      subject: async () => 'mailto:office@church.example',
      testOrigins: [],
      resolve,
    });

  it('refuses, without connecting, a name that resolves inside the network', async () => {
    const send = senderResolving(async () => [{ address: '192.168.1.20', family: 4 }]);
    expect(await send(delivery)).toEqual({ kind: 'refused' });
  });

  it('tries again later when the name does not resolve now', async () => {
    const send = senderResolving(() => Promise.reject(new Error('getaddrinfo EAI_AGAIN')));
    expect(await send(delivery)).toEqual({ kind: 'retry', error: 'getaddrinfo EAI_AGAIN' });
  });

  it('refuses an endpoint that no longer passes the address rules', async () => {
    const send = senderResolving(async () => [{ address: '93.184.216.34', family: 4 }]);
    expect(await send({ ...delivery, endpoint: 'https://localhost/x' })).toEqual({
      kind: 'refused',
    });
  });

  describe('its VAPID signature', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is made once per push service and subject, and again after an hour', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-10-20T12:00:00Z') });
      const service = await startTestPushService();
      let subject = 'mailto:office@church.example';
      const send = createPushSender({
        vapid: webPush.generateVAPIDKeys(),
        subject: async () => subject,
        testOrigins: [service.origin],
      });
      const subscriber = service.makeSubscriber();
      const sendOnce = async () => {
        const outcome = await send({
          ...delivery,
          endpoint: subscriber.endpoint,
          ...subscriber.keys,
          payload: JSON.stringify({ n: 1 }),
        });
        expect(outcome).toEqual({ kind: 'sent' });
        return service.requests(subscriber.path).at(-1);
      };
      try {
        const first = await sendOnce();
        const second = await sendOnce();
        expect(second?.authorization).toBe(first?.authorization);

        subject = 'mailto:pastor@church.example';
        const renamed = await sendOnce();
        expect(renamed?.vapidSubject).toBe(subject);
        expect(renamed?.authorization).not.toBe(first?.authorization);

        vi.setSystemTime(Date.parse('2026-10-20T13:00:01Z'));
        const later = await sendOnce();
        expect(later?.vapidSubject).toBe(subject);
        expect(later?.authorization).not.toBe(renamed?.authorization);
      } finally {
        await service.close();
      }
    });
  });
});
