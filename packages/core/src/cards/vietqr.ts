/**
 * VietQR transfer codes (NAPAS "QR Switching" v1.5.2, EMVCo merchant-presented TLV), built
 * offline: no bank is asked. A payload is `ID(2) + length(2) + value` fields, closed by field 63,
 * a CRC-16/CCITT-FALSE over everything before it including `6304`.
 */

/** The GUID NAPAS gives VietQR inside field 38. */
const VIETQR_GUID = 'A000000727';

/** One TLV field; the value's length is counted in characters (the payload is ASCII). */
export function tlv(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`VietQR field ${id} is longer than 99`);
  return id + String(value.length).padStart(2, '0') + value;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface VietQrInput {
  /** The beneficiary bank's six-digit BIN (NAPAS code list). */
  bankBin: string;
  /** The account (or card) number: letters and digits, at most 19. */
  account: string;
  /** To an account (QRIBFTTA, the default) or to a card (QRIBFTTC). */
  to?: 'account' | 'card';
  /** An amount in đồng makes the code single-purpose (`12`); without one it is reusable (`11`). */
  amount?: number | null;
  /** The transfer's message (field 62/08), ASCII. */
  purpose?: string | null;
  /** A reference (field 62/05), as MoMo puts `MOMOW2W…` there. */
  reference?: string | null;
  /** Field 80, which MoMo fills with the receiving phone's last three digits. */
  field80?: string | null;
}

/** The VietQR payload of a transfer, CRC included, byte for byte what banks' apps read. */
export function vietQrPayload(input: VietQrInput): string {
  const beneficiary = tlv('00', input.bankBin) + tlv('01', input.account);
  const merchant =
    tlv('00', VIETQR_GUID) +
    tlv('01', beneficiary) +
    tlv('02', input.to === 'card' ? 'QRIBFTTC' : 'QRIBFTTA');
  const additional =
    (input.reference ? tlv('05', input.reference) : '') +
    (input.purpose ? tlv('08', input.purpose) : '');
  const body =
    tlv('00', '01') +
    tlv('01', input.amount ? '12' : '11') +
    tlv('38', merchant) +
    tlv('53', '704') +
    (input.amount ? tlv('54', String(input.amount)) : '') +
    tlv('58', 'VN') +
    (additional ? tlv('62', additional) : '') +
    (input.field80 ? tlv('80', input.field80) : '') +
    '6304';
  return body + crc16(body);
}

/** The fields of a payload, top level, or null when it is not well-formed TLV with a good CRC. */
export function readVietQr(payload: string): Map<string, string> | null {
  if (payload.length < 8 || crc16(payload.slice(0, -4)) !== payload.slice(-4)) return null;
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) return null;
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return at === payload.length ? fields : null;
}

/** MoMo's "QR đa năng": VietQR to its BVBank virtual account, with MoMo's reference and field 80. */
export function momoPayload(input: {
  account: string;
  phoneTail?: string | null;
  amount?: number | null;
  purpose?: string | null;
}): string {
  return vietQrPayload({
    bankBin: BVBANK_BIN,
    account: input.account,
    amount: input.amount,
    purpose: input.purpose,
    reference: `MOMOW2W${input.account.slice(10)}`,
    field80: input.phoneTail,
  });
}

/** ZaloPay's receive code: VietQR to its BVBank virtual account. */
export function zaloPayPayload(input: {
  account: string;
  amount?: number | null;
  purpose?: string | null;
}): string {
  return vietQrPayload({
    bankBin: BVBANK_BIN,
    account: input.account,
    amount: input.amount,
    purpose: input.purpose,
  });
}

/** Bản Việt (BVBank), which holds MoMo's and ZaloPay's virtual accounts. */
export const BVBANK_BIN = '970454';

/**
 * A transfer message as VietQR carries it safely: Vietnamese letters without their marks, only
 * letters, digits and spaces, at most 25 characters.
 */
export function transferMessage(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 25)
    .trim();
}
