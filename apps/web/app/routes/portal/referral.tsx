import {
  benefitWords,
  can,
  type FlaggedReward,
  type PayableMember,
  type PortalCampaign,
} from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/accounts';
import { ConfirmButton, DataTable, useActionToast, type Column } from '../../features/portal-kit';
import {
  listCampaigns,
  listFlaggedRewards,
  listPayable,
  recordPayout,
  reviewReward,
  updateCampaign,
} from '../../features/referrals';
import { i18nHandle } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import { ApiRequestError, createApiClient } from '../../lib/api-client';
import { formValues } from '../../lib/form-errors';
import { useDateTime, useMoney, usePageLanguage } from '../../lib/format';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/referral';

export const handle = i18nHandle('portal');

/** The campaigns and the rewards waiting for a review. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context, { action: 'referral.manage' });
  const api = createApiClient(context.api);
  const [campaigns, flagged, payable] = await Promise.all([
    listCampaigns(api),
    listFlaggedRewards(api),
    // Payouts are an ADMIN's; an operator's page has none.
    can(me, 'referral.payout') ? listPayable(api) : null,
  ]).catch(toRouteError);
  return { campaigns, flagged, payable };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

type ActionData =
  { ok: true; intent: 'toggle' | 'review' | 'payout' } | { ok: false; code: string };

/**
 * POST intent=toggle (id, active): starts or stops a campaign, its terms unchanged. POST
 * intent=review (id, decision, reason): approves a flagged reward or rejects it with the reason.
 * POST intent=payout (id, amount, reference): an ADMIN records a bank transfer to a member.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'referral.manage' });
  const values = formValues(await request.formData());
  const api = createApiClient(context.api);
  try {
    if (values.intent === 'toggle' && values.id) {
      const campaign = (await listCampaigns(api)).find((c) => c.id === values.id);
      if (!campaign)
        return data<ActionData>({ ok: false, code: 'CAMPAIGN_NOT_FOUND' }, { status: 404 });
      const { id, budgetUsed: _used, running: _running, ...terms } = campaign;
      await updateCampaign(api, id, { ...terms, isActive: values.active === 'true' });
      return data<ActionData>({ ok: true, intent: 'toggle' });
    }
    if (values.intent === 'payout' && values.id) {
      await requireUser(request, context, { action: 'referral.payout' });
      await recordPayout(api, {
        userId: values.id,
        amount: Number(values.amount),
        reference: values.reference ?? '',
      });
      return data<ActionData>({ ok: true, intent: 'payout' });
    }
    if (values.intent === 'review' && values.id) {
      const decision = values.decision === 'reject' ? 'reject' : 'approve';
      await reviewReward(api, values.id, { decision, reason: values.reason ?? '' });
      return data<ActionData>({ ok: true, intent: 'review' });
    }
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return data<ActionData>(
      { ok: false, code: error.code },
      { status: error.status >= 400 ? error.status : 502 },
    );
  }
  return data<ActionData>({ ok: false, code: 'BAD_REQUEST' }, { status: 400 });
}

function CampaignTable({ campaigns }: { campaigns: readonly PortalCampaign[] }) {
  const { t } = useTranslation('portal');
  const lang = usePageLanguage();
  const money = useMoney();
  const date = useDateTime('date');
  const name = (c: PortalCampaign) => (lang === 'en' ? c.nameEn : c.nameVi);
  const benefit = (kind: 'FIXED' | 'PERCENT', value: number, cap: number | null) =>
    benefitWords(kind === 'FIXED' ? { kind, value } : { kind, value, cap }, lang);
  const columns: Column<PortalCampaign>[] = [
    {
      key: 'name',
      header: t('referral.name'),
      rowHeader: true,
      sortValue: name,
      cell: (c) => (
        <Link
          to={`/portal/referral/campaigns/${c.id}`}
          className="font-semibold text-lotus-700 underline"
          aria-label={t('referral.editLabel', { name: name(c) })}
        >
          {name(c)}
        </Link>
      ),
    },
    {
      key: 'window',
      header: t('referral.window'),
      className: 'whitespace-nowrap',
      sortValue: (c) => c.startsAt,
      cell: (c) => `${date(c.startsAt)} – ${c.endsAt ? date(c.endsAt) : t('referral.noEnd')}`,
    },
    {
      key: 'benefits',
      header: t('referral.benefits'),
      cell: (c) =>
        `${benefit(c.inviterKind, c.inviterValue, c.inviterCap)} / ${benefit(c.inviteeKind, c.inviteeValue, c.inviteeCap)}`,
    },
    {
      key: 'rules',
      header: t('referral.rules'),
      cell: (c) => t('referral.rulesText', { minimum: money(c.minimumOrder), hold: c.holdingDays }),
    },
    {
      key: 'budget',
      header: t('referral.budget'),
      align: 'end',
      className: 'whitespace-nowrap',
      sortValue: (c) => c.budgetUsed,
      cell: (c) =>
        c.budget === null ? money(c.budgetUsed) : `${money(c.budgetUsed)} / ${money(c.budget)}`,
    },
    {
      key: 'state',
      header: t('referral.state'),
      cell: (c) => (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm">
            {c.running
              ? t('referral.running')
              : c.isActive
                ? t('referral.notRunning')
                : t('referral.off')}
          </span>
          <ConfirmButton
            title={t(c.isActive ? 'referral.stopTitle' : 'referral.startTitle', { name: name(c) })}
            message={t(c.isActive ? 'referral.stopMessage' : 'referral.startMessage')}
            fields={{ intent: 'toggle', id: c.id, active: String(!c.isActive) }}
            tone={c.isActive ? 'danger' : 'primary'}
            className="h-8 rounded-full border border-ink-200 px-3 text-xs font-semibold"
          >
            {c.isActive ? t('referral.stop') : t('referral.start')}
          </ConfirmButton>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('referral.campaigns')}
      columns={columns}
      rows={campaigns}
      rowKey={(c) => c.id}
      rowProps={(c) => ({ 'data-running': String(c.running) })}
      empty={t('referral.noCampaigns')}
      testId="campaign-table"
    />
  );
}

function ReviewTable({ flagged }: { flagged: readonly FlaggedReward[] }) {
  const { t } = useTranslation('portal');
  // The signals the API names, in words.
  const flagWords = {
    'many-sign-ups': t('referral.flag.many-sign-ups'),
    'inviter-phone': t('referral.flag.inviter-phone'),
    'inviter-email': t('referral.flag.inviter-email'),
    'same-ip-browser': t('referral.flag.same-ip-browser'),
    'same-address': t('referral.flag.same-address'),
    'same-card': t('referral.flag.same-card'),
  };
  const money = useMoney();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const columns: Column<FlaggedReward>[] = [
    { key: 'inviter', header: t('referral.inviter'), rowHeader: true, cell: (r) => r.inviterEmail },
    { key: 'invitee', header: t('referral.invitee'), cell: (r) => r.inviteeEmail ?? '—' },
    { key: 'amount', header: t('referral.amount'), align: 'end', cell: (r) => money(r.amount) },
    { key: 'order', header: t('referral.order'), cell: (r) => r.orderNumber ?? '—' },
    {
      key: 'flags',
      header: t('referral.flags'),
      cell: (r) =>
        r.flags
          .map((f) => (f in flagWords ? flagWords[f as keyof typeof flagWords] : f))
          .join(', '),
    },
    {
      key: 'decide',
      header: t('referral.decide'),
      cell: (r) => (
        <div className="flex flex-wrap items-center gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value="review" />
            <input type="hidden" name="id" value={r.id} />
            <input type="hidden" name="decision" value="approve" />
            <button type="submit" className="btn-primary h-8 px-3 text-xs" disabled={busy}>
              {t('referral.approve')}
            </button>
          </Form>
          <Form method="post" className="flex items-center gap-1">
            <input type="hidden" name="intent" value="review" />
            <input type="hidden" name="id" value={r.id} />
            <input type="hidden" name="decision" value="reject" />
            <input
              name="reason"
              required
              maxLength={500}
              aria-label={t('referral.reason')}
              placeholder={t('referral.reason')}
              className="h-8 w-40 rounded-lg border border-ink-200 px-2 text-xs"
            />
            <button
              type="submit"
              className="h-8 rounded-full border border-red-200 px-3 text-xs font-semibold text-red-700"
              disabled={busy}
            >
              {t('referral.reject')}
            </button>
          </Form>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('referral.review')}
      columns={columns}
      rows={flagged}
      rowKey={(r) => r.id}
      empty={t('referral.noReview')}
      testId="review-table"
    />
  );
}

function PayoutTable({ members }: { members: readonly PayableMember[] }) {
  const { t } = useTranslation('portal');
  const money = useMoney();
  const columns: Column<PayableMember>[] = [
    {
      key: 'email',
      header: t('referral.member'),
      rowHeader: true,
      cell: (m) => `${m.email} (${m.code})`,
    },
    {
      key: 'available',
      header: t('referral.available'),
      align: 'end',
      cell: (m) => money(m.available),
    },
    {
      key: 'pay',
      header: t('referral.payout'),
      cell: (m) => (
        <Form method="post" className="flex flex-wrap items-center gap-1">
          <input type="hidden" name="intent" value="payout" />
          <input type="hidden" name="id" value={m.userId} />
          <input
            name="amount"
            type="number"
            min={1}
            max={m.available}
            defaultValue={m.available}
            required
            aria-label={t('referral.payAmount', { email: m.email })}
            className="h-8 w-28 rounded-lg border border-ink-200 px-2 text-xs"
          />
          <input
            name="reference"
            required
            maxLength={100}
            aria-label={t('referral.reference', { email: m.email })}
            placeholder={t('referral.referencePlaceholder')}
            className="h-8 w-40 rounded-lg border border-ink-200 px-2 text-xs"
          />
          <button type="submit" className="btn-primary h-8 px-3 text-xs">
            {t('referral.record')}
          </button>
        </Form>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('referral.payouts')}
      columns={columns}
      rows={members}
      rowKey={(m) => m.userId}
      empty={t('referral.noPayable')}
      testId="payout-table"
    />
  );
}

/** `/portal/referral`: the referral programme's campaigns, review queue and payouts. */
export default function PortalReferral({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  useActionToast(
    answer,
    (a) =>
      a.ok
        ? { type: 'success', message: `portal:referral.done.${a.intent}` }
        : { type: 'error', message: `errors:${a.code}` },
    navigation.state,
  );
  return (
    <section aria-labelledby="referral-title" className="flex flex-col gap-6">
      <PageTitle title={t('referral.title')} />
      <div>
        <h1 id="referral-title" className="text-xl font-bold tracking-tight text-ink-900">
          {t('referral.title')}
        </h1>
        <p className="mt-1 text-sm text-ink-600">{t('referral.subtitle')}</p>
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-semibold text-ink-900">{t('referral.campaigns')}</h2>
          <Link to="/portal/referral/campaigns/new" className="btn-primary h-9 px-4 text-sm">
            {t('referral.newCampaign')}
          </Link>
        </div>
        <CampaignTable campaigns={loaderData.campaigns} />
      </div>
      <div className="flex flex-col gap-2">
        <h2 className="font-semibold text-ink-900">{t('referral.review')}</h2>
        <p className="text-sm text-ink-600">{t('referral.reviewHint')}</p>
        <ReviewTable flagged={loaderData.flagged} />
      </div>
      {loaderData.payable ? (
        <div className="flex flex-col gap-2">
          <h2 className="font-semibold text-ink-900">{t('referral.payouts')}</h2>
          <p className="text-sm text-ink-600">{t('referral.payoutHint')}</p>
          <PayoutTable members={loaderData.payable} />
        </div>
      ) : null}
    </section>
  );
}
