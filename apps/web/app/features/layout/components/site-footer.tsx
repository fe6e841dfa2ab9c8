import { policyPath, type ClientSetting, type PolicyIndex, type SocialNetwork } from '@lotus/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ClockIcon,
  ExternalLinkIcon,
  LotusMark,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  ShieldCheckIcon,
} from '../../../components/ui/icons';

const linkClass = 'text-white/80 underline-offset-4 hover:text-white hover:underline';

function ContactLine({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 shrink-0 text-lotus-300">{icon}</span>
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}

/**
 * The mark that the site was notified to the Ministry of Industry and Trade (Bộ Công Thương),
 * linking to its record on online.gov.vn, as the law asks a shop's site to show it.
 */
function MoitNotifiedMark({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('footer.moitRecord')}
      data-testid="moit-notified"
      className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-white px-3 py-1.5 text-[11px] leading-tight font-bold text-sky-800 uppercase ring-2 ring-sky-600 hover:ring-sky-400"
    >
      <span className="grid size-7 place-items-center rounded-full bg-sky-600 text-white">
        <ShieldCheckIcon size={16} />
      </span>
      <span className="max-w-32">{t('footer.moitNotified')}</span>
    </a>
  );
}

/** A titled column of the footer's links. */
function LinkColumn({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { to: string; label: string }[];
}) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-3 space-y-2 leading-6">
        {links.map((link) => (
          <li key={link.to}>
            <Link className={linkClass} to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The shop's contact details, its business registration beside its name and address, the mark
 * of its notification to the Ministry of Industry and Trade, and its social links (client
 * setting); its pages: the policy pages group by group (the spec's policy groups; the `footer`
 * group is "About Lotus"), then the FAQ, stores, news and contact pages.
 */
export function SiteFooter({
  setting,
  policies,
  year,
}: {
  setting: ClientSetting;
  policies: PolicyIndex;
  year: number;
}) {
  const { t } = useTranslation();
  const { contact } = setting;
  const pagesOf = (groups: PolicyIndex) =>
    groups.flatMap((group) =>
      group.pages.map((page) => ({ to: policyPath(page.key), label: page.title })),
    );
  const policyLinks = pagesOf(policies.filter((group) => group.group !== 'footer'));
  const aboutLinks = pagesOf(policies.filter((group) => group.group === 'footer'));
  const supportLinks = [
    { to: '/faq', label: t('footer.faq') },
    { to: '/showrooms', label: t('footer.showrooms') },
    { to: '/news', label: t('footer.news') },
    { to: '/contact', label: t('footer.contactUs') },
  ];
  const socials = (Object.entries(setting.socialLinks) as [SocialNetwork, string | null][]).flatMap(
    ([network, href]) => (href && /^https?:\/\//.test(href) ? [{ network, href }] : []),
  );

  return (
    <footer className="mt-16 bg-ink-900 text-sm text-white/80">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[minmax(0,1.5fr)_1fr_1fr_1fr]">
        <section aria-labelledby="footer-contact" className="col-span-2 lg:col-span-1">
          <Link to="/" className="flex items-center gap-2 text-white">
            <LotusMark size={30} className="text-lotus-400" />
            <span className="text-lg font-extrabold">{setting.siteName}</span>
          </Link>
          <h2 id="footer-contact" className="mt-4 font-semibold text-white">
            {contact.companyName || t('footer.contact')}
          </h2>
          <ul className="mt-3 space-y-2.5 leading-6">
            {contact.address ? (
              <ContactLine icon={<MapPinIcon size={16} />} label={t('footer.address')}>
                {contact.address}
              </ContactLine>
            ) : null}
            {setting.business.registration ? (
              <ContactLine icon={<ShieldCheckIcon size={16} />} label={t('footer.registration')}>
                <span data-testid="business-registration">{setting.business.registration}</span>
              </ContactLine>
            ) : null}
            {contact.hotline ? (
              <ContactLine icon={<PhoneIcon size={16} />} label={t('footer.hotline')}>
                {t('footer.hotline')}:{' '}
                <a className={linkClass} href={`tel:${contact.hotline.replace(/[^\d+]/g, '')}`}>
                  {contact.hotline}
                </a>
                {contact.phone && contact.phone !== contact.hotline ? (
                  <>
                    {' · '}
                    <a className={linkClass} href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                      {contact.phone}
                    </a>
                  </>
                ) : null}
              </ContactLine>
            ) : null}
            {contact.email ? (
              <ContactLine icon={<MailIcon size={16} />} label={t('footer.email')}>
                <a className={linkClass} href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              </ContactLine>
            ) : null}
            {contact.workingHours ? (
              <ContactLine icon={<ClockIcon size={16} />} label={t('footer.workingHours')}>
                {contact.workingHours}
              </ContactLine>
            ) : null}
          </ul>
        </section>

        <LinkColumn id="footer-policies" title={t('footer.policies')} links={policyLinks} />
        <LinkColumn id="footer-about" title={t('footer.about')} links={aboutLinks} />
        <LinkColumn id="footer-support" title={t('footer.support')} links={supportLinks} />

        {socials.length > 0 ? (
          <section aria-labelledby="footer-follow" className="col-span-2 lg:col-span-4">
            <h2 id="footer-follow" className="font-semibold text-white">
              {t('footer.follow')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {socials.map(({ network, href }) => (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1.5 rounded-full border border-white/20 px-3 py-1.5 text-white/90 hover:border-lotus-300 hover:text-white"
                  >
                    {t(`social.${network}`)}
                    <ExternalLinkIcon size={13} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-5">
          <p className="text-xs text-white/70">
            {t('footer.copyright', {
              year,
              // "Lotus Co., Ltd." already ends the sentence: no second full stop.
              companyName: (contact.companyName || setting.siteName).replace(/\.+$/, ''),
            })}
          </p>
          {/^https?:\/\//.test(setting.business.moitUrl) ? (
            <MoitNotifiedMark href={setting.business.moitUrl} />
          ) : null}
        </div>
      </div>
    </footer>
  );
}
