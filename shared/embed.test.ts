import { describe, expect, it } from 'vitest';
import {
  PLAYER_ORIGINS,
  detectStreamType,
  embedProblem,
  toEmbedUrl,
  withPlayerParent,
} from './embed.js';

const YT = 'https://www.youtube.com/embed/jfKfPfyJRdk';

describe('toEmbedUrl', () => {
  it('uses an embedUrl that already contains "embed", whatever the streamUrl', () => {
    expect(
      toEmbedUrl({ embedUrl: YT, streamUrl: 'https://www.youtube.com/watch?v=other12345' }),
    ).toBe(YT);
    expect(toEmbedUrl({ embedUrl: 'https://player.castr.com/embed/live_abc', streamUrl: '' })).toBe(
      'https://player.castr.com/embed/live_abc',
    );
  });

  it.each([
    ['https://www.youtube.com/watch?v=jfKfPfyJRdk', YT],
    ['https://youtube.com/watch?v=jfKfPfyJRdk&t=42s&list=PL123', YT],
    ['https://m.youtube.com/watch?feature=share&v=jfKfPfyJRdk', YT],
    ['youtube.com/watch?v=jfKfPfyJRdk', YT],
    ['https://youtu.be/jfKfPfyJRdk', YT],
    ['https://youtu.be/jfKfPfyJRdk?si=abcDEF123', YT],
    ['https://www.youtube.com/live/jfKfPfyJRdk', YT],
    ['https://www.youtube.com/live/jfKfPfyJRdk?feature=shared', YT],
    ['https://www.youtube.com/shorts/jfKfPfyJRdk', YT],
  ])('turns the YouTube link %s into the embed form', (streamUrl, expected) => {
    expect(toEmbedUrl({ embedUrl: '', streamUrl })).toBe(expected);
  });

  it('sends Facebook links to the video plugin with autoplay off', () => {
    const url = 'https://www.facebook.com/churchzone/videos/10153231379946729/';
    const embed = toEmbedUrl({ embedUrl: '', streamUrl: url });
    expect(embed).toBe(
      `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url)}&show_text=false&autoplay=false`,
    );
    expect(new URL(embed).searchParams.get('href')).toBe(url);
    expect(new URL(embed).searchParams.get('autoplay')).toBe('false');
    for (const other of [
      'https://fb.watch/abcDEF123/',
      'https://m.facebook.com/watch/?v=10153231379946729',
      'https://web.facebook.com/churchzone/live',
    ]) {
      expect(toEmbedUrl({ streamUrl: other })).toBe(
        `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(other)}&show_text=false&autoplay=false`,
      );
    }
  });

  it('keeps a Facebook plugin URL given as the stream URL', () => {
    const plugin =
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fx%2Fvideos%2F1%2F';
    expect(toEmbedUrl({ streamUrl: plugin })).toBe(plugin);
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871?share=copy', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'https://vimeo.com/76979871/8272103f6e',
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
    ],
    ['https://vimeo.com/event/1234567', 'https://vimeo.com/event/1234567/embed'],
  ])('turns the Vimeo link %s into its player', (streamUrl, expected) => {
    expect(toEmbedUrl({ streamUrl })).toBe(expected);
  });

  it('converts the embedUrl when the streamUrl is not one it knows', () => {
    expect(
      toEmbedUrl({
        embedUrl: 'https://youtu.be/jfKfPfyJRdk',
        streamUrl: 'https://example.org/live',
      }),
    ).toBe(YT);
  });

  it('otherwise answers the embedUrl, then the streamUrl, as given', () => {
    expect(
      toEmbedUrl({
        embedUrl: 'https://player.example.org/live/1',
        streamUrl: 'https://example.org/live',
      }),
    ).toBe('https://player.example.org/live/1');
    expect(toEmbedUrl({ embedUrl: '', streamUrl: 'https://player.castr.com/live_abc' })).toBe(
      'https://player.castr.com/live_abc',
    );
    expect(toEmbedUrl({ embedUrl: null, streamUrl: 'https://castr.io/hlsplayer/abc' })).toBe(
      'https://castr.io/hlsplayer/abc',
    );
    expect(toEmbedUrl({ embedUrl: '  ', streamUrl: '' })).toBe('');
    expect(toEmbedUrl({})).toBe('');
  });

  it.each([
    ['https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv/live'],
    ['youtube.com/channel/UCabcdefghijklmnopqrstuv/live?si=x'],
    ['https://m.youtube.com/channel/UCabcdefghijklmnopqrstuv/live'],
  ])('plays the channel live link %s by channel id', (streamUrl) => {
    expect(toEmbedUrl({ streamUrl })).toBe(
      'https://www.youtube.com/embed/live_stream?channel=UCabcdefghijklmnopqrstuv',
    );
  });

  it.each([
    ['https://www.twitch.tv/churchzone', 'https://player.twitch.tv/?channel=churchzone'],
    ['twitch.tv/ChurchZone_TV/', 'https://player.twitch.tv/?channel=churchzone_tv'],
    ['https://m.twitch.tv/churchzone?sr=a', 'https://player.twitch.tv/?channel=churchzone'],
    ['https://www.twitch.tv/videos/2001234567', 'https://player.twitch.tv/?video=2001234567'],
    [
      'https://player.twitch.tv/?channel=churchzone&parent=example.org',
      'https://player.twitch.tv/?channel=churchzone&parent=example.org',
    ],
  ])('turns the Twitch link %s into its player', (streamUrl, expected) => {
    expect(toEmbedUrl({ streamUrl })).toBe(expected);
  });

  it('leaves Twitch pages that are not a channel or video as they are', () => {
    for (const url of [
      'https://www.twitch.tv/directory',
      'https://www.twitch.tv/',
      'https://www.twitch.tv/churchzone/about',
    ]) {
      expect(toEmbedUrl({ streamUrl: url })).toBe(url);
    }
  });

  it('leaves YouTube pages that are not a video as they are', () => {
    for (const url of [
      'https://www.youtube.com/@churchzone',
      'https://www.youtube.com/@churchzone/live',
      'https://youtube.com/watch?v=',
      'https://www.youtube.com/channel/UCshort/live',
    ]) {
      expect(toEmbedUrl({ streamUrl: url })).toBe(url);
    }
  });

  it('never answers a URL that is not a web address, so nothing runs in the page', () => {
    expect(toEmbedUrl({ embedUrl: 'javascript:alert("embed")', streamUrl: '' })).toBe('');
    expect(toEmbedUrl({ embedUrl: '', streamUrl: 'javascript:alert(1)' })).toBe('');
    expect(toEmbedUrl({ embedUrl: 'data:text/html,<b>embed</b>' })).toBe('');
  });
});

describe('detectStreamType', () => {
  it.each([
    ['https://www.youtube.com/watch?v=jfKfPfyJRdk', 'youtube'],
    ['https://youtu.be/jfKfPfyJRdk', 'youtube'],
    ['https://www.youtube.com/live/jfKfPfyJRdk', 'youtube'],
    ['https://www.youtube-nocookie.com/embed/jfKfPfyJRdk', 'youtube'],
    ['https://www.facebook.com/churchzone/videos/1/', 'facebook'],
    ['https://fb.watch/abc/', 'facebook'],
    ['https://vimeo.com/76979871', 'vimeo'],
    ['https://player.vimeo.com/video/76979871', 'vimeo'],
    ['https://www.twitch.tv/churchzone', 'twitch'],
    ['https://player.twitch.tv/?channel=churchzone', 'twitch'],
    ['https://player.castr.com/live_abc', 'castr'],
    ['https://castr.io/hlsplayer/abc', 'castr'],
    ['youtube.com/watch?v=jfKfPfyJRdk', 'youtube'],
    ['https://example.org/live', 'other'],
    ['https://notyoutube.com/watch?v=x', 'other'],
    ['https://youtube.com.evil.example/watch?v=x', 'other'],
    ['', 'other'],
    ['not a url at all', 'other'],
  ])('%s is %s', (url, type) => {
    expect(detectStreamType(url)).toBe(type);
  });
});

describe('PLAYER_ORIGINS', () => {
  it('holds the origin of every player URL the rule converts a link to', () => {
    const links = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/live/jfKfPfyJRdk',
      'https://www.facebook.com/facebook/videos/10153231379946729/',
      'https://fb.watch/abc123/',
      'https://vimeo.com/76979871',
      'https://vimeo.com/event/12345',
      'https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv/live',
      'https://www.twitch.tv/churchzone',
      'https://www.twitch.tv/videos/2001234567',
      'https://player.castr.com/live_abc',
      'https://castr.io/hlsplayer/abc',
    ];
    for (const streamUrl of links) {
      const origin = new URL(toEmbedUrl({ streamUrl })).origin;
      expect(PLAYER_ORIGINS, streamUrl).toContain(origin);
    }
  });
});

describe('withPlayerParent', () => {
  it('gives the Twitch player the page host as its parent', () => {
    expect(withPlayerParent('https://player.twitch.tv/?channel=churchzone', 'church.example')).toBe(
      'https://player.twitch.tv/?channel=churchzone&parent=church.example',
    );
  });

  it('keeps a parent already given, and leaves other players alone', () => {
    const given = 'https://player.twitch.tv/?channel=churchzone&parent=example.org';
    expect(withPlayerParent(given, 'church.example')).toBe(given);
    expect(withPlayerParent(YT, 'church.example')).toBe(YT);
    expect(withPlayerParent('', 'church.example')).toBe('');
  });
});

describe('embedProblem', () => {
  it.each([
    ['https://www.youtube.com/watch?v=jfKfPfyJRdk'],
    ['https://youtu.be/jfKfPfyJRdk'],
    ['https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv/live'],
    ['https://www.facebook.com/churchzone/videos/1/'],
    ['https://vimeo.com/76979871'],
    ['https://vimeo.com/event/1234567'],
    ['https://www.twitch.tv/churchzone'],
    ['https://www.twitch.tv/videos/2001234567'],
    ['https://player.castr.com/live_abc'],
    ['https://castr.io/hlsplayer/abc'],
  ])('finds nothing wrong with %s', (streamUrl) => {
    expect(embedProblem({ streamUrl })).toBeUndefined();
  });

  it.each([
    ['https://www.youtube.com/@churchzone/live'],
    ['https://www.youtube.com/@churchzone'],
    ['https://www.youtube.com/playlist?list=PL123'],
    ['https://www.twitch.tv/directory'],
    ['https://vimeo.com/churchzone'],
    ['https://castr.com/pricing'],
  ])('says %s is a page, not a player', (streamUrl) => {
    expect(embedProblem({ streamUrl })).toBe('not-a-player');
  });

  it('says a site it does not know cannot be framed, unless an embed link of a player is given', () => {
    expect(embedProblem({ streamUrl: 'https://example.org/live' })).toBe('unknown-site');
    expect(
      embedProblem({
        streamUrl: 'https://example.org/live',
        embedUrl: 'https://www.youtube.com/embed/jfKfPfyJRdk',
      }),
    ).toBeUndefined();
  });

  it('follows the embed rule: an embed link is used as is, whatever the stream link', () => {
    expect(
      embedProblem({
        streamUrl: 'https://www.youtube.com/watch?v=jfKfPfyJRdk',
        embedUrl: 'https://example.org/embed/1',
      }),
    ).toBe('unknown-site');
    expect(embedProblem({ streamUrl: 'not a url' })).toBe('not-a-player');
  });
});
