// Where the build puts the first paint's script, the desk's scripts and the painted form in
// index.html (docs/decisions/0037, 0043).
import { describe, expect, it } from 'vitest';
import { ENTRY_ATTRIBUTE, IMPORTS_ATTRIBUTE } from '../../src/lib/module-start';
import { withFirstPaint, withFirstScript } from './first-paint';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>PPR Desk</title>
    <script type="module" crossorigin src="/assets/desk-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="modulepreload" crossorigin href="/assets/router-3.js">
    <link rel="stylesheet" href="/assets/desk.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('withFirstPaint', () => {
  it('puts the script before the stylesheets and the painted form just before #root', () => {
    const html = withFirstPaint(PAGE, 'assets/first-paint-abc.js', '<div id="first-paint"></div>');
    const script = html.indexOf('<script src="/assets/first-paint-abc.js" ');
    expect(script).toBeGreaterThan(html.indexOf('</title>'));
    expect(script).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html).toContain('<div id="first-paint"></div>\n    <div id="root"></div>');
  });

  it("moves Vite's tags for the page's entry and imports onto the script, which starts them", () => {
    // withFirstPaint is withFirstScript and the painted form.
    const html = withFirstScript(PAGE, 'assets/first-paint-abc.js');
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(withFirstPaint(PAGE, 'assets/first-paint-abc.js', '')).toContain(
      html.slice(0, html.indexOf('<body>')),
    );
    const tag = /<script src="\/assets\/first-paint-abc.js"([^>]*)>/.exec(html)?.[1] ?? '';
    const attributes = Object.fromEntries(
      [...tag.matchAll(/ ([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    );
    expect(attributes).toEqual({
      [ENTRY_ATTRIBUTE]: '/assets/desk-1.js',
      [IMPORTS_ATTRIBUTE]: '/assets/react-2.js /assets/router-3.js',
    });
  });

  it('refuses a page it cannot place them in, rather than build one without them', () => {
    expect(() => withFirstPaint(PAGE.replace('<div id="root"></div>', ''), 's.js', '<div></div>')).toThrow(
      /no empty <div id="root">/,
    );
    expect(() =>
      withFirstPaint(PAGE.replace(/<script type="module"[^>]*><\/script>/, ''), 's.js', ''),
    ).toThrow(/0 module scripts/);
    expect(() => withFirstScript(PAGE.replace(/<title>.*<\/title>/, ''), 's.js')).toThrow(/no <title>/);
  });
});
