import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { JsonLd, SeoMeta } from '../components/ui/seo-meta';
import { FaqList, faqJsonLd, listFaqs } from '../features/content';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { createApiClient } from '../lib/api-client';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/faq';

export const handle = i18nHandle('content');

/** The published questions in the visitor's language. */
export async function loader({ context }: Route.LoaderArgs) {
  return { faqs: await listFaqs(createApiClient(context.api)).catch(toRouteError) };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** `/faq`: every published question, as an accordion, with FAQPage structured data. */
export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { faqs } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageTitle title={t('faq.title')} />
      <SeoMeta title={t('faq.title')} description={t('faq.description')} path="/faq" />
      {faqs.length > 0 ? <JsonLd data={faqJsonLd(faqs)} /> : null}
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        {t('faq.title')}
      </h1>
      <p className="mt-2 text-ink-600">
        {t('faq.intro')}{' '}
        <Link to="/contact" className="font-semibold text-lotus-700 hover:underline">
          {t('faq.contact')}
        </Link>
      </p>
      <div className="mt-6">
        {faqs.length > 0 ? (
          <FaqList faqs={faqs} />
        ) : (
          <p className="rounded-2xl bg-white p-8 text-center text-ink-600">{t('faq.empty')}</p>
        )}
      </div>
    </div>
  );
}
