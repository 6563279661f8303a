import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PODCAST_ARTWORK_URL,
  DEMO_SERMON_AUDIO,
  PODCAST_ARTWORK_PIXELS,
} from '#shared/sermon-media.js';
import { projectRoot } from '#server/platform/project-root.js';
import { readAudioSeconds } from '#server/features/media/index.js';

/** Where a path of the built site comes from. */
const publicFile = (url: string) => join(projectRoot(), 'web', 'public', ...url.split('/'));

/** A baseline or progressive JPEG's size and colour components, from its frame header. */
function jpegFrame(bytes: Buffer): { width: number; height: number; components: number } {
  let at = 2;
  while (at + 9 < bytes.length) {
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xc0 || marker === 0xc2) {
      return {
        height: bytes.readUInt16BE(at + 5),
        width: bytes.readUInt16BE(at + 7),
        components: bytes[at + 9] ?? 0,
      };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('no JPEG frame header');
}

describe('the sermon media the site ships', () => {
  it('has the demo audio the constants describe: a small MP3 whose length the server reads', async () => {
    const path = publicFile(DEMO_SERMON_AUDIO.url);
    const bytes = readFileSync(path);
    expect(bytes.length).toBe(DEMO_SERMON_AUDIO.bytes);
    expect(bytes.length).toBeLessThan(60 * 1024);
    expect(await fileTypeFromBuffer(bytes)).toEqual({ ext: 'mp3', mime: DEMO_SERMON_AUDIO.type });
    const seconds = await readAudioSeconds(path, DEMO_SERMON_AUDIO.type);
    expect(Math.ceil(seconds ?? 0)).toBe(DEMO_SERMON_AUDIO.durationSeconds);
  });

  it('has a square podcast artwork of the size directories ask for, well under their limit', async () => {
    const bytes = readFileSync(publicFile(DEFAULT_PODCAST_ARTWORK_URL));
    expect(await fileTypeFromBuffer(bytes)).toMatchObject({ mime: 'image/jpeg' });
    expect(jpegFrame(bytes)).toEqual({
      width: PODCAST_ARTWORK_PIXELS,
      height: PODCAST_ARTWORK_PIXELS,
      components: 3, // RGB, as the directories require
    });
    expect(statSync(publicFile(DEFAULT_PODCAST_ARTWORK_URL)).size).toBeLessThan(150 * 1024);
  });
});
