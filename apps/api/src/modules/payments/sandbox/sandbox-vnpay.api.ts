/**
 * The sandbox VNPay's merchant API (`…/merchant_webapi/api/transaction`): `querydr` and `refund`,
 * their `|`-joined request checksums checked, their answers signed as VNPay signs them.
 */
import { z } from 'zod';
import { gmt7Stamp, hmacHex, parseGmt7Stamp, sameSignature } from '../gateways/signing.ts';
import { VNPAY_VERSION, vnpayRequestData, vnpaySignResponse } from '../gateways/vnpay.protocol.ts';
import { addRefund, findTransaction, type SandboxTransaction } from './sandbox.repository.ts';
import type { SandboxOptions } from './sandbox.options.ts';

/** A `yyyyMMddHHmmss` GMT+7 stamp. */
export const gmt7StampSchema = z.string().refine((s) => parseGmt7Stamp(s) !== null);

const common = {
  vnp_RequestId: z.string().min(1).max(32),
  vnp_Version: z.literal(VNPAY_VERSION),
  vnp_TmnCode: z.string(),
  vnp_TxnRef: z.string().min(1),
  vnp_TransactionDate: gmt7StampSchema,
  vnp_CreateDate: gmt7StampSchema,
  vnp_IpAddr: z.string().min(1),
  vnp_OrderInfo: z.string(),
  vnp_SecureHash: z.string().min(1),
};

const requestSchema = z.discriminatedUnion('vnp_Command', [
  z.object({ ...common, vnp_Command: z.literal('querydr') }),
  z.object({
    ...common,
    vnp_Command: z.literal('refund'),
    vnp_TransactionType: z.enum(['02', '03']),
    vnp_Amount: z.string().regex(/^[1-9]\d*00$/),
    vnp_TransactionNo: z.string(),
    vnp_CreateBy: z.string().min(1),
  }),
]);

const MESSAGES = {
  '00': 'Request success',
  '02': 'Invalid TmnCode',
  '03': 'Invalid data format',
  '91': 'Transaction not found',
  '95': 'Transaction was not successful, refund refused',
  '97': 'Invalid checksum',
} as const;
type ApiCode = keyof typeof MESSAGES;

/** What the answers tell of a transaction. */
const transactionFields = (tx: SandboxTransaction) => ({
  vnp_TxnRef: tx.merchantRef,
  vnp_Amount: String(tx.amount * 100),
  vnp_BankCode: 'NCB',
  vnp_PayDate: tx.decidedAt ? gmt7Stamp(tx.decidedAt) : '',
  vnp_TransactionNo: tx.transactionNo,
  vnp_OrderInfo: tx.request.vnp_OrderInfo ?? '',
});

/** VNPay's transaction status: 01 while the shopper has not finished, 00 paid, 02 failed. */
const statusOf = (tx: SandboxTransaction) =>
  tx.resultCode === null ? '01' : tx.resultCode === '00' ? '00' : '02';

/** The signed answer to a `querydr` or `refund` request (`fields`: the flat JSON body). */
export async function vnpayApiAnswer(
  options: SandboxOptions,
  fields: Record<string, string>,
  responseId: () => string,
): Promise<Record<string, string>> {
  const { database: db, vnpay } = options;
  const command = fields.vnp_Command === 'refund' ? 'refund' : 'querydr';
  const answer = (code: ApiCode, extra: Record<string, string> = {}) =>
    vnpaySignResponse(vnpay.hashSecret, command, {
      vnp_ResponseId: responseId(),
      vnp_Command: fields.vnp_Command ?? '',
      vnp_ResponseCode: code,
      vnp_Message: MESSAGES[code],
      vnp_TmnCode: fields.vnp_TmnCode ?? '',
      ...extra,
    });

  const parsed = requestSchema.safeParse(fields);
  if (!parsed.success) return answer('03');
  const request = parsed.data;
  if (request.vnp_TmnCode !== vnpay.tmnCode) return answer('02');
  const data = vnpayRequestData(request.vnp_Command, fields);
  if (!sameSignature(request.vnp_SecureHash, hmacHex('sha512', vnpay.hashSecret, data))) {
    return answer('97');
  }
  const tx = await findTransaction(db, 'VNPAY', request.vnp_TxnRef);
  if (!tx) return answer('91', { vnp_TxnRef: request.vnp_TxnRef });

  if (request.vnp_Command === 'querydr') {
    return answer('00', {
      ...transactionFields(tx),
      vnp_TransactionType: '01',
      vnp_TransactionStatus: statusOf(tx),
      vnp_PromotionCode: '',
      vnp_PromotionAmount: '',
    });
  }
  if (request.vnp_TransactionNo && request.vnp_TransactionNo !== tx.transactionNo) {
    return answer('91', { vnp_TxnRef: request.vnp_TxnRef });
  }
  if (tx.resultCode !== '00') return answer('95', transactionFields(tx));
  const amount = Number(request.vnp_Amount) / 100;
  const refunded = await addRefund(db, tx.id, '00', amount);
  if (!refunded) return answer('03', transactionFields(tx));
  return answer('00', {
    ...transactionFields(refunded),
    vnp_Amount: request.vnp_Amount,
    vnp_TransactionType: request.vnp_TransactionType,
    // Refund being processed, as VNPay answers an accepted refund.
    vnp_TransactionStatus: '05',
  });
}
