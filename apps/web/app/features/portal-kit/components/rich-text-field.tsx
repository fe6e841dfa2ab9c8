import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { AlertTriangleIcon } from '../../../components/ui/icons';
import { translateKey } from '../../../i18n/i18n';
import { RichText } from '../../content';

/** Where the editor asks the server for a sanitised preview (routes/portal/page-preview.ts). */
const RICH_TEXT_PREVIEW_PATH = '/portal/pages/preview';

/** What the preview route answers. */
export type PreviewAnswer = { ok: true; html: string } | { ok: false };

const PREVIEW_DELAY_MS = 500;

type Wrap = { before: string; after: string; placeholder: string };
const WRAPS = {
  heading: { before: '<h2>', after: '</h2>', placeholder: '' },
  subheading: { before: '<h3>', after: '</h3>', placeholder: '' },
  paragraph: { before: '<p>', after: '</p>', placeholder: '' },
  bold: { before: '<strong>', after: '</strong>', placeholder: '' },
  italic: { before: '<em>', after: '</em>', placeholder: '' },
  bulletList: { before: '<ul>\n<li>', after: '</li>\n</ul>', placeholder: '' },
  numberedList: { before: '<ol>\n<li>', after: '</li>\n</ol>', placeholder: '' },
} satisfies Record<string, Wrap>;

const toolbarButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2.5 text-sm font-medium text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 hover:text-lotus-800 focus-visible:outline-2 focus-visible:outline-lotus-600';

/**
 * A rich-text field of the back office: the HTML in a textarea with a small toolbar that wraps
 * the selection in a tag, and beside it the server's sanitised preview, asked again half a
 * second after each change. The form submits the textarea; the server sanitises again on save.
 */
export function RichTextField({
  name,
  label,
  defaultValue,
  error,
  rows = 14,
}: {
  name: string;
  label: string;
  defaultValue: string;
  /** A dictionary key with its namespace, shown under the field. */
  error?: string | undefined;
  rows?: number;
}) {
  const { t } = useTranslation('content');
  const { t: tCommon } = useTranslation();
  const id = `${useId()}-${name}`;
  const area = useRef<HTMLTextAreaElement>(null);
  const fetcher = useFetcher<PreviewAnswer>({ key: `rich-text-${id}` });
  const [html, setHtml] = useState(defaultValue);
  const [shown, setShown] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      void fetcher.submit({ html }, { method: 'post', action: RICH_TEXT_PREVIEW_PATH });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
    // The fetcher's identity changes with its state; only the text asks for a new preview.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [html]);

  // The last good preview stays on screen while the next one is built (or if it fails).
  const latest = fetcher.data?.ok ? fetcher.data.html : null;
  if (latest !== null && latest !== shown) setShown(latest);

  /** Wraps the selection (or inserts) and keeps the caret inside the new tag. */
  const insert = (before: string, after: string) => {
    const el = area.current;
    if (!el) return;
    const { selectionStart: start, selectionEnd: end, value } = el;
    const selected = value.slice(start, end);
    el.setRangeText(`${before}${selected}${after}`, start, end, 'select');
    el.setSelectionRange(start + before.length, start + before.length + selected.length);
    el.focus();
    setHtml(el.value);
  };
  const askFor = (key: 'link' | 'image') => {
    const url = window.prompt(t(key === 'link' ? 'richText.linkPrompt' : 'richText.imagePrompt'));
    if (!url) return;
    const safe = url.replaceAll('"', '&quot;');
    if (key === 'link') insert(`<a href="${safe}">`, '</a>');
    else insert(`<img src="${safe}" alt="`, '" />');
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const failed = fetcher.data?.ok === false;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="min-w-0">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
          {label}
        </label>
        <div
          role="toolbar"
          aria-label={t('richText.toolbar')}
          aria-controls={id}
          className="mb-2 flex flex-wrap gap-1.5"
        >
          {(Object.keys(WRAPS) as (keyof typeof WRAPS)[]).map((key) => (
            <button
              key={key}
              type="button"
              className={toolbarButton}
              onClick={() => insert(WRAPS[key].before, WRAPS[key].after)}
            >
              {t(`richText.${key}`)}
            </button>
          ))}
          <button type="button" className={toolbarButton} onClick={() => askFor('link')}>
            {t('richText.link')}
          </button>
          <button type="button" className={toolbarButton} onClick={() => askFor('image')}>
            {t('richText.image')}
          </button>
        </div>
        <textarea
          ref={area}
          id={id}
          name={name}
          rows={rows}
          value={html}
          onChange={(event) => setHtml(event.target.value)}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
          className="block w-full rounded-xl border border-ink-200 bg-white px-3.5 py-3 font-mono text-sm leading-6 text-ink-900 shadow-xs focus:border-lotus-600 focus:ring-2 focus:ring-lotus-200 focus:outline-none aria-invalid:border-red-600"
        />
        {error ? (
          <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
            <AlertTriangleIcon size={16} className="mt-0.5 shrink-0" />
            <span>{translateKey(tCommon, error)}</span>
          </p>
        ) : null}
        <p id={hintId} className="mt-1.5 text-xs leading-5 text-ink-500">
          {t('richText.htmlHint')}
        </p>
      </div>
      <section aria-label={`${t('richText.preview')}: ${label}`} className="min-w-0">
        <p className="mb-1.5 flex items-center justify-between gap-2 text-sm font-medium text-ink-800">
          {t('richText.preview')}
          <span aria-live="polite" className="text-xs font-normal text-ink-500">
            {fetcher.state !== 'idle'
              ? t('richText.previewing')
              : failed
                ? t('richText.previewFailed')
                : ''}
          </span>
        </p>
        <div className="max-h-[32rem] overflow-y-auto rounded-xl border border-dashed border-ink-300 bg-white p-4">
          {shown ? (
            <RichText html={shown} />
          ) : (
            <p className="text-sm text-ink-500">{t('richText.previewEmpty')}</p>
          )}
        </div>
        <p className="mt-1.5 text-xs leading-5 text-ink-500">{t('richText.previewHint')}</p>
      </section>
    </div>
  );
}
