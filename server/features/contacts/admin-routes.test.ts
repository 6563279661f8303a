import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { CONTACT_STATUSES } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, minutesFromNow } from '#server/platform/testing/factories.js';

type ContactList = ApiAnswer<'/api/admin/contacts'>;

describe('Contact Management API', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    make = factories(t.app);
    auth = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  it('lists newest first, filters by status and searches', async () => {
    const first = await make.contact({
      subject: 'Counseling',
      message: 'Marriage counsel',
      createdAt: minutesFromNow(-10),
    });
    const second = await make.contact({ name: 'Blessing Obi' });
    const all = await t.request<ContactList>('/api/admin/contacts', { headers: auth });
    expect(all.status).toBe(200);
    expect(all.body.contacts.map((c) => c._id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(all.body.contacts[0]).toMatchObject({ status: 'new', response: '' });
    const found = await t.request<ContactList>('/api/admin/contacts?search=marriage', {
      headers: auth,
    });
    expect(found.body.contacts.map((c) => c._id)).toEqual([first.id]);
    const byStatus = await t.request<ContactList>('/api/admin/contacts?status=resolved', {
      headers: auth,
    });
    expect(byStatus.body.total).toBe(0);
    expect(byStatus.body.contacts).toEqual([]);
    const bad = await t.request<ErrorBody>('/api/admin/contacts?status=open', { headers: auth });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.status).toBe(`Status must be one of: ${CONTACT_STATUSES.join(', ')}`);
  });

  it('moves a message through each of the four statuses', async () => {
    const contact = await make.contact();
    const path = `/api/admin/contact/${contact.id}/status`;
    for (const status of ['in_progress', 'resolved', 'closed', 'new'] as const) {
      const response = await t.request<ApiAnswer<'/api/admin/contact/{id}/status', 'patch'>>(path, {
        method: 'PATCH',
        json: { status },
        headers: auth,
      });
      expect(response.status).toBe(200);
      expect(response.body.contact).toMatchObject({ _id: contact.id, status });
    }
    const filtered = await t.request<ContactList>('/api/admin/contacts?status=new', {
      headers: auth,
    });
    expect(filtered.body.contacts.map((c) => c._id)).toContain(contact.id);
    const bad = await t.request(path, { method: 'PATCH', json: { status: 'done' }, headers: auth });
    expect(bad.status).toBe(400);
    const missing = await t.request<ErrorBody>('/api/admin/contact/nope/status', {
      method: 'PATCH',
      json: { status: 'resolved' },
      headers: auth,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGES.adminContacts.notFound);
  });

  it('saves a status with a response', async () => {
    const contact = await make.contact();
    const path = `/api/admin/contact/${contact.id}`;
    const saved = await t.request<ApiAnswer<'/api/admin/contact/{id}', 'put'>>(path, {
      method: 'PUT',
      json: { status: 'resolved', response: '  We called you on Tuesday. ' },
      headers: auth,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.contact).toMatchObject({
      status: 'resolved',
      response: 'We called you on Tuesday.',
      message: contact.message,
    });
    // Without a mail server the response waits in the outbox, and the answer says so.
    expect(saved.body.responseEmail).toEqual({ to: contact.email, status: 'not-sent' });
    const tooLong = await t.request<ErrorBody>(path, {
      method: 'PUT',
      json: { status: 'closed', response: 'x'.repeat(5001) },
      headers: auth,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors?.response).toBe('Must be at most 5000 characters');
    const missingStatus = await t.request(path, { method: 'PUT', json: {}, headers: auth });
    expect(missingStatus.status).toBe(400);
    const missing = await t.request('/api/admin/contact/nope', {
      method: 'PUT',
      json: { status: 'closed' },
      headers: auth,
    });
    expect(missing.status).toBe(404);
  });

  it('deletes a contact message once', async () => {
    const contact = await make.contact();
    const path = `/api/admin/contact/${contact.id}`;
    const deleted = await t.request(path, { method: 'DELETE', headers: auth });
    expect(deleted.body).toEqual({ message: MESSAGES.adminContacts.deleted });
    expect((await t.request(path, { method: 'DELETE', headers: auth })).status).toBe(404);
  });
});
