import type { ReviewPhoto } from '@lotus/core';
import { useTranslation } from 'react-i18next';

/** A review's photos as thumbnails, each opening the photo itself. */
export function ReviewPhotos({ photos, author }: { photos: ReviewPhoto[]; author: string }) {
  const { t } = useTranslation('reviews');
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a
            href={photo.url}
            target="_blank"
            rel="noreferrer"
            className="block overflow-hidden rounded-lg ring-1 ring-ink-100 hover:ring-lotus-300"
          >
            <img
              src={photo.url}
              width={photo.width}
              height={photo.height}
              alt={t('photoAlt', { name: author, index: index + 1 })}
              loading="lazy"
              decoding="async"
              className="size-20 object-cover sm:size-24"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
