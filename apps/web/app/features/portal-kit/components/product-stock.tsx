import {
  COLOUR_CODES,
  COLOURS,
  type PortalProduct,
  type PortalVariant,
  type StockMovement,
} from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClass, TextField } from '../../../components/ui/text-field';
import { translateKey } from '../../../i18n/i18n';
import type { FormFailure } from '../../../lib/form-errors';
import { useDateTime, usePageLanguage } from '../../../lib/format';
import { DataTable, type Column } from './data-table';
import { VariantEditForm } from './variant-edit-form';

const card = 'flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink-100 sm:p-6';

function Select({
  id,
  name,
  label,
  children,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  label: string;
  children: React.ReactNode;
  defaultValue?: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        className={inputClass}
      >
        {children}
      </select>
      {error ? <p className="mt-1.5 text-sm text-red-700">{translateKey(t, error)}</p> : null}
    </div>
  );
}

/** A variant's options in words: "Black / M", or its SKU when it has none. */
function useVariantName() {
  const lang = usePageLanguage();
  return (variant: Pick<PortalVariant, 'colour' | 'size' | 'sku'>) =>
    [variant.colour ? COLOURS[variant.colour][lang] : null, variant.size]
      .filter(Boolean)
      .join(' / ') || variant.sku;
}

function FailureAlert({ failure }: { failure: FormFailure | undefined }) {
  const { t } = useTranslation();
  if (!failure?.formError) return null;
  return (
    <FormAlert tone="error">
      {translateKey(t, failure.formError.key, failure.formError.values)}
    </FormAlert>
  );
}

/**
 * A product's variants with their stock, the forms that add one or change one's options, the
 * form that receives or
 * adjusts stock (a movement in the ledger; an adjustment says why), and the latest movements.
 */
export function ProductStock({
  product,
  variantFailure,
  variantEditFailure,
  stockFailure,
}: {
  product: PortalProduct;
  variantFailure: FormFailure | undefined;
  variantEditFailure: FormFailure | undefined;
  stockFailure: FormFailure | undefined;
}) {
  const { t } = useTranslation('portal');
  const navigation = useNavigation();
  const posting = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const variantName = useVariantName();
  const lang = usePageLanguage();
  const at = useDateTime();
  const archived = product.archivedAt !== null;
  const variantErrors = variantFailure?.fieldErrors ?? {};
  const stockErrors = stockFailure?.fieldErrors ?? {};
  const bySku = new Map(product.variants.map((v) => [v.id, v]));

  const variantColumns: Column<PortalVariant>[] = [
    {
      key: 'variant',
      header: t('products.variants.columns.variant'),
      rowHeader: true,
      cell: (variant) => <span className="font-medium text-ink-900">{variantName(variant)}</span>,
    },
    {
      key: 'stock',
      header: t('products.variants.columns.stock'),
      align: 'end',
      cell: (variant) => (
        <span
          data-testid="variant-stock"
          className={`font-semibold ${
            variant.stock === 0
              ? 'text-red-700'
              : variant.stock <= product.lowStockThreshold
                ? 'text-amber-800'
                : 'text-ink-900'
          }`}
        >
          {variant.stock}
        </span>
      ),
    },
    {
      key: 'sku',
      header: t('products.variants.columns.sku'),
      className: 'whitespace-nowrap font-mono text-xs',
      cell: (variant) => variant.sku,
    },
  ];
  const movementColumns: Column<StockMovement>[] = [
    {
      key: 'variant',
      header: t('products.movements.columns.variant'),
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (m) => {
        const variant = bySku.get(m.variantId);
        return variant ? variantName(variant) : '—';
      },
    },
    {
      key: 'quantity',
      header: t('products.movements.columns.quantity'),
      align: 'end',
      cell: (m) => (
        <span className={m.quantity < 0 ? 'text-red-700' : 'text-emerald-800'}>
          {m.quantity > 0 ? `+${m.quantity}` : m.quantity}
        </span>
      ),
    },
    {
      key: 'after',
      header: t('products.movements.columns.after'),
      align: 'end',
      cell: (m) => m.stockAfter,
    },
    {
      key: 'kind',
      header: t('products.movements.columns.kind'),
      cell: (m) => t(`products.movements.kinds.${m.kind}`),
    },
    {
      key: 'at',
      header: t('products.movements.columns.at'),
      className: 'whitespace-nowrap',
      cell: (m) => <time dateTime={m.createdAt}>{at(m.createdAt)}</time>,
    },
    {
      key: 'reason',
      header: t('products.movements.columns.reason'),
      className: 'min-w-40',
      cell: (m) => (
        <div>
          <p>{m.reason ?? '—'}</p>
          {m.actorEmail ? <p className="text-xs text-ink-500">{m.actorEmail}</p> : null}
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="variants-title" className={card}>
        <h2 id="variants-title" className="text-base font-semibold text-ink-900">
          {t('products.variants.title')}
        </h2>
        <DataTable
          caption={t('products.variants.title')}
          columns={variantColumns}
          rows={product.variants}
          rowKey={(variant) => variant.id}
          rowProps={(variant) => ({ 'data-variant': variant.sku })}
          empty={t('products.variants.empty')}
        />
        {archived ? null : (
          <Form
            method="post"
            noValidate
            aria-label={t('products.variants.add')}
            className="grid gap-3 border-t border-ink-100 pt-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
          >
            <input type="hidden" name="intent" value="variant" />
            <h3 className="text-sm font-semibold text-ink-900 sm:col-span-2 lg:col-span-5">
              {t('products.variants.add')}
            </h3>
            <FailureAlert failure={variantFailure} />
            <Select
              id="variant-colour"
              name="colour"
              label={t('products.variants.colour')}
              error={variantErrors.colour}
            >
              <option value="">{t('products.variants.noColour')}</option>
              {COLOUR_CODES.map((code) => (
                <option key={code} value={code}>
                  {COLOURS[code][lang]}
                </option>
              ))}
            </Select>
            <TextField
              name="size"
              label={t('products.variants.size')}
              optionalText={t('products.optional')}
              maxLength={10}
              error={variantErrors.size}
            />
            <TextField
              name="sku"
              label={t('products.variants.sku')}
              defaultValue={`${product.sku}-`}
              maxLength={64}
              autoComplete="off"
              error={variantErrors.sku}
              required
            />
            <TextField
              name="stock"
              inputMode="numeric"
              label={t('products.variants.firstStock')}
              defaultValue="0"
              error={variantErrors.stock}
            />
            <button type="submit" className="btn-secondary" disabled={posting('variant')}>
              {t('products.variants.addSubmit')}
            </button>
          </Form>
        )}
        {archived ? null : (
          <VariantEditForm variants={product.variants} failure={variantEditFailure} />
        )}
      </section>

      {product.variants.length > 0 ? (
        <section aria-labelledby="stock-title" className={card}>
          <h2 id="stock-title" className="text-base font-semibold text-ink-900">
            {t('products.stock.title')}
          </h2>
          <p className="text-sm text-ink-600">{t('products.stock.hint')}</p>
          <Form
            method="post"
            noValidate
            aria-label={t('products.stock.title')}
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          >
            <input type="hidden" name="intent" value="stock" />
            <div className="sm:col-span-2 lg:col-span-3">
              <FailureAlert failure={stockFailure} />
            </div>
            <Select id="stock-variant" name="variantId" label={t('products.stock.variant')}>
              {product.variants.map((variant) => (
                <option key={variant.id} value={variant.id}>
                  {`${variantName(variant)} · ${variant.sku} · ${t('products.stock.onHand', { count: variant.stock })}`}
                </option>
              ))}
            </Select>
            <Select
              id="stock-kind"
              name="movement"
              label={t('products.stock.kind')}
              error={stockErrors.kind}
            >
              <option value="received">{t('products.stock.received')}</option>
              <option value="adjusted-add">{t('products.stock.adjustedAdd')}</option>
              <option value="adjusted-remove">{t('products.stock.adjustedRemove')}</option>
            </Select>
            <TextField
              name="quantity"
              inputMode="numeric"
              label={t('products.stock.quantity')}
              error={stockErrors.quantity}
              required
            />
            <TextField
              name="reason"
              className="sm:col-span-2"
              label={t('products.stock.reason')}
              hint={t('products.stock.reasonHint')}
              maxLength={300}
              error={stockErrors.reason}
            />
            <div className="sm:col-span-2 lg:col-span-3">
              <button type="submit" className="btn-primary" disabled={posting('stock')}>
                {t('products.stock.submit')}
              </button>
            </div>
          </Form>
          <h3 className="text-sm font-semibold text-ink-900">{t('products.movements.title')}</h3>
          <DataTable
            caption={t('products.movements.title')}
            columns={movementColumns}
            rows={product.movements}
            rowKey={(m) => m.id}
            empty={t('products.movements.empty')}
          />
        </section>
      ) : null}
    </div>
  );
}
