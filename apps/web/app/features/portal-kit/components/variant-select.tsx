import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/text-field';
import { useJsonResource } from '../../../lib/use-json-resource';
import type { ProductChoice } from '../api/offer-catalog-api';
import { FieldError } from './offer-fields';
import { OFFER_PRODUCTS_PATH, type ProductChoiceAnswer } from './product-search';

/** A product's variants, read once from the back office's product route. */
function useProductChoice(productId: string | null): ProductChoice | null {
  const url = productId
    ? `${OFFER_PRODUCTS_PATH}?${new URLSearchParams({ id: productId }).toString()}`
    : null;
  return useJsonResource<ProductChoiceAnswer>(url).data?.product ?? null;
}

/**
 * Picks one variant of a product (named by colour and size, with its SKU). With `anyLabel`, an
 * empty choice means every variant.
 */
export function VariantSelect({
  productId,
  name,
  value,
  onChange,
  label,
  anyLabel,
  error,
  className = '',
}: {
  productId: string;
  /** The field's name when the form sends it; none when the page keeps the choice itself. */
  name?: string;
  value: string;
  onChange: (infoId: string, label: string) => void;
  label: string;
  anyLabel?: string;
  error?: string | undefined;
  className?: string;
}) {
  const { t } = useTranslation('portal');
  const id = useId();
  const product = useProductChoice(productId);
  const variants = product?.variants ?? [];
  const known = variants.some((variant) => variant.id === value);
  // A product made one way only needs no choosing (unless "every variant" is a choice).
  const only = anyLabel === undefined && !value && variants.length === 1 ? variants[0] : undefined;
  useEffect(() => {
    if (only) onChange(only.id, `${only.label} · ${only.sku}`);
  }, [only, onChange]);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const chosen = variants.find((variant) => variant.id === event.target.value);
          onChange(event.target.value, chosen ? `${chosen.label} · ${chosen.sku}` : '');
        }}
        className={`${inputClass} pr-8`}
      >
        {anyLabel !== undefined ? (
          <option value="">{anyLabel}</option>
        ) : (
          <option value="" disabled>
            {product ? t('offers.products.chooseVariant') : t('offers.products.loadingVariants')}
          </option>
        )}
        {value && !known ? (
          <option value={value}>{t('offers.products.loadingVariants')}</option>
        ) : null}
        {variants.map((variant) => (
          <option key={variant.id} value={variant.id}>
            {variant.label} · {variant.sku} ({t('offers.products.stock', { count: variant.stock })})
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
