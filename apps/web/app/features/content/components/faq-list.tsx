import type { Faq } from '@lotus/core';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { RichText } from './rich-text';

/**
 * Questions as an accordion of native `<details>`: each opens with a click, Enter or Space, and
 * works before the page's JavaScript has loaded.
 */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white ring-1 ring-ink-100">
      {faqs.map((faq) => (
        <details key={faq.id} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink-900 hover:bg-ink-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-lotus-600 sm:px-6 [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <ChevronDownIcon
              size={18}
              className="shrink-0 text-ink-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <RichText html={faq.answer} className="px-5 pb-5 text-ink-700 sm:px-6" />
        </details>
      ))}
    </div>
  );
}

/** FAQPage structured data (schema.org) for search engines. */
export function faqJsonLd(faqs: Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
