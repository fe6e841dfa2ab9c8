/** Checkout: the form priced by the server as it is filled in, the confirmation, the order. */
export { placeOrder, previewCheckout } from './api/checkout-api';
export { orderFromForm } from './checkout-form-values';
export { CheckoutForm } from './components/checkout-form';
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
