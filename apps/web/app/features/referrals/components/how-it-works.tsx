import { benefitWords, type Campaign } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { useMoney, usePageLanguage } from '../../../lib/format';

/**
 * How the campaign works in plain words: what each side gets, the minimum, the holding period,
 * the attribution window, and the caps (never silent: the month's cap with what was earned, and
 * what is left of the budget).
 */
export function HowItWorks({
  campaign,
  earnedThisMonth,
}: {
  campaign: Campaign;
  earnedThisMonth?: number;
}) {
  const { t } = useTranslation('referral');
  const lang = usePageLanguage();
  const money = useMoney();
  const lines = [
    t('how.inviter', {
      amount: benefitWords(campaign.inviterBenefit, lang),
      minimum: money(campaign.minimumOrder),
    }),
    t('how.invitee', { amount: benefitWords(campaign.inviteeBenefit, lang) }),
    t('how.holding', { days: campaign.holdingDays }),
    t('how.window', { days: campaign.attributionDays }),
    ...(campaign.monthlyCapPerReferrer !== null
      ? [
          t('how.monthlyCap', {
            amount: money(campaign.monthlyCapPerReferrer),
            earned: money(earnedThisMonth ?? 0),
          }),
        ]
      : []),
    ...(campaign.budgetLeft !== null
      ? [t('how.budget', { left: money(campaign.budgetLeft) })]
      : []),
    t('how.spend'),
  ];
  return (
    <section
      aria-labelledby="how-title"
      className="rounded-2xl bg-lotus-50 px-5 py-4 ring-1 ring-lotus-100"
    >
      <h3 id="how-title" className="font-semibold text-ink-900">
        {t('how.title')}
      </h3>
      {campaign.howItWorks ? (
        <p className="mt-1 text-sm text-ink-700">{campaign.howItWorks}</p>
      ) : null}
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink-800">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </section>
  );
}
