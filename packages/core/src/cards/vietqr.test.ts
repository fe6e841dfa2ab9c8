import { describe, expect, it } from 'vitest';
import {
  crc16,
  momoPayload,
  readVietQr,
  transferMessage,
  vietQrPayload,
  zaloPayPayload,
} from './vietqr.ts';

// The research notes' vectors (shared/research next-capabilities C2 and payments §4), each
// verified against the libraries that published them.
describe('VietQR payloads', () => {
  it('reproduces the ACB static vector byte for byte', () => {
    expect(vietQrPayload({ bankBin: '970416', account: '257678859' })).toBe(
      '00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304AE9F',
    );
  });

  it('reproduces the ACB vector with an amount and a message (CRC 53E6)', () => {
    const payload = vietQrPayload({
      bankBin: '970416',
      account: '257678859',
      amount: 10000,
      purpose: 'Chuyen tien',
    });
    expect(payload).toBe(
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA5303704540510000' +
        '5802VN62150811Chuyen tien630453E6',
    );
  });

  it('reproduces the VietinBank vector of subiz/vietqr (120,000 đ, CRC C15C)', () => {
    expect(
      vietQrPayload({
        bankBin: '970415',
        account: '0011001932418',
        amount: 120000,
        purpose: 'ung ho lu lut',
      }),
    ).toBe(
      '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C',
    );
  });

  it("reproduces ZaloPay's and MoMo's receive codes (BVBank virtual accounts)", () => {
    expect(zaloPayPayload({ account: '99ZP24009M07248267' })).toBe(
      '00020101021138620010A00000072701320006970454011899ZP24009M072482670208QRIBFTTA53037045802VN6304073C',
    );
    expect(momoPayload({ account: '99MM24011M34875080', phoneTail: '046' })).toBe(
      '00020101021138620010A00000072701320006970454011899MM24011M348750800208QRIBFTTA53037045802VN62190515MOMOW2W3487508080030466304EBC8',
    );
  });

  it('reads back what it writes, and refuses a payload whose CRC does not match', () => {
    const payload = vietQrPayload({ bankBin: '970436', account: '0011001234567', amount: 50000 });
    const fields = readVietQr(payload);
    expect(fields?.get('54')).toBe('50000');
    expect(fields?.get('58')).toBe('VN');
    expect(readVietQr(payload.slice(0, -1) + (payload.endsWith('0') ? '1' : '0'))).toBeNull();
    expect(crc16('123456789')).toBe('29B1');
  });

  it('turns a Vietnamese message into what every bank app reads', () => {
    expect(transferMessage('Đặt cọc áo dài – đơn #12')).toBe('Dat coc ao dai don 12');
    expect(transferMessage('a'.repeat(40))).toHaveLength(25);
  });
});
