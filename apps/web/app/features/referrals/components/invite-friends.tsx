import { benefitWords, type Campaign } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GiftIcon } from '../../../components/ui/icons';
import { usePageLanguage } from '../../../lib/format';

/**
 * The home page's "invite friends", shown only while a campaign runs: what each side gets, and
 * the way to the referral page (a visitor logs in first and comes back there).
 */
export function InviteFriends({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('home');
  const lang = usePageLanguage();
  return (
    <section
      aria-labelledby="invite-title"
      className="flex flex-col gap-3 rounded-3xl bg-lotus-50 px-5 py-5 ring-1 ring-lotus-100 sm:flex-row sm:items-center sm:justify-between sm:px-8"
    >
      <div className="flex items-start gap-3">
        <GiftIcon size={28} className="mt-0.5 shrink-0 text-lotus-700" />
        <div>
          <h2 id="invite-title" className="text-lg font-bold tracking-tight text-ink-900">
            {t('invite.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-700">
            {t('invite.body', {
              inviter: benefitWords(campaign.inviterBenefit, lang),
              invitee: benefitWords(campaign.inviteeBenefit, lang),
            })}
          </p>
        </div>
      </div>
      <Link to="/profile/referral" className="btn-primary shrink-0 self-start sm:self-auto">
        {t('invite.cta')}
      </Link>
    </section>
  );
}
