import { type PortalVoucher, type Result, type VoucherInput, fail, ok } from '@lotus/core';
import { uniqueViolation } from '@lotus/db';
import type { ServiceContext } from '../../../context.ts';
import type { UserService } from '../../users/user.service.ts';
import {
  type ProgrammeAdmin,
  change,
  mapResult,
  portalProgramme,
  stamp,
  stopped,
  windowOf,
} from '../programme-admin.ts';
import { type VoucherRow, addToWallet, voucherRows } from './voucher.repository.ts';

const toVoucher = (v: VoucherRow, now: Date): PortalVoucher => ({
  ...portalProgramme(v, now),
  productIds: v.productIds,
  categoryIds: v.categoryIds,
  code: v.code,
  descriptionVi: v.descriptionVi,
  descriptionEn: v.descriptionEn,
  type: v.type,
  value: v.value,
  maxDiscount: v.maxDiscount,
  minSubtotal: v.minSubtotal,
  isPublic: v.isPublic,
  totalLimit: v.totalLimit,
  used: v.used,
  perCustomerLimit: v.perCustomerLimit,
});

/** A voucher written with a code another one has: refused, not thrown. */
async function codeUnique<T>(write: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'vouchers_code_unique') return fail('VOUCHER_CODE_EXISTING');
    throw error;
  }
}

/**
 * The back office's vouchers (a code is unique; a limit never goes below the uses), and the
 * grant that puts one into a customer's wallet.
 */
export function createVoucherAdmin(deps: { users: UserService }): ProgrammeAdmin<
  VoucherInput,
  PortalVoucher
> & {
  grant(ctx: ServiceContext, id: string, email: string): Promise<Result<PortalVoucher>>;
} {
  return {
    async list(ctx) {
      return (await voucherRows.list(ctx.db)).map((v) => toVoucher(v, ctx.now));
    },
    create(ctx, input) {
      return codeUnique(async () => {
        const row = await voucherRows.insert(ctx.db, {
          ...input,
          ...windowOf(input),
          ...stamp(ctx),
        });
        return ok(toVoucher(row, ctx.now));
      });
    },
    change(ctx, id, input) {
      return codeUnique(async () => {
        const values = 'stop' in input ? stopped(ctx) : { ...input, ...windowOf(input) };
        const changed = await change(ctx, voucherRows, id, values, 'VOUCHER_NOT_FOUND');
        return mapResult(changed, (row) => toVoucher(row, ctx.now));
      });
    },
    /** Puts a voucher into a customer's wallet, found by email. */
    async grant(ctx, id, email) {
      const row = await voucherRows.find(ctx.db, id);
      if (!row) return fail('VOUCHER_NOT_FOUND');
      const userId = await deps.users.customerId(ctx, email);
      if (!userId) return fail('CUSTOMER_NOT_FOUND');
      await addToWallet(ctx.db, userId, id, ctx.now);
      return ok(toVoucher(row, ctx.now));
    },
  };
}
