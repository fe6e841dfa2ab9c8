/**
 * Payments: the countdown to the gateway, the result of an attempt and paying again, an order's
 * attempts, the saved cards (the checkout's picker and the profile's tab), and the back office's
 * refunds.
 */
export {
  getPaymentAttempt,
  linkCard,
  listRefunds,
  listSavedCards,
  removeCard,
} from './api/payment-api';
export { getInstallmentPlans, installmentPlansPath } from './api/installment-api';
export { CardLabel } from './components/card-label';
export { InstallmentChoice } from './components/installment-choice';
export {
  InstallmentPlanPicker,
  settlePick,
  type InstallmentPick,
} from './components/installment-plan-picker';
export { InstallmentPlanSummary } from './components/installment-plan-summary';
export { InstallmentTeaser } from './components/installment-teaser';
export { PayAgainForm } from './components/pay-again-form';
export { PaymentAttemptList } from './components/payment-attempt-list';
export { PaymentOutcomeView } from './components/payment-outcome-view';
export { PaymentRedirectView } from './components/payment-redirect-view';
export { RefundFilter, refundStatusOf, type RefundStatus } from './components/refund-filter';
export { RefundList } from './components/refund-list';
export { SavedCardList } from './components/saved-card-list';
export { SavedCardPicker } from './components/saved-card-picker';
export { payAgainIntent } from './pay-again';
export { cardReturnOf, gatewayHref, type CardReturn } from './payment-display';
export { PAY_AGAIN_INTENT, payPath, resultPath, type PayAgainFailure } from './payment-routes';
