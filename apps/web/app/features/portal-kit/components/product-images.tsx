import {
  COLOURS,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGES_MAX,
  type Colour,
  type PortalProduct,
} from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClass } from '../../../components/ui/text-field';
import { translateKey } from '../../../i18n/i18n';
import type { FormFailure } from '../../../lib/form-errors';
import { usePageLanguage } from '../../../lib/format';
import { ConfirmButton } from './confirm-button';

const card = 'flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink-100 sm:p-6';
const small = (url: string) => url.replace(/\.webp$/, '-400.webp');
const moveButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-full px-3 text-sm font-semibold text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 disabled:opacity-40';

function FailureAlert({ failure }: { failure: FormFailure | undefined }) {
  const { t } = useTranslation();
  if (!failure?.formError) return null;
  return (
    <FormAlert tone="error">
      {translateKey(t, failure.formError.key, failure.formError.values)}
    </FormAlert>
  );
}

/**
 * A product's images: the upload form (several files, JPEG, PNG or WebP), then each image with
 * its alt texts in both languages and the colour it shows, buttons to move it and to make it
 * the main one (plain form buttons: keyboard and screen readers work without scripts), and its
 * removal after a confirmation.
 */
export function ProductImages({
  product,
  uploadFailure,
  arrangeFailure,
}: {
  product: PortalProduct;
  uploadFailure: FormFailure | undefined;
  arrangeFailure: FormFailure | undefined;
}) {
  const { t } = useTranslation('portal');
  const lang = usePageLanguage();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const uploading =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'image-upload';
  const images = product.images;
  const full = images.length >= PRODUCT_IMAGES_MAX;
  const colours = [
    ...new Set(product.variants.flatMap((v) => (v.colour ? [v.colour] : []))),
  ] as Colour[];
  const nameOf = lang === 'en' ? product.nameEn : product.nameVi;

  return (
    <section aria-labelledby="images-title" className={card}>
      <div>
        <h2 id="images-title" className="text-base font-bold text-ink-900">
          {t('products.images.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          {t('products.images.hint', {
            max: PRODUCT_IMAGES_MAX,
            maxMb: PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024,
          })}
        </p>
      </div>

      <Form
        method="post"
        encType="multipart/form-data"
        className="grid gap-3 rounded-xl bg-ink-50 p-3 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="image-upload" />
        <label className="text-sm font-medium text-ink-800 sm:col-span-2">
          {t('products.images.files')}
          <input
            type="file"
            name="images"
            multiple
            required
            disabled={full}
            accept="image/jpeg,image/png,image/webp"
            className="mt-1.5 block w-full text-sm text-ink-700 file:mr-3 file:rounded-full file:border-0 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:ring-1 file:ring-ink-200"
          />
        </label>
        <label className="text-sm font-medium text-ink-800">
          {t('products.images.altVi')}
          <input name="altVi" maxLength={200} className={`${inputClass} mt-1.5`} />
        </label>
        <label className="text-sm font-medium text-ink-800">
          {t('products.images.altEn')}
          <input name="altEn" maxLength={200} className={`${inputClass} mt-1.5`} />
        </label>
        <div className="sm:col-span-2">
          <FailureAlert failure={uploadFailure} />
          <button type="submit" className="btn-primary mt-1" disabled={busy || full}>
            {uploading ? t('products.images.uploading') : t('products.images.upload')}
          </button>
          {full ? (
            <p className="mt-2 text-sm text-amber-900">
              {t('products.images.full', { max: PRODUCT_IMAGES_MAX })}
            </p>
          ) : null}
        </div>
      </Form>

      {images.length === 0 ? (
        <p className="text-sm text-ink-600">{t('products.images.empty')}</p>
      ) : (
        <Form method="post" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="image-arrange" />
          {/* Enter in a text field saves (the form's first button), not a move. */}
          <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
            {t('products.images.save')}
          </button>
          <FailureAlert failure={arrangeFailure} />
          <ol className="grid gap-3 lg:grid-cols-2" aria-label={t('products.images.order')}>
            {images.map((image, i) => (
              <li
                key={image.id}
                data-testid="portal-image"
                className="flex gap-3 rounded-xl p-3 ring-1 ring-ink-100"
              >
                <input type="hidden" name={`images.${i}.id`} value={image.id} />
                <div className="flex w-24 shrink-0 flex-col gap-2 sm:w-28">
                  <img
                    src={small(image.url)}
                    width={400}
                    height={400}
                    alt={(lang === 'en' ? image.altEn : image.altVi) || nameOf}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg object-cover ring-1 ring-ink-100"
                  />
                  {i === 0 ? (
                    <span className="rounded-full bg-lotus-50 px-2 py-0.5 text-center text-xs font-semibold text-lotus-800">
                      {t('products.images.main')}
                    </span>
                  ) : (
                    <button
                      type="submit"
                      name="move"
                      value={`${image.id}:main`}
                      disabled={busy}
                      className="text-xs font-semibold text-lotus-800 hover:underline"
                    >
                      {t('products.images.makeMain')}
                    </button>
                  )}
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <label className="text-xs font-medium text-ink-700">
                    {t('products.images.altVi')}
                    <input
                      name={`images.${i}.altVi`}
                      defaultValue={image.altVi}
                      maxLength={200}
                      className={`${inputClass} mt-1`}
                    />
                  </label>
                  <label className="text-xs font-medium text-ink-700">
                    {t('products.images.altEn')}
                    <input
                      name={`images.${i}.altEn`}
                      defaultValue={image.altEn}
                      maxLength={200}
                      className={`${inputClass} mt-1`}
                    />
                  </label>
                  <label className="text-xs font-medium text-ink-700">
                    {t('products.images.colour')}
                    <select
                      name={`images.${i}.colour`}
                      defaultValue={image.colour ?? ''}
                      className={`${inputClass} mt-1`}
                    >
                      <option value="">{t('products.images.anyColour')}</option>
                      {[...new Set([...colours, ...(image.colour ? [image.colour] : [])])].map(
                        (code) => (
                          <option key={code} value={code}>
                            {COLOURS[code][lang]}
                          </option>
                        ),
                      )}
                    </select>
                  </label>
                  <div className="flex flex-wrap items-center gap-2">
                    <button
                      type="submit"
                      name="move"
                      value={`${image.id}:earlier`}
                      disabled={busy || i === 0}
                      aria-label={t('products.images.earlier', { index: i + 1 })}
                      className={moveButton}
                    >
                      ←
                    </button>
                    <button
                      type="submit"
                      name="move"
                      value={`${image.id}:later`}
                      disabled={busy || i === images.length - 1}
                      aria-label={t('products.images.later', { index: i + 1 })}
                      className={moveButton}
                    >
                      →
                    </button>
                    <ConfirmButton
                      tone="danger"
                      className="ml-auto text-sm font-semibold text-red-700 hover:underline"
                      label={t('products.images.removeLabel', { index: i + 1 })}
                      title={t('products.images.removeTitle', { index: i + 1 })}
                      message={t('products.images.removeMessage')}
                      confirmLabel={t('products.images.remove')}
                      fields={{ intent: 'image-remove', imageId: image.id }}
                      disabled={busy}
                    >
                      {t('products.images.remove')}
                    </ConfirmButton>
                  </div>
                </div>
              </li>
            ))}
          </ol>
          <div>
            <button type="submit" className="btn-secondary" disabled={busy}>
              {t('products.images.save')}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
