import {
  DELIVERY_METHODS,
  deliveryTimeRange,
  deliveryTimeText,
  PAYMENT_METHODS,
  type Address,
  type AddressSet,
  type AdminUnit,
  type CheckoutPreview,
  type InstallmentPlans,
  type DeliveryMethod,
  type MyVoucher,
  type PaymentMethod,
  type SavedCard,
  type User,
} from '@lotus/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { RequiredNote } from '../../../components/ui/field-label';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import {
  BanknoteIcon,
  CalendarIcon,
  CreditCardIcon,
  WalletIcon,
} from '../../../components/ui/shop-icons';
import { TruckIcon } from '../../../components/ui/icons';
import { translateKey } from '../../../i18n/i18n';
import type { FieldErrors, FormMessage } from '../../../lib/form-errors';
import { useMoney, usePageLanguage } from '../../../lib/format';
import { useRootData } from '../../../lib/root-data';
import {
  useFormErrors,
  type FormValidator,
  type LazyValidator,
} from '../../../lib/use-form-errors';
import { useJsonResource } from '../../../lib/use-json-resource';
import type { PlaceChoice } from '../../addresses';
import type { GiftProducts } from '../../cart';
import {
  InstallmentChoice,
  type InstallmentPick,
  installmentPlansPath,
  SavedCardPicker,
  settlePick,
} from '../../payments';
import { ChoiceCards } from './choice-cards';
import { CheckoutSummary } from './checkout-summary';
import { type Contact, CustomerFields, SavedAddressChoice, contactOf } from './customer-fields';
import { VoucherField } from './voucher-field';

/** Where the form asks the server to price the cart again (the `/checkout/preview` route). */
export const PREVIEW_ROUTE = '/checkout/preview';

const CARD = 'rounded-3xl border border-ink-100 bg-white p-5 shadow-sm sm:p-6';

const PAYMENT_ICONS: Record<PaymentMethod, typeof BanknoteIcon> = {
  ONLINE: CreditCardIcon,
  COD: BanknoteIcon,
  THEGHINO: WalletIcon,
  INSTALLMENT: CalendarIcon,
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
  storeCredit = 0,
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
  /** The approved referral balance the shopper may spend as store credit (đồng). */
  storeCredit?: number | undefined;
}) {
  const { t } = useTranslation(['checkout', 'accounts', 'addresses']);
  const money = useMoney();
  const lang = usePageLanguage();
  const navigation = useNavigation();
  const formId = useId();
  const { formRef, errors, onSubmit, onChange } = useFormErrors(serverErrors, validate);
  const reviewing =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'review';

  const usable = addresses.filter((a) => a.set === set);
  const [chosen, setChosen] = useState<string>(
    () => (usable.find((a) => a.isDefault) ?? usable[0])?.id ?? 'new',
  );
  const address = addresses.find((a) => a.id === chosen) ?? null;
  const [place, setPlace] = useState<PlaceChoice>(() => placeOf(address, set, lang));
  const [contact, setContact] = useState<Contact>(() => contactOf(address, user));
  const [delivery, setDelivery] = useState<DeliveryMethod>(initialPreview.deliveryMethod);
  const [picked, setPayment] = useState<PaymentMethod>('COD');
  const [card, setCard] = useState<string | null>(() => cards[0]?.id ?? null);
  // The voucher asked for (the page's first preview may have had one, from `?voucher=`).
  const [voucher, setVoucher] = useState<string | null>(initialPreview.voucher?.code ?? null);
  const [useCredit, setUseCredit] = useState(false);

  // The server prices the cart again for the province and delivery method chosen (the page's
  // own data holds the first choice's prices).
  const query = new URLSearchParams({ deliveryMethod: delivery, set });
  if (place.provinceId) query.set('provinceId', place.provinceId);
  if (place.districtId) query.set('districtId', place.districtId);
  if (place.wardId) query.set('wardId', place.wardId);
  if (voucher) query.set('voucherCode', voucher);
  if (useCredit) query.set('useStoreCredit', '1');
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
  // Installments: the plans of the total the server priced, and the bank, scheme and term picked.
  const total = preview.pricing.grandTotal;
  const installments = useJsonResource<InstallmentPlans | null>(
    payment === 'INSTALLMENT' && !pending ? installmentPlansPath(total) : null,
  );
  const [installmentPick, setInstallmentPick] = useState<Partial<InstallmentPick>>({});
  const plans = installments.data?.amount === total ? installments.data : null;
  const plan = plans ? settlePick(plans.plans, installmentPick) : null;
  const noPlan = payment === 'INSTALLMENT' && !plan;
  // The code goes with the form unless the server refused it (the review checks it again).
  const verdict = !pending && preview.voucher?.code === voucher ? preview.voucher : null;
  const sentVoucher = voucher && !(verdict && !verdict.applied) ? voucher : '';

  const choose = (id: string) => {
    const next = addresses.find((a) => a.id === id) ?? null;
    setChosen(id);
    setPlace(placeOf(next, set, lang));
    // A saved address brings its recipient; "another address" keeps the one typed.
    setContact(contactOf(next, user, contact));
  };

  const fee = (method: DeliveryMethod) => {
    const option = preview.shippingOptions.find((o) => o.method === method);
    if (!option) return null;
    return option.fee === 0 ? t('delivery.free') : money(option.fee);
  };
  // The shop's promise (its settings): to the chosen province's zone, else from the nearest to
  // the farthest.
  const { setting } = useRootData();
  const deliveryTime = (method: DeliveryMethod) =>
    deliveryTimeText(
      preview.zone
        ? setting.deliveryTimes[preview.zone][method]
        : deliveryTimeRange(setting.deliveryTimes, method),
      lang,
    );
  const fieldError = (name: string) => (errors[name] ? translateKey(t, errors[name]) : undefined);

  return (
    <div
      hidden={hidden}
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
    >
      <Form
        ref={formRef}
        id={formId}
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
        {useCredit ? <input type="hidden" name="useStoreCredit" value="on" /> : null}
        {formError ? (
          <FormAlert tone="error">{translateKey(t, formError.key, formError.values)}</FormAlert>
        ) : null}
        <RequiredNote />
        <SavedAddressChoice addresses={addresses} set={set} chosen={chosen} onChoose={choose} />
        <CustomerFields
          contact={contact}
          onContact={setContact}
          address={address}
          placeKey={chosen}
          set={set}
          provinces={provinces}
          errors={errors}
          onPlace={setPlace}
        />

        <div className={CARD}>
          <ChoiceCards
            name="deliveryMethod"
            legend={t('delivery.title')}
            value={delivery}
            onChange={setDelivery}
            error={fieldError('deliveryMethod')}
            choices={DELIVERY_METHODS.map((method) => ({
              value: method,
              title: t(`delivery.${method}`),
              hint: t('delivery.time', { time: deliveryTime(method) }),
              icon: <TruckIcon size={20} />,
              aside: fee(method),
            }))}
          >
            {preview.zone === null ? (
              <p className="mt-1 text-sm text-ink-600">{t('delivery.chooseProvince')}</p>
            ) : null}
          </ChoiceCards>
        </div>

        <div className={CARD}>
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
          {payment === 'INSTALLMENT' ? (
            <InstallmentChoice
              plans={plans}
              failed={installments.failed}
              value={plan}
              onChange={setInstallmentPick}
            />
          ) : null}
        </div>

        <TextAreaField
          className={CARD}
          labelClassName="text-lg font-bold text-ink-900"
          name="note"
          label={t('note.label')}
          hint={t('note.hint')}
          required
          rows={3}
          maxLength={500}
          error={errors.note}
        />
      </Form>

      <aside className="flex flex-col gap-4 rounded-3xl border border-ink-100 bg-white p-5 shadow-sm lg:sticky lg:top-24 lg:row-span-2">
        <VoucherField
          code={voucher}
          verdict={preview.voucher}
          pending={pending}
          wallet={wallet}
          minimums={minimums}
          onApply={setVoucher}
          onRemove={() => setVoucher(null)}
        />
        {storeCredit > 0 ? (
          <label className="flex items-start gap-3 rounded-2xl bg-lotus-50 px-4 py-3 text-sm text-ink-800 ring-1 ring-lotus-100">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-lotus-700"
              checked={useCredit}
              onChange={(e) => setUseCredit(e.currentTarget.checked)}
            />
            <span>{t('storeCredit', { amount: money(storeCredit) })}</span>
          </label>
        ) : null}
        <CheckoutSummary
          preview={preview}
          busy={pricing.pending}
          voucherCode={verdict?.applied ? verdict.code : null}
          gifts={gifts}
        />
      </aside>

      {/* After the order's lines and total on a phone; under the form on a wide screen. */}
      <button
        type="submit"
        form={formId}
        disabled={reviewing || !preview.canOrder || noCard || noPlan}
        className="btn-primary h-12 text-base disabled:cursor-not-allowed disabled:opacity-70 lg:col-start-1 lg:row-start-2 lg:self-start lg:justify-self-end lg:px-10"
      >
        {reviewing ? t('reviewing') : t('review')}
      </button>
    </div>
  );
}
