import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateKey } from '../../i18n/i18n';
import { PageTitle } from './page-title';

/** The 404 page, inside the shop's header and footer. */
export function NotFoundView() {
  const { t } = useTranslation('pages');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title={t('notFound.title')} />
      <p className="text-sm font-semibold tracking-wide text-lotus-700 uppercase">
        {t('notFound.code')}
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-base leading-7 text-ink-600">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          {t('notFound.backHome')}
        </Link>
        <Link to="/products" className="btn-secondary">
          {t('notFound.browse')}
        </Link>
      </div>
    </section>
  );
}

/** Any other failure: a calm message, the translated reason when known, and a way out. */
export function ErrorView({
  status,
  code,
  field,
}: {
  status?: number | undefined;
  code?: string | undefined;
  /** The address parameter that was refused, for a 400. */
  field?: string | undefined;
}) {
  const { t } = useTranslation('pages');
  const { t: tErrors } = useTranslation('errors');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title={t('error.title')} />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
        {t('error.title')}
      </h1>
      <p className="mt-4 text-base leading-7 text-ink-600">
        {code ? translateKey(tErrors, code) : t('error.body')}
      </p>
      {field ? (
        <p className="mt-2 text-sm text-ink-600">
          {t('error.field')} <code className="font-mono">{field}</code>
        </p>
      ) : null}
      {status ? (
        <p className="mt-2 text-sm text-ink-500">{t('error.reference', { status })}</p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="" className="btn-primary">
          {t('error.retry')}
        </a>
        <Link to="/" className="btn-secondary">
          {t('notFound.backHome')}
        </Link>
      </div>
    </section>
  );
}

/**
 * The shop cannot answer for a moment (its database is away, decision 032): the page says so
 * calmly and offers to try again; the server sent it with 503 and Retry-After.
 */
export function UnavailableView() {
  const { t } = useTranslation('pages');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title={t('unavailable.title')} />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
        {t('unavailable.title')}
      </h1>
      <p className="mt-4 text-base leading-7 text-ink-600">{t('unavailable.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="" className="btn-primary">
          {t('unavailable.retry')}
        </a>
      </div>
    </section>
  );
}
