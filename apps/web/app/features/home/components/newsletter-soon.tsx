import { useTranslation } from 'react-i18next';
import { MailIcon } from '../../../components/ui/icons';

/**
 * Where the newsletter sign-up will be: said plainly as "coming soon", with no field or button
 * that would look like it works (the content issue builds the real form).
 */
export function NewsletterSoon() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="newsletter-title"
      className="flex flex-col items-start gap-4 rounded-3xl border border-dashed border-lotus-300 bg-lotus-50/60 px-5 py-6 sm:flex-row sm:items-center sm:px-8"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white text-lotus-700 ring-1 ring-lotus-200">
        <MailIcon size={24} />
      </span>
      <div className="flex-1">
        <h2 id="newsletter-title" className="text-lg font-bold text-ink-900">
          {t('newsletter.title')}
        </h2>
        <p className="mt-1 text-sm leading-6 text-ink-700">{t('newsletter.body')}</p>
      </div>
      <span className="rounded-full bg-white px-3 py-1 text-xs font-bold tracking-wide text-lotus-800 uppercase ring-1 ring-lotus-200">
        {t('newsletter.badge')}
      </span>
    </section>
  );
}
