import type { FormFailure } from '../../../lib/form-errors';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { GiftIcon } from '../../../components/ui/icons';
import { translateKey } from '../../../i18n/i18n';
import { useDateTime, useMoney } from '../../../lib/format';
import type { OfferPreview } from '../api/offer-admin-api';
import type { LineName } from '../api/offer-catalog-api';
import { DataTable, type Column } from './data-table';

/** What the preview's action answers. */
export type PreviewActionData =
  | {
      ok: true;
      preview: OfferPreview;
      /** Each priced variant's product and variant names. */
      names: Record<string, LineName>;
      /** The instant priced at, when one was asked for. */
      at: string | null;
      /** The voucher's minimum, when the verdict is that the cart is below it. */
      minimum: number | null;
    }
  | FormFailure;

type PreviewAnswer = Extract<PreviewActionData, { ok: true }>;

/**
 * What the test cart would pay: each line's prices, every discount with its reason and
 * programme, the totals, and the voucher's verdict.
 */
export function OfferPreviewResult({ answer }: { answer: PreviewAnswer }) {
  const { t } = useTranslation('portal');
  const money = useMoney();
  const when = useDateTime();
  const { pricing, offerNames, voucher } = answer.preview;
  const nameOf = (infoId: string | null) => (infoId ? answer.names[infoId] : undefined);
  const figure = 'tabular-nums whitespace-nowrap';
  const columns: Column<(typeof pricing.lines)[number]>[] = [
    {
      key: 'product',
      header: t('preview.columns.product'),
      rowHeader: true,
      cell: (line) => (
        <>
          <span className="flex items-center gap-1.5 font-medium text-ink-900">
            {line.giftOf ? <GiftIcon size={16} className="text-lotus-700" /> : null}
            {nameOf(line.infoId)?.product ?? line.productId}
          </span>
          <span className="block text-xs font-normal text-ink-500">
            {line.giftOf ? `${t('preview.gift')} · ` : ''}
            {nameOf(line.infoId)?.variant}
          </span>
        </>
      ),
    },
    {
      key: 'quantity',
      header: t('preview.columns.quantity'),
      align: 'end',
      className: 'tabular-nums',
      cell: (line) => line.quantity,
    },
    {
      key: 'list',
      header: t('preview.columns.listPrice'),
      align: 'end',
      className: `${figure} text-ink-600`,
      cell: (line) => money(line.listPrice),
    },
    {
      key: 'unit',
      header: t('preview.columns.unitPrice'),
      align: 'end',
      className: `${figure} font-medium`,
      cell: (line) => money(line.unitPrice),
    },
    {
      key: 'total',
      header: t('preview.columns.lineTotal'),
      align: 'end',
      className: `${figure} font-medium`,
      cell: (line) => money(line.lineTotal),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      {answer.at ? (
        <p className="text-sm text-ink-600">{t('preview.pricedAt', { at: when(answer.at) })}</p>
      ) : null}
      <DataTable
        caption={t('preview.columns.product')}
        columns={columns}
        rows={pricing.lines}
        rowKey={(line) => `${line.infoId}-${line.giftOf ?? ''}`}
      />

      <section aria-labelledby="preview-adjustments">
        <h4 id="preview-adjustments" className="text-sm font-semibold text-ink-900">
          {t('preview.adjustments')}
        </h4>
        {pricing.adjustments.length === 0 ? (
          <p className="mt-1 text-sm text-ink-600">{t('preview.noAdjustments')}</p>
        ) : (
          <ul className="mt-2 flex flex-col divide-y divide-ink-100 rounded-xl border border-ink-100">
            {pricing.adjustments.map((adjustment, index) => {
              // The voucher is named by its code (the one the operator typed).
              const programme =
                (adjustment.ref ? offerNames[adjustment.ref] : undefined) ??
                (adjustment.reason === 'VOUCHER' ? voucher?.code : undefined);
              const line = nameOf(adjustment.infoId);
              return (
                <li
                  key={index}
                  className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm"
                >
                  <div className="min-w-0">
                    <p className="font-medium text-ink-900">
                      {translateKey(t, `preview.reasons.${adjustment.reason}`)}
                      {programme ? <span className="font-normal">: {programme}</span> : null}
                    </p>
                    {line ? (
                      <p className="text-xs text-ink-500">
                        {line.product} · {line.variant}
                      </p>
                    ) : null}
                  </div>
                  <p className="shrink-0 text-right tabular-nums">
                    <span className="mr-2 rounded-md bg-lotus-50 px-1.5 py-0.5 text-xs font-semibold text-lotus-800">
                      {adjustment.discountText}
                    </span>
                    <span className="font-medium whitespace-nowrap text-emerald-800">
                      −{money(adjustment.amount)}
                    </span>
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {voucher ? (
        voucher.refusal ? (
          <FormAlert tone="warning">
            <span className="font-semibold">{t('preview.voucher', { code: voucher.code })}: </span>
            {translateKey(t, `errors:${voucher.refusal}`, {
              minSubtotal: answer.minimum === null ? '' : money(answer.minimum),
            })}
          </FormAlert>
        ) : (
          <FormAlert tone="success">
            <span className="font-semibold">{t('preview.voucher', { code: voucher.code })}: </span>
            {voucher.amount > 0
              ? t('preview.voucherApplied', { amount: money(voucher.amount) })
              : t('preview.voucherNone')}
          </FormAlert>
        )
      ) : null}

      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 rounded-xl bg-ink-50 p-4 text-sm">
        <dt className="text-ink-600">{t('preview.itemsTotal')}</dt>
        <dd className="text-right text-ink-600 tabular-nums">{money(pricing.itemsTotal)}</dd>
        <dt className="text-ink-600">{t('preview.subtotal')}</dt>
        <dd className="text-right tabular-nums">{money(pricing.subtotal)}</dd>
        <dt className="text-ink-600">{t('preview.discount')}</dt>
        <dd className="text-right text-emerald-800 tabular-nums">
          −{money(pricing.discountTotal)}
        </dd>
        <dt className="border-t border-ink-200 pt-2 text-base font-semibold text-ink-900">
          {t('preview.grandTotal')}
        </dt>
        <dd className="border-t border-ink-200 pt-2 text-right text-base font-bold text-ink-900 tabular-nums">
          {money(pricing.grandTotal)}
        </dd>
      </dl>
    </div>
  );
}
