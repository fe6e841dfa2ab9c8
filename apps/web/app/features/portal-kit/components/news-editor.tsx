import type { PortalNews } from '@lotus/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { translateKey } from '../../../i18n/i18n';
import type { FormFailure } from '../../../lib/form-errors';
import { newsFormDefaults, type ContentActionData } from '../news-form-values';
import { RichText } from '../../content';
import { RichTextField } from './rich-text-field';

const area =
  'block w-full rounded-xl border border-ink-200 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-xs focus:border-lotus-600 focus:ring-2 focus:ring-lotus-200 focus:outline-none aria-invalid:border-red-600 sm:text-sm';

/** The article as the storefront will show it, in one language, from the form's values. */
function ArticlePreview({
  lang,
  title,
  summary,
  image,
  body,
}: {
  lang: 'vi' | 'en';
  title: string;
  summary: string;
  image: string;
  body: string;
}) {
  const { t } = useTranslation('content');
  return (
    <section
      aria-label={t('portalNews.previewTitle', { lang: t(`portalNews.${lang}`) })}
      lang={lang}
      className="min-w-0 overflow-hidden rounded-2xl bg-white ring-1 ring-ink-200"
    >
      <p className="border-b border-dashed border-ink-200 bg-ink-50 px-4 py-2 text-xs font-semibold text-ink-600">
        {t('portalNews.previewTitle', { lang: t(`portalNews.${lang}`) })}
      </p>
      {/^(\/images\/|https:\/\/)/.test(image) ? (
        <img src={image} alt="" className="aspect-[16/9] w-full bg-lotus-50 object-cover" />
      ) : null}
      <div className="p-4 sm:p-6">
        <h3 className="text-xl leading-tight font-bold text-ink-900">{title}</h3>
        {summary ? <p className="mt-2 text-ink-600">{summary}</p> : null}
        {body ? (
          <RichText html={body} className="mt-4" />
        ) : (
          <p className="mt-4 text-sm text-ink-500">{t('portalNews.previewEmpty')}</p>
        )}
      </div>
    </section>
  );
}

/**
 * The article form: both languages, slug, picture, publication time (Vietnam's), bodies in the
 * rich-text editor; "Preview" asks the server for the sanitised bodies (nothing saved) and shows
 * the article in both languages as the shop will.
 */
export function NewsEditor({
  news,
  failure,
}: {
  news: PortalNews | null;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation('content');
  const { t: tAll } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const preview = useFetcher<ContentActionData>({ key: 'news-preview' });
  const saving = useNavigation().state === 'submitting';
  const values = newsFormDefaults(news);
  const errors = failure?.fieldErrors ?? {};
  const shown = preview.data?.ok && preview.data.intent === 'preview' ? preview.data : null;
  const previewFailed = preview.data && !preview.data.ok;
  // The titles, summaries and picture as they were when the preview was asked.
  const [asked, setAsked] = useState<Record<string, string>>({});
  const current = (name: string) => asked[name] ?? '';

  const askPreview = () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    setAsked(
      Object.fromEntries(
        ['titleVi', 'titleEn', 'summaryVi', 'summaryEn', 'image'].map((name) => [
          name,
          (data.get(name) as string | null) ?? '',
        ]),
      ),
    );
    data.set('intent', 'preview');
    void preview.submit(data, { method: 'post' });
  };

  const textArea = (name: 'summaryVi' | 'summaryEn') => (
    <div>
      <label htmlFor={`news-${name}`} className="mb-1.5 block text-sm font-medium text-ink-800">
        {t(`portalNews.fields.${name}`)}
        <span className="ml-1 font-normal text-ink-500">({t('portalNews.optional')})</span>
      </label>
      <textarea
        id={`news-${name}`}
        name={name}
        rows={3}
        maxLength={500}
        defaultValue={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`news-${name}-hint`}
        className={area}
      />
      {errors[name] ? (
        <p className="mt-1.5 text-sm text-red-700">{translateKey(tAll, errors[name])}</p>
      ) : null}
      <p id={`news-${name}-hint`} className="mt-1.5 text-xs text-ink-500">
        {t('portalNews.fields.summaryHint')}
      </p>
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <Form ref={form} method="post" noValidate className="flex flex-col gap-6">
        {news ? <input type="hidden" name="id" value={news.id} /> : null}
        {failure && Object.keys(errors).length > 0 ? (
          <FormAlert tone="error">{t('portalNews.invalid')}</FormAlert>
        ) : null}
        {failure?.formError ? (
          <FormAlert tone="error">
            {translateKey(tAll, failure.formError.key, failure.formError.values)}
          </FormAlert>
        ) : null}
        <fieldset className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink-100 sm:p-6 md:grid-cols-2">
          <legend className="sr-only">
            {t('portalNews.vi')} / {t('portalNews.en')}
          </legend>
          <TextField
            name="titleVi"
            label={t('portalNews.fields.titleVi')}
            defaultValue={values.titleVi}
            error={errors.titleVi}
            maxLength={200}
            required
          />
          <TextField
            name="titleEn"
            label={t('portalNews.fields.titleEn')}
            defaultValue={values.titleEn}
            error={errors.titleEn}
            maxLength={200}
            required
          />
          {textArea('summaryVi')}
          {textArea('summaryEn')}
          <TextField
            name="slug"
            label={t('portalNews.fields.slug')}
            defaultValue={values.slug}
            error={errors.slug}
            hint={t('portalNews.fields.slugHint')}
            optionalText={t('portalNews.optional')}
            maxLength={120}
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextField
            name="image"
            label={t('portalNews.fields.image')}
            defaultValue={values.image}
            error={errors.image}
            hint={t('portalNews.fields.imageHint')}
            optionalText={t('portalNews.optional')}
            placeholder="/images/products/…webp"
            spellCheck={false}
          />
          <TextField
            name="publishedAt"
            type="datetime-local"
            label={t('portalNews.fields.publishedAt')}
            defaultValue={values.publishedAt}
            error={errors.publishedAt}
            hint={t('portalNews.fields.publishedAtHint')}
            optionalText={t('portalNews.optional')}
          />
        </fieldset>
        <div className="flex flex-col gap-6 rounded-2xl bg-white p-4 ring-1 ring-ink-100 sm:p-6">
          <RichTextField
            name="bodyVi"
            label={t('portalNews.fields.bodyVi')}
            defaultValue={values.bodyVi}
            error={errors.bodyVi}
          />
          <RichTextField
            name="bodyEn"
            label={t('portalNews.fields.bodyEn')}
            defaultValue={values.bodyEn}
            error={errors.bodyEn}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={saving}
            className="btn-primary"
          >
            {saving ? t('portalNews.saving') : t('portalNews.save')}
          </button>
          <button
            type="button"
            onClick={askPreview}
            disabled={preview.state !== 'idle'}
            className="btn-secondary"
          >
            {preview.state !== 'idle' ? t('portalNews.previewing') : t('portalNews.preview')}
          </button>
          <Link to="." className="text-sm font-semibold text-ink-700 hover:text-lotus-800">
            {t('portalNews.cancel')}
          </Link>
        </div>
      </Form>
      <div aria-live="polite">
        {previewFailed ? <FormAlert tone="error">{t('portalNews.previewFailed')}</FormAlert> : null}
        {shown ? (
          <div className="flex flex-col gap-3" data-testid="news-preview">
            <p className="text-sm text-ink-600">{t('portalNews.previewHint')}</p>
            <div className="grid gap-4 lg:grid-cols-2">
              <ArticlePreview
                lang="vi"
                title={current('titleVi')}
                summary={current('summaryVi')}
                image={current('image')}
                body={shown.bodyVi}
              />
              <ArticlePreview
                lang="en"
                title={current('titleEn')}
                summary={current('summaryEn')}
                image={current('image')}
                body={shown.bodyEn}
              />
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
