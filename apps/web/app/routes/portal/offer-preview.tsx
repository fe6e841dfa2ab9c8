import { offerPreviewInputSchema } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/accounts';
import {
  checkForm,
  lineNames,
  listVouchers,
  OfferPreviewPanel,
  previewFromForm,
  previewOffers,
  type PreviewActionData,
} from '../../features/portal-kit';
import { createApiClient } from '../../lib/api-client';
import { apiFormFailure, formValues } from '../../lib/form-errors';
import { ApiRequestError } from '../../lib/api-client';
import type { Route } from './+types/offer-preview';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'offers.manage' });
  return null;
}

/**
 * POST (lines.N.infoId, lines.N.quantity, voucherCode?, at?): what that cart would pay, with
 * each priced variant's names and, when the voucher falls short of its minimum, that minimum.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'offers.manage' });
  const values = formValues(await request.formData());
  const checked = checkForm(offerPreviewInputSchema, previewFromForm, values);
  if (!checked.ok) {
    return data<PreviewActionData>(
      { ok: false, fieldErrors: checked.fieldErrors },
      { status: 400 },
    );
  }
  const api = createApiClient(context.api);
  try {
    const preview = await previewOffers(api, checked.data);
    const voucher = preview.voucher;
    const [names, minimum] = await Promise.all([
      lineNames(api, preview.pricing.lines, context.lang),
      voucher?.refusal === 'VOUCHER_BELOW_MINIMUM'
        ? listVouchers(api).then(
            (all) => all.find((v) => v.code === voucher.code)?.minSubtotal ?? null,
          )
        : null,
    ]);
    return data<PreviewActionData>({
      ok: true,
      preview,
      names,
      at: checked.data.at ?? null,
      minimum,
    });
  } catch (error) {
    // A variant that no longer exists is named by the API; its line shows the refusal.
    if (error instanceof ApiRequestError && error.code === 'PRODUCT_NOT_FOUND') {
      const index = checked.data.lines.findIndex((line) => line.infoId === error.params?.infoId);
      if (index >= 0) {
        return data<PreviewActionData>(
          { ok: false, fieldErrors: { [`lines.${index}.infoId`]: 'errors:PRODUCT_NOT_FOUND' } },
          { status: 404 },
        );
      }
    }
    const failure = apiFormFailure(error);
    const status = error instanceof ApiRequestError && error.status >= 400 ? error.status : 400;
    return data<PreviewActionData>(failure, { status });
  }
}

/** `/portal/offers/preview`: what a test cart would pay, now or at a chosen instant. */
export default function PortalOfferPreview() {
  const { t } = useTranslation('portal');
  return (
    <section aria-labelledby="preview-title" className="flex flex-col gap-5">
      <PageTitle title={t('preview.title')} />
      <div>
        <h1 id="preview-title" className="text-xl font-bold tracking-tight text-ink-900">
          {t('preview.title')}
        </h1>
        <p className="mt-1 text-sm text-ink-600">{t('preview.subtitle')}</p>
      </div>
      <OfferPreviewPanel />
    </section>
  );
}
