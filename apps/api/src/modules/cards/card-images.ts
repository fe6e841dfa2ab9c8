import QRCode from 'qrcode';
import { CARD_PHOTO_EDGE, CARD_PHOTO_FORMATS } from '@lotus/core';
import sharp, { type OverlayOptions } from 'sharp';

/**
 * The card's pictures, drawn on the server: QR codes (SVG for the page, PNG to print or share)
 * and the link-preview image chat apps show for the card's address.
 */

/** A QR code as SVG, sized by its container (viewBox only). */
export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

/** A QR code as a PNG, 512 px wide: enough to print on a business card. */
export async function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', margin: 2, width: 512, errorCorrectionLevel: 'M' });
}

/** Decoding stops past this many pixels (a small file may claim a huge picture). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * A member's photo as the card keeps it: decoded whatever its name says (only JPEG, PNG or
 * WebP), turned upright, cut to a centred square of CARD_PHOTO_EDGE and re-encoded as JPEG,
 * which drops every metadata block (a phone's GPS position included). Null when it is not an
 * image sharp can decode.
 */
export async function squarePhoto(data: Buffer): Promise<Buffer | null> {
  try {
    const image = sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!(CARD_PHOTO_FORMATS as readonly string[]).includes(format ?? '')) return null;
    return await image
      .rotate()
      .resize({ width: CARD_PHOTO_EDGE, height: CARD_PHOTO_EDGE, fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Cuts a line to `max` characters with an ellipsis. */
const fit = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * The link-preview image (1200 × 630, as Facebook, Zalo and X crop it): the name, the title
 * and company the card shows everyone, and its QR code.
 */
export async function previewPng(input: {
  name: string;
  lines: string[];
  qrText: string;
  shop: string;
  /** The member's photo (JPEG), drawn in the circle instead of the initials. */
  photo?: Buffer | null;
}): Promise<Buffer> {
  const qr = await qrPng(input.qrText);
  const initials = input.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(-2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const lines = input.lines
    .slice(0, 3)
    .map(
      (line, i) =>
        `<text x="80" y="${370 + i * 52}" font-size="34" fill="#475569">${escapeXml(fit(line, 40))}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="#fff7ed"/>
  <rect x="0" y="0" width="1200" height="16" fill="#be123c"/>
  <circle cx="150" cy="170" r="70" fill="#be123c"/>
  <text x="150" y="193" font-size="60" font-family="DejaVu Sans, sans-serif" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
  <g font-family="DejaVu Sans, sans-serif">
    <text x="80" y="310" font-size="56" font-weight="bold" fill="#0f172a">${escapeXml(fit(input.name, 28))}</text>
    ${lines}
    <text x="80" y="590" font-size="26" fill="#be123c">${escapeXml(fit(input.shop, 50))}</text>
  </g>
  <rect x="790" y="130" width="370" height="370" rx="24" fill="#fff"/>
</svg>`;
  const layers: OverlayOptions[] = [
    { input: await sharp(qr).resize(330, 330).toBuffer(), left: 810, top: 150 },
  ];
  if (input.photo) {
    const circle = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="140" height="140"><circle cx="70" cy="70" r="70"/></svg>',
    );
    const round = await sharp(input.photo)
      .resize(140, 140)
      .composite([{ input: circle, blend: 'dest-in' }])
      .png()
      .toBuffer();
    layers.push({ input: round, left: 80, top: 100 });
  }
  return sharp(Buffer.from(svg)).composite(layers).png().toBuffer();
}
