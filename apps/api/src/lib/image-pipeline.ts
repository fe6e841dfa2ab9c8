import sharp from 'sharp';

/** Decoding stops past this many pixels (a small file may claim a huge picture). */
const MAX_INPUT_PIXELS = 50_000_000;

/** One picture to make of an upload: `inside` keeps its shape within `edge`, `cover` crops a square. */
export interface ImageOutput {
  edge: number;
  fit: 'inside' | 'cover';
}

/** A re-encoded picture (WebP) with its size. */
export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** A file name a browser would send: no folders, no `..`, no control characters. */
export function plainFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 255 &&
    !/[/\\]/.test(name) &&
    !name.includes('..') &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(name)
  );
}

/**
 * The shop's one pipeline for uploaded pictures (review photos, product images). A file is
 * accepted only when it decodes as one of `formats` (whatever its name or declared type says: an
 * SVG or a text file named `.jpg` is refused); each output is turned upright, scaled (`inside`
 * never enlarges) and re-encoded as WebP, which drops every metadata block (a phone's GPS
 * position included). Null when the file is not such an image.
 */
export async function reencodeImage(
  data: Buffer,
  formats: readonly string[],
  outputs: readonly ImageOutput[],
): Promise<EncodedImage[] | null> {
  const open = () => sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  try {
    const { format } = await open().metadata();
    if (!formats.includes(format ?? '')) return null;
    const encoded: EncodedImage[] = [];
    for (const output of outputs) {
      const { data: webp, info } = await open()
        .rotate()
        .resize({
          width: output.edge,
          height: output.edge,
          fit: output.fit,
          withoutEnlargement: output.fit === 'inside',
        })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      encoded.push({ data: webp, width: info.width, height: info.height });
    }
    return encoded;
  } catch {
    // Not an image the decoder can read (text, a truncated or hostile file).
    return null;
  }
}
