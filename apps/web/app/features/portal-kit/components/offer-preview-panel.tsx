import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TrashIcon } from '../../../components/ui/shop-icons';
import { TextField } from '../../../components/ui/text-field';
import { translateKey } from '../../../i18n/i18n';
import { useOfferForm } from '../hooks/use-offer-form';
import { previewValidator } from '../offer-validators';
import { FieldGroup } from './offer-fields';
import { AmountField } from './offer-form';
import { OfferPreviewResult, type PreviewActionData } from './offer-preview-result';
import { ProductSearch } from './product-search';
import { VariantSelect } from './variant-select';

interface CartRow {
  key: string;
  productId: string;
  productName: string;
  infoId: string;
}

let rowCount = 0;
const rowKey = () => `line-${(rowCount += 1)}`;

/**
 * The preview: a test cart (products found by search, a variant and a quantity each), an
 * optional voucher code and instant, and what that cart would pay, side by side on wide screens.
 */
export function OfferPreviewPanel() {
  const { t } = useTranslation('portal');
  const fetcher = useFetcher<PreviewActionData>();
  const answer = fetcher.data;
  const failure = answer && !answer.ok ? answer : undefined;
  const { formRef, form } = useOfferForm(failure?.fieldErrors, previewValidator);
  const [rows, setRows] = useState<CartRow[]>([]);
  const resultId = useId();
  const busy = fetcher.state !== 'idle';

  return (
    <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <fetcher.Form
        method="post"
        noValidate
        ref={formRef}
        onSubmit={form.onSubmit}
        onChange={form.onChange}
        className="flex min-w-0 flex-col gap-4"
      >
        <FieldGroup title={t('preview.lines')}>
          <ProductSearch
            label={t('offers.products.searchLabel')}
            error={form.errorOf('lines')}
            onPick={(product) => {
              form.clear('lines');
              setRows((all) => [
                ...all,
                { key: rowKey(), productId: product.id, productName: product.name, infoId: '' },
              ]);
            }}
          />
          {rows.length === 0 ? (
            <p className="mt-3 text-sm text-ink-500">{t('preview.noLines')}</p>
          ) : (
            <ol className="mt-4 flex flex-col gap-3">
              {rows.map((row, index) => (
                <li
                  key={row.key}
                  role="group"
                  aria-labelledby={`${row.key}-name`}
                  className="rounded-xl border border-ink-200 p-3"
                >
                  <div className="flex items-start justify-between gap-3">
                    <p
                      id={`${row.key}-name`}
                      className="min-w-0 font-semibold break-words text-ink-900"
                    >
                      {row.productName}
                    </p>
                    <button
                      type="button"
                      aria-label={t('preview.removeLine', { name: row.productName })}
                      onClick={() => setRows((all) => all.filter((other) => other.key !== row.key))}
                      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-500 hover:bg-red-50 hover:text-red-700"
                    >
                      <TrashIcon size={18} />
                    </button>
                  </div>
                  <div className="mt-2 grid grid-cols-[minmax(0,1fr)_6.5rem] gap-3">
                    <VariantSelect
                      productId={row.productId}
                      name={`lines.${index}.infoId`}
                      value={row.infoId}
                      onChange={(infoId) =>
                        setRows((all) =>
                          all.map((other) =>
                            other.key === row.key ? { ...other, infoId } : other,
                          ),
                        )
                      }
                      label={t('offers.products.variant')}
                      error={form.errorOf(`lines.${index}.infoId`)}
                    />
                    <AmountField
                      name={`lines.${index}.quantity`}
                      label={t('preview.quantity')}
                      unit="count"
                      min={1}
                      max={1000}
                      defaultValue={1}
                      error={form.errorOf(`lines.${index}.quantity`)}
                    />
                  </div>
                </li>
              ))}
            </ol>
          )}
        </FieldGroup>
        <FieldGroup title={t('preview.voucherCode')}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <TextField
              name="voucherCode"
              label={t('preview.voucherCode')}
              optionalText={t('offers.form.optional')}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              error={form.errorOf('voucherCode')}
            />
            <TextField
              name="at"
              type="datetime-local"
              label={t('preview.at')}
              optionalText={t('offers.form.optional')}
              hint={t('preview.atHint')}
              error={form.errorOf('at')}
            />
          </div>
        </FieldGroup>
        <input type="hidden" name="intent" value="preview" />
        <button type="submit" disabled={busy} className="btn-primary self-end disabled:opacity-60">
          {busy ? t('preview.submitting') : t('preview.submit')}
        </button>
      </fetcher.Form>

      <section
        aria-labelledby={`${resultId}-title`}
        aria-busy={busy}
        className="min-w-0 rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-5"
      >
        <h3 id={`${resultId}-title`} className="text-base font-semibold text-ink-900">
          {t('preview.result')}
        </h3>
        <div id={resultId} aria-live="polite" className="mt-3">
          {answer?.ok ? (
            <OfferPreviewResult answer={answer} />
          ) : failure?.formError ? (
            <FormAlert tone="error">
              {translateKey(t, failure.formError.key, failure.formError.values)}
            </FormAlert>
          ) : (
            <p className="text-sm text-ink-600">{t('preview.resultEmpty')}</p>
          )}
        </div>
      </section>
    </div>
  );
}
