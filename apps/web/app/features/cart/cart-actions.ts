import {
  cartContract,
  cartQuantitySchema,
  toCartLine,
  type CartLine,
  type CartView,
} from '@lotus/core';
import { ApiRequestError, type ApiClient } from '../../lib/api-client';
import { validationKey } from '../../lib/form-errors';
import { addToCart, mergeCart, removeCartLine, setCartQuantity } from './api/cart-api';

/** The most lines a cart sends at once (the API takes up to 100). */
const MAX_LINES = 100;

export type CartIntent = 'add' | 'set' | 'remove' | 'merge';

/** What a change to the signed-in shopper's cart answers. */
export type CartActionData =
  | { ok: true; intent: CartIntent; infoId: string; asked: number | null; view: CartView }
  | {
      ok: false;
      intent: CartIntent;
      infoId: string;
      /** The quantity asked for (null for a removal), so a page knows which wish was answered. */
      asked: number | null;
      /** A dictionary key with its namespace (`catalog:notify.NotAllowAddMoreThanStock`). */
      message: string;
      status: number;
    };

/** Lines of a visitor's local cart as a form or a query carries them (JSON), checked by core. */
export function parseLines(raw: string | null): CartLine[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .map(toCartLine)
      .filter((line): line is CartLine => line !== null)
      .slice(0, MAX_LINES);
  } catch {
    return [];
  }
}

/** The words of a reason: the spec's quantity messages, or the validation table's. */
function reasonMessage(reason: string): string {
  if (reason === 'NotAllowQuantityZero' || reason === 'NotAllowAddMoreThanStock') {
    return `catalog:notify.${reason}`;
  }
  return validationKey(reason);
}

/** The words of a refusal: the spec's quantity messages, a field's reason, or the API's code. */
function refusalMessage(error: ApiRequestError): string {
  if (error.code === 'NotAllowAddMoreThanStock') return 'catalog:notify.NotAllowAddMoreThanStock';
  const reason = error.details?.[0]?.reason;
  return reason ? reasonMessage(reason) : `errors:${error.code}`;
}

/**
 * Carries out one change of a signed-in shopper's cart from a form: `add` (a product page's
 * button), `set` (a stepper), `remove`, or `merge` (a visitor's local cart after login). The
 * quantity is checked with core's schema first (0, -1, 1.5 never reach the API); the API checks
 * the stock; a refusal comes back as a message key.
 */
export async function changeCart(api: ApiClient, form: FormData): Promise<CartActionData> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const raw = field('intent');
  const intent: CartIntent = raw === 'set' || raw === 'remove' || raw === 'merge' ? raw : 'add';
  const infoId = field('infoId');
  const quantity = Number(field('quantity'));
  const asked = intent === 'remove' || intent === 'merge' ? null : quantity;
  const refuse = (message: string): CartActionData => ({
    ok: false,
    intent,
    infoId,
    asked,
    message,
    status: 400,
  });
  if (raw !== intent) return refuse('errors:BAD_REQUEST');
  if (intent !== 'merge' && !cartContract.remove.params.safeParse({ infoId }).success) {
    return refuse('errors:BAD_REQUEST');
  }
  if (intent === 'add' || intent === 'set') {
    const checked = cartQuantitySchema.safeParse({ quantity });
    if (!checked.success) return refuse(reasonMessage(checked.error.issues[0]?.message ?? ''));
  }
  try {
    let view: CartView;
    if (intent === 'merge') view = await mergeCart(api, parseLines(field('lines')));
    else if (intent === 'remove') view = await removeCartLine(api, infoId);
    else if (intent === 'set') view = await setCartQuantity(api, infoId, quantity);
    else view = await addToCart(api, infoId, quantity);
    return { ok: true, intent, infoId, asked, view };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return {
      ok: false,
      intent,
      infoId,
      asked,
      message: refusalMessage(error),
      status: error.status >= 400 ? error.status : 400,
    };
  }
}
