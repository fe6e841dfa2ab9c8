import {
  ALEPAY_WAITING_CODES,
  INSTALLMENT_WAIT_HOURS,
  type InstallmentChoice,
  type PaymentGatewayName,
} from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import type { PayableOrder } from '../orders/order-payment.service.ts';
import type { GatewayMessage } from './gateways/gateway.ts';
import { findInstallment } from './installment.repository.ts';

/**
 * A waiting outcome's note (decision 044): the attempt stays pending, shown as waiting, and open
 * for `INSTALLMENT_WAIT_HOURS` (the buyer confirms with their bank, the merchant reviews), so the
 * order's payment window does not close on it meanwhile.
 */
export function waitingNote(
  gateway: PaymentGatewayName,
  id: string,
  message: GatewayMessage,
  now: Date,
) {
  if (gateway !== 'ALEPAY' || !(ALEPAY_WAITING_CODES as readonly string[]).includes(message.code)) {
    return null;
  }
  return {
    id,
    code: message.code,
    message: message.raw,
    until: new Date(now.getTime() + INSTALLMENT_WAIT_HOURS * 3_600_000),
  };
}

/**
 * What an attempt of `order` asks the gateway to convert: its plan's bank, scheme and term (an
 * INSTALLMENT order), null for other methods, false when an installment order has no plan.
 */
export async function installmentOf(
  ctx: ServiceContext,
  order: PayableOrder,
): Promise<InstallmentChoice | null | false> {
  if (order.paymentMethod !== 'INSTALLMENT') return null;
  const plan = await findInstallment(ctx.db, order.id);
  return plan ? { bankCode: plan.bankCode, scheme: plan.scheme, months: plan.months } : false;
}
