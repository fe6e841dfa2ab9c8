import { voucherGrantSchema, voucherInputSchema } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { requireUser } from '../../features/accounts';
import {
  checkForm,
  filterOffers,
  grantFromForm,
  grantVoucher,
  invalidIntent,
  listVouchers,
  type OfferActionData,
  offerAddress,
  offerById,
  OfferFilters,
  offerFormOptions,
  OfferList,
  OfferPageHeader,
  refusedIntent,
  saveIntent,
  saveVoucher,
  stopIntent,
  unknownIntent,
  useOfferNotices,
  VoucherFigures,
  VoucherForm,
  voucherFromForm,
  VoucherGrantForm,
} from '../../features/portal-kit';
import { createApiClient } from '../../lib/api-client';
import { formValues } from '../../lib/form-errors';
import { usePageLanguage } from '../../lib/format';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/vouchers';

const PATH = '/portal/vouchers';

/**
 * Every voucher with its uses; `?new=1` or `?edit=<id>` opens the form (with the categories and
 * the covered products' names), `?grant=<id>` the form that gives a voucher to a customer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'offers.manage' });
  const url = new URL(request.url);
  const api = createApiClient(context.api);
  const vouchers = await listVouchers(api).catch(toRouteError);
  const { editing, creating: asked, filter } = offerAddress(url, vouchers);
  const granting = editing ? null : offerById(vouchers, url.searchParams.get('grant'));
  const creating = asked && !granting;
  const options = await offerFormOptions(api, creating || editing !== null, editing?.productIds);
  return {
    vouchers: filterOffers(vouchers, filter),
    filter,
    editing,
    granting,
    creating,
    ...options,
  };
}

/**
 * POST intent=save (creates, or changes `id`; a code already taken shows beside the code),
 * intent=stop (`id`, `name`) or intent=grant (`id`, `code`, `email`; an unknown customer shows
 * beside the email).
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'offers.manage' });
  const values = formValues(await request.formData());
  const api = createApiClient(context.api);
  if (values.intent === 'stop') return stopIntent(api, 'vouchers', values);
  if (values.intent === 'grant') {
    const checked = checkForm(voucherGrantSchema, grantFromForm, values);
    if (!checked.ok) return invalidIntent('grant', checked.fieldErrors);
    try {
      const voucher = await grantVoucher(api, values.id ?? '', checked.data.email);
      return data<OfferActionData>({
        ok: true,
        intent: 'grant',
        code: voucher.code,
        email: checked.data.email,
        at: Date.now(),
      });
    } catch (error) {
      return refusedIntent('grant', error, { CUSTOMER_NOT_FOUND: 'email' });
    }
  }
  if (values.intent !== 'save') return unknownIntent();
  const checked = checkForm(voucherInputSchema, voucherFromForm, values);
  if (!checked.ok) return invalidIntent('save', checked.fieldErrors);
  return saveIntent(values, context.lang, (id) => saveVoucher(api, id, checked.data), {
    VOUCHER_CODE_EXISTING: 'code',
  });
}

/** `/portal/vouchers`: the vouchers, the form to create or change one, and giving one away. */
export default function PortalVouchers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const lang = usePageLanguage();
  const { vouchers, filter, editing, granting, creating, categories, products } = loaderData;
  useOfferNotices(actionData, PATH);
  const formOpen = creating || editing !== null;
  const failure = (intent: 'save' | 'grant') =>
    actionData && !actionData.ok && actionData.intent === intent ? actionData : undefined;
  return (
    <section aria-labelledby="vouchers-title" className="flex flex-col gap-5">
      <OfferPageHeader
        id="vouchers-title"
        title={t('vouchers.title')}
        subtitle={t('vouchers.subtitle')}
        count={formOpen ? null : vouchers.length}
        showCreate={!formOpen}
      />
      {formOpen ? (
        <VoucherForm
          key={editing?.id ?? 'new'}
          voucher={editing}
          products={products}
          categories={categories}
          failure={failure('save')}
        />
      ) : (
        <>
          {granting ? (
            <VoucherGrantForm key={granting.id} voucher={granting} failure={failure('grant')} />
          ) : null}
          <OfferFilters id="vouchers-search" filter={filter} withCode />
          <OfferList
            filtered={filter.search !== '' || filter.state !== null}
            rows={vouchers.map((voucher) => ({
              ...voucher,
              name: lang === 'en' ? voucher.nameEn : voucher.nameVi,
              figures: <VoucherFigures voucher={voucher} />,
              extra:
                voucher.state === 'SCHEDULED' || voucher.state === 'RUNNING' ? (
                  <Link
                    to={`?grant=${voucher.id}`}
                    aria-label={t('vouchers.grantLabel', { code: voucher.code })}
                    className="inline-flex h-9 items-center rounded-full border border-ink-200 bg-white px-3.5 text-sm font-semibold text-ink-900 transition hover:border-lotus-300 hover:text-lotus-800"
                  >
                    {t('vouchers.grant')}
                  </Link>
                ) : undefined,
            }))}
          />
        </>
      )}
    </section>
  );
}
