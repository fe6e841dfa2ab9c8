import { isErrorCode } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { XCircleIcon } from '../components/ui/icons';
import { PageTitle } from '../components/ui/page-title';
import { i18nHandle, translateKey } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import type { Route } from './+types/checkout.failed';

export const handle = i18nHandle('checkout');

/** Why the order failed: a catalogued code from the address, or none. */
export function loader({ request }: Route.LoaderArgs) {
  const code = new URL(request.url).searchParams.get('code');
  return { code: isErrorCode(code) ? code : null };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** `/checkout/failed?code=`: the order failed page, with the reason and the way back. */
export default function CheckoutFailed({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('checkout');
  const { code } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <PageTitle title={t('failed.title')} />
      <section
        className="flex flex-col items-center rounded-3xl border border-ink-100 bg-white px-6 py-10 text-center shadow-sm"
        data-testid="order-failed"
      >
        <span className="grid size-16 place-items-center rounded-full bg-red-50 text-red-700">
          <XCircleIcon size={36} />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink-900">{t('failed.title')}</h1>
        {code ? (
          <p className="mt-2 text-ink-700" role="alert">
            {translateKey(t, `errors:${code}`)}
          </p>
        ) : null}
        <p className="mt-1 text-sm text-ink-600">{t('failed.body')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/cart" className="btn-primary">
            {t('failed.cart')}
          </Link>
          <Link to="/checkout" className="btn-secondary">
            {t('failed.retry')}
          </Link>
        </div>
      </section>
    </div>
  );
}
