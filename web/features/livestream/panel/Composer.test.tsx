import { act, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicStream } from '#shared/schemas/streams.js';
import {
  SUNDAY,
  renderInChurch,
  serviceRoom,
} from '#web/features/livestream/schedule/test-stream.js';
import { useChatWindowNotice } from '#web/features/livestream/use-service-clock.js';
import { Composer } from './Composer.js';

/** The chat's composer as its tab wires it: closed outside the room's chat window. */
function ChatComposer({
  stream,
  onSend,
}: {
  stream: PublicStream;
  onSend: () => Promise<boolean>;
}) {
  const notice = useChatWindowNotice(stream);
  return (
    <Composer
      id="chat-input"
      label="Your chat message"
      placeholder="Say something..."
      submitLabel="Send"
      busy={false}
      onSend={onSend}
      closedNotice={notice}
    />
  );
}

function renderComposer(now: string, stream = serviceRoom()) {
  vi.useFakeTimers({ now: new Date(now), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  const onSend = vi.fn(async () => true);
  renderInChurch(<ChatComposer stream={stream} onSend={onSend} />);
  const box = screen.getByRole('textbox', { name: 'Your chat message' });
  if (!(box instanceof HTMLTextAreaElement)) throw new Error('the composer has no text box');
  return { onSend, box };
}

const sendButton = () => {
  const button = screen.getByRole('button', { name: 'Send' });
  if (!(button instanceof HTMLButtonElement)) throw new Error('no Send button');
  return button;
};

const advanceTo = async (instant: string) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(Date.parse(instant) - Date.now());
  });
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the composer of a service room', () => {
  it('is closed before the chat opens, says when it opens today, and opens at that moment', async () => {
    const { box, onSend } = renderComposer('2026-11-29T06:00:00.000Z');
    expect(screen.getByRole('status').textContent).toBe('Chat opens at 7:30 AM');
    expect(box.disabled).toBe(true);
    expect(box.getAttribute('aria-describedby')).toBe('chat-input-closed');
    expect(sendButton().disabled).toBe(true);

    await advanceTo('2026-11-29T06:29:59.000Z');
    expect(box.disabled).toBe(true);
    await advanceTo(SUNDAY.chatOpensAt);
    expect(screen.queryByRole('status')).toBeNull();
    expect(box.disabled).toBe(false);
    expect(box.placeholder).toBe('Say something...');

    fireEvent.input(box, { target: { value: 'Good morning' } });
    fireEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledWith('Good morning');
  });

  it('names the day when the chat opens on another day in the church', () => {
    const { box } = renderComposer('2026-11-28T12:00:00.000Z');
    expect(screen.getByRole('status').textContent).toBe('Chat opens Sunday at 7:30 AM');
    expect(box.disabled).toBe(true);
  });

  it('closes at the end of the chat window and says so', async () => {
    const { box } = renderComposer('2026-11-29T08:29:00.000Z');
    expect(box.disabled).toBe(false);
    await advanceTo(SUNDAY.chatClosesAt);
    expect(screen.getByRole('status').textContent).toBe('Chat has closed');
    expect(box.disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);
  });

  it('stays open all the time for a stream without a chat window', async () => {
    const { box } = renderComposer(
      '2026-11-29T06:00:00.000Z',
      serviceRoom({ chatOpensAt: null, chatClosesAt: null }),
    );
    expect(box.disabled).toBe(false);
    await advanceTo('2026-11-30T06:00:00.000Z');
    expect(box.disabled).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
