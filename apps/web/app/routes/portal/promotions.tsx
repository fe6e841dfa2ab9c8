import { promotionInputSchema } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { requireUser } from '../../features/accounts';
import {
  checkForm,
  filterOffers,
  invalidIntent,
  listPromotions,
  offerAddress,
  OfferFilters,
  offerFormOptions,
  OfferList,
  OfferPageHeader,
  productNames,
  productOfVariant,
  PromotionFigures,
  PromotionForm,
  promotionFromForm,
  saveIntent,
  savePromotion,
  stopIntent,
  unknownIntent,
  useOfferNotices,
} from '../../features/portal-kit';
import { createApiClient, type ApiClient } from '../../lib/api-client';
import { formValues } from '../../lib/form-errors';
import { usePageLanguage } from '../../lib/format';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/promotions';

const PATH = '/portal/promotions';

/** The product of a gift's variant, by name (null when none can be found). */
async function giftOf(api: ApiClient, infoId: string | null) {
  if (!infoId) return null;
  const productId = await productOfVariant(api, infoId).catch(() => null);
  if (!productId) return null;
  const [named] = await productNames(api, [productId]);
  return named ?? null;
}

/**
 * Every promotion; with `?new=1` or `?edit=<id>`, the form with the categories, the covered
 * products' names and the gift's product.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'offers.manage' });
  const url = new URL(request.url);
  const api = createApiClient(context.api);
  const promotions = await listPromotions(api).catch(toRouteError);
  const { editing, creating, filter } = offerAddress(url, promotions);
  const [options, gift] = await Promise.all([
    offerFormOptions(api, creating || editing !== null, editing?.productIds),
    giftOf(api, editing?.giftInfoId ?? null),
  ]).catch(toRouteError);
  return {
    promotions: filterOffers(promotions, filter),
    filter,
    editing,
    creating,
    ...options,
    gift,
  };
}

/** POST intent=save (creates, or changes `id`) or intent=stop (`id`, `name`). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'offers.manage' });
  const values = formValues(await request.formData());
  const api = createApiClient(context.api);
  if (values.intent === 'stop') return stopIntent(api, 'promotions', values);
  if (values.intent !== 'save') return unknownIntent();
  const checked = checkForm(promotionInputSchema, promotionFromForm, values);
  if (!checked.ok) return invalidIntent('save', checked.fieldErrors);
  return saveIntent(values, context.lang, (id) => savePromotion(api, id, checked.data), {
    PRODUCT_NOT_FOUND: 'giftInfoId',
  });
}

/** `/portal/promotions`: the promotions, and the form to create or change one. */
export default function PortalPromotions({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const lang = usePageLanguage();
  const { promotions, filter, editing, creating, categories, products, gift } = loaderData;
  useOfferNotices(actionData, PATH);
  const formOpen = creating || editing !== null;
  const failure =
    actionData && !actionData.ok && actionData.intent === 'save' ? actionData : undefined;
  return (
    <section aria-labelledby="promotions-title" className="flex flex-col gap-5">
      <OfferPageHeader
        id="promotions-title"
        title={t('promotions.title')}
        subtitle={t('promotions.subtitle')}
        count={formOpen ? null : promotions.length}
        showCreate={!formOpen}
      />
      {formOpen ? (
        <PromotionForm
          key={editing?.id ?? 'new'}
          promotion={editing}
          products={products}
          gift={gift}
          categories={categories}
          failure={failure}
        />
      ) : (
        <>
          <OfferFilters id="promotions-search" filter={filter} />
          <OfferList
            filtered={filter.search !== '' || filter.state !== null}
            rows={promotions.map((promotion) => ({
              ...promotion,
              name: lang === 'en' ? promotion.nameEn : promotion.nameVi,
              figures: <PromotionFigures promotion={promotion} />,
            }))}
          />
        </>
      )}
    </section>
  );
}
