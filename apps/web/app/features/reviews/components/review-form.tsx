import {
  REVIEW_CONTENT_MAX,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTOS_MAX,
  type MyReview,
} from '@lotus/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { translateKey } from '../../../i18n/i18n';
import type { FormFailure } from '../../../lib/form-errors';

/** What the review action answers. */
export type ReviewActionData = { ok: true; review: MyReview } | FormFailure;

/** The action that writes a product's review (`routes/product.review.ts`). */
const reviewActionPath = (slug: string) => `/products/${encodeURIComponent(slug)}/review`;

/**
 * Writing or editing a review: stars (a radio group), the text, and up to five photos (when
 * editing, the old ones to keep). Photos travel as a multipart form; the count and size are
 * checked here for a quick answer, and the server checks everything again.
 */
export function ReviewForm({
  productId,
  slug,
  review,
  onDone,
}: {
  productId: string;
  slug: string;
  /** The customer's review when editing it. */
  review?: MyReview | null;
  onDone?: () => void;
}) {
  const { t } = useTranslation('reviews');
  const fetcher = useFetcher<ReviewActionData>();
  const id = useId();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [keep, setKeep] = useState<string[]>(review?.photos.map((p) => p.id) ?? []);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const files = useRef<HTMLInputElement>(null);
  const result = fetcher.data;
  const pending = fetcher.state !== 'idle';
  const fieldErrors = result && !result.ok ? result.fieldErrors : {};
  const fieldError = (name: string) => {
    const key = fieldErrors[name];
    return key ? translateKey(t, key) : null;
  };
  const formError = result && !result.ok && result.formError ? result.formError : null;
  const photoProblem = photoError ?? fieldError('photos');
  const done = result?.ok === true;

  useEffect(() => {
    if (done) {
      if (files.current) files.current.value = '';
      onDone?.();
    }
  }, [done, onDone]);

  const checkPhotos = () => {
    const chosen = [...(files.current?.files ?? [])];
    if (chosen.length + keep.length > REVIEW_PHOTOS_MAX) {
      return translateKey(t, 'errors:PHOTO_TOO_MANY', { max: REVIEW_PHOTOS_MAX });
    }
    if (chosen.some((file) => file.size > REVIEW_PHOTO_MAX_BYTES)) {
      return translateKey(t, 'errors:PHOTO_TOO_LARGE', {
        maxMb: REVIEW_PHOTO_MAX_BYTES / 1024 / 1024,
      });
    }
    return null;
  };

  return (
    <fetcher.Form
      method="post"
      action={reviewActionPath(slug)}
      encType="multipart/form-data"
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        const problem = checkPhotos();
        setPhotoError(problem);
        if (problem) event.preventDefault();
      }}
    >
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="intent" value={review ? 'update' : 'create'} />
      {done ? <FormAlert tone="success">{t('form.sent')}</FormAlert> : null}
      {formError ? (
        <FormAlert tone="error">{translateKey(t, formError.key, formError.values)}</FormAlert>
      ) : null}

      <fieldset aria-describedby={fieldError('rating') ? `${id}-rating-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-ink-800">{t('form.rating')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="peer sr-only"
                aria-label={t('form.ratingOption', { count: value })}
              />
              <span
                aria-hidden="true"
                className={`block rounded-md p-1 text-3xl leading-none peer-focus-visible:ring-2 peer-focus-visible:ring-lotus-600 ${
                  value <= rating ? 'text-amber-500' : 'text-ink-300'
                }`}
              >
                ★
              </span>
            </label>
          ))}
          <span className="ml-2 self-center text-sm text-ink-600" aria-hidden="true">
            {rating > 0 ? t('form.ratingOption', { count: rating }) : ''}
          </span>
        </div>
        {fieldError('rating') ? (
          <p id={`${id}-rating-error`} className="mt-1 text-sm text-red-700">
            {fieldError('rating')}
          </p>
        ) : null}
      </fieldset>

      <div>
        <label htmlFor={`${id}-content`} className="mb-1.5 block text-sm font-medium text-ink-800">
          {t('form.content')}
        </label>
        <textarea
          id={`${id}-content`}
          name="content"
          rows={4}
          maxLength={REVIEW_CONTENT_MAX}
          defaultValue={review?.content ?? ''}
          aria-invalid={fieldError('content') ? true : undefined}
          aria-describedby={`${id}-content-hint${fieldError('content') ? ` ${id}-content-error` : ''}`}
          className="block w-full rounded-xl border border-ink-200 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-xs focus:border-lotus-600 focus:ring-2 focus:ring-lotus-200 focus:outline-none aria-invalid:border-red-600 sm:text-sm"
        />
        <p id={`${id}-content-hint`} className="mt-1 text-xs text-ink-500">
          {t('form.contentHint')}
        </p>
        {fieldError('content') ? (
          <p id={`${id}-content-error`} className="mt-1 text-sm text-red-700">
            {fieldError('content')}
          </p>
        ) : null}
      </div>

      {review && review.photos.length > 0 ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink-800">
            {t('form.keepPhotos')}
          </legend>
          <ul className="flex flex-wrap gap-3">
            {review.photos.map((photo, index) => (
              <li key={photo.id}>
                <label className="flex flex-col items-center gap-1 text-xs text-ink-700">
                  <img
                    src={photo.url}
                    width={photo.width}
                    height={photo.height}
                    alt={t('form.photoAlt', { index: index + 1 })}
                    className="size-16 rounded-lg object-cover ring-1 ring-ink-100"
                  />
                  <span className="flex items-center gap-1">
                    <input
                      type="checkbox"
                      name="keepPhotoIds"
                      value={photo.id}
                      checked={keep.includes(photo.id)}
                      onChange={(event) =>
                        setKeep((ids) =>
                          event.target.checked
                            ? [...ids, photo.id]
                            : ids.filter((other) => other !== photo.id),
                        )
                      }
                    />
                    {t('form.keep')}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      <div>
        <label htmlFor={`${id}-photos`} className="mb-1.5 block text-sm font-medium text-ink-800">
          {t('form.photos')}
        </label>
        <input
          ref={files}
          id={`${id}-photos`}
          name="photos"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={photoProblem ? true : undefined}
          aria-describedby={`${id}-photos-hint${photoProblem ? ` ${id}-photos-error` : ''}`}
          onChange={() => setPhotoError(checkPhotos())}
          className="block w-full text-sm text-ink-700 file:mr-3 file:rounded-lg file:border-0 file:bg-lotus-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-lotus-800 hover:file:bg-lotus-100"
        />
        <p id={`${id}-photos-hint`} className="mt-1 text-xs text-ink-500">
          {t('form.photosHint', {
            max: REVIEW_PHOTOS_MAX,
            maxMb: REVIEW_PHOTO_MAX_BYTES / 1024 / 1024,
          })}
        </p>
        {photoProblem ? (
          <p id={`${id}-photos-error`} className="mt-1 text-sm text-red-700" role="alert">
            {photoProblem}
          </p>
        ) : null}
      </div>

      <p className="text-sm text-ink-600">
        {review ? t('form.editNote') : t('form.moderationNote')}
      </p>
      <button
        type="submit"
        disabled={pending}
        className="btn-primary self-start disabled:cursor-progress disabled:opacity-80"
      >
        {pending ? t('form.submitting') : review ? t('form.update') : t('form.submit')}
      </button>
    </fetcher.Form>
  );
}
