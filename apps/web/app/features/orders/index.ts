/** Orders: the shopper's list and detail, the status tabs, and the views the back office shares. */
export { cancelMyOrder, getMyOrder, listMyOrders } from './api/order-api';
export { OrderStatusBadge, PaymentStatusBadge } from './components/order-badges';
export { OrderDetailView } from './components/order-detail-view';
export { OrderList } from './components/order-list';
export { OrderTabs, pageOf, tabOf } from './components/order-tabs';
