// The built request.html (the pilot entry's page, with the hashed script, module preloads and
// stylesheets Vite wrote into it), read once at start and filled per request (docs/decisions/0021):
// the language, the title and the description, the server-rendered page inside <main id="page">, and
// the data the page's script hydrates from, as JSON in a script the browser does not run. Its
// stylesheets (1.4 KB gzip) come inline, read once: on a thin link a stylesheet the page waits for
// shares the line with the script's downloads, and the page would paint a second or more later.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PAGE_DATA_ID } from '@/pilot/page-data';

const MAIN = /(<main\b[^>]*\bid="page"[^>]*>)[\s\S]*?(<\/main>)/;
const STYLESHEET = /<link rel="stylesheet"[^>]*\bhref="([^"]+\.css)"[^>]*>/g;

export interface PageParts {
  locale: string;
  title: string;
  description: string;
  /** The page's markup (renderToString's). */
  body: string;
  /** The hydration data, already escaped for a script element (pageDataJson). */
  json: string;
  /** More for <head>, e.g. a refresh for a page without its script. */
  head?: string;
}

export type PageTemplate = (parts: PageParts) => string;

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Each stylesheet link replaced by a <style> with the file's text (`read(href)`; the style-src of
 * the Content-Security-Policy allows inline styles), or kept when the file cannot be read.
 */
export function inlineStylesheets(html: string, read: (href: string) => string | null): string {
  return html.replace(STYLESHEET, (link, href: string) => {
    const css = read(href);
    return css === null || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}

/** The template of a built request.html; throws when it has no <main id="page"> to render into. */
export function pageTemplate(html: string): PageTemplate {
  const main = MAIN.exec(html);
  if (!main)
    throw new Error('request.html has no <main id="page">: the pilot page cannot be rendered into it');
  const [whole, open = '', close = ''] = main;
  const head = html.slice(0, main.index);
  const tail = html.slice(main.index + whole.length);
  return (parts) => {
    const top = head
      .replace(/<html\b[^>]*>/, `<html lang="${escapeHtml(parts.locale)}">`)
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(parts.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(parts.description)}" />`,
      )
      .replace('</head>', `${parts.head ?? ''}</head>`);
    const data = `<script type="application/json" id="${PAGE_DATA_ID}">${parts.json}</script>`;
    return `${top}${open}${parts.body}${close}${data}${tail}`;
  };
}

const REQUEST_PAGE = 'request.html';

/** The built request page's template, read once at start; null when the build has no request entry. */
export function loadRequestPage(staticDir: string): PageTemplate | null {
  const file = resolve(staticDir, REQUEST_PAGE);
  if (!existsSync(file)) return null;
  const root = resolve(staticDir);
  const asset = (href: string): string | null => {
    const path = resolve(root, `.${href}`);
    return path.startsWith(`${root}/`) && existsSync(path) ? readFileSync(path, 'utf8') : null;
  };
  return pageTemplate(inlineStylesheets(readFileSync(file, 'utf8'), asset));
}
