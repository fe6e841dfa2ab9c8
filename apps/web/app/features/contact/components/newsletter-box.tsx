import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { MailIcon } from '../../../components/ui/icons';
import { translateKey } from '../../../i18n/i18n';
import type { FormFailure } from '../../../lib/form-errors';
import { schemaValidator, useFormErrors } from '../../../lib/use-form-errors';
import { HoneypotField } from './honeypot-field';

/** What `/newsletter` answers: the address mailed, or the refusal. */
export type NewsletterActionData = { ok: true; email: string } | FormFailure;

const validate = schemaValidator(() =>
  import('../../../lib/form-schemas').then((schemas) => schemas.newsletterSubscribeSchema),
);

/**
 * The newsletter box: an address, sent in place to `/newsletter` (a plain form post without
 * script); the answer asks the shopper to confirm from their mailbox (double opt-in).
 */
export function NewsletterBox({ lang }: { lang: 'vi' | 'en' }) {
  const { t } = useTranslation('contact');
  const fetcher = useFetcher<NewsletterActionData>();
  const result = fetcher.data;
  const failure = result && !result.ok ? result : undefined;
  const { formRef, errors, onSubmit, onChange } = useFormErrors(failure?.fieldErrors, validate);
  const pending = fetcher.state !== 'idle';
  const error = errors.email ?? (failure?.formError ? failure.formError.key : undefined);
  return (
    <section
      aria-labelledby="newsletter-title"
      className="rounded-3xl bg-lotus-50 px-5 py-8 sm:px-10 sm:py-10"
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-5 lg:flex-row lg:items-center lg:gap-10">
        <div className="flex-1">
          <h2
            id="newsletter-title"
            className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink-900 sm:text-2xl"
          >
            <MailIcon size={24} className="shrink-0 text-lotus-700" />
            {t('newsletter.title')}
          </h2>
          <p className="mt-2 text-sm leading-6 text-ink-700">{t('newsletter.body')}</p>
        </div>
        <div className="flex-1" aria-live="polite">
          {result?.ok ? (
            <p className="rounded-2xl bg-white p-4 text-sm leading-6 font-medium text-emerald-800">
              {t('newsletter.checkMailbox', { email: result.email })}
            </p>
          ) : (
            <fetcher.Form
              ref={formRef}
              method="post"
              action="/newsletter"
              noValidate
              onSubmit={onSubmit}
              onChange={onChange}
              className="relative"
            >
              <input type="hidden" name="language" value={lang} />
              <label htmlFor="newsletter-email" className="sr-only">
                {t('newsletter.email')}
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <input
                  id="newsletter-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  autoCapitalize="none"
                  required
                  placeholder={t('newsletter.placeholder')}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'newsletter-error' : undefined}
                  className="block h-11 w-full min-w-0 rounded-xl sm:flex-1 border border-ink-200 bg-white px-3.5 text-base text-ink-900 shadow-xs placeholder:text-ink-500 focus:border-lotus-600 focus:ring-2 focus:ring-lotus-200 focus:outline-none aria-invalid:border-red-600 sm:text-sm"
                />
                <button
                  type="submit"
                  disabled={pending}
                  className="btn-primary shrink-0 disabled:cursor-progress disabled:opacity-80"
                >
                  {pending ? t('newsletter.submitting') : t('newsletter.submit')}
                </button>
              </div>
              <HoneypotField />
              {error ? (
                <p id="newsletter-error" className="mt-2 text-sm text-red-700">
                  {translateKey(t, error, failure?.formError?.values)}
                </p>
              ) : null}
            </fetcher.Form>
          )}
        </div>
      </div>
    </section>
  );
}
