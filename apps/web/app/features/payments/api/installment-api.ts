import { installmentContract, type InstallmentPlans } from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** The installment plans the card gateway's banks offer for an amount (decision 044). */
export function getInstallmentPlans(api: ApiClient, amount: number): Promise<InstallmentPlans> {
  return api.call(installmentContract.plans, { query: { amount } });
}

/** The resource route the browser reads plans from (`routes/payment.installments.ts`). */
export const installmentPlansPath = (amount: number) => `/payment/installments?amount=${amount}`;
