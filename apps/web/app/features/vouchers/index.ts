/** Vouchers: the public list with saving into the wallet, the wallet, the checkout's link. */
export {
  claimVoucher,
  getMyVouchers,
  listPublicVouchers,
  voucherMinimums,
} from './api/voucher-api';
export { ClaimButton, type ClaimState } from './components/claim-button';
export { VoucherCard } from './components/voucher-card';
export { WalletList } from './components/wallet-list';
export { notStarted, usedUp } from './voucher-display';
export { VOUCHERS_ROUTE, type ClaimActionData } from './voucher-routes';
