import { endpoint } from '../http/contract.ts';
import { installmentPlansSchema, installmentQuerySchema } from './installment.schema.ts';

/** Installment plans: what the card gateway's banks offer for an amount (decision 044). */
export const installmentContract = {
  plans: endpoint({
    method: 'GET',
    path: '/api/payment/installments',
    access: 'public',
    tag: 'payments',
    summary:
      'The installment plans for an amount: banks, card schemes, terms, monthly amount and fee',
    query: installmentQuerySchema,
    response: installmentPlansSchema,
    errors: [400, 502] as const,
  }),
};
