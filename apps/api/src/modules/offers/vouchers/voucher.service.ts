import {
  type Language,
  type MyVoucher,
  type Page,
  type PageQuery,
  type Result,
  type Voucher,
  type VoucherOffer,
  fail,
  formatVnd,
  localize,
  offerState,
  ok,
} from '@lotus/core';
import { type ServiceContext, actorOf } from '../../../context.ts';
import { nameOf, target } from '../programme.ts';
import * as repo from './voucher.repository.ts';

/** What a voucher gives and needs, in a sentence: the operator's own words, else the shop's. */
function describeVoucher(v: repo.VoucherRow, lang: Language): string {
  const custom = localize({ vi: v.descriptionVi, en: v.descriptionEn }, lang);
  if (custom) return custom;
  const vi = lang === 'vi';
  const off =
    v.type === 'PERCENT'
      ? `${v.value}%${v.maxDiscount ? (vi ? ` (tối đa ${formatVnd(v.maxDiscount, lang)})` : ` (up to ${formatVnd(v.maxDiscount, lang)})`) : ''}`
      : v.type === 'FIXED'
        ? formatVnd(v.value, lang)
        : vi
          ? `${formatVnd(v.value, lang)} mỗi sản phẩm`
          : `${formatVnd(v.value, lang)} per item`;
  const min =
    v.minSubtotal > 0
      ? vi
        ? ` cho đơn từ ${formatVnd(v.minSubtotal, lang)}`
        : ` on orders from ${formatVnd(v.minSubtotal, lang)}`
      : '';
  return vi ? `Giảm ${off}${min}` : `${off} off${min}`;
}

const toVoucher = (row: repo.VoucherRow, lang: Language): Voucher => ({
  id: row.id,
  code: row.code,
  name: nameOf(row, lang),
  description: describeVoucher(row, lang),
  type: row.type,
  value: row.value,
  maxDiscount: row.maxDiscount,
  minSubtotal: row.minSubtotal,
  restricted: row.productIds.length + row.categoryIds.length > 0,
  isPublic: row.isPublic,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  usesLeft: row.totalLimit === null ? null : Math.max(0, row.totalLimit - row.used),
  perCustomerLimit: row.perCustomerLimit,
});

/** Why a voucher cannot be used by a shopper who used it `mine` times, or null. */
function voucherRefusal(
  row: repo.VoucherRow,
  mine: number | null,
  now: Date,
): 'VOUCHER_NOT_STARTED' | 'VOUCHER_EXPIRED' | 'VOUCHER_USED_UP' | 'VOUCHER_ALREADY_USED' | null {
  const state = offerState(row, now);
  if (state === 'SCHEDULED') return 'VOUCHER_NOT_STARTED';
  if (state !== 'RUNNING') return 'VOUCHER_EXPIRED';
  if (row.totalLimit !== null && row.used >= row.totalLimit) return 'VOUCHER_USED_UP';
  if (mine !== null && mine >= row.perCustomerLimit) return 'VOUCHER_ALREADY_USED';
  return null;
}

/** Where a refusal leaves a voucher of the wallet. */
const WALLET_STATES = {
  VOUCHER_NOT_STARTED: 'NOT_STARTED',
  VOUCHER_EXPIRED: 'EXPIRED',
  VOUCHER_USED_UP: 'USED_UP',
  VOUCHER_ALREADY_USED: 'ALREADY_USED',
} as const;

/** A voucher of the wallet with the shopper's uses and where it stands. */
function walletItem(row: repo.VoucherRow, mine: number, ctx: ServiceContext): MyVoucher {
  const refusal = voucherRefusal(row, mine, ctx.now);
  return {
    ...toVoucher(row, ctx.lang),
    used: mine,
    state: refusal === null ? 'USABLE' : WALLET_STATES[refusal],
  };
}

/** Vouchers: the public list, a shopper's wallet, and the voucher a cart or an order uses. */
export function createVoucherService() {
  return {
    /**
     * The voucher of `code` for the acting shopper, as the engine's offer, or the refusal that
     * stops it before pricing: unknown, not started, expired (or stopped), used up, not theirs
     * (a private voucher not in their wallet), already used by them as often as allowed.
     */
    async voucherFor(
      ctx: ServiceContext,
      code: string,
      options: { asTheShop?: boolean } = {},
    ): Promise<Result<{ offer: VoucherOffer; name: string; perCustomerLimit: number }>> {
      const row = await repo.voucherByCode(ctx.db, code);
      if (!row) return fail('VOUCHER_NOT_FOUND');
      // The back office's preview asks as the shop: no wallet, no uses of its own.
      const entry =
        ctx.actor && !options.asTheShop
          ? await repo.walletEntry(ctx.db, ctx.actor.id, row.id)
          : null;
      if (!row.isPublic && !entry && !options.asTheShop) return fail('VOUCHER_NOT_YOURS');
      const refusal = voucherRefusal(row, entry?.used ?? null, ctx.now);
      if (refusal) return fail(refusal);
      return ok({
        offer: {
          stage: 'VOUCHER',
          ref: row.id,
          type: row.type,
          value: row.value,
          maxDiscount: row.maxDiscount,
          minSubtotal: row.minSubtotal,
          concentrated: row.concentrated,
          ...target(row),
        },
        name: nameOf(row, ctx.lang),
        perCustomerLimit: row.perCustomerLimit,
      });
    },

    async publicVouchers(ctx: ServiceContext, page: PageQuery): Promise<Page<Voucher>> {
      const { rows, total } = await repo.publicVouchers(ctx.db, ctx.now, page);
      return {
        items: rows.map((r) => toVoucher(r, ctx.lang)),
        meta: { page: page.page, pageSize: page.limit, total },
      };
    },

    /** Puts a public voucher into the shopper's wallet; a private one is the shop's to grant. */
    async claim(ctx: ServiceContext, voucherId: string): Promise<Result<MyVoucher>> {
      const row = await repo.voucherRows.find(ctx.db, voucherId);
      if (!row) return fail('VOUCHER_NOT_FOUND');
      const userId = actorOf(ctx).id;
      const entry = await repo.walletEntry(ctx.db, userId, row.id);
      if (!entry) {
        if (!row.isPublic) return fail('VOUCHER_NOT_YOURS');
        const state = offerState(row, ctx.now);
        if (state === 'ENDED' || state === 'STOPPED') return fail('VOUCHER_EXPIRED');
        await repo.addToWallet(ctx.db, userId, row.id, ctx.now);
      }
      const mine = entry?.used ?? 0;
      return ok(walletItem(row, mine, ctx));
    },

    async myVouchers(ctx: ServiceContext): Promise<MyVoucher[]> {
      const rows = await repo.walletOf(ctx.db, actorOf(ctx).id);
      return rows.map((r) => walletItem(r, r.mine, ctx));
    },
  };
}
