import { reviewWriteSchema } from '@lotus/core';
import { requireUser } from '../features/accounts';
import { writeReview, type ReviewActionData } from '../features/reviews';
import { createApiClient } from '../lib/api-client';
import { formInvalid, formRefusal } from '../lib/form-errors';
import type { Route } from './+types/product.review';

/** The photo codes shown beside the photo field. */
const PHOTO_FIELD = {
  PHOTO_INVALID: 'photos',
  PHOTO_TOO_LARGE: 'photos',
  PHOTO_TOO_MANY: 'photos',
};

/**
 * Writes or edits the signed-in customer's review of a product: the text fields checked with
 * core's schema, then the form (photos as files) forwarded to the API as multipart.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'reviews.write' });
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const productId = text('productId');
  const intent = text('intent') === 'update' ? 'update' : 'create';
  const keepPhotoIds = form.getAll('keepPhotoIds').filter((id) => typeof id === 'string');
  const parsed = reviewWriteSchema.safeParse({
    rating: text('rating'),
    content: text('content'),
    keepPhotoIds,
  });
  if (!parsed.success) return formInvalid(parsed.error);

  const body = new FormData();
  body.set('rating', String(parsed.data.rating));
  body.set('content', parsed.data.content);
  for (const id of parsed.data.keepPhotoIds) body.append('keepPhotoIds', id);
  for (const photo of form.getAll('photos')) {
    // An empty file input still sends one nameless, empty part.
    if (typeof photo !== 'string' && photo.size > 0) body.append('photos', photo, photo.name);
  }
  try {
    const review = await writeReview(createApiClient(context.api), intent, productId, body);
    return { ok: true, review } satisfies ReviewActionData;
  } catch (error) {
    return formRefusal(error, PHOTO_FIELD);
  }
}
