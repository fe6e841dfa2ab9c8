import {
  PROMOTION_TYPES,
  type Category,
  type PortalPromotion,
  type PromotionType,
} from '@lotus/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../../i18n/i18n';
import { useOfferForm } from '../hooks/use-offer-form';
import { promotionValidator } from '../offer-validators';
import { FieldGroup, SelectField } from './offer-fields';
import {
  AmountField,
  CoverageFields,
  OfferForm,
  ProgrammeFields,
  type OfferFailure,
} from './offer-form';
import type { NamedProduct } from './product-picker';
import { ProductSearch } from './product-search';
import { VariantSelect } from './variant-select';

type DiscountKind = 'PERCENT' | 'FIXED';

/**
 * Creates a promotion, or changes `promotion`. Each type asks for what it needs: buy-more a
 * number of products and a discount, order-value a minimum and a discount, a gift its variant
 * and quantity (and, optionally, a minimum).
 */
export function PromotionForm({
  promotion: p,
  products,
  gift,
  categories,
  failure,
}: {
  promotion: PortalPromotion | null;
  products: readonly NamedProduct[];
  /** The product of the gift's variant, when editing a gift promotion. */
  gift: NamedProduct | null;
  categories: Category[];
  failure: OfferFailure | undefined;
}) {
  const { t } = useTranslation('portal');
  const { formRef, form } = useOfferForm(failure?.fieldErrors, promotionValidator);
  const [type, setType] = useState<PromotionType>(p?.type ?? 'QUANTITY_BASED');
  const [discountType, setDiscountType] = useState<DiscountKind>(p?.discountType ?? 'PERCENT');
  const [giftProduct, setGiftProduct] = useState<NamedProduct | null>(gift);
  const [giftInfoId, setGiftInfoId] = useState(p?.giftInfoId ?? '');
  const isGift = type === 'GIFT_PRODUCT';

  return (
    <OfferForm
      title={p ? t('promotions.editTitle') : t('promotions.newTitle')}
      editingId={p?.id ?? null}
      failure={failure}
      formRef={formRef}
      form={form}
    >
      <ProgrammeFields defaults={p} form={form} />
      <FieldGroup title={t('promotions.conditionGroup')}>
        <SelectField
          name="type"
          label={t('promotions.type')}
          value={type}
          onChange={(event) => setType(event.target.value as PromotionType)}
          options={PROMOTION_TYPES.map((value) => ({
            value,
            label: translateKey(t, `promotions.types.${value}`),
          }))}
          hint={translateKey(t, `promotions.typeHint.${type}`)}
          error={form.errorOf('type')}
        />
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {type !== 'ORDER_BASED' ? (
            <AmountField
              key={`minQuantity-${type}`}
              name="minQuantity"
              label={t('promotions.minQuantity')}
              unit="count"
              min={1}
              max={1000}
              optional={isGift}
              defaultValue={p?.minQuantity}
              error={form.errorOf('minQuantity')}
            />
          ) : null}
          {type !== 'QUANTITY_BASED' ? (
            <AmountField
              key={`minSubtotal-${type}`}
              name="minSubtotal"
              label={t('promotions.minSubtotal')}
              unit="money"
              optional={isGift}
              defaultValue={p?.minSubtotal}
              error={form.errorOf('minSubtotal')}
            />
          ) : null}
        </div>
        {!isGift ? (
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            <SelectField
              name="discountType"
              label={t('promotions.discountType')}
              value={discountType}
              onChange={(event) => setDiscountType(event.target.value as DiscountKind)}
              options={(['PERCENT', 'FIXED'] as const).map((value) => ({
                value,
                label: translateKey(t, `promotions.discountTypes.${value}`),
              }))}
            />
            <AmountField
              name="value"
              label={t('promotions.value')}
              unit={discountType === 'PERCENT' ? 'percent' : 'money'}
              min={1}
              defaultValue={p && p.type !== 'GIFT_PRODUCT' ? p.value : null}
              error={form.errorOf('value')}
            />
            {discountType === 'PERCENT' ? (
              <AmountField
                name="maxDiscount"
                label={t('promotions.maxDiscount')}
                unit="money"
                min={1}
                optional
                defaultValue={p?.maxDiscount}
                error={form.errorOf('maxDiscount')}
              />
            ) : null}
          </div>
        ) : null}
      </FieldGroup>
      {isGift ? (
        <FieldGroup title={t('promotions.gift')} hint={t('promotions.giftHint')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <ProductSearch
                label={t('offers.products.searchLabel')}
                error={giftProduct ? undefined : form.errorOf('giftInfoId')}
                onPick={(product) => {
                  setGiftProduct({ id: product.id, name: product.name });
                  setGiftInfoId('');
                }}
              />
              {giftProduct ? (
                <p className="mt-3 text-sm text-ink-600">
                  {t('promotions.giftProduct')}{' '}
                  <span className="font-semibold text-ink-900">
                    {giftProduct.name ?? t('offers.products.unknown')}
                  </span>
                </p>
              ) : null}
            </div>
            <div className="grid gap-4">
              {giftProduct ? (
                <VariantSelect
                  productId={giftProduct.id}
                  name="giftInfoId"
                  value={giftInfoId}
                  onChange={(infoId) => {
                    setGiftInfoId(infoId);
                    form.clear('giftInfoId');
                  }}
                  label={t('offers.products.variant')}
                  error={form.errorOf('giftInfoId')}
                />
              ) : null}
              <AmountField
                name="giftQuantity"
                label={t('promotions.giftQuantity')}
                unit="count"
                min={1}
                max={100}
                defaultValue={p?.giftQuantity ?? 1}
                error={form.errorOf('giftQuantity')}
              />
            </div>
          </div>
        </FieldGroup>
      ) : null}
      {type !== 'ORDER_BASED' ? (
        <CoverageFields
          products={products}
          categories={categories}
          categoryIds={p?.categoryIds ?? []}
          optional
          form={form}
        />
      ) : null}
    </OfferForm>
  );
}
