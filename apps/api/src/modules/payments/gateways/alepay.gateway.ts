import { ALEPAY_WAITING_CODES } from '@lotus/core';
import type { CardGateway, GatewayMessage, InstallmentGateway, PaymentGateway } from './gateway.ts';
import type { GatewayTransport } from './transport.ts';
import {
  ALEPAY_OK,
  ALEPAY_PATHS,
  type AlepayCancelProfile,
  type AlepayProfileRequest,
  type AlepayRefundRequest,
  type AlepayTokenPaymentRequest,
  type AlepayTransactionQuery,
  type AlepayValue,
  alepaySigned,
  alepayVerify,
} from './alepay.protocol.ts';
import {
  ALEPAY_INSTALLMENT_PATHS,
  type AlepayInstallmentQuery,
  installmentOffersOf,
  installmentRequest,
} from './alepay-installment.ts';

export interface AlepaySettings {
  tokenKey: string;
  checksumKey: string;
  /** The API's base URL; the calls are `<baseUrl>/request-profile`, … */
  baseUrl: string;
}

const text = (value: AlepayValue) => (value === null || value === undefined ? '' : String(value));

/** The answer of a call, when it came back whole: its fields (signed answers verified). */
type Answer = Record<string, AlepayValue>;

/** THEGHINO through Alepay's card-on-file protocol (the real Alepay, or the built-in sandbox). */
export function alepayGateway(
  settings: AlepaySettings,
  transport: GatewayTransport,
): PaymentGateway & CardGateway & InstallmentGateway {
  const { tokenKey, checksumKey } = settings;

  /** A signed call; an answer that carries a signature must verify. Null when unreachable. */
  async function call(path: string, fields: Record<string, AlepayValue>): Promise<Answer | null> {
    const answer = await transport
      .post(`${settings.baseUrl}${path}`, alepaySigned(checksumKey, fields))
      .catch(() => null);
    const body = answer?.body;
    if (!body || typeof body !== 'object') return null;
    if ('signature' in body) return alepayVerify(checksumKey, body);
    return body as Answer;
  }

  const paymentOf = (fields: Answer): GatewayMessage | null => {
    const orderCode = text(fields.orderCode);
    const amount = Number(fields.amount);
    if (!orderCode || !Number.isInteger(amount)) return null;
    const code = text(fields.code ?? fields.status);
    return {
      txnRef: orderCode,
      amount,
      code,
      // The buyer's or the merchant's confirmation still to come (decision 044): not decided.
      decided: code !== '' && !(ALEPAY_WAITING_CODES as readonly string[]).includes(code),
      paid: code === ALEPAY_OK,
      transactionNo: text(fields.transactionCode) || null,
      raw: fields,
    };
  };

  return {
    name: 'ALEPAY',

    async start(request) {
      if (request.installment) {
        const { installment } = request;
        return checkoutPage(
          await call(
            ALEPAY_INSTALLMENT_PATHS.requestPayment,
            installmentRequest(tokenKey, { ...request, installment }),
          ),
        );
      }
      if (!request.cardToken) throw new Error('a card payment needs the card token');
      const answer = await call(ALEPAY_PATHS.tokenPayment, {
        tokenKey,
        alepayToken: request.cardToken,
        orderCode: request.txnRef,
        amount: request.amount,
        currency: 'VND',
        orderDescription: request.orderInfo,
        returnUrl: request.returnUrl,
        cancelUrl: request.returnUrl,
        language: request.lang,
        buyerName: request.buyer.name,
        buyerEmail: request.buyer.email,
        buyerPhone: request.buyer.phone,
      } satisfies AlepayTokenPaymentRequest);
      return checkoutPage(answer);
    },

    async installmentOffers(amount) {
      const fields = alepaySigned(checksumKey, {
        tokenKey,
        amount,
        currencyCode: 'VND',
      } satisfies AlepayInstallmentQuery);
      const answer = await transport
        .post(`${settings.baseUrl}${ALEPAY_INSTALLMENT_PATHS.installmentInfo}`, fields)
        .catch(() => null);
      const body = answer?.body as Record<string, unknown> | null | undefined;
      if (!body || typeof body !== 'object' || body.code !== ALEPAY_OK) return null;
      // A flat answer (the data as JSON text) carries its signature; it must verify.
      if (typeof body.data === 'string' && !alepayVerify(checksumKey, body)) return null;
      return installmentOffersOf(body.data);
    },

    verify(message) {
      const fields = alepayVerify(checksumKey, flat(message));
      return fields && paymentOf(fields);
    },

    async query(attempt) {
      const answer = await call(ALEPAY_PATHS.transactionInfo, {
        tokenKey,
        orderCode: attempt.txnRef,
      } satisfies AlepayTransactionQuery);
      if (answer?.code === '136') return 'NOT_FOUND';
      if (!answer || answer.code !== ALEPAY_OK) return null;
      const found = paymentOf({ ...answer, code: answer.status });
      return found && found.txnRef === attempt.txnRef ? found : null;
    },

    async refund(attempt) {
      const answer = await call(ALEPAY_PATHS.refund, {
        tokenKey,
        transactionCode: attempt.transactionNo ?? '',
        refundAmount: attempt.amount,
        reason: `Refund ${attempt.orderInfo}`,
      } satisfies AlepayRefundRequest);
      if (!answer) return { ok: false, code: null };
      return answer.code === ALEPAY_OK ? { ok: true } : { ok: false, code: text(answer.code) };
    },

    async linkPage(customer, urls, lang) {
      const answer = await call(ALEPAY_PATHS.requestProfile, {
        tokenKey,
        id: customer.id,
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phone: customer.phone,
        returnUrl: urls.returnUrl,
        cancelUrl: urls.cancelUrl,
        language: lang,
      } satisfies AlepayProfileRequest);
      if (!answer) return { ok: false, code: null };
      const url = text(answer.url);
      return answer.code === ALEPAY_OK && url
        ? { ok: true, url }
        : { ok: false, code: text(answer.code) || null };
    },

    verifyCard(message) {
      const fields = alepayVerify(checksumKey, flat(message));
      if (!fields) return null;
      const code = text(fields.code);
      const customerId = text(fields.customerId);
      const masked = /^(\d{6})\**(\d{4})$/.exec(text(fields.cardNumber));
      const expiry = text(fields.cardExpire);
      const token = text(fields.alepayToken);
      const card =
        code === ALEPAY_OK && token && masked && /^\d{2}\/\d{2}$/.test(expiry)
          ? {
              customerId,
              token,
              brand: text(fields.cardBrand) || 'CARD',
              firstSix: masked[1]!,
              lastFour: masked[2]!,
              expiry,
            }
          : null;
      return { code, card, customerId };
    },

    async unlink(token, lang) {
      const answer = await call(ALEPAY_PATHS.cancelProfile, {
        tokenKey,
        alepayToken: token,
        language: lang,
      } satisfies AlepayCancelProfile);
      if (!answer) return { ok: false, code: null };
      return answer.code === ALEPAY_OK ? { ok: true } : { ok: false, code: text(answer.code) };
    },
  };
}

/** The gateway's page from a checkout's answer, or why not. */
function checkoutPage(answer: Answer | null) {
  if (!answer) return { ok: false as const, code: null };
  const url = text(answer.checkoutUrl);
  return answer.code === ALEPAY_OK && url
    ? { ok: true as const, paymentUrl: url }
    : { ok: false as const, code: text(answer.code) || null };
}

/** A query's or body's fields as flat strings and scalars (a repeated key keeps its first). */
function flat(message: unknown): Record<string, AlepayValue> | null {
  if (!message || typeof message !== 'object') return null;
  const out: Record<string, AlepayValue> = {};
  for (const [key, value] of Object.entries(message as Record<string, unknown>)) {
    const first: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (first === null || ['string', 'number', 'boolean'].includes(typeof first)) {
      out[key] = first as AlepayValue;
    } else return null;
  }
  return out;
}
