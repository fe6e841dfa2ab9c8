import { type Card, can, handleLabel, LEGACY_NETWORKS } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { ExternalLinkIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/icons';
import { useRootData } from '../../../lib/root-data';
import { cardFiles } from '../api/card-api';
import { CardAvatar } from './card-avatar';
import { CardPayments } from './card-payments';

/**
 * A member's card as the viewer may see it: who they are, how to reach them, their networks and
 * payment codes, and what the viewer can do with it (save it to the phone or to their contacts,
 * leave their own card). Made for a phone first: it is opened from a QR code.
 */
export function CardView({
  card,
  ask,
  loginHref,
}: {
  card: Card;
  ask: { amount?: number | undefined; message?: string | undefined };
  loginHref: string;
}) {
  const { t } = useTranslation(['cards', 'common']);
  const { user } = useRootData();
  const contact = [
    card.phone && {
      key: 'phone' as const,
      href: `tel:${card.phone}`,
      text: card.phone,
      Icon: PhoneIcon,
    },
    card.email && {
      key: 'email' as const,
      href: `mailto:${card.email}`,
      text: card.email,
      Icon: MailIcon,
    },
    card.address && { key: 'address' as const, href: null, text: card.address, Icon: MapPinIcon },
  ].filter((c): c is Exclude<typeof c, null | '' | undefined> => !!c);
  const org = [card.company, card.businessName].filter(Boolean).join(' · ');
  const member = user && can(user, 'cards.own');

  return (
    <article className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-6 sm:py-10">
      {card.viewer === 'owner' && card.owner ? (
        <div className="rounded-2xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200">
          <p>{card.owner.enabled ? t('page.ownerNote') : t('page.ownerOff')}</p>
          <p className="mt-1 font-medium">
            {t('page.counters', {
              views: card.owner.views,
              scans: card.owner.qrScans,
              downloads: card.owner.vcardDownloads,
            })}
          </p>
          <Link to="/profile" className="mt-2 inline-block font-semibold text-sky-900 underline">
            {t('page.edit')}
          </Link>
        </div>
      ) : null}

      <header className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-100">
        <div className="h-20 bg-gradient-to-r from-lotus-700 to-lotus-500" />
        <div className="-mt-12 flex flex-col items-center px-5 pb-6 text-center">
          <CardAvatar card={card} size="lg" />
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink-900">{card.fullName}</h1>
          {card.title ? <p className="mt-1 text-base text-ink-700">{card.title}</p> : null}
          {org ? <p className="mt-0.5 text-sm text-ink-600">{org}</p> : null}
          {card.bio ? (
            <p className="mt-3 text-sm leading-6 whitespace-pre-line text-ink-700">{card.bio}</p>
          ) : null}
          <div className="mt-5 flex w-full flex-col gap-2">
            <a
              href={cardFiles.vcard(card.slug)}
              download={`${card.slug}.vcf`}
              className="btn-primary w-full"
            >
              {t('page.saveToPhone')}
            </a>
            <a
              href={cardFiles.vcard(card.slug, true)}
              download={`${card.slug}.vcf`}
              className="text-xs text-ink-500 underline"
            >
              {t('page.vcard4')}
            </a>
          </div>
        </div>
      </header>

      {contact.length ? (
        <section
          aria-labelledby="card-contact"
          className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-100"
        >
          <h2 id="card-contact" className="text-base font-semibold text-ink-900">
            {t('page.contactTitle')}
          </h2>
          <ul className="mt-3 flex flex-col divide-y divide-ink-100">
            {contact.map(({ key, href, text, Icon }) => (
              <li key={key} className="flex items-center gap-3 py-3">
                <Icon size={20} className="shrink-0 text-lotus-700" />
                <span className="min-w-0">
                  <span className="block text-xs text-ink-500">{t(`page.${key}`)}</span>
                  {href ? (
                    <a
                      href={href}
                      className="block font-medium break-all text-ink-900 hover:text-lotus-800"
                    >
                      {text}
                    </a>
                  ) : (
                    <span className="block font-medium text-ink-900">{text}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {card.viewer === 'visitor' && (!card.phone || !card.email) ? (
        <p className="px-1 text-xs text-ink-500">
          {t('page.contactsOnly', { name: card.fullName })}
        </p>
      ) : null}

      {card.links.length ? (
        <section
          aria-labelledby="card-links"
          className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-100"
        >
          <h2 id="card-links" className="text-base font-semibold text-ink-900">
            {t('page.linksTitle')}
          </h2>
          <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {card.links.map((link) => (
              <li key={link.network}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="me noopener ugc"
                  className="flex items-center justify-between gap-3 rounded-2xl px-4 py-3 ring-1 ring-ink-200 transition hover:bg-lotus-50 hover:ring-lotus-300"
                >
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-ink-900">
                      {t(`common:social.${link.network}`)}
                      {LEGACY_NETWORKS.includes(link.network) ? (
                        <span className="ml-1 text-xs font-normal text-ink-500">
                          ({t('page.legacy')})
                        </span>
                      ) : null}
                    </span>
                    <span className="block truncate text-xs text-ink-600">
                      {handleLabel(link.network, link.handle)}
                    </span>
                  </span>
                  <ExternalLinkIcon size={16} className="shrink-0 text-ink-400" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {card.payments.length ? <CardPayments card={card} ask={ask} /> : null}

      {card.viewer !== 'owner' ? (
        <section
          aria-labelledby="card-save"
          className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-100"
        >
          <h2 id="card-save" className="text-base font-semibold text-ink-900">
            {t('save.title')}
          </h2>
          {!user ? (
            <Link to={loginHref} className="btn-secondary mt-3 w-full">
              {t('save.login')}
            </Link>
          ) : member ? (
            <>
              {card.saved ? (
                <p className="mt-2 text-sm text-emerald-800">
                  {t('save.inContacts')}{' '}
                  <Link to="/profile/contacts" className="font-semibold underline">
                    {t('save.openContacts')}
                  </Link>
                </p>
              ) : null}
              <Form method="post" className="mt-3 flex flex-col gap-3">
                <input type="hidden" name="intent" value="save" />
                <label className="flex flex-col gap-1.5 text-sm font-medium text-ink-800">
                  {t('save.note')}
                  <input
                    name="note"
                    maxLength={200}
                    placeholder={t('save.notePlaceholder')}
                    className="h-11 rounded-xl border border-ink-200 px-3.5 text-base font-normal focus:border-lotus-600 focus:ring-2 focus:ring-lotus-200 focus:outline-none sm:text-sm"
                  />
                </label>
                <button type="submit" className="btn-primary">
                  {card.saved ? t('save.update') : t('save.submit')}
                </button>
              </Form>
              {card.canGiveBack ? (
                <Form
                  method="post"
                  className="mt-5 flex flex-col gap-3 border-t border-ink-100 pt-5"
                >
                  <input type="hidden" name="intent" value="give-back" />
                  <h3 className="text-sm font-semibold text-ink-900">{t('giveBack.title')}</h3>
                  <label className="flex items-start gap-3 text-sm text-ink-700">
                    <input
                      type="checkbox"
                      name="consent"
                      required
                      className="mt-1 size-4 accent-lotus-700"
                    />
                    <span>{t('giveBack.consent', { name: card.fullName })}</span>
                  </label>
                  <button type="submit" className="btn-secondary">
                    {t('giveBack.submit')}
                  </button>
                </Form>
              ) : null}
            </>
          ) : null}
        </section>
      ) : null}

      <section
        aria-labelledby="card-qr"
        className="flex flex-col items-center gap-3 rounded-3xl bg-white p-5 text-center shadow-sm ring-1 ring-ink-100"
      >
        <h2 id="card-qr" className="text-base font-semibold text-ink-900">
          {t('page.qrTitle')}
        </h2>
        <img
          src={cardFiles.qr(card.slug)}
          alt={t('page.qrAlt', { name: card.fullName })}
          width={200}
          height={200}
          loading="lazy"
          className="size-48 rounded-xl"
        />
        <p className="text-xs text-ink-600">{t('page.qrHint')}</p>
        <a
          href={cardFiles.qr(card.slug, 'png')}
          download={`${card.slug}-qr.png`}
          className="text-sm font-medium text-lotus-700 underline"
        >
          {t('page.qrPng')}
        </a>
      </section>
    </article>
  );
}
