import { act, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicStream } from '#shared/schemas/streams.js';
import { answerFetch } from '#web/test/render.js';
import {
  SUNDAY,
  renderInChurch,
  serviceRoom,
} from '#web/features/livestream/schedule/test-stream.js';
import { StagePlayer } from './StagePlayer.js';

function renderPlayer(now: string, stream: PublicStream = serviceRoom()) {
  vi.useFakeTimers({
    now: new Date(now),
    toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
  return renderInChurch(<StagePlayer stream={stream} />);
}

const advanceTo = async (instant: string) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(Date.parse(instant) - Date.now());
  });
};

/** The start in the church's time (the reader's own follows it when their clock differs). */
const startsWhen = () => document.querySelector('.starts__when time')?.childNodes[0]?.textContent;

/** The answer to the current service's call, and the renders it brings, under the fake clock. */
const settle = async () => {
  for (let step = 0; step < 5; step += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
};

const buttonOnceSettled = async (name: string) => {
  await settle();
  return screen.getByRole('button', { name });
};

const countdown = () =>
  screen
    .getAllByRole('listitem')
    .map((unit) => unit.textContent)
    .join(' ');

const frameSrc = () => {
  const frame = document.querySelector('iframe');
  if (!frame) throw new Error('no player');
  return new URL(frame.src);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the player of a service room', () => {
  it('counts down to the start with no Play, then offers the player at the start', async () => {
    renderPlayer('2026-11-29T06:58:30.000Z');
    expect(startsWhen()).toBe('Starts today 8:00 AM');
    expect(countdown()).toBe('00days 00hours 01minutes 30seconds');
    expect(screen.queryByRole('button', { name: /Play/ })).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(countdown()).toBe('00days 00hours 01minutes 29seconds');

    await advanceTo(SUNDAY.startsAt);
    expect(document.querySelector('.starts')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play Sunday Worship' })).toBeTruthy();
  });

  it('names the day of a start that is not today in the church', () => {
    renderPlayer('2026-11-27T12:00:00.000Z');
    expect(startsWhen()).toBe('Starts Sunday 8:00 AM');
    expect(countdown()).toBe('01days 19hours 00minutes 00seconds');
  });

  it('says the service has ended in place of the player once its end has passed', async () => {
    renderPlayer('2026-11-29T07:59:58.000Z', serviceRoom({ isLive: true }));
    expect(screen.getByRole('button', { name: 'Play Sunday Worship' })).toBeTruthy();
    await advanceTo(SUNDAY.endsAt);
    expect(screen.getByRole('status').textContent).toBe(
      'This service has endedThank you for worshipping with us.',
    );
    expect(screen.queryByRole('button', { name: /Play/ })).toBeNull();
  });
});

describe('a recorded video played as live', () => {
  const simulated = serviceRoom({ videoDurationSeconds: 1800 });
  /** The current service, by the server's clock: 300 s in, 20 s ahead of the browser's. */
  const current = (positionSeconds: number) => ({
    status: 200,
    body: {
      service: {
        streamId: simulated._id,
        startsAt: SUNDAY.startsAt,
        positionSeconds,
      },
    },
  });

  it('joins at the moment the server is at, without controls', async () => {
    answerFetch(current(300));
    renderPlayer('2026-11-29T07:04:40.000Z', simulated);
    const play = await buttonOnceSettled('Play Sunday Worship');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    fireEvent.click(play);
    const src = frameSrc();
    // 300 s (and half a second for the server's rounding) by the server's clock, 10 s later.
    expect(src.searchParams.get('start')).toBe('310');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('controls')).toBe('0');
    expect(src.searchParams.get('disablekb')).toBe('1');
  });

  it('uses the browser clock when the current service is another', async () => {
    answerFetch({ status: 200, body: { service: null } });
    renderPlayer('2026-11-29T07:05:00.000Z', simulated);
    fireEvent.click(await buttonOnceSettled('Play Sunday Worship'));
    expect(frameSrc().searchParams.get('start')).toBe('300');
  });

  it('joins a Vimeo video at its moment in the fragment', async () => {
    answerFetch(current(300));
    renderPlayer(
      '2026-11-29T07:05:00.000Z',
      serviceRoom({
        videoDurationSeconds: 1800,
        streamType: 'vimeo',
        embedUrl: 'https://player.vimeo.com/video/76979871',
        streamUrl: 'https://vimeo.com/76979871',
      }),
    );
    fireEvent.click(await buttonOnceSettled('Play Sunday Worship'));
    expect(frameSrc().toString()).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&controls=0#t=300s',
    );
  });

  it('ends when the video has played to its end, before the service does', async () => {
    answerFetch(current(1790));
    renderPlayer('2026-11-29T07:29:50.000Z', simulated);
    expect(await buttonOnceSettled('Play Sunday Worship')).toBeTruthy();
    await advanceTo('2026-11-29T07:30:00.000Z');
    expect(screen.getByText('This service has ended')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('plays an upload muted from the live position and snaps a seek ahead back', async () => {
    answerFetch({ status: 200, body: { service: null } });
    renderPlayer(
      '2026-11-29T07:05:00.000Z',
      serviceRoom({
        videoDurationSeconds: 1800,
        streamType: 'other',
        embedUrl: '',
        streamUrl: '/uploads/sunday.mp4',
      }),
    );
    const unmute = await buttonOnceSettled('Unmute');
    const video = document.querySelector('video');
    if (!video) throw new Error('no video');
    expect(video.muted).toBe(true);
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(300);

    video.currentTime = 900;
    fireEvent(video, new Event('seeking'));
    expect(video.currentTime).toBe(300);

    fireEvent.click(unmute);
    expect(video.muted).toBe(false);
    expect(screen.getByRole('button', { name: 'Mute' })).toBeTruthy();
  });
});
