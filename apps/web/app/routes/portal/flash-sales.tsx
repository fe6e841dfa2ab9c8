import { flashSaleInputSchema } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { requireUser } from '../../features/accounts';
import {
  checkForm,
  filterOffers,
  FlashSaleFigures,
  FlashSaleForm,
  flashSaleFromForm,
  invalidIntent,
  listFlashSales,
  offerAddress,
  OfferFilters,
  OfferList,
  OfferPageHeader,
  saveFlashSale,
  saveIntent,
  stopIntent,
  unknownIntent,
  useOfferNotices,
} from '../../features/portal-kit';
import { createApiClient } from '../../lib/api-client';
import { formValues } from '../../lib/form-errors';
import { usePageLanguage } from '../../lib/format';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/flash-sales';

const PATH = '/portal/flash-sales';

/** Every flash sale with its items; with `?new=1` or `?edit=<id>`, the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'offers.manage' });
  const url = new URL(request.url);
  const sales = await listFlashSales(createApiClient(context.api)).catch(toRouteError);
  const { editing, creating, filter } = offerAddress(url, sales);
  return { sales: filterOffers(sales, filter), filter, editing, creating };
}

/** POST intent=save (creates, or changes `id`) or intent=stop (`id`, `name`). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'offers.manage' });
  const values = formValues(await request.formData());
  const api = createApiClient(context.api);
  if (values.intent === 'stop') return stopIntent(api, 'flash-sales', values);
  if (values.intent !== 'save') return unknownIntent();
  const checked = checkForm(flashSaleInputSchema, flashSaleFromForm, values);
  if (!checked.ok) return invalidIntent('save', checked.fieldErrors);
  return saveIntent(values, context.lang, (id) => saveFlashSale(api, id, checked.data));
}

/** `/portal/flash-sales`: the flash sales with their quotas sold, and the form. */
export default function PortalFlashSales({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const lang = usePageLanguage();
  const { sales, filter, editing, creating } = loaderData;
  useOfferNotices(actionData, PATH);
  const formOpen = creating || editing !== null;
  const failure =
    actionData && !actionData.ok && actionData.intent === 'save' ? actionData : undefined;
  return (
    <section aria-labelledby="flash-sales-title" className="flex flex-col gap-5">
      <OfferPageHeader
        id="flash-sales-title"
        title={t('flashSales.title')}
        subtitle={t('flashSales.subtitle')}
        count={formOpen ? null : sales.length}
        showCreate={!formOpen}
      />
      {formOpen ? (
        <FlashSaleForm key={editing?.id ?? 'new'} sale={editing} failure={failure} />
      ) : (
        <>
          <OfferFilters id="flash-sales-search" filter={filter} />
          <OfferList
            filtered={filter.search !== '' || filter.state !== null}
            rows={sales.map((sale) => ({
              ...sale,
              name: lang === 'en' ? sale.nameEn : sale.nameVi,
              figures: <FlashSaleFigures sale={sale} />,
            }))}
          />
        </>
      )}
    </section>
  );
}
