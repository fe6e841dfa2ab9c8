import { priceRuleInputSchema } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { requireUser } from '../../features/accounts';
import {
  checkForm,
  filterOffers,
  invalidIntent,
  listPriceRules,
  offerAddress,
  OfferFilters,
  offerFormOptions,
  OfferList,
  OfferPageHeader,
  PriceRuleFigures,
  PriceRuleForm,
  priceRuleFromForm,
  saveIntent,
  savePriceRule,
  stopIntent,
  unknownIntent,
  useOfferNotices,
} from '../../features/portal-kit';
import { createApiClient } from '../../lib/api-client';
import { formValues } from '../../lib/form-errors';
import { usePageLanguage } from '../../lib/format';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/price-rules';

const PATH = '/portal/price-rules';

/**
 * Every price rule; with `?new=1` or `?edit=<id>`, the form with the catalogue's categories and
 * the names of the products the rule covers.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'offers.manage' });
  const url = new URL(request.url);
  const api = createApiClient(context.api);
  const rules = await listPriceRules(api).catch(toRouteError);
  const { editing, creating, filter } = offerAddress(url, rules);
  const options = await offerFormOptions(api, creating || editing !== null, editing?.productIds);
  return { rules: filterOffers(rules, filter), filter, editing, creating, ...options };
}

/** POST intent=save (creates, or changes `id`) or intent=stop (`id`, `name`). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'offers.manage' });
  const values = formValues(await request.formData());
  const api = createApiClient(context.api);
  if (values.intent === 'stop') return stopIntent(api, 'price-rules', values);
  if (values.intent !== 'save') return unknownIntent();
  const checked = checkForm(priceRuleInputSchema, priceRuleFromForm, values);
  if (!checked.ok) return invalidIntent('save', checked.fieldErrors);
  return saveIntent(values, context.lang, (id) => savePriceRule(api, id, checked.data));
}

/** `/portal/price-rules`: the price rules, and the form to create or change one. */
export default function PortalPriceRules({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const lang = usePageLanguage();
  const { rules, filter, editing, creating, categories, products } = loaderData;
  useOfferNotices(actionData, PATH);
  const formOpen = creating || editing !== null;
  const failure =
    actionData && !actionData.ok && actionData.intent === 'save' ? actionData : undefined;
  return (
    <section aria-labelledby="price-rules-title" className="flex flex-col gap-5">
      <OfferPageHeader
        id="price-rules-title"
        title={t('priceRules.title')}
        subtitle={t('priceRules.subtitle')}
        count={formOpen ? null : rules.length}
        showCreate={!formOpen}
      />
      {formOpen ? (
        <PriceRuleForm
          key={editing?.id ?? 'new'}
          rule={editing}
          products={products}
          categories={categories}
          failure={failure}
        />
      ) : (
        <>
          <OfferFilters id="price-rules-search" filter={filter} />
          <OfferList
            filtered={filter.search !== '' || filter.state !== null}
            rows={rules.map((rule) => ({
              ...rule,
              name: lang === 'en' ? rule.nameEn : rule.nameVi,
              figures: <PriceRuleFigures rule={rule} />,
            }))}
          />
        </>
      )}
    </section>
  );
}
