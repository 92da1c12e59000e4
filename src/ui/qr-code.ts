// A QR code as one SVG path, drawn by uqr. Import it dynamically: it and uqr make one chunk, loaded
// only when a request page link or a pay link is shown (ADR 0009), so no route pays for it up front.
import { encode } from 'uqr';

export interface QrCode {
  /** Modules per side, quiet zone included. */
  size: number;
  /** One square per dark module. */
  path: string;
}

/** The path of every dark module of a boolean matrix, one unit square each. */
export function modulesPath(data: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}

export function qrCode(text: string): QrCode {
  const { size, data } = encode(text, { ecc: 'M', border: 2 });
  return { size, path: modulesPath(data) };
}

/** The code as a standalone SVG, one unit square per dark module, on white with its quiet zone. */
export function qrSvg(code: QrCode, attributes = '', title = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${code.size} ${code.size}"${attributes}>${title}<rect width="100%" height="100%" fill="#fff"/><path d="${code.path}" fill="#000"/></svg>`;
}

/** A standalone SVG file of the code, to download and print for the clubhouse. */
export function qrSvgFile(code: QrCode, title: string): string {
  const escaped = title.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return qrSvg(code, ` width="${code.size * 10}" height="${code.size * 10}"`, `<title>${escaped}</title>`);
}
