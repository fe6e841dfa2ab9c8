import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import { errors, idParams, programmeEndpoints } from './programme.contract.ts';
import {
  myVoucherSchema,
  portalVoucherSchema,
  voucherGrantSchema,
  voucherInputSchema,
  voucherListQuerySchema,
  voucherSchema,
} from './voucher.schema.ts';

/** What the storefront reads of vouchers, and a shopper's wallet. */
export const voucherContract = {
  publicVouchers: endpoint({
    method: 'POST',
    path: '/api/voucher/public/list',
    access: 'public',
    tag: 'offers',
    summary: 'Public vouchers running or coming, soonest ending first, with meta',
    body: voucherListQuerySchema,
    response: voucherSchema,
    paged: true,
    errors,
  }),
  claimVoucher: endpoint({
    method: 'POST',
    path: '/api/voucher/:id/claim',
    access: 'vouchers.claim',
    tag: 'offers',
    summary: 'Put a public voucher into your wallet (claiming twice changes nothing)',
    params: idParams,
    response: myVoucherSchema,
    errors,
  }),
  myVouchers: endpoint({
    method: 'GET',
    path: '/api/voucher/my-voucher',
    access: 'vouchers.claim',
    tag: 'offers',
    summary: 'Your vouchers with your uses and whether each can be used now',
    response: z.array(myVoucherSchema),
    errors,
  }),
};

/** The back office's vouchers. */
export const voucherEndpoints = programmeEndpoints({
  name: 'vouchers',
  input: voucherInputSchema,
  output: portalVoucherSchema,
  summaries: {
    list: 'Every voucher with its uses, newest first',
    create: 'Create a voucher (its code is unique)',
    update: 'Change a voucher that has not ended (its limit never goes below its uses)',
    stop: 'Stop a voucher now',
  },
});

/** How a private voucher reaches its owner. */
export const grantVoucherEndpoint = endpoint({
  method: 'POST',
  path: '/api/portal/vouchers/:id/grant',
  access: 'offers.manage',
  tag: 'portal',
  summary: "Put a voucher into a customer's wallet (how a private voucher reaches its owner)",
  params: idParams,
  body: voucherGrantSchema,
  response: portalVoucherSchema,
  errors,
});
