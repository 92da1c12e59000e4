// @vitest-environment jsdom
// The request page link as the desk shares it: the link, and its QR code once the QR chunk has
// loaded, drawn on the page and offered as a file to print.
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/create-i18n';
import { I18nProvider } from '@/i18n/react';
import { englishDesk } from '@/test/english-desk';
import { cleanup, render, screen } from '@/test/render';
import { RequestPageLink } from './RequestPageLink';

const english = createI18n('en', englishDesk);
const url = 'https://club.example/request/example-aero-club';

afterEach(cleanup);

describe('RequestPageLink', () => {
  it('draws the QR code of the link once its chunk is in, and offers it as an SVG file', async () => {
    render(
      <I18nProvider i18n={english}>
        <RequestPageLink url={url} />
      </I18nProvider>,
    );
    const code = await screen.findByRole('img', { name: `QR code of ${url}` });
    expect(code.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M2 2h1v1h-1z/);
    const file = screen.getByRole('link', { name: 'Download the QR code to print' });
    expect(file.getAttribute('download')).toBe('request-page-qr.svg');
    const svg = decodeURIComponent(file.getAttribute('href')?.split(',')[1] ?? '');
    expect(svg).toContain(`<title>${url}</title>`);
    expect(svg).toContain(code.querySelector('path')?.getAttribute('d'));
  });
});
