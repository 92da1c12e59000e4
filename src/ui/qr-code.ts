// A QR code as one SVG path, from uqr loaded only when a request page link is shown (ADR 0009), so
// no route pays for it up front.

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

export async function qrCode(text: string): Promise<QrCode> {
  const { encode } = await import('uqr');
  const { size, data } = encode(text, { ecc: 'M', border: 2 });
  return { size, path: modulesPath(data) };
}

/** A standalone SVG file of the code, to download and print for the clubhouse. */
export function qrSvgFile(code: QrCode, title: string): string {
  const escaped = title.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${code.size} ${code.size}" width="${code.size * 10}" height="${code.size * 10}"><title>${escaped}</title><rect width="100%" height="100%" fill="#fff"/><path d="${code.path}" fill="#000"/></svg>`;
}
