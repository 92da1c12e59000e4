// Where the build puts the first paint's script and painted form in index.html (docs/decisions/0037).
import { describe, expect, it } from 'vitest';
import { withFirstPaint } from './first-paint';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>PPR Desk</title>
    <link rel="stylesheet" href="/assets/desk.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('withFirstPaint', () => {
  it('puts the script before the stylesheets and the painted form just before #root', () => {
    const html = withFirstPaint(PAGE, 'assets/first-paint-abc.js', '<div id="first-paint"></div>');
    const script = html.indexOf('<script src="/assets/first-paint-abc.js"></script>');
    expect(script).toBeGreaterThan(html.indexOf('</title>'));
    expect(script).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html).toContain('<div id="first-paint"></div>\n    <div id="root"></div>');
  });

  it('refuses a page it cannot place them in, rather than build one without them', () => {
    expect(() => withFirstPaint(PAGE.replace('<div id="root"></div>', ''), 's.js', '<div></div>')).toThrow(
      /no empty <div id="root">/,
    );
  });
});
