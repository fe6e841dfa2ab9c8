import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LotusMark } from './icons';
import { PageTitle } from './page-title';

/** A page that exists in the map of the shop but is not built yet, said in the shopper's language. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title={title} />
      <LotusMark size={56} className="text-lotus-300" />
      <p className="mt-6 inline-flex rounded-full bg-lotus-50 px-3 py-1 text-xs font-semibold tracking-wide text-lotus-800 uppercase">
        {t('comingSoon.badge')}
      </p>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 text-base leading-7 text-ink-600">{t('comingSoon.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          {t('comingSoon.backHome')}
        </Link>
        <Link to="/products" className="btn-secondary">
          {t('comingSoon.browse')}
        </Link>
      </div>
    </section>
  );
}
