import type { Campaign, ContactStage, Referral } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { translateKey } from '../../../i18n/i18n';
import { useDateTime } from '../../../lib/format';
import { CopyField } from './copy-field';
import { HowItWorks } from './how-it-works';
import { QrCode } from './qr-code';

/** Share addresses of the networks the shop's customers use, for the referral link. */
function shareLinks(url: string) {
  const u = encodeURIComponent(url);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'Zalo', href: `https://button-share.zalo.me/share_external?url=${u}` },
    {
      network: 'Messenger',
      href: `https://www.facebook.com/dialog/send?link=${u}&app_id=0&redirect_uri=${u}`,
    },
  ];
}

const roundLink =
  'inline-flex h-10 items-center gap-2 rounded-full border border-ink-200 bg-white px-4 text-sm font-semibold text-ink-800 transition hover:border-lotus-300 hover:text-lotus-800';

export interface Contact {
  email: string;
  name: string;
  stage: ContactStage;
  joinedAt: string;
}

export type InviteResult = { ok: true; email: string } | { ok: false; code: string } | undefined;

/**
 * A member's referral tab: the code to read aloud and copy, the link with its QR code, invitations
 * by email and by social networks, how the campaign works, and the people invited with where
 * each stands.
 */
export function ReferralOverview({
  referral,
  campaign,
  qr,
  contacts,
  invite,
}: {
  referral: Referral;
  /** The campaign running now: without one, the code stays shown but nothing invites. */
  campaign: Campaign | null;
  qr: readonly string[];
  contacts: readonly Contact[];
  invite: InviteResult;
}) {
  const { t } = useTranslation('referral');
  const date = useDateTime('date');
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'invite';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-4">
          <CopyField label={t('yourCode')} value={referral.code} button={t('copyCode')} large />
          <CopyField label={t('yourLink')} value={referral.link} button={t('copyLink')} />
        </div>
        <QrCode rows={qr} label={t('qr')} />
      </div>

      {!campaign ? <FormAlert tone="info">{t('paused')}</FormAlert> : null}

      {campaign ? (
        <>
          <div className="flex flex-col gap-2">
            <span className="text-sm font-semibold text-ink-700">{t('share')}</span>
            <div className="flex flex-wrap gap-2">
              {shareLinks(referral.link).map(({ network, href }) => (
                <a
                  key={network}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={roundLink}
                  aria-label={t('shareOn', { network })}
                >
                  {network}
                </a>
              ))}
            </div>
          </div>

          <Form method="post" className="flex flex-col gap-2" aria-labelledby="invite-title">
            <h3 id="invite-title" className="text-sm font-semibold text-ink-700">
              {t('invite.title')}
            </h3>
            <input type="hidden" name="intent" value="invite" />
            <div className="flex flex-col gap-2 sm:flex-row">
              <label className="sr-only" htmlFor="invite-email">
                {t('invite.email')}
              </label>
              <input
                id="invite-email"
                name="email"
                type="email"
                required
                placeholder={t('invite.email')}
                className="h-11 w-full min-w-0 rounded-xl border border-ink-200 px-3 text-base sm:flex-1"
              />
              <button type="submit" className="btn-primary h-11" disabled={sending}>
                {sending ? t('invite.sending') : t('invite.send')}
              </button>
            </div>
            {invite?.ok ? (
              <FormAlert tone="success">{t('invite.sent', { email: invite.email })}</FormAlert>
            ) : null}
            {invite && !invite.ok ? (
              <FormAlert tone="error">{translateKey(t, `errors:${invite.code}`)}</FormAlert>
            ) : null}
          </Form>

          <HowItWorks campaign={campaign} earnedThisMonth={referral.earnedThisMonth} />
        </>
      ) : null}

      <section aria-labelledby="contacts-title" className="flex flex-col gap-2">
        <h3 id="contacts-title" className="font-semibold text-ink-900">
          {t('contacts.title')}
        </h3>
        {contacts.length ? (
          <ul
            className="divide-y divide-ink-100 rounded-2xl ring-1 ring-ink-100"
            data-testid="contacts"
          >
            {contacts.map((c) => (
              <li
                key={`${c.email}-${c.joinedAt}`}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
              >
                <span className="min-w-0">
                  <span className="font-medium text-ink-900">{c.name}</span>{' '}
                  <span className="text-ink-600">{c.email}</span>
                </span>
                <span className="flex items-center gap-2">
                  <span className="text-ink-500">{date(c.joinedAt)}</span>
                  <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-800">
                    {t(`contacts.stage.${c.stage}`)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-600">{t('contacts.empty')}</p>
        )}
      </section>
    </div>
  );
}
