import { createHash } from 'node:crypto';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import type { PublicSermon } from '#shared/schemas/sermons.js';
import {
  PODCAST_DESCRIPTION_MAX_BYTES,
  PODCAST_GUID_NAMESPACE,
  type PodcastChannel,
  buildPodcastFeed,
  cutToBytes,
  podcastGuid,
} from './podcast-feed.js';

const CHANNEL: PodcastChannel = {
  title: 'Grace Church Sermons',
  description: 'Sunday sermons from Grace Church, Springfield.',
  siteUrl: 'https://grace.example.org',
  feedUrl: 'https://grace.example.org/podcast.xml',
  language: 'en',
  author: 'Grace Church',
  ownerEmail: 'office@grace.example.org',
  artworkUrl: 'https://grace.example.org/podcast-artwork.jpg',
};

let sequence = 0;
function sermon(fields: Partial<PublicSermon> = {}): PublicSermon {
  sequence += 1;
  return {
    _id: `6650a1b2c3d4e5f6a7b8c9${String(sequence).padStart(2, '0')}`,
    title: `Sermon ${sequence}`,
    preacher: 'Pastor Ruth Adeyemi',
    seriesId: null,
    seriesTitle: null,
    scripture: 'John 3:1–21',
    books: ['John'],
    preachedAt: '2025-09-07T10:30:00.000Z',
    summary: 'Born again: what Jesus told Nicodemus by night.',
    videoUrl: '',
    audioUrl: `/uploads/6650a1b2c3d4e5f6a7b8c9${String(sequence).padStart(2, '0')}.mp3`,
    audioBytes: 28_800_000,
    audioType: 'audio/mpeg',
    durationSeconds: 2400,
    streamId: null,
    ...fields,
  };
}

interface XmlElement {
  _?: string;
  $?: Record<string, string>;
}

/**
 * Channel and item fields the parser does not know; an item's with their attributes kept. (A
 * channel's custom fields give an element's text only, or its attributes when it has no text.)
 */
const parser = new Parser<
  {
    language: string;
    pubDate: string;
    'podcast:guid': string;
    'podcast:locked': string;
    'atom:link': XmlElement;
    'itunes:type': string;
  },
  {
    guids: (XmlElement | string)[];
    enclosures: XmlElement[];
    'itunes:episodeType': string;
    /** Read by the parser itself. */
    itunes?: { duration?: string; author?: string; explicit?: string };
  }
>({
  customFields: {
    feed: ['language', 'pubDate', 'podcast:guid', 'podcast:locked', 'atom:link', 'itunes:type'],
    item: [
      ['guid', 'guids', { keepArray: true }],
      ['enclosure', 'enclosures', { keepArray: true }],
      'itunes:episodeType',
    ],
  },
});

/** A UUIDv5 worked out here from RFC 9562, apart from the library the feed uses. */
function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

describe('podcast feed', () => {
  it('has every channel element PSP-1 asks for, with its values', async () => {
    const xml = buildPodcastFeed(CHANNEL, [sermon()]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
    expect(xml).toContain('xmlns:podcast="https://podcastindex.org/namespace/1.0"');
    expect(xml).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');

    const feed = await parser.parseString(xml);
    expect(feed).toMatchObject({
      title: 'Grace Church Sermons',
      description: 'Sunday sermons from Grace Church, Springfield.',
      link: 'https://grace.example.org/',
      language: 'en',
      'podcast:guid': podcastGuid(CHANNEL.feedUrl),
      'itunes:type': 'episodic',
      image: { url: CHANNEL.artworkUrl },
      itunes: {
        author: 'Grace Church',
        owner: { name: 'Grace Church', email: 'office@grace.example.org' },
        image: CHANNEL.artworkUrl,
        explicit: 'false',
        categoriesWithSubs: [{ name: 'Religion & Spirituality', subs: [{ name: 'Christianity' }] }],
      },
    });
    expect(feed['atom:link']).toEqual({
      $: { href: CHANNEL.feedUrl, rel: 'self', type: 'application/rss+xml' },
    });
    expect(feed['podcast:locked']).toBe('no');
    expect(xml).toContain('<podcast:locked owner="office@grace.example.org">no</podcast:locked>');
    expect(xml).toContain(
      '<itunes:category text="Religion &amp; Spirituality"><itunes:category text="Christianity"/></itunes:category>',
    );
  });

  it('has every item element, with absolute addresses and the length in seconds', async () => {
    const preached = sermon({ preachedAt: '2025-09-14T10:30:00.000Z' });
    const feed = await parser.parseString(buildPodcastFeed(CHANNEL, [preached]));
    const [item] = feed.items;
    expect(item).toMatchObject({
      title: preached.title,
      link: `https://grace.example.org/sermons/${preached._id}`,
      pubDate: 'Sun, 14 Sep 2025 10:30:00 GMT',
      isoDate: '2025-09-14T10:30:00.000Z',
      content: preached.summary,
      'itunes:episodeType': 'full',
      itunes: { duration: '2400', author: preached.preacher, explicit: 'false' },
    });
    expect(item?.guids).toEqual([{ _: preached._id, $: { isPermaLink: 'false' } }]);
    expect(item?.enclosures).toEqual([
      {
        $: {
          url: `https://grace.example.org${preached.audioUrl}`,
          length: '28800000',
          type: 'audio/mpeg',
        },
      },
    ]);
    // The channel's dates are its latest episode's, so the same sermons give the same feed.
    expect(feed.pubDate).toBe('Sun, 14 Sep 2025 10:30:00 GMT');
    expect(buildPodcastFeed(CHANNEL, [preached])).toBe(buildPodcastFeed(CHANNEL, [preached]));
  });

  it('leaves out sermons without audio, keeps the order given and audio hosted elsewhere', async () => {
    const newest = sermon({ preachedAt: '2025-09-21T10:30:00.000Z' });
    const videoOnly = sermon({ audioUrl: '', audioBytes: 0, audioType: null, durationSeconds: 0 });
    const elsewhere = sermon({
      preachedAt: '2025-09-07T10:30:00.000Z',
      audioUrl: 'https://media.example.net/grace/2025-09-07.m4a',
      audioType: null,
    });
    const feed = await parser.parseString(
      buildPodcastFeed(CHANNEL, [newest, videoOnly, elsewhere]),
    );
    expect(feed.items.map((item) => item.title)).toEqual([newest.title, elsewhere.title]);
    expect(feed.items[1]?.enclosures[0]?.$).toEqual({
      url: 'https://media.example.net/grace/2025-09-07.m4a',
      length: '28800000',
      type: 'audio/mp4',
    });

    const empty = await parser.parseString(buildPodcastFeed(CHANNEL, [videoOnly]));
    expect(empty.items).toEqual([]);
    expect(empty.title).toBe(CHANNEL.title);
  });

  it('escapes hostile text so the feed stays well-formed and reads back as written', async () => {
    const hostile = 'Salt & Light <script>alert("x")</script> ]]> \'quoted\'';
    const xml = buildPodcastFeed(
      {
        ...CHANNEL,
        title: `${hostile} & "Sons"`,
        author: 'Smith & Sons "Chapel"',
        ownerEmail: 'a"b@example.org',
        artworkUrl: '/art.jpg?size=1400&v="2"',
      },
      [
        sermon({
          title: hostile,
          preacher: 'Rev. <b>Jo</b> & Co',
          summary: `Line one\u0000\u0007 with controls & <tags>; a lone half \ud800 dropped`,
        }),
      ],
    );
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('Salt &amp; Light &lt;script&gt;');
    expect(xml).toContain('owner="a&quot;b@example.org"');
    const feed = await parser.parseString(xml);
    expect(feed.title).toBe(`${hostile} & "Sons"`);
    expect(feed.itunes?.author).toBe('Smith & Sons "Chapel"');
    expect(feed['podcast:locked']).toBe('no');
    expect(feed.itunes?.image).toBe('https://grace.example.org/art.jpg?size=1400&v=%222%22');
    const [item] = feed.items;
    expect(item?.title).toBe(hostile);
    expect(item?.itunes?.author).toBe('Rev. <b>Jo</b> & Co');
    expect(item?.content).toBe('Line one with controls & <tags>; a lone half  dropped');
  });

  it('cuts a description to 4000 bytes between two characters', async () => {
    // 3-byte characters, and a 4-byte emoji straddling the limit.
    const long = `${'✝'.repeat(1332)}🙏🙏 and more after the limit`;
    expect(Buffer.byteLength(long)).toBeGreaterThan(PODCAST_DESCRIPTION_MAX_BYTES);
    const feed = await parser.parseString(
      buildPodcastFeed({ ...CHANNEL, description: long }, [sermon({ summary: long })]),
    );
    for (const description of [feed.description, feed.items[0]?.content]) {
      expect(Buffer.byteLength(description ?? '')).toBeLessThanOrEqual(
        PODCAST_DESCRIPTION_MAX_BYTES,
      );
      expect(description).toBe(`${'✝'.repeat(1332)}…`);
    }

    expect(cutToBytes('short', 10)).toBe('short');
    // A letter with its combining accent is one character: kept whole or not at all.
    expect(cutToBytes('cafe\u0301 noir', 8)).toBe('caf…');
    expect(Buffer.byteLength(cutToBytes('🙏🙏🙏', 10))).toBeLessThanOrEqual(10);
    expect(cutToBytes('🙏🙏🙏', 10)).toBe('🙏…');
  });

  it('derives podcast:guid from the feed address without its scheme and trailing slash', () => {
    // The Podcasting 2.0 namespace's own example.
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe(
      '917393e3-1b1e-5cef-ace4-edaa54e1f810',
    );
    const expected = uuidV5('grace.example.org/podcast/series/abc.xml', PODCAST_GUID_NAMESPACE);
    for (const url of [
      'https://grace.example.org/podcast/series/abc.xml',
      'http://grace.example.org/podcast/series/abc.xml',
      'https://grace.example.org/podcast/series/abc.xml/',
    ]) {
      expect(podcastGuid(url)).toBe(expected);
    }
    expect(podcastGuid(CHANNEL.feedUrl)).toBe(
      uuidV5('grace.example.org/podcast.xml', PODCAST_GUID_NAMESPACE),
    );
    expect(podcastGuid(CHANNEL.feedUrl)).not.toBe(expected);
  });

  it('says the podcast is unlocked without naming an owner when no email is given', async () => {
    const xml = buildPodcastFeed({ ...CHANNEL, ownerEmail: undefined }, [sermon()]);
    expect(xml).toContain('<podcast:locked>no</podcast:locked>');
    expect(xml).not.toContain('itunes:email');
    const feed = await parser.parseString(xml);
    expect(feed['podcast:locked']).toBe('no');
    expect(feed.itunes?.owner).toEqual({ name: 'Grace Church' });
  });
});
