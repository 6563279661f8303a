import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A stylesheet link to one of the build's own CSS files. */
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const BUILT_CSS_HREF = /\bhref="\/(assets\/[^"/]+\.css)"/;

/**
 * Turns the page's links to the build's stylesheets into the styles themselves (decision 0107):
 * on a phone's link each stylesheet is a request that holds the first paint, and the page's CSS
 * is a few KB once compressed with the page. The Content Security Policy allows inline styles.
 *
 * Each link stays, `disabled`: a disabled stylesheet is not fetched, yet the bundler's loader
 * finds it when a later page's code needs the same file and does not add it a second time
 * (which would put its rules after the page's and change the cascade). A file that cannot be
 * read, or could close the style element, stays a plain link.
 */
export function createStyleInliner(webDir: string): (html: string) => string {
  const cache = new Map<string, string | null>();
  const read = (file: string): string | null => {
    if (cache.has(file)) return cache.get(file) ?? null;
    const path = join(webDir, file);
    const css = existsSync(path) ? readFileSync(path, 'utf8') : null;
    const usable = css !== null && !/<\/style/i.test(css) ? css.trim() : null;
    cache.set(file, usable);
    return usable;
  };
  return (html) =>
    html.replace(STYLESHEET_LINK, (link) => {
      const file = BUILT_CSS_HREF.exec(link)?.[1];
      const css = file ? read(file) : null;
      if (css === null) return link;
      const disabled = link.replace(/\s*\/?>$/, ' disabled />');
      return `<style>${css}</style>${disabled}`;
    });
}
