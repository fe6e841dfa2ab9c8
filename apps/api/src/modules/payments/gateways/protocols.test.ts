import { describe, expect, it } from 'vitest';
import { alepaySign, alepaySignedData, alepayVerify } from './alepay.protocol.ts';
import { gmt7Stamp, parseGmt7Stamp } from './signing.ts';
import {
  vnpayPayUrl,
  vnpayResponseData,
  vnpaySign,
  vnpaySignedData,
  vnpayVerify,
} from './vnpay.protocol.ts';
import { parse } from 'node:querystring';

// The vectors of ../shared/research/payments.md, recomputed there from the lib and the guides.
const IPN = {
  vnp_Amount: '1000000',
  vnp_BankCode: 'NCB',
  vnp_BankTranNo: 'VNP14422574',
  vnp_CardType: 'ATM',
  vnp_OrderInfo: 'Thanh toan don hang 2024-05-21T02:17:31.249Z',
  vnp_PayDate: '20240521091806',
  vnp_ResponseCode: '00',
  vnp_TmnCode: 'TEST_TMN_CODE',
  vnp_TransactionNo: '14422574',
  vnp_TransactionStatus: '00',
  vnp_TxnRef: '1716257871703',
};
const IPN_HASH =
  '649982421beb422556a1374713c74e58e716ecbd05007c0c0e1f7effdfaf361dbf146889ca446139afe11b9954c4d5c486e99e3b86fcfab6957f29eb0be72895';

describe('VNPay 2.1.0 signing', () => {
  it('signs the IPN vector byte for byte (+ for a space, %3A for a colon)', () => {
    expect(vnpaySignedData(IPN)).toBe(
      'vnp_Amount=1000000&vnp_BankCode=NCB&vnp_BankTranNo=VNP14422574&vnp_CardType=ATM&vnp_OrderInfo=Thanh+toan+don+hang+2024-05-21T02%3A17%3A31.249Z&vnp_PayDate=20240521091806&vnp_ResponseCode=00&vnp_TmnCode=TEST_TMN_CODE&vnp_TransactionNo=14422574&vnp_TransactionStatus=00&vnp_TxnRef=1716257871703',
    );
    expect(vnpaySign('test_secret', IPN)).toBe(IPN_HASH);
    expect(vnpaySign('test_secret', { ...IPN, vnp_ResponseCode: '99' })).toMatch(/^503194f6/);
  });

  it('builds the pay URL vector', () => {
    const url = vnpayPayUrl('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html', 'test_secret', {
      tmnCode: 'TEST_TMN_CODE',
      txnRef: 'ref1234567',
      amount: 1000,
      orderInfo: 'Test order',
      locale: 'vn',
      returnUrl: 'https://example.com/return',
      ipAddr: '127.0.0.1',
      createdAt: parseGmt7Stamp('20210101070000')!,
      expiresAt: parseGmt7Stamp('20210101070000')!,
    });
    const query = url.split('?')[1]!;
    const fields = parse(query) as Record<string, string>;
    // The vector has a bank code and no expiry date; the rest must match it.
    const { vnp_ExpireDate: _expiry, vnp_SecureHash: _hash, ...rest } = fields;
    expect(vnpaySign('test_secret', { ...rest, vnp_BankCode: 'NCB' })).toBe(
      'd8e4eb24f51f157d6898a30ced0539e4f8f6dec834c0ab10d6cf9d768f9785ce8ba2edf1aab9a12d4561b162cde07d9b4088379523e61c642056d8b04095132b',
    );
    expect(fields.vnp_Amount).toBe('100000');
    expect(fields.vnp_SecureHash).toBe(vnpaySign('test_secret', fields));
  });

  it('verifies a decoded query, case-insensitively, and refuses any change', () => {
    const query = parse(`${vnpaySignedData(IPN)}&vnp_SecureHash=${IPN_HASH.toUpperCase()}`);
    const verified = vnpayVerify('test_secret', query);
    expect(verified).toMatchObject({ txnRef: '1716257871703', amount: 10_000, responseCode: '00' });
    expect(vnpayVerify('test_secret', { ...query, vnp_Amount: '2000000' })).toBeNull();
    expect(vnpayVerify('other_secret', query)).toBeNull();
    expect(vnpayVerify('test_secret', { ...query, vnp_SecureHash: undefined })).toBeNull();
  });

  it('joins querydr and refund answers with |, an absent field as empty', () => {
    expect(vnpayResponseData('refund', { vnp_ResponseId: 'a', vnp_Command: 'refund' })).toBe(
      'a|refund|||||||||||',
    );
  });

  it('writes and reads instants in Vietnam time', () => {
    const at = new Date('2026-11-23T17:30:05Z');
    expect(gmt7Stamp(at)).toBe('20261124003005');
    expect(parseGmt7Stamp('20261124003005')).toEqual(at);
    expect(parseGmt7Stamp('2026-11-24')).toBeNull();
  });
});

describe('Alepay signing', () => {
  const fields = {
    tokenKey: 'SI85PMt00k9SfmIbupQinvHVPCHYUd',
    orderCode: 'ALE30_API_1110',
    customMerchantId: '20112000',
    amount: 3000000,
    currency: 'VND',
    orderDescription: 'Description',
    totalItem: 1,
    checkoutType: 3,
    returnUrl: 'https://alepay-v3-sandbox.nganluong.vn/return_url',
    cancelUrl: 'https://alepay-v3-sandbox.nganluong.vn/cancel_url',
    buyerName: 'Virtual Buyer',
    buyerEmail: 'virtual_buyer@alepay.vn',
    buyerPhone: '0321654987',
    buyerAddress: '18 Tam Trinh',
    buyerCity: 'Hà Nội',
    buyerCountry: 'Việt Nam',
    paymentHours: 0.5,
    promotionCode: '',
    allowDomestic: true,
    language: 'vi',
    installment: false,
    month: '',
    bankCode: '',
    paymentMethod: '',
    cashback: '',
  };

  it('signs the published vector (sorted, raw UTF-8, empty values kept)', () => {
    expect(alepaySignedData(fields)).toBe(
      'allowDomestic=true&amount=3000000&bankCode=&buyerAddress=18 Tam Trinh&buyerCity=Hà Nội&buyerCountry=Việt Nam&buyerEmail=virtual_buyer@alepay.vn&buyerName=Virtual Buyer&buyerPhone=0321654987&cancelUrl=https://alepay-v3-sandbox.nganluong.vn/cancel_url&cashback=&checkoutType=3&currency=VND&customMerchantId=20112000&installment=false&language=vi&month=&orderCode=ALE30_API_1110&orderDescription=Description&paymentHours=0.5&paymentMethod=&promotionCode=&returnUrl=https://alepay-v3-sandbox.nganluong.vn/return_url&tokenKey=SI85PMt00k9SfmIbupQinvHVPCHYUd&totalItem=1',
    );
    expect(alepaySign('3x2rBWqf0UYOx1OFwQvrtbK3PuK4cL', fields)).toBe(
      '885d6a832e90cbc06ad1596ee572378919e2863835442be19d99a0c4f24647bb',
    );
  });

  it('verifies a signed body and refuses a changed or nested one', () => {
    const key = '3x2rBWqf0UYOx1OFwQvrtbK3PuK4cL';
    const body = { ...fields, signature: alepaySign(key, fields) };
    expect(alepayVerify(key, body)).not.toBeNull();
    expect(alepayVerify(key, { ...body, amount: 3000001 })).toBeNull();
    expect(alepayVerify(key, { ...body, nested: { a: 1 } })).toBeNull();
    // A query string's values are text: the same signature holds.
    expect(alepayVerify(key, { ...body, amount: '3000000' })).not.toBeNull();
  });
});
