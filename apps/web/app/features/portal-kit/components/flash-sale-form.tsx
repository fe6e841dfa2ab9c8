import type { PortalFlashSale } from '@lotus/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TrashIcon } from '../../../components/ui/shop-icons';
import { useMoney } from '../../../lib/format';
import { useOfferForm } from '../hooks/use-offer-form';
import { flashSaleValidator } from '../offer-validators';
import { FieldError, FieldGroup } from './offer-fields';
import { AmountField, OfferForm, ProgrammeFields, type OfferFailure } from './offer-form';
import { ProductSearch } from './product-search';
import { VariantSelect } from './variant-select';

/** A row of the flash sale being edited (`key` keeps its inputs when a row above goes). */
interface ItemRow {
  key: string;
  productId: string;
  productName: string;
  price: number | null;
  infoId: string;
  flashPrice: number | null;
  quota: number | null;
  perCustomerLimit: number | null;
  sold: number;
}

let rowCount = 0;
const rowKey = () => `row-${(rowCount += 1)}`;

/**
 * Schedules a flash sale, or changes `sale`: its window and its products, each with an optional
 * variant, a flash price, a quota and a per-customer limit.
 */
export function FlashSaleForm({
  sale,
  failure,
}: {
  sale: PortalFlashSale | null;
  failure: OfferFailure | undefined;
}) {
  const { t } = useTranslation('portal');
  const money = useMoney();
  const { formRef, form } = useOfferForm(failure?.fieldErrors, flashSaleValidator);
  const [rows, setRows] = useState<ItemRow[]>(() =>
    (sale?.items ?? []).map((item) => ({
      key: rowKey(),
      productId: item.productId,
      productName: item.productName,
      price: null,
      infoId: item.infoId ?? '',
      flashPrice: item.flashPrice,
      quota: item.quota,
      perCustomerLimit: item.perCustomerLimit,
      sold: item.sold,
    })),
  );
  const update = (key: string, change: Partial<ItemRow>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));

  return (
    <OfferForm
      title={sale ? t('flashSales.editTitle') : t('flashSales.newTitle')}
      editingId={sale?.id ?? null}
      failure={failure}
      formRef={formRef}
      form={form}
    >
      <ProgrammeFields defaults={sale} form={form} />
      <FieldGroup title={t('flashSales.items')} hint={t('flashSales.itemsHint')}>
        <ProductSearch
          label={t('offers.products.searchLabel')}
          error={form.errorOf('items')}
          onPick={(product) => {
            form.clear('items');
            setRows((all) => [
              ...all,
              {
                key: rowKey(),
                productId: product.id,
                productName: product.name,
                price: product.price,
                infoId: '',
                flashPrice: null,
                quota: null,
                perCustomerLimit: 1,
                sold: 0,
              },
            ]);
          }}
        />
        {rows.length === 0 ? (
          <p className="mt-3 text-sm text-ink-500">{t('flashSales.noItems')}</p>
        ) : (
          <ol className="mt-4 flex flex-col gap-3">
            {rows.map((row, index) => {
              const field = (name: string) => `items.${index}.${name}`;
              return (
                <li
                  key={row.key}
                  role="group"
                  aria-labelledby={`${row.key}-name`}
                  className="rounded-xl border border-ink-200 p-3 sm:p-4"
                >
                  <input type="hidden" name={field('productId')} value={row.productId} />
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p id={`${row.key}-name`} className="font-semibold break-words text-ink-900">
                        {row.productName}
                      </p>
                      {row.price !== null ? (
                        <p className="text-xs text-ink-500">
                          {t('flashSales.listPrice', { price: money(row.price) })}
                        </p>
                      ) : null}
                      <FieldError
                        id={`${row.key}-product`}
                        error={form.errorOf(field('productId'))}
                      />
                    </div>
                    <button
                      type="button"
                      aria-label={t('flashSales.removeItem', { name: row.productName })}
                      onClick={() => setRows((all) => all.filter((other) => other.key !== row.key))}
                      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-500 hover:bg-red-50 hover:text-red-700"
                    >
                      <TrashIcon size={18} />
                    </button>
                  </div>
                  <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
                    <VariantSelect
                      className="col-span-2 lg:col-span-1"
                      productId={row.productId}
                      name={field('infoId')}
                      value={row.infoId}
                      onChange={(infoId) => update(row.key, { infoId })}
                      label={t('offers.products.variant')}
                      anyLabel={t('offers.products.anyVariant')}
                      error={form.errorOf(field('infoId'))}
                    />
                    <AmountField
                      name={field('flashPrice')}
                      label={t('flashSales.flashPrice')}
                      unit="money"
                      min={1}
                      defaultValue={row.flashPrice}
                      error={form.errorOf(field('flashPrice'))}
                    />
                    <AmountField
                      name={field('quota')}
                      label={t('flashSales.quota')}
                      unit="count"
                      min={Math.max(1, row.sold)}
                      defaultValue={row.quota}
                      hint={
                        row.sold > 0
                          ? t('flashSales.sold', { sold: row.sold, quota: row.quota ?? 0 })
                          : undefined
                      }
                      error={form.errorOf(field('quota'))}
                    />
                    <AmountField
                      name={field('perCustomerLimit')}
                      label={t('flashSales.perCustomerLimit')}
                      unit="count"
                      min={1}
                      max={1000}
                      defaultValue={row.perCustomerLimit}
                      error={form.errorOf(field('perCustomerLimit'))}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </FieldGroup>
    </OfferForm>
  );
}
