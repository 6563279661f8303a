import { describe, expect, it } from 'vitest';
import { notesToHtml, safeHref } from './notes-html.js';

describe('sermon notes as safe HTML', () => {
  it('renders the elements notes use', () => {
    const html = notesToHtml(
      [
        '# Grace',
        '## Point one',
        '#### Detail',
        '',
        'Saved **by grace** through *faith*,',
        'not by `works`.',
        '',
        '- first',
        '- second',
        '',
        '1. one',
        '2. two',
        '',
        '> A quote',
        '',
        '[Read](https://example.com/read) and [mail](mailto:pastor@example.com) and [here](/sermons).',
      ].join('\n'),
    );
    expect(html).toBe(
      [
        '<h2>Grace</h2>',
        '<h2>Point one</h2>',
        '<h4>Detail</h4>',
        '<p>Saved <strong>by grace</strong> through <em>faith</em>,<br>not by <code>works</code>.</p>',
        '<ul><li>first</li><li>second</li></ul>',
        '<ol><li>one</li><li>two</li></ol>',
        '<blockquote><p>A quote</p></blockquote>',
        '<p><a href="https://example.com/read" rel="noopener nofollow">Read</a> and ' +
          '<a href="mailto:pastor@example.com" rel="noopener nofollow">mail</a> and ' +
          '<a href="/sermons" rel="noopener nofollow">here</a>.</p>',
      ].join(''),
    );
    expect(notesToHtml('')).toBe('');
  });

  it('shows raw HTML as text and never passes markup through', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '',
      'Hello <img src=x onerror=alert(1)> and <a href="javascript:alert(1)">x</a>',
      '',
      '[click](javascript:alert(1)) [tab](java\tscript:alert(1)) [ent](&#106;avascript:alert(1))',
      '',
      '[quote](https://example.com/"onmouseover="alert(1)) [proto](//evil.example) [data](data:text/html,hi)',
      '',
      '`<b>code</b>`',
      '',
      '    <iframe src="https://evil.example"></iframe>',
      '',
      '![img](https://example.com/a.png "t")',
    ].join('\n');
    const html = notesToHtml(hostile);
    expect(html).not.toMatch(/<(script|img|iframe|b)\b/i);
    expect(html).not.toMatch(/href="(javascript|data|\/\/|&#)/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<code>&lt;b&gt;code&lt;/b&gt;</code>');
    // Every tag left is one the writer makes.
    const tags = [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]);
    for (const tag of tags) {
      expect(['p', 'br', 'a', 'code', 'pre', 'em', 'strong']).toContain(tag);
    }
    // The only attributes: a checked address and rel.
    for (const match of html.matchAll(/<a ([^>]*)>/g)) {
      expect(match[1]).toMatch(/^href="[^"]*" rel="noopener nofollow"$/);
    }
  });

  it('keeps only web, mail and same-site addresses', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(safeHref('/sermons?q=1')).toBe('/sermons?q=1');
    expect(safeHref('#notes')).toBe('#notes');
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:x',
      'java\nscript:x',
      'vbscript:x',
      'data:x',
      '//evil.example',
      '\\\\evil',
      '&#106;avascript:x',
      'javascript&colon;x',
    ]) {
      expect(safeHref(href), href).toBeUndefined();
    }
  });
});
