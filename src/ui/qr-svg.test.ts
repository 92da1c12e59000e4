import { describe, expect, it } from 'vitest';
import { qrSvgFile } from './qr-svg';

describe('qrSvgFile', () => {
  it('is a printable SVG of the drawn path, its title escaped', () => {
    const file = qrSvgFile({ size: 37, path: 'M2 2h1v1h-1z' }, 'Request page <Example>');
    expect(file).toContain('viewBox="0 0 37 37" width="370" height="370"');
    expect(file).toContain('<title>Request page &#60;Example&#62;</title>');
    expect(file).toContain('<path d="M2 2h1v1h-1z" fill="#000"/>');
  });
});
