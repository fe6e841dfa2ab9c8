import {
  DELIVERY_METHODS,
  PAYMENT_METHODS,
  type Address,
  type AddressSet,
  type AdminUnit,
  type CheckoutPreview,
  type DeliveryMethod,
  type MyVoucher,
  type PaymentMethod,
  type SavedCard,
  type User,
} from '@lotus/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { BanknoteIcon, CreditCardIcon, WalletIcon } from '../../../components/ui/shop-icons';
import { TruckIcon } from '../../../components/ui/icons';
import { translateKey } from '../../../i18n/i18n';
import type { FieldErrors, FormMessage } from '../../../lib/form-errors';
import { useMoney, usePageLanguage } from '../../../lib/format';
import {
  useFormErrors,
  type FormValidator,
  type LazyValidator,
} from '../../../lib/use-form-errors';
import { useJsonResource } from '../../../lib/use-json-resource';
import { AddressPlaceFields, DEFAULT_NATIONAL, type PlaceChoice } from '../../addresses';
import type { GiftProducts } from '../../cart';
import { SavedCardPicker } from '../../payments';
import { ChoiceCards } from './choice-cards';
import { CheckoutSummary } from './checkout-summary';
import { VoucherField } from './voucher-field';

/** Where the form asks the server to price the cart again (the `/checkout/preview` route). */
export const PREVIEW_ROUTE = '/checkout/preview';

const PAYMENT_ICONS: Record<PaymentMethod, typeof BanknoteIcon> = {
  ONLINE: CreditCardIcon,
  COD: BanknoteIcon,
  THEGHINO: WalletIcon,
};

/** The place of a saved address (in the shop's current set), or nothing chosen yet. */
function placeOf(address: Address | null, set: AddressSet, lang: string): PlaceChoice {
  if (!address || address.set !== set) {
    return { provinceId: null, districtId: null, wardId: null, label: '' };
  }
  const name = (ref: { name: string; nameEn: string }) => (lang === 'en' ? ref.nameEn : ref.name);
  return {
    provinceId: address.province.id,
    districtId: address.district?.id ?? null,
    wardId: address.ward.id,
    label: [address.ward, address.district, address.province]
      .map((ref) => (ref ? name(ref) : null))
      .filter(Boolean)
      .join(', '),
  };
}

/**
 * The checkout form: who orders (a saved address fills it), where it goes (the pickers), how it
 * travels (each method's fee for the chosen province), how it is paid (online through the
 * gateway, cash on delivery, or one of the shopper's saved cards: none saved, the way to link
 * one, and nothing to send) and the spec's required note; beside it, the voucher and the order
 * as the server prices it, asked again whenever the province, the delivery method or the voucher
 * changes. Checked in the browser with core's schema first; "review" asks the server for the
 * confirmation.
 */
export function CheckoutForm({
  user,
  addresses,
  provinces,
  set,
  preview: initialPreview,
  validate,
  serverErrors,
  formError,
  hidden,
  wallet = [],
  minimums = {},
  gifts,
  cards = [],
}: {
  user: User;
  addresses: Address[];
  provinces: readonly AdminUnit[];
  set: AddressSet;
  preview: CheckoutPreview;
  validate: FormValidator | LazyValidator;
  serverErrors: FieldErrors | undefined;
  formError?: FormMessage | undefined;
  /** While the confirmation shows, the form waits unseen (its values are kept). */
  hidden: boolean;
  /** The shopper's vouchers, to pick one from. */
  wallet?: readonly MyVoucher[] | undefined;
  /** Each reachable voucher's minimum order, by code. */
  minimums?: Readonly<Record<string, number>> | undefined;
  /** The gifts' products, by product id. */
  gifts?: GiftProducts | undefined;
  /** The shopper's saved cards, to pay THEGHINO with. */
  cards?: readonly SavedCard[] | undefined;
}) {
  const { t } = useTranslation(['checkout', 'accounts', 'addresses']);
  const money = useMoney();
  const lang = usePageLanguage();
  const navigation = useNavigation();
  const noteId = useId();
  const { formRef, errors, onSubmit, onChange } = useFormErrors(serverErrors, validate);
  const reviewing =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'review';

  const usable = addresses.filter((a) => a.set === set);
  const [chosen, setChosen] = useState<string>(
    () => (usable.find((a) => a.isDefault) ?? usable[0])?.id ?? 'new',
  );
  const address = addresses.find((a) => a.id === chosen) ?? null;
  const [place, setPlace] = useState<PlaceChoice>(() => placeOf(address, set, lang));
  const [delivery, setDelivery] = useState<DeliveryMethod>(initialPreview.deliveryMethod);
  const [picked, setPayment] = useState<PaymentMethod>('COD');
  const [card, setCard] = useState<string | null>(() => cards[0]?.id ?? null);
  // The voucher asked for (the page's first preview may have had one, from `?voucher=`).
  const [voucher, setVoucher] = useState<string | null>(initialPreview.voucher?.code ?? null);

  // The server prices the cart again for the province and delivery method chosen (the page's
  // own data holds the first choice's prices).
  const query = new URLSearchParams({ deliveryMethod: delivery, set });
  if (place.provinceId) query.set('provinceId', place.provinceId);
  if (place.districtId) query.set('districtId', place.districtId);
  if (place.wardId) query.set('wardId', place.wardId);
  if (voucher) query.set('voucherCode', voucher);
  const [first] = useState(() => query.toString());
  const changed = query.toString() !== first;
  const pricing = useJsonResource<CheckoutPreview | null>(
    changed ? `${PREVIEW_ROUTE}?${query.toString()}` : null,
    150,
  );
  const preview = (changed ? pricing.data : null) ?? initialPreview;
  const pending = changed && pricing.pending;
  // The ways to pay the shop takes now (a gateway switched off is not offered), in core's order;
  // the choice falls back to the first of them when it is not one.
  const offered = PAYMENT_METHODS.filter((method) => preview.paymentMethods.includes(method));
  const payment = offered.includes(picked) ? picked : (offered[0] ?? null);
  // A saved card can't be paid with until one is linked (the cards tab).
  const noCard = payment === 'THEGHINO' && cards.length === 0;
  // The code goes with the form unless the server refused it (the review checks it again).
  const verdict = !pending && preview.voucher?.code === voucher ? preview.voucher : null;
  const sentVoucher = voucher && !(verdict && !verdict.applied) ? voucher : '';

  const choose = (id: string) => {
    setChosen(id);
    setPlace(placeOf(addresses.find((a) => a.id === id) ?? null, set, lang));
  };

  const fee = (method: DeliveryMethod) => {
    const option = preview.shippingOptions.find((o) => o.method === method);
    if (!option) return null;
    return option.fee === 0 ? t('delivery.free') : money(option.fee);
  };
  const fieldError = (name: string) => (errors[name] ? translateKey(t, errors[name]) : undefined);

  return (
    <div
      hidden={hidden}
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
    >
      <Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        className="flex flex-col gap-6"
        aria-label={t('title')}
      >
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="placeLabel" value={place.label} />
        <input type="hidden" name="voucherCode" value={sentVoucher} />
        {formError ? (
          <FormAlert tone="error">{translateKey(t, formError.key, formError.values)}</FormAlert>
        ) : null}

        {addresses.length > 0 ? (
          <fieldset className="rounded-3xl border border-ink-100 bg-white p-5 shadow-sm sm:p-6">
            <legend className="sr-only">{t('customer.savedTitle')}</legend>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-lg font-bold text-ink-900" aria-hidden="true">
                {t('customer.savedTitle')}
              </p>
              <Link
                to="/profile/addresses"
                className="text-sm font-medium text-lotus-700 hover:underline"
              >
                {t('customer.manage')}
              </Link>
            </div>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {[...addresses.map((a) => a.id), 'new'].map((id) => {
                const saved = addresses.find((a) => a.id === id);
                return (
                  <label
                    key={id}
                    className={`flex cursor-pointer items-start gap-3 rounded-2xl border p-3 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-lotus-600 ${
                      chosen === id
                        ? 'border-lotus-600 bg-lotus-50/50 ring-1 ring-lotus-600'
                        : 'border-ink-200 hover:border-lotus-300'
                    }`}
                  >
                    <input
                      type="radio"
                      name="savedAddress"
                      value={id}
                      checked={chosen === id}
                      onChange={() => choose(id)}
                      className="mt-0.5 accent-lotus-700"
                    />
                    {saved ? (
                      <span className="min-w-0">
                        <span className="block font-semibold text-ink-900">
                          {saved.fullName} · {saved.phone}
                        </span>
                        <span className="block text-ink-600">{saved.fullAddress}</span>
                        {saved.set !== set ? (
                          <span className="mt-1 block text-xs text-amber-800">
                            {t('customer.oldSet')}
                          </span>
                        ) : null}
                      </span>
                    ) : (
                      <span className="font-semibold text-ink-900">{t('customer.newAddress')}</span>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ) : null}

        <fieldset
          key={chosen}
          className="grid grid-cols-1 gap-5 rounded-3xl border border-ink-100 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6"
        >
          <legend className="sr-only">{t('customer.title')}</legend>
          <p className="text-lg font-bold text-ink-900 sm:col-span-2" aria-hidden="true">
            {t('customer.title')}
          </p>
          <TextField
            name="lastName"
            label={t('accounts:fields.lastName')}
            autoComplete="family-name"
            defaultValue={address?.lastName ?? user.profile?.lastName ?? ''}
            error={errors.lastName}
          />
          <TextField
            name="firstName"
            label={t('accounts:fields.firstName')}
            autoComplete="given-name"
            defaultValue={address?.firstName ?? user.profile?.firstName ?? ''}
            error={errors.firstName}
          />
          <TextField
            name="email"
            type="email"
            label={t('accounts:fields.email')}
            autoComplete="email"
            inputMode="email"
            defaultValue={user.email}
            error={errors.email}
          />
          <TextField
            name="phone"
            type="tel"
            label={t('accounts:fields.phone')}
            autoComplete="tel"
            inputMode="tel"
            defaultValue={address?.phone ?? user.profile?.phone ?? ''}
            error={errors.phone}
          />
          <p className="mt-2 text-lg font-bold text-ink-900 sm:col-span-2">{t('address.title')}</p>
          <AddressPlaceFields
            set={set}
            provinces={provinces}
            initial={
              address && address.set === set
                ? { province: address.province, district: address.district, ward: address.ward }
                : null
            }
            errors={errors}
            onChange={setPlace}
          />
          <TextField
            className="sm:col-span-2"
            name="address"
            label={t('addresses:fields.address')}
            hint={t('addresses:fields.addressHint')}
            autoComplete="street-address"
            defaultValue={address?.address ?? ''}
            error={errors.address}
          />
          <TextField
            name="national"
            label={t('addresses:fields.national')}
            autoComplete="country-name"
            defaultValue={address?.national ?? DEFAULT_NATIONAL}
            error={errors.national}
          />
        </fieldset>

        <div className="rounded-3xl border border-ink-100 bg-white p-5 shadow-sm sm:p-6">
          <ChoiceCards
            name="deliveryMethod"
            legend={t('delivery.title')}
            value={delivery}
            onChange={setDelivery}
            error={fieldError('deliveryMethod')}
            choices={DELIVERY_METHODS.map((method) => ({
              value: method,
              title: t(`delivery.${method}`),
              hint: t(`delivery.${method}_hint`),
              icon: <TruckIcon size={20} />,
              aside: fee(method),
            }))}
          >
            {preview.zone === null ? (
              <p className="mt-1 text-sm text-ink-600">{t('delivery.chooseProvince')}</p>
            ) : null}
          </ChoiceCards>
        </div>

        <div className="rounded-3xl border border-ink-100 bg-white p-5 shadow-sm sm:p-6">
          <ChoiceCards
            name="paymentMethod"
            legend={t('payment.title')}
            value={payment}
            onChange={setPayment}
            error={fieldError('paymentMethod')}
            choices={offered.map((method) => {
              const Icon = PAYMENT_ICONS[method];
              return {
                value: method,
                title: t(`payment.${method}`),
                hint: t(`payment.${method}_hint`),
                icon: <Icon size={20} />,
              };
            })}
          />
          {payment === 'THEGHINO' ? (
            <SavedCardPicker
              cards={cards}
              value={card}
              onChange={setCard}
              error={fieldError('cardId')}
            />
          ) : null}
        </div>

        <div className="rounded-3xl border border-ink-100 bg-white p-5 shadow-sm sm:p-6">
          <label htmlFor={noteId} className="mb-1.5 block text-lg font-bold text-ink-900">
            {t('note.label')}
          </label>
          <textarea
            id={noteId}
            name="note"
            rows={3}
            maxLength={500}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={`${noteId}-hint${errors.note ? ` ${noteId}-error` : ''}`}
            className="block w-full rounded-xl border border-ink-200 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-xs focus:border-lotus-600 focus:ring-2 focus:ring-lotus-200 focus:outline-none aria-invalid:border-red-600 sm:text-sm"
          />
          <p id={`${noteId}-hint`} className="mt-1.5 text-xs text-ink-500">
            {t('note.hint')}
          </p>
          {errors.note ? (
            <p id={`${noteId}-error`} className="mt-1.5 text-sm text-red-700">
              {translateKey(t, errors.note)}
            </p>
          ) : null}
        </div>

        <button
          type="submit"
          disabled={reviewing || !preview.canOrder || noCard}
          className="btn-primary h-12 text-base disabled:cursor-not-allowed disabled:opacity-70 lg:self-end lg:px-10"
        >
          {reviewing ? t('reviewing') : t('review')}
        </button>
      </Form>

      <aside className="flex flex-col gap-4 rounded-3xl border border-ink-100 bg-white p-5 shadow-sm lg:sticky lg:top-24">
        <VoucherField
          code={voucher}
          verdict={preview.voucher}
          pending={pending}
          wallet={wallet}
          minimums={minimums}
          onApply={setVoucher}
          onRemove={() => setVoucher(null)}
        />
        <CheckoutSummary
          preview={preview}
          busy={pricing.pending}
          voucherCode={verdict?.applied ? verdict.code : null}
          gifts={gifts}
        />
      </aside>
    </div>
  );
}
