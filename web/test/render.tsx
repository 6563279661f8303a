import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** A component as the app mounts it: with its own query cache, and a person at the keyboard. */
export function renderWithQueries(node: ReactNode) {
  const queries = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(<QueryClientProvider client={queries}>{node}</QueryClientProvider>);
  return { ...view, user, queries };
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A call to fetch as the server would see it: the typed client sends a Request, calls by path
 * send an address and its options. Answers the Request (for its headers) and what it sent.
 */
export async function readFetchCall(input: RequestInfo | URL, init: RequestInit = {}) {
  const request =
    input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
  const text = await request.text();
  const sent: SentRequest = {
    method: request.method,
    path: new URL(request.url).pathname,
    body: text ? JSON.parse(text) : undefined,
  };
  return { request, sent };
}

/**
 * Stands in for the server: each call to fetch is recorded and answered with the status and
 * JSON body given for it, in order.
 */
export function answerFetch(...answers: { status: number; body: unknown }[]) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    // A client may pass a Request of its own, or an address and its options.
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input), location.href);
    const text = request ? await request.text() : typeof init.body === 'string' ? init.body : '';
    sent.push({
      method: request?.method ?? init.method ?? 'GET',
      path: url.pathname,
      body: text ? JSON.parse(text) : undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`no answer left for ${url.pathname}`);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}
