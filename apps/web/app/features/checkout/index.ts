/** Checkout: the form priced by the server as it is filled in, the confirmation, the order. */
export { placeOrder, previewCheckout } from './api/checkout-api';
export { CHECKOUT_FIELDS, orderFromForm } from './checkout-form-values';
export { CheckoutForm, PREVIEW_ROUTE } from './components/checkout-form';
export { CheckoutSummary } from './components/checkout-summary';
export { OrderConfirmation } from './components/order-confirmation';
export {
  type CheckoutActionData,
  formStep,
  isVoucherRefusal,
  PAYMENT_REFUSALS,
  priceFor,
  PRICES_MOVED,
  voucherRefused,
} from './checkout-answers';
export { CheckoutSteps } from './components/checkout-steps';
