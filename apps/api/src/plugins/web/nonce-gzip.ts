import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A kept page compressed once, with a new CSP nonce in every response (decision 015).
 *
 * Compressing a 100 KB page per response costs 0.7–3 ms of the one Node thread (brotli 1–4), more
 * than serving it from the cache. So the page is cut at its nonce placeholders and each piece is
 * deflated once, ending in a full flush (byte-aligned). A response is then the gzip header, the
 * pieces with the nonce between them as stored (uncompressed) deflate blocks, an empty final
 * block, and the CRC-32 and length of the page as sent: a valid gzip stream built with a few
 * buffer copies. Its CRC-32 is put together from the pieces' own, computed once, and the
 * nonce's: no pass over the page's text per response.
 *
 * A piece may repeat text from before it (deflate looks 32 KB back), but never a nonce, which is
 * not known yet: each piece is deflated against the text before it as a preset dictionary, with
 * zero bytes where the nonces will be. A page never holds a zero byte, so nothing can match
 * there; a page that does is deflated piece by piece without a dictionary. Every nonce must then
 * have the length the page was prepared for.
 */
export interface PreparedPage {
  /** The length of the nonces the pieces were deflated for. */
  nonceLength: number;
  /** The page's text between placeholders, as UTF-8. */
  pieces: Buffer[];
  /** Each piece deflated (raw, full flush). */
  deflated: Buffer[];
  /** Each piece's CRC-32. */
  crcs: number[];
  /** Each piece's `zerosOperator`, to append its CRC to the CRC of what comes before it. */
  operators: number[];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block with BFINAL set: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** Deflate's window: how far back a piece may refer. */
const WINDOW = 32 * 1024;

export function preparePage(body: string, placeholder: string, nonceLength: number): PreparedPage {
  const pieces = body.split(placeholder).map((piece) => Buffer.from(piece, 'utf8'));
  const gap = Buffer.alloc(nonceLength);
  const linked = !body.includes('\0');
  const options = { level: 9, finishFlush: constants.Z_FULL_FLUSH };
  // The page up to the piece, its last 32 KB, with zeros where the nonces go.
  let before = Buffer.alloc(0);
  const deflated = pieces.map((piece, i) => {
    if (i > 0) before = Buffer.concat([before, gap]).subarray(-WINDOW);
    const sent = deflateRawSync(
      piece,
      linked && i > 0 ? { ...options, dictionary: before } : options,
    );
    before = Buffer.concat([before, piece]).subarray(-WINDOW);
    return sent;
  });
  return {
    nonceLength,
    pieces,
    deflated,
    crcs: pieces.map((piece) => crc32(piece)),
    operators: pieces.map((piece) => zerosOperator(piece.length)),
  };
}

// CRC-32 arithmetic (the polynomial's bit-reflected form, as zlib keeps CRCs): the CRC of A then B
// is A's CRC times x^(8·|B|), plus B's CRC, modulo the polynomial.
const POLY = 0xedb88320;

/** a·b modulo the CRC-32 polynomial; `a` is never 0 here (a power of x). */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const X_POWERS: number[] = [0x40000000];
for (let k = 1; k < 32; k += 1) X_POWERS.push(multiplyModP(X_POWERS[k - 1]!, X_POWERS[k - 1]!));

/** x^(8·bytes) modulo the polynomial: what moves a CRC past `bytes` more bytes. */
export function zerosOperator(bytes: number): number {
  let p = 0x80000000;
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n % 2 === 1) p = multiplyModP(X_POWERS[k % 32]!, p);
  }
  return p;
}

/** The CRC-32 of A then B from A's and B's, `operator` being `zerosOperator(B's length)`. */
export function combineCrc(crcA: number, crcB: number, operator: number): number {
  return (multiplyModP(operator, crcA) ^ crcB) >>> 0;
}

/** A stored deflate block holding `data` (at most 65,535 bytes), not final. */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0x00;
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/** The page as gzip, with `nonce` where each placeholder stood. */
export function gzipWithNonce(page: PreparedPage, nonce: string): Buffer {
  const filler = Buffer.from(nonce, 'utf8');
  if (filler.length !== page.nonceLength) {
    throw new Error(`A nonce of ${filler.length} bytes in a page prepared for ${page.nonceLength}`);
  }
  const stored = storedBlock(filler);
  const fillerCrc = crc32(filler);
  const fillerOperator = zerosOperator(filler.length);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  page.pieces.forEach((piece, i) => {
    if (i > 0) {
      parts.push(stored);
      crc = combineCrc(crc, fillerCrc, fillerOperator);
      length += filler.length;
    }
    parts.push(page.deflated[i]!);
    crc = combineCrc(crc, page.crcs[i]!, page.operators[i]!);
    length += piece.length;
  });
  parts.push(FINAL_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}
