import { policyPath, type PolicyIndex, type PolicyKey } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The other policy pages beside the open one (the footer's index), and where to ask for help. */
export function PolicyNav({ policies, current }: { policies: PolicyIndex; current: PolicyKey }) {
  const { t } = useTranslation('content');
  const pages = policies.flatMap((group) => group.pages);
  return (
    <aside className="flex flex-col gap-6">
      {pages.length > 0 ? (
        <nav
          aria-labelledby="policy-nav-title"
          className="rounded-2xl bg-white p-5 ring-1 ring-ink-100"
        >
          <h2 id="policy-nav-title" className="text-sm font-semibold text-ink-900">
            {t('policy.others')}
          </h2>
          <ul className="mt-3 space-y-1 text-sm">
            {pages.map((page) => (
              <li key={page.key}>
                <Link
                  to={policyPath(page.key)}
                  aria-current={page.key === current ? 'page' : undefined}
                  className={`block rounded-lg px-3 py-2 ${
                    page.key === current
                      ? 'bg-lotus-50 font-semibold text-lotus-800'
                      : 'text-ink-700 hover:bg-ink-50 hover:text-lotus-800'
                  }`}
                >
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section aria-labelledby="policy-help-title" className="rounded-2xl bg-lotus-50 p-5 text-sm">
        <h2 id="policy-help-title" className="font-semibold text-ink-900">
          {t('policy.help')}
        </h2>
        <p className="mt-1 text-ink-700">{t('policy.helpBody')}</p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 font-semibold">
          <Link to="/faq" className="text-lotus-700 hover:underline">
            {t('policy.faqLink')}
          </Link>
          <Link to="/contact" className="text-lotus-700 hover:underline">
            {t('policy.contactLink')}
          </Link>
        </p>
      </section>
    </aside>
  );
}
