import {
  can,
  DEFAULT_ADDRESS_SET,
  orderCreateSchema,
  type Address,
  type AddressSet,
  type MyVoucher,
  type SavedCard,
} from '@lotus/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { FormAlert } from '../components/ui/form-alert';
import { BagIcon } from '../components/ui/icons';
import { PageTitle } from '../components/ui/page-title';
import { requireUser } from '../features/accounts';
import { listUnits, searchAddresses } from '../features/addresses';
import { giftProducts } from '../features/cart';
import {
  CheckoutForm,
  CheckoutSteps,
  formStep,
  isVoucherRefusal,
  OrderConfirmation,
  orderFromForm,
  PAYMENT_REFUSALS,
  placeOrder,
  previewCheckout,
  priceFor,
  PRICES_MOVED,
  voucherRefused,
  type CheckoutActionData,
} from '../features/checkout';
import { listSavedCards, payPath } from '../features/payments';
import { getMyReferral } from '../features/referrals';
import { getMyVouchers, voucherMinimums } from '../features/vouchers';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { ApiRequestError, createApiClient } from '../lib/api-client';
import { formValues, issuesToFieldErrors } from '../lib/form-errors';
import { toRouteError } from '../lib/route-errors';
import { schemaValidator } from '../lib/use-form-errors';
import { useNotify } from '../store/use-notify';
import type { Route } from './+types/checkout';

export type { CheckoutActionData };

export const handle = i18nHandle('checkout', 'addresses', 'cart', 'orders', 'payments');

/** The address an order goes to first: the default one in the shop's set, else the newest. */
function firstAddress(addresses: Address[], set: AddressSet): Address | undefined {
  const usable = addresses.filter((a) => a.set === set);
  return usable.find((a) => a.isDefault) ?? usable[0];
}

/** A voucher code from the address (`/checkout?voucher=LOTUS10`), if it could be one. */
function voucherFromUrl(request: Request): string | undefined {
  const code = new URL(request.url).searchParams.get('voucher')?.trim().toUpperCase();
  return code && /^[A-Z0-9_-]{1,40}$/.test(code) ? code : undefined;
}

/**
 * Checkout needs a signed-in customer: a visitor logs in and comes back here, the cart merged on
 * the way. The form starts from the default address, with the cart priced by the server for it
 * (and the voucher of `?voucher=`, from the wallet's "use now"); the wallet's vouchers to pick
 * from, the saved cards to pay with, and the products of the gifts promotions give.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  if (!can(user, 'orders.place')) return { kind: 'staff' as const };
  const api = createApiClient(context.api);
  const [book, provinces, wallet, cards, referral] = await Promise.all([
    searchAddresses(api, { page: 1, limit: 20 }),
    listUnits(api, 'provinces', null),
    can(user, 'vouchers.claim')
      ? getMyVouchers(api).catch((): MyVoucher[] => [])
      : Promise.resolve([] as MyVoucher[]),
    // Without its cards the page still sells (online, COD); the saved card then asks for one.
    can(user, 'payments.cards')
      ? listSavedCards(api).catch((): SavedCard[] => [])
      : Promise.resolve([] as SavedCard[]),
    // The approved referral balance the shopper may spend (none before joining).
    can(user, 'referral.join') ? getMyReferral(api).catch(() => null) : Promise.resolve(null),
  ]).catch(toRouteError);
  const set = provinces[0]?.set ?? DEFAULT_ADDRESS_SET;
  const first = firstAddress(book.items, set);
  const voucherCode = voucherFromUrl(request);
  const preview = await previewCheckout(api, {
    ...(first
      ? {
          provinceId: first.province.id,
          districtId: first.district?.id ?? null,
          wardId: first.ward.id,
          set,
        }
      : {}),
    ...(voucherCode ? { voucherCode } : {}),
  }).catch(toRouteError);
  const [gifts, minimums] = await Promise.all([
    giftProducts(api, preview),
    voucherMinimums(api, wallet),
  ]);
  return {
    kind: 'form' as const,
    user,
    addresses: book.items,
    provinces,
    set,
    preview,
    wallet,
    minimums,
    gifts,
    cards,
    storeCredit: Math.max(0, referral?.balances.available ?? 0),
  };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/**
 * POST (intent review | place). `review` checks the form with core's schema and answers the
 * confirmation: the server's prices for it and a new Idempotency-Key. `place` sends the order
 * with the total the shopper saw (and the saved card, for THEGHINO): done, it goes to the
 * countdown to the payment gateway when the order is paid through one, else to the order
 * completed page; a refused card or a gateway failure shows on the form; if the prices
 * changed (PriceOfItemsChanged), the confirmation comes back with the new figures; if the
 * order can't be made (empty cart, a product gone, no stock), to the order failed page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const api = createApiClient(context.api);
  const intent = values.intent;
  const order = orderFromForm(values);
  const keep = { ...values };
  delete keep.intent;
  delete keep.expectedTotal;
  delete keep.idempotencyKey;
  delete keep.savedAddress;

  const parsed = orderCreateSchema.safeParse(
    intent === 'place' ? order : { ...order, expectedTotal: 0 },
  );
  if (!parsed.success) {
    return data<CheckoutActionData>(
      { step: 'form', fieldErrors: issuesToFieldErrors(parsed.error) },
      { status: 400 },
    );
  }
  if (intent !== 'place') {
    try {
      const preview = await priceFor(api, order);
      const verdict = preview.voucher;
      if (order.voucherCode && verdict && !verdict.applied) {
        const why = verdict.refusal ?? 'UNKNOWN';
        return await voucherRefused(api, context.lang, why, order.voucherCode);
      }
      return data<CheckoutActionData>({
        step: 'confirm',
        values: keep,
        preview,
        key: crypto.randomUUID(),
      });
    } catch (error) {
      return formStep(error);
    }
  }

  try {
    const created = await placeOrder(api, parsed.data, values.idempotencyKey ?? '');
    return redirect(
      created.payment ? payPath(created.payment.attemptId) : `/checkout/completed/${created.id}`,
    );
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (PRICES_MOVED.includes(error.code)) {
      const preview = await priceFor(api, order).catch(toRouteError);
      return data<CheckoutActionData>({
        step: 'confirm',
        values: keep,
        preview,
        key: crypto.randomUUID(),
        changedFrom: parsed.data.expectedTotal,
        ...(error.code !== 'PriceOfItemsChanged'
          ? {
              changedBecause: {
                code: error.code,
                ...(error.params ? { params: error.params } : {}),
              },
            }
          : {}),
      });
    }
    if (isVoucherRefusal(error.code) && order.voucherCode) {
      return voucherRefused(api, context.lang, error.code, order.voucherCode, error.params);
    }
    if (error.details?.length || PAYMENT_REFUSALS.includes(error.code)) return formStep(error);
    return redirect(`/checkout/failed?code=${encodeURIComponent(error.code)}`);
  }
}

const validate = schemaValidator(
  () => import('../lib/form-schemas').then((schemas) => schemas.orderCreateSchema),
  (values) => ({
    ...orderFromForm(values),
    expectedTotal: 0,
  }),
);

/** `/checkout`: customer info, delivery, payment and note, then the confirmation. */
export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('checkout');
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [shown, setShown] = useState(actionData);
  if (shown !== actionData) {
    setShown(actionData);
    setEditing(false);
  }
  const warned = useRef<CheckoutActionData | undefined>(undefined);
  useEffect(() => {
    if (actionData?.step !== 'confirm' || actionData.changedFrom === undefined) return;
    if (warned.current === actionData) return;
    warned.current = actionData;
    const because = actionData.changedBecause;
    if (because) notify.warning(`errors:${because.code}`, because.params);
    else notify.warning('errors:PriceOfItemsChanged');
  }, [actionData, notify]);

  if (loaderData.kind === 'staff') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <PageTitle title={t('title')} />
        <FormAlert tone="info">{t('staff')}</FormAlert>
      </div>
    );
  }
  const { user, addresses, provinces, set, preview, wallet, minimums, gifts, cards } = loaderData;
  const open = preview.lines.filter((line) => !line.isOrder);
  const confirming = actionData?.step === 'confirm' && !editing;
  const failure = actionData?.step === 'form' ? actionData : undefined;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageTitle title={t('title')} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t('title')}</h1>
        {open.length > 0 ? <CheckoutSteps current={confirming ? 'confirm' : 'info'} /> : null}
      </div>
      {open.length === 0 ? (
        <div className="flex flex-col items-center rounded-3xl border border-ink-100 bg-white px-6 py-16 text-center shadow-sm">
          <span className="grid size-20 place-items-center rounded-full bg-lotus-50 text-lotus-700">
            <BagIcon size={36} />
          </span>
          <h2 className="mt-5 text-xl font-bold text-ink-900">{t('empty.title')}</h2>
          <p className="mt-2 max-w-md text-ink-600">{t('empty.body')}</p>
          <Link to="/products" className="btn-primary mt-6">
            {t('empty.shop')}
          </Link>
        </div>
      ) : (
        <>
          <CheckoutForm
            user={user}
            addresses={addresses}
            provinces={provinces}
            set={set}
            preview={preview}
            validate={validate}
            serverErrors={failure?.fieldErrors}
            formError={failure?.formError}
            hidden={confirming}
            wallet={wallet}
            minimums={minimums}
            gifts={gifts}
            cards={cards}
            storeCredit={loaderData.storeCredit}
          />
          {confirming && actionData?.step === 'confirm' ? (
            <OrderConfirmation
              values={actionData.values}
              preview={actionData.preview}
              idempotencyKey={actionData.key}
              changedFrom={actionData.changedFrom}
              changedBecause={actionData.changedBecause}
              gifts={gifts}
              cards={cards}
              onEdit={() => {
                setEditing(true);
                window.scrollTo({ top: 0 });
              }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
