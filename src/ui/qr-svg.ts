// A QR code the server drew (one SVG path, docs/decisions/0070) as a standalone SVG file, to
// download and print for the clubhouse.
import type { QrCode } from '@/data/api/qr-codes';

/** The code on white with its quiet zone, ten pixels a module, titled with what it opens. */
export function qrSvgFile(code: QrCode, title: string): string {
  const side = code.size * 10;
  const escaped = title.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${code.size} ${code.size}" width="${side}" height="${side}"><title>${escaped}</title><rect width="100%" height="100%" fill="#fff"/><path d="${code.path}" fill="#000"/></svg>`;
}
