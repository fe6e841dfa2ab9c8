import type { OwnSolution } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { FormAlert } from '../components/ui/form-alert';
import { PageTitle } from '../components/ui/page-title';
import { requireUser } from '../features/accounts';
import {
  buyMembership,
  providerHome,
  publishSolution,
  solutionPath,
  unpublishSolution,
} from '../features/solutions';
import { i18nHandle, translateKey } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { createApiClient } from '../lib/api-client';
import { useDateTime, useMoney, usePageLanguage } from '../lib/format';
import { formRefusal, formValues, type FormFailure } from '../lib/form-errors';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/provider';

export const handle = i18nHandle('solutions');

/** `/provider`: the provider's home (PROVIDER only): membership, plans, and its solutions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'solutions.own' });
  const home = await providerHome(createApiClient(context.api)).catch(toRouteError);
  const payment = new URL(request.url).searchParams.get('payment');
  return { ...home, payment: payment === 'paid' || payment === 'failed' ? payment : null };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** intent=buy (planId): to the gateway's page; intent=publish|unpublish (id). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'solutions.own' });
  const values = formValues(await request.formData());
  const api = createApiClient(context.api);
  try {
    if (values.intent === 'buy' && values.planId) {
      const { paymentUrl } = await buyMembership(api, values.planId);
      return redirect(paymentUrl);
    }
    if (values.intent === 'publish' && values.id) await publishSolution(api, values.id);
    else if (values.intent === 'unpublish' && values.id) await unpublishSolution(api, values.id);
    return data<{ ok: true } | FormFailure>({ ok: true });
  } catch (error) {
    return formRefusal(error);
  }
}

function StateBadge({ solution }: { solution: OwnSolution }) {
  const { t } = useTranslation('solutions');
  const tone =
    solution.reviewState === 'approved'
      ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
      : solution.reviewState === 'rejected'
        ? 'bg-red-50 text-red-800 ring-red-200'
        : solution.reviewState === 'submitted'
          ? 'bg-amber-50 text-amber-900 ring-amber-200'
          : 'bg-ink-50 text-ink-700 ring-ink-200';
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone}`}>
      {t(`review.${solution.reviewState}`)}
    </span>
  );
}

/** The provider's dashboard. */
export default function ProviderHome({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('solutions');
  const money = useMoney();
  const lang = usePageLanguage();
  const date = useDateTime('date');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { provider, membership, solutions, plans, payment } = loaderData;
  const failure = actionData && 'ok' in actionData && !actionData.ok ? actionData : undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageTitle title={t('dashboard.title')} />
      <header className="mb-6 flex flex-col gap-1">
        <p className="text-sm text-ink-500">
          {t('dashboard.hello', { name: provider.contactPerson })}
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {provider.businessName}
        </h1>
        <p className="text-sm text-ink-600">
          {t(`providerStatus.${provider.status}`)}
          {provider.reason ? ` — ${provider.reason}` : ''}
        </p>
      </header>
      {payment ? (
        <FormAlert tone={payment === 'paid' ? 'success' : 'error'} className="mb-4">
          {payment === 'paid' ? t('dashboard.payment.paid') : t('dashboard.payment.failed')}
        </FormAlert>
      ) : null}
      {failure?.formError ? (
        <FormAlert tone="error" className="mb-4">
          {translateKey(t, failure.formError.key, failure.formError.values)}
        </FormAlert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="my-solutions" className="order-2 lg:order-1">
          <div className="mb-3 flex items-center justify-between">
            <h2 id="my-solutions" className="text-lg font-semibold text-ink-900">
              {t('dashboard.solutions')}
            </h2>
          </div>
          {solutions.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-ink-600 ring-1 ring-ink-100">
              {t('dashboard.none')}
            </p>
          ) : (
            <ul className="flex flex-col gap-3">
              {solutions.map((solution) => (
                <li
                  key={solution.id}
                  className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink-100 sm:flex-row sm:items-center"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-ink-900">
                      {lang === 'en' ? solution.titleEn : solution.titleVi}
                    </p>
                    <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-600">
                      <StateBadge solution={solution} />
                      <span>
                        {solution.published ? t('dashboard.published') : t('dashboard.unpublished')}
                      </span>
                      <span aria-hidden="true">·</span>
                      <span>{t('dashboard.views', { count: solution.views })}</span>
                      <span aria-hidden="true">·</span>
                      <span>{t('dashboard.favourites', { count: solution.favourites })}</span>
                    </div>
                    {solution.rejectionReason ? (
                      <p className="mt-1 text-sm text-red-700">
                        {t('dashboard.reason', { reason: solution.rejectionReason })}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex gap-2">
                    {solution.live && solution.published ? (
                      <Link
                        to={solutionPath(solution.id)}
                        className="inline-flex h-10 items-center rounded-xl px-3 text-sm font-semibold text-lotus-800 ring-1 ring-lotus-200"
                      >
                        {t('dashboard.view')}
                      </Link>
                    ) : null}
                    <Form method="post">
                      <input type="hidden" name="id" value={solution.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={solution.published ? 'unpublish' : 'publish'}
                        disabled={busy}
                        className="h-10 rounded-xl bg-ink-900 px-3 text-sm font-semibold text-white disabled:opacity-60"
                      >
                        {solution.published ? t('dashboard.unpublish') : t('dashboard.publish')}
                      </button>
                    </Form>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <aside aria-labelledby="membership" className="order-1 flex flex-col gap-4 lg:order-2">
          <section className="rounded-2xl bg-white p-4 ring-1 ring-ink-100">
            <h2 id="membership" className="text-lg font-semibold text-ink-900">
              {t('dashboard.membership')}
            </h2>
            {membership ? (
              <dl className="mt-2 grid grid-cols-2 gap-y-1 text-sm">
                <dt className="text-ink-500">{t('dashboard.plan')}</dt>
                <dd className="text-right font-medium text-ink-900">{membership.planName}</dd>
                <dt className="text-ink-500">{t('dashboard.used')}</dt>
                <dd className="text-right font-medium text-ink-900">
                  {membership.publishedCount} / {membership.maxPublished}
                </dd>
                <dt className="text-ink-500">
                  {membership.active ? t('dashboard.endsOn') : t('dashboard.endedOn')}
                </dt>
                <dd
                  className={`text-right font-medium ${membership.active ? 'text-ink-900' : 'text-red-700'}`}
                >
                  {date(membership.expiresAt)}
                </dd>
              </dl>
            ) : (
              <p className="mt-2 text-sm text-ink-600">{t('dashboard.noMembership')}</p>
            )}
          </section>
          <section className="rounded-2xl bg-white p-4 ring-1 ring-ink-100">
            <h2 className="text-lg font-semibold text-ink-900">
              {membership ? t('dashboard.renew') : t('dashboard.buy')}
            </h2>
            <ul className="mt-2 flex flex-col gap-2">
              {plans.map((plan) => (
                <li key={plan.id}>
                  <Form
                    method="post"
                    className="flex items-center justify-between gap-3 rounded-xl p-3 ring-1 ring-ink-100"
                  >
                    <input type="hidden" name="planId" value={plan.id} />
                    <div className="text-sm">
                      <p className="font-semibold text-ink-900">{plan.name}</p>
                      <p className="text-ink-600">
                        {t('dashboard.planFacts', {
                          days: plan.durationDays,
                          count: plan.maxPublished,
                        })}
                      </p>
                    </div>
                    <button
                      type="submit"
                      name="intent"
                      value="buy"
                      disabled={busy || provider.status !== 'approved'}
                      aria-label={t('dashboard.payFor', { plan: plan.name })}
                      className="h-10 shrink-0 rounded-xl bg-lotus-700 px-3 text-sm font-semibold text-white disabled:opacity-60"
                    >
                      {money(plan.price)}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
