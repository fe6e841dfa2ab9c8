/** The back office (`/portal`): orders and their moves, the accounts list, locking, its 403 page. */
export { listAccounts, setAccountLocked } from './api/account-admin-api';
export { getPortalOrder, listPortalOrders, setOrderStatus } from './api/portal-order-api';
export { AccountList } from './components/account-list';
export { ForbiddenView } from './components/forbidden-view';
export { LockButton, type LockActionData } from './components/lock-button';
export { OrderMoves, type MoveActionData } from './components/order-moves';
