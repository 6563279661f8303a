import { type Token, type Tokens, Lexer } from 'marked';

/**
 * Sermon notes are Markdown written in the panel and shown to every visitor. They are rendered
 * here, on the server, by a writer that knows only the few elements notes need: every text is
 * escaped, raw HTML in the Markdown is shown as the text it is, and a link keeps only a web,
 * mail or same-site address. Nothing the author typed ever reaches the page as markup.
 */

/** An ampersand that does not start a character reference is escaped; so is every tag character. */
const escapeText = (text: string) =>
  text
    .replace(/&(?!#\d{1,7};|#x[\da-f]{1,6};|[a-z][a-z\d]{1,31};)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Inside an attribute every ampersand is escaped, so no reference can spell another scheme. */
const escapeAttribute = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * The address a link may keep: http(s), mailto, or one on this site (a path, a query, a
 * fragment). Browsers ignore control characters and spaces inside a scheme, so they are
 * removed before the scheme is judged.
 */
export function safeHref(href: string): string | undefined {
  const address = href.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const judged = address
    // Character references spell a scheme as well as its letters do.
    .replace(/&#(x[\da-f]+|\d+);?/gi, (_, code: string) =>
      String.fromCodePoint(
        Math.min(
          0x10ffff,
          code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : Number(code),
        ),
      ),
    )
    .replace(/&colon;?/gi, ':')
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
    .toLowerCase();
  if (judged === '') return undefined;
  if (/^(https?:\/\/|mailto:)/.test(judged)) return address;
  // A relative address: no scheme before its first slash, query or fragment, nor a protocol-relative one.
  const beforePath = judged.split(/[/?#]/, 1)[0] ?? '';
  if (judged.startsWith('//') || judged.startsWith('\\') || beforePath.includes(':')) {
    return undefined;
  }
  return address;
}

const children = (token: { tokens?: Token[] }) => (token.tokens ? inline(token.tokens) : '');

function inlineToken(token: Token): string {
  switch (token.type) {
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens ? inline(text.tokens) : escapeText(text.text);
    }
    case 'escape':
      return escapeText((token as Tokens.Escape).text);
    case 'strong':
      return `<strong>${children(token)}</strong>`;
    case 'em':
      return `<em>${children(token)}</em>`;
    case 'del':
      return `<del>${children(token)}</del>`;
    case 'codespan':
      return `<code>${escapeAttribute((token as Tokens.Codespan).text)}</code>`;
    case 'br':
      return '<br>';
    case 'link': {
      const link = token as Tokens.Link;
      const href = safeHref(link.href);
      const text = children(link) || escapeText(link.text);
      if (!href) return text;
      return `<a href="${escapeAttribute(href)}" rel="noopener nofollow">${text}</a>`;
    }
    case 'image':
      // Notes show no images: the picture's description stands in.
      return escapeText((token as Tokens.Image).text);
    case 'checkbox':
      return (token as Tokens.Checkbox).checked ? '[x] ' : '[ ] ';
    default:
      // Raw HTML and anything else: shown as the text that was written.
      return escapeText(typeof token.raw === 'string' ? token.raw : '');
  }
}

function inline(tokens: readonly Token[]): string {
  return tokens.map(inlineToken).join('');
}

function listItem(item: Tokens.ListItem): string {
  const body = item.tokens
    .map((token) =>
      // A tight list's lines are bare text; a loose one's are paragraphs.
      token.type === 'text' ? inlineToken(token) : blockToken(token),
    )
    .join('');
  const box = item.task ? (item.checked ? '[x] ' : '[ ] ') : '';
  return `<li>${box}${body}</li>`;
}

function blockToken(token: Token): string {
  switch (token.type) {
    case 'space':
    case 'def':
      return '';
    case 'paragraph':
      return `<p>${children(token)}</p>`;
    case 'heading': {
      // The page's own title is the h1: notes' headings start at h2 and stop at h4.
      const level = Math.min(4, Math.max(2, (token as Tokens.Heading).depth));
      return `<h${level}>${children(token)}</h${level}>`;
    }
    case 'blockquote':
      return `<blockquote>${blocks((token as Tokens.Blockquote).tokens)}</blockquote>`;
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map(listItem).join('');
      if (!list.ordered) return `<ul>${items}</ul>`;
      const start = typeof list.start === 'number' && list.start !== 1 ? list.start : undefined;
      return start === undefined ? `<ol>${items}</ol>` : `<ol start="${start}">${items}</ol>`;
    }
    case 'code':
      return `<pre><code>${escapeAttribute((token as Tokens.Code).text)}</code></pre>`;
    case 'hr':
      return '<hr>';
    case 'table': {
      // A table's cells read as lines of text.
      const table = token as Tokens.Table;
      const rows = [table.header, ...table.rows].map((cells) =>
        cells.map((cell) => inline(cell.tokens)).join(' · '),
      );
      return `<p>${rows.join('<br>')}</p>`;
    }
    case 'text': {
      const text = token as Tokens.Text;
      return `<p>${text.tokens ? inline(text.tokens) : escapeText(text.text)}</p>`;
    }
    default:
      // Raw HTML blocks and anything unknown: shown as written, as text.
      return `<p>${escapeText(typeof token.raw === 'string' ? token.raw.trim() : '')}</p>`;
  }
}

function blocks(tokens: readonly Token[]): string {
  return tokens.map(blockToken).join('');
}

/** Markdown notes as safe HTML for the sermon's page; empty notes give an empty string. */
export function notesToHtml(markdown: string): string {
  if (markdown.trim() === '') return '';
  return blocks(new Lexer({ gfm: true, breaks: true }).lex(markdown));
}
