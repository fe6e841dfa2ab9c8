import type { Faq } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { FaqList } from './faq-list';

/** How many questions the home page shows; the rest are on `/faq`. */
const HOME_FAQ_COUNT = 6;

/** The home page's FAQ section: the first questions as an accordion, and a link to them all. */
export function HomeFaqs({ faqs }: { faqs: Faq[] }) {
  const { t } = useTranslation('home');
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq-title">
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 id="faq-title" className="text-xl font-bold tracking-tight sm:text-2xl">
          {t('faq.title')}
        </h2>
        <Link
          to="/faq"
          className="inline-flex items-center gap-1 text-sm font-semibold text-lotus-700 hover:text-lotus-800"
        >
          {t('faq.viewAll')}
          <ArrowRightIcon size={16} />
        </Link>
      </div>
      <FaqList faqs={faqs.slice(0, HOME_FAQ_COUNT)} />
    </section>
  );
}
