import type { Showroom } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import {
  ClockIcon,
  ExternalLinkIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
} from '../../../components/ui/icons';

/** A phone as a `tel:` address: digits and a leading +, nothing else. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * One store or service centre: address, opening hours, a phone to call, an e-mail, and its map
 * on the maps service in a new tab (nothing embedded: the page loads no third-party frame).
 */
export function ShowroomCard({ showroom }: { showroom: Showroom }) {
  const { t } = useTranslation('content');
  const row = 'flex items-start gap-3';
  const icon = 'mt-0.5 shrink-0 text-lotus-700';
  return (
    <article
      aria-labelledby={`showroom-${showroom.id}`}
      className="flex h-full flex-col gap-4 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-ink-100 sm:p-6"
    >
      <h3 id={`showroom-${showroom.id}`} className="text-lg font-semibold text-ink-900">
        {showroom.name}
      </h3>
      <dl className="flex flex-col gap-3 text-sm leading-6 text-ink-700">
        <div className={row}>
          <MapPinIcon size={18} className={icon} />
          <div>
            <dt className="sr-only">{t('showrooms.address')}</dt>
            <dd>{showroom.address}</dd>
          </div>
        </div>
        <div className={row}>
          <ClockIcon size={18} className={icon} />
          <div>
            <dt className="sr-only">{t('showrooms.hours')}</dt>
            <dd>{showroom.openingHours}</dd>
          </div>
        </div>
        <div className={row}>
          <PhoneIcon size={18} className={icon} />
          <div>
            <dt className="sr-only">{t('showrooms.phone')}</dt>
            <dd>
              <a
                href={telHref(showroom.phone)}
                aria-label={t('showrooms.callLabel', {
                  name: showroom.name,
                  phone: showroom.phone,
                })}
                className="font-semibold text-ink-900 underline-offset-4 hover:text-lotus-800 hover:underline"
              >
                {showroom.phone}
              </a>
            </dd>
          </div>
        </div>
        {showroom.email ? (
          <div className={row}>
            <MailIcon size={18} className={icon} />
            <div>
              <dt className="sr-only">{t('showrooms.email')}</dt>
              <dd>
                <a
                  href={`mailto:${showroom.email}`}
                  className="break-all underline-offset-4 hover:text-lotus-800 hover:underline"
                >
                  {showroom.email}
                </a>
              </dd>
            </div>
          </div>
        ) : null}
      </dl>
      {showroom.mapUrl ? (
        <a
          href={showroom.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('showrooms.openMapLabel', { name: showroom.name })}
          className="mt-auto inline-flex h-11 w-fit items-center gap-2 rounded-xl bg-lotus-700 px-4 text-sm font-semibold text-white transition hover:bg-lotus-800 focus-visible:ring-2 focus-visible:ring-lotus-300 focus-visible:outline-none"
        >
          <MapPinIcon size={16} />
          {t('showrooms.openMap')}
          <ExternalLinkIcon size={14} />
        </a>
      ) : null}
    </article>
  );
}
