import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlusIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';

/**
 * A programme page's title (`id`, for the section it heads), what it is for, how many there are
 * (`count`, none while a form is open), and "new".
 */
export function OfferPageHeader({
  id,
  title,
  subtitle,
  count,
  showCreate,
}: {
  id: string;
  title: string;
  subtitle: string;
  count: number | null;
  showCreate: boolean;
}) {
  const { t } = useTranslation('portal');
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <PageTitle title={title} />
      <div>
        <h1 id={id} className="text-xl font-bold tracking-tight text-ink-900">
          {title}
        </h1>
        <p className="mt-1 text-sm text-ink-600">{subtitle}</p>
        {count !== null ? (
          <p className="mt-1 text-sm text-ink-500" aria-live="polite">
            {t('offers.count', { count })}
          </p>
        ) : null}
      </div>
      {showCreate ? (
        <Link to="?new=1" className="btn-primary">
          <PlusIcon size={18} />
          {t('offers.create')}
        </Link>
      ) : null}
    </div>
  );
}
