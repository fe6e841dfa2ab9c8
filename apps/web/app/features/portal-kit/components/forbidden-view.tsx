import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LockIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';

/** A calm 403 page for someone who opened the back office without the right to. */
export function ForbiddenView() {
  const { t } = useTranslation('portal');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title={t('forbiddenTitle')} />
      <span className="flex size-14 items-center justify-center rounded-full bg-lotus-50 text-lotus-700">
        <LockIcon size={26} />
      </span>
      <p className="mt-5 text-sm font-semibold tracking-wide text-lotus-700 uppercase">403</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        {t('forbiddenTitle')}
      </h1>
      <p className="mt-3 text-base leading-7 text-ink-600">{t('forbiddenBody')}</p>
      <Link to="/" className="btn-primary mt-8">
        {t('backHome')}
      </Link>
    </section>
  );
}
