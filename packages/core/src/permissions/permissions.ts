import type { Role } from '../accounts/account.schema.ts';

/**
 * Who may do what: every action that is not open to everyone or to any signed-in user, with the
 * roles allowed to do it. The API refuses an action the table does not allow (the server alone
 * decides); the web shows or hides controls with the same `can`. Later areas (orders, promotions,
 * reviews, content, payouts, providers) add their actions here.
 */
export const PERMISSIONS = {
  /** See the back office at all (its home, its menu entry). */
  'backoffice.enter': ['ADMIN', 'OPERATOR'],
  /**
   * See the back office's dashboard: today's orders and revenue, orders waiting, low stock,
   * pending reviews and refunds, flash sales, the last 30 days.
   */
  'dashboard.read': ['ADMIN', 'OPERATOR'],
  /** Read the audit log: every back-office change, who made it, before and after. */
  'audit.read': ['ADMIN'],
  /** Invite operators and admins, change a staff member's role, deactivate and reactivate one. */
  'staff.manage': ['ADMIN'],
  /** List and search accounts (operators look customers up for support). */
  'accounts.list': ['ADMIN', 'OPERATOR'],
  /** Lock or unlock an account; a lock ends its sessions at once. */
  'accounts.lock': ['ADMIN'],
  /** List products that are not published. */
  'catalogue.read-unpublished': ['ADMIN', 'OPERATOR'],
  /**
   * Create and edit products, their variants (names, prices, SKUs, flags) and images, publish
   * and unpublish them, receive or adjust stock (every change a movement in the ledger), and
   * import prices and stock from a CSV file.
   */
  'catalogue.edit': ['ADMIN', 'OPERATOR'],
  /** Delete a product (one that was ever ordered is archived instead: orders keep their lines). */
  'catalogue.delete': ['ADMIN'],
  /** Check out: preview the priced cart and place an order. */
  'orders.place': ['CUSTOMER'],
  /** See your own orders and their details (never another shopper's: 404). */
  'orders.read-own': ['CUSTOMER'],
  /** Cancel your own order while the state machine allows it. */
  'orders.cancel-own': ['CUSTOMER'],
  /** List, search and open every order (the back office's orders screen). */
  'orders.list': ['ADMIN', 'OPERATOR'],
  /** Move an order along the state machine (process, ship, deliver, reject). */
  'orders.update-status': ['ADMIN', 'OPERATOR'],
  /** Claim vouchers into your wallet and see them. */
  'vouchers.claim': ['CUSTOMER'],
  /**
   * Create, edit, schedule and stop price rules, flash sales, promotions and vouchers; grant a
   * private voucher; preview what a cart would pay.
   */
  'offers.manage': ['ADMIN', 'OPERATOR'],
  /** Link, list and unlink your own saved cards (THEGHINO). */
  'payments.cards': ['CUSTOMER'],
  /** See the refunds owed and made (cancelled or rejected paid orders, double payments). */
  'payments.refunds': ['ADMIN', 'OPERATOR'],
  /**
   * Keep an e-card (its fields, visibilities, payment codes) and a contacts list of saved cards;
   * staff accounts are the shop's, not people's, so they have none.
   */
  'cards.own': ['CUSTOMER', 'PROVIDER'],
  /** Review a product from one of your done orders, and edit that review. */
  'reviews.write': ['CUSTOMER'],
  /** Take up, approve and reject reviews (with the order and product shown). */
  'reviews.moderate': ['ADMIN', 'OPERATOR'],
  /** Edit the policy pages, FAQs, news and showrooms in both languages. */
  'content.manage': ['ADMIN', 'OPERATOR'],
  /** Read and close contact messages; list newsletter subscribers and send them a newsletter. */
  'contact.manage': ['ADMIN', 'OPERATOR'],
  /** See the page-view summary (views per page and per day). */
  'tracking.read': ['ADMIN'],
  /**
   * Change the shop's settings: its business registration and notification record (every
   * page's footer and the order mails), delivery times and warranty (checkout, FAQ, policies).
   */
  'settings.edit': ['ADMIN'],
  /** Join the referral programme, invite friends, see your rewards and spend them. */
  'referral.join': ['CUSTOMER'],
  /** Type an inviter's code after sign-up, before your first order. */
  'referral.be-invited': ['CUSTOMER'],
  /** See the people a member invited (a member their own; staff anyone's). */
  'referral.contacts': ['CUSTOMER', 'ADMIN', 'OPERATOR'],
  /** Create, change, start and stop referral campaigns (their benefits, rules and caps). */
  'referral.manage': ['ADMIN', 'OPERATOR'],
  /** Record a payout of a member's approved rewards, with the transfer's reference. */
  'referral.payout': ['ADMIN'],
  /** Create referral companies (the partners' own login) and say which accounts belong to each. */
  'referral.companies': ['ADMIN'],
  /**
   * Register the shop's webhooks (an integrator's address, the events it hears, its secret),
   * read their deliveries and send one again.
   */
  'webhooks.manage': ['ADMIN'],
  /**
   * Read the shopping assistant's conversations (those handed over to the contact form first)
   * and the questions it could not answer.
   */
  'assistant.read': ['ADMIN', 'OPERATOR'],
  /**
   * Keep your own solutions (add, edit, delete, publish, unpublish, screenshots) and see your
   * membership; nobody else's solution is ever found (404).
   */
  'solutions.own': ['PROVIDER'],
  /** Approve, reject or suspend providers, and review their submitted solutions. */
  'providers.manage': ['ADMIN', 'OPERATOR'],
  /** Set the membership plans (names, price, length, limit) and record a paid membership. */
  'plans.manage': ['ADMIN'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof PERMISSIONS;

export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

/**
 * Who acts, as a permission sees it (decision 027): a user's role and id, and the referral
 * company a referral session acts for, if any.
 */
export interface Principal {
  id?: string;
  role: Role;
  /** The company of a referral-company session: it sees only its company's rows. */
  companyId?: string | null;
  /**
   * In a referral-company session: a `manager` (the company's own staff account) acts on every
   * row of its company, a `member` (a customer who belongs to it) only on its own.
   */
  companyRole?: 'manager' | 'member' | null;
}

/** A row an action touches: whose it is, and which referral company's. */
export interface Owned {
  ownerId?: string | null;
  companyId?: string | null;
}

/** The roles that act for the shop, on any row of the actions they hold. */
export const STAFF_ROLES: readonly Role[] = ['ADMIN', 'OPERATOR'];

/**
 * Whether `actor` (a signed-in principal, or null for a visitor) may do `action`, and, given the
 * row it would touch, on that row: staff act on any row; a customer or a provider only on its
 * own (`ownerId` is its id); a referral-company session only on its company's rows (a company's
 * manager on all of them, a member on its own).
 */
export function can(actor: Principal | null | undefined, action: Action, row?: Owned): boolean {
  if (!actor) return false;
  if (!(PERMISSIONS[action] as readonly Role[]).includes(actor.role)) return false;
  if (!row) return true;
  if (actor.companyId && row.companyId !== actor.companyId) return false;
  if (actor.companyId && actor.companyRole === 'manager') return true;
  return STAFF_ROLES.includes(actor.role) || (actor.id !== undefined && row.ownerId === actor.id);
}

/**
 * The rows `actor` may see when it lists what an action covers, as the filter a repository
 * applies: nothing for staff, its own rows for anyone else, and its company's for a
 * referral-company session. A list filtered by it never shows another's row.
 */
export function scopeOf(actor: Principal & { id: string }): Owned {
  if (actor.companyId && actor.companyRole === 'manager') return { companyId: actor.companyId };
  const scope: Owned = STAFF_ROLES.includes(actor.role) ? {} : { ownerId: actor.id };
  return actor.companyId ? { ...scope, companyId: actor.companyId } : scope;
}

export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}
