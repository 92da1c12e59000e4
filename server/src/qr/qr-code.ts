// A QR code as one SVG path, drawn by uqr on the server (docs/decisions/0070): the desk asks for the
// codes it shows and draws the path, so no browser bundle carries a QR encoder.
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
