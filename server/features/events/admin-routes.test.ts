import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { MESSAGES } from '#shared/messages.js';
import {
  EVENT_FIELD_MESSAGES,
  adminEventResponseSchema,
  adminEventsResponseSchema,
} from '#shared/schemas/events.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildAppForOneTest,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories } from '#server/platform/testing/factories.js';
import { repositoriesOf } from '#server/platform/testing/repositories.js';

const validEvent = {
  title: 'Sunday Service',
  description: 'Worship and the Word',
  startDate: '2099-03-01T08:00:00.000Z',
  endDate: '2099-03-01T10:30:00.000Z',
  location: 'Main Auditorium',
  imageUrl: '/uploads/abc.png',
  videoUrl: 'https://media.example.org/v.mp4',
  videoDuration: 120,
  category: 'children',
};

describe('Event Management API', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp();
    auth = await adminAuthHeader(t);
    make = factories(t.app);
  });
  afterAll(() => t.close());

  describe('POST /api/admin/event', () => {
    it('creates an event with every field and answers 201 { event }', async () => {
      const response = await t.request('/api/admin/event', {
        method: 'POST',
        json: validEvent,
        headers: auth,
      });
      expect(response.status).toBe(201);
      const { event } = adminEventResponseSchema.parse(response.body);
      expect(event).toMatchObject({ ...validEvent, _id: expect.any(String) });
      const stored = await repositoriesOf(t.app).events.findById(event._id);
      expect(stored?.title).toBe('Sunday Service');
    });

    it('defaults videoDuration to 0 and category to main, and keeps times in UTC', async () => {
      const response = await t.request<ApiAnswer<'/api/admin/event', 'post'>>('/api/admin/event', {
        method: 'POST',
        json: { title: '  Prayer Night  ', startDate: '2099-04-01T19:00:00+01:00' },
        headers: auth,
      });
      expect(response.status).toBe(201);
      expect(response.body.event).toMatchObject({
        title: 'Prayer Night',
        description: '',
        startDate: '2099-04-01T18:00:00.000Z',
        endDate: null,
        location: '',
        imageUrl: '',
        videoUrl: '',
        videoDuration: 0,
        category: 'main',
      });
    });

    it('answers 400 with field errors for missing title, start and category', async () => {
      const response = await t.request<ErrorBody>('/api/admin/event', {
        method: 'POST',
        json: { title: '   ', category: '' },
        headers: auth,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGES.errors.validation);
      expect(response.body.errors).toMatchObject({
        title: EVENT_FIELD_MESSAGES.titleRequired,
        startDate: EVENT_FIELD_MESSAGES.startRequired,
        category: EVENT_FIELD_MESSAGES.categoryRequired,
      });
    });

    it('answers 400 for an end before the start, a bad time, category, link or duration', async () => {
      const response = await t.request<ErrorBody>('/api/admin/event', {
        method: 'POST',
        json: { ...validEvent, endDate: '2099-03-01T07:00:00.000Z' },
        headers: auth,
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ endDate: EVENT_FIELD_MESSAGES.endBeforeStart });

      const bad = await t.request<ErrorBody>('/api/admin/event', {
        method: 'POST',
        json: {
          ...validEvent,
          startDate: 'next sunday',
          category: 'adults',
          imageUrl: 'javascript:alert(1)',
          videoDuration: 601,
        },
        headers: auth,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({
        startDate: EVENT_FIELD_MESSAGES.timeInvalid,
        category: EVENT_FIELD_MESSAGES.categoryInvalid,
        imageUrl: EVENT_FIELD_MESSAGES.urlInvalid,
        videoDuration: MESSAGES.uploads.videoTooLong,
      });
    });

    it('answers 400, not 500, for a body without JSON', async () => {
      const response = await t.request<ErrorBody>('/api/admin/event', {
        method: 'POST',
        headers: auth,
      });
      expect(response.status).toBe(400);
      expect(response.body.errors?.title).toBe(EVENT_FIELD_MESSAGES.titleRequired);
    });
  });

  describe('GET /api/admin/events', () => {
    it('answers { events } by date: upcoming soonest first, then past latest first', async () => {
      const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
      // Made in an order unlike their dates, so creation order cannot pass for date order.
      const lastYear = await make.event({
        title: 'Ordering past long ago',
        startDate: at(-300),
        endDate: null,
      });
      const nextMonth = await make.event({
        title: 'Ordering next month',
        startDate: at(30),
        endDate: at(30.1),
      });
      const lastWeek = await make.event({
        title: 'Ordering last week',
        startDate: at(-7),
        endDate: at(-6.9),
      });
      // Started yesterday, ends tomorrow: still on, so among the upcoming ones.
      const running = await make.event({
        title: 'Ordering running retreat',
        startDate: at(-1),
        endDate: at(1),
      });
      const tomorrow = await make.event({
        title: 'Ordering tomorrow',
        startDate: at(1),
        endDate: null,
      });
      const response = await t.request('/api/admin/events?search=ordering', { headers: auth });
      expect(response.status).toBe(200);
      const body = adminEventsResponseSchema.parse(response.body);
      expect(body.events.map((event) => event._id)).toEqual([
        running.id,
        tomorrow.id,
        nextMonth.id,
        lastWeek.id,
        lastYear.id,
      ]);
      expect(body).toMatchObject({ page: 1, limit: 50, total: 5 });
      const second = await t.request<ApiAnswer<'/api/admin/events'>>(
        '/api/admin/events?search=ordering&limit=2&page=2',
        {
          headers: auth,
        },
      );
      expect(second.body.events.map((event) => event._id)).toEqual([nextMonth.id, lastWeek.id]);
    });

    it('searches title and location, filters by category and pages', async () => {
      // An app of its own: the lists hold exactly the events made here.
      const own = await buildAppForOneTest();
      const ownMake = factories(own.app);
      const headers = await adminAuthHeader(own);
      await ownMake.event({
        title: 'Teens Retreat 100%',
        category: 'teens',
        location: 'Camp Site',
      });
      await ownMake.event({ title: 'Camp Fire Night', category: 'main' });
      await ownMake.event({ title: 'Choir Night', category: 'main', location: 'Hall' });
      const titles = async (query: string) => {
        const response = await own.request(`/api/admin/events${query}`, { headers });
        expect(response.status).toBe(200);
        return adminEventsResponseSchema.parse(response.body);
      };
      const search = await titles('?search=camp');
      expect(search.total).toBe(2);
      expect(search.events.map((e) => e.title).sort()).toEqual([
        'Camp Fire Night',
        'Teens Retreat 100%',
      ]);
      const literal = await titles('?search=100%25');
      expect(literal.events.map((e) => e.title)).toEqual(['Teens Retreat 100%']);
      const teens = await titles('?category=teens');
      expect(teens.events.map((e) => e.title)).toEqual(['Teens Retreat 100%']);
      const page = await titles('?limit=1&page=2');
      expect(page.events).toHaveLength(1);
      expect(page.total).toBe(3);
      const invalid = await own.request<ErrorBody>('/api/admin/events?limit=0', { headers });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual({ limit: 'Too small: expected number to be >=1' });
    });
  });

  describe('PUT /api/admin/event/{id}', () => {
    it('replaces the fields and answers { event }', async () => {
      const event = await make.event({ title: 'Choir Practice', videoDuration: 30 });
      const response = await t.request<ApiAnswer<'/api/admin/event/{id}', 'put'>>(
        `/api/admin/event/${event.id}`,
        {
          method: 'PUT',
          json: { ...validEvent, title: 'Choir Rehearsal', endDate: '' },
          headers: auth,
        },
      );
      expect(response.status).toBe(200);
      expect(response.body.event).toMatchObject({
        _id: event.id,
        title: 'Choir Rehearsal',
        endDate: null,
        category: 'children',
        videoDuration: 120,
      });
      // Not equal: the edit may land within the creation's millisecond.
      expect(response.body.event.updatedAt >= event.updatedAt).toBe(true);
      const stored = await repositoriesOf(t.app).events.findById(event.id);
      expect(stored?.title).toBe('Choir Rehearsal');
    });

    it('answers 400 with field errors and leaves the event unchanged', async () => {
      const event = await make.event({ title: 'Unchanged' });
      const response = await t.request<ErrorBody>(`/api/admin/event/${event.id}`, {
        method: 'PUT',
        json: { ...validEvent, title: '' },
        headers: auth,
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ title: EVENT_FIELD_MESSAGES.titleRequired });
      expect((await repositoriesOf(t.app).events.findById(event.id))?.title).toBe('Unchanged');
    });

    it('answers 404 for an unknown event', async () => {
      const response = await t.request('/api/admin/event/000000000000000000000000', {
        method: 'PUT',
        json: validEvent,
        headers: auth,
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: MESSAGES.events.notFound });
    });
  });

  describe('DELETE /api/admin/event/{id}', () => {
    it('deletes the event and answers { message }, then 404', async () => {
      const event = await make.event();
      const response = await t.request(`/api/admin/event/${event.id}`, {
        method: 'DELETE',
        headers: auth,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: MESSAGES.events.deleted });
      expect(await repositoriesOf(t.app).events.findById(event.id)).toBeUndefined();
      const again = await t.request(`/api/admin/event/${event.id}`, {
        method: 'DELETE',
        headers: auth,
      });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ message: MESSAGES.events.notFound });
    });
  });
});
