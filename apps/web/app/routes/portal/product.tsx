import {
  can,
  productImagesArrangeSchema,
  productInputSchema,
  stockMovementInputSchema,
  variantInputSchema,
  variantOptionsSchema,
} from '@lotus/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigate, useNavigation } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/accounts';
import {
  addProductVariant,
  arrangeProductImages,
  ConfirmButton,
  getPortalProduct,
  imagesFromForm,
  listProductCategories,
  movementFromForm,
  moveVariantStock,
  productFromForm,
  ProductEditor,
  ProductImages,
  ProductStateBadges,
  ProductStock,
  removeProduct,
  removeProductImage,
  saveProduct,
  setProductPublished,
  updateProductVariant,
  uploadProductImages,
  useActionToast,
  variantFromForm,
} from '../../features/portal-kit';
import { createApiClient } from '../../lib/api-client';
import {
  apiFormFailure,
  formValues,
  issuesToFieldErrors,
  type FormFailure,
} from '../../lib/form-errors';
import { ApiRequestError } from '../../lib/api-client';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/product';

const INTENTS = [
  'save',
  'publish',
  'unpublish',
  'delete',
  'variant',
  'variant-edit',
  'stock',
  'image-upload',
  'image-arrange',
  'image-remove',
] as const;
type Intent = (typeof INTENTS)[number];

/** What the editor's actions answer: the toast to show (and where to go next), or a refusal. */
export type ProductActionData =
  | {
      ok: true;
      intent: Intent;
      /** A `portal:` dictionary key. */
      notice: string;
      values: Record<string, string>;
      /** The product's page to go to (a new product's, or the list after a deletion). */
      next: string | null;
    }
  | (FormFailure & { intent: Intent });

/** `/portal/products/new` or `/portal/products/<id>`: the product (if any) and the categories. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context, { action: 'catalogue.read-unpublished' });
  const api = createApiClient(context.api);
  const [product, categories] = await Promise.all([
    params.id === 'new' ? null : getPortalProduct(api, params.id),
    listProductCategories(api),
  ]).catch(toRouteError);
  return {
    product,
    categories,
    canEdit: can(user, 'catalogue.edit'),
    canDelete: can(user, 'catalogue.delete'),
  };
}

const refused = (intent: Intent, failure: FormFailure, status = 400) =>
  data<ProductActionData>({ ...failure, intent }, { status });
const done = (intent: Intent, notice: string, values: Record<string, string>) =>
  data<ProductActionData>({ ok: true, intent, notice, values, next: null });

/**
 * POST intent = save | publish | unpublish | delete | variant | variant-edit | stock |
 * image-upload (multipart, forwarded as it came) | image-arrange | image-remove.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = formValues(form);
  const intent = INTENTS.find((i) => i === values.intent) ?? 'save';
  await requireUser(request, context, {
    action: intent === 'delete' ? 'catalogue.delete' : 'catalogue.edit',
  });
  const api = createApiClient(context.api);
  const id = params.id === 'new' ? null : params.id;
  const nameOf = (p: { nameVi: string; nameEn: string }) =>
    context.lang === 'en' ? p.nameEn : p.nameVi;
  try {
    if (intent === 'save') {
      const checked = productInputSchema.safeParse(productFromForm(values));
      if (!checked.success)
        return refused(intent, { ok: false, fieldErrors: issuesToFieldErrors(checked.error) });
      const saved = await saveProduct(api, id, checked.data);
      return data<ProductActionData>({
        ok: true,
        intent,
        notice: id ? 'products.notify.UpdateProductSuccess' : 'products.notify.AddProductSuccess',
        values: { name: nameOf(saved) },
        next: id ? null : `/portal/products/${saved.id}`,
      });
    }
    if (!id)
      return refused(intent, {
        ok: false,
        fieldErrors: {},
        formError: { key: 'errors:BAD_REQUEST' },
      });
    if (intent === 'publish' || intent === 'unpublish') {
      const saved = await setProductPublished(api, id, intent === 'publish');
      return data<ProductActionData>({
        ok: true,
        intent,
        notice: `products.notify.${intent}ed`,
        values: { name: nameOf(saved) },
        next: null,
      });
    }
    if (intent === 'delete') {
      const removed = await removeProduct(api, id);
      return data<ProductActionData>({
        ok: true,
        intent,
        notice: `products.notify.${removed.outcome}`,
        values: { name: values.name ?? '' },
        next: removed.outcome === 'deleted' ? '/portal/products' : null,
      });
    }
    if (intent === 'image-upload') {
      const { images } = await uploadProductImages(api, id, form);
      return done(intent, 'products.notify.imagesAdded', { count: String(images.length) });
    }
    if (intent === 'image-arrange') {
      const checked = productImagesArrangeSchema.safeParse({ images: imagesFromForm(values) });
      if (!checked.success)
        return refused(intent, { ok: false, fieldErrors: issuesToFieldErrors(checked.error) });
      await arrangeProductImages(api, id, checked.data);
      return done(intent, 'products.notify.imagesArranged', {});
    }
    if (intent === 'image-remove') {
      await removeProductImage(api, id, values.imageId ?? '');
      return done(intent, 'products.notify.imageRemoved', {});
    }
    if (intent === 'variant') {
      const checked = variantInputSchema.safeParse(variantFromForm(values));
      if (!checked.success)
        return refused(intent, { ok: false, fieldErrors: issuesToFieldErrors(checked.error) });
      await addProductVariant(api, id, checked.data);
      return data<ProductActionData>({
        ok: true,
        intent,
        notice: 'products.notify.variantAdded',
        values: { sku: checked.data.sku },
        next: null,
      });
    }
    if (intent === 'variant-edit') {
      const checked = variantOptionsSchema.safeParse(variantFromForm(values));
      if (!checked.success)
        return refused(intent, { ok: false, fieldErrors: issuesToFieldErrors(checked.error) });
      await updateProductVariant(api, id, values.variantId ?? '', checked.data);
      return data<ProductActionData>({
        ok: true,
        intent,
        notice: 'products.notify.variantChanged',
        values: { sku: checked.data.sku },
        next: null,
      });
    }
    const checked = stockMovementInputSchema.safeParse(movementFromForm(values));
    if (!checked.success)
      return refused(intent, { ok: false, fieldErrors: issuesToFieldErrors(checked.error) });
    const moved = await moveVariantStock(api, id, values.variantId ?? '', checked.data);
    const variant = moved.variants.find((v) => v.id === values.variantId);
    return data<ProductActionData>({
      ok: true,
      intent,
      notice: 'products.notify.stockMoved',
      values: { sku: variant?.sku ?? '', stock: String(variant?.stock ?? '') },
      next: null,
    });
  } catch (error) {
    const failure = apiFormFailure(error, {
      PRODUCT_SKU_EXISTING: 'sku',
      VARIANT_SKU_EXISTING: 'sku',
      CATEGORY_NOT_FOUND: 'categoryId',
    });
    const status = error instanceof ApiRequestError && error.status >= 400 ? error.status : 400;
    return refused(intent, failure, status);
  }
}

/** The editor's page: the product's fields, its place in the shop, its variants and stock. */
export default function PortalProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const { product, categories, canEdit, canDelete } = loaderData;
  const navigate = useNavigate();
  const idle = useNavigation().state === 'idle';
  useActionToast(actionData, (answer) =>
    answer.ok
      ? { type: 'success', message: `portal:${answer.notice}`, values: answer.values }
      : answer.formError && (answer.intent !== 'save' || Object.keys(answer.fieldErrors).length)
        ? { type: 'error', message: answer.formError.key, values: answer.formError.values }
        : null,
  );
  useEffect(() => {
    if (idle && actionData?.ok && actionData.next)
      void navigate(actionData.next, { replace: true });
  }, [idle, actionData, navigate]);
  const failureOf = (intent: Intent) =>
    actionData && !actionData.ok && actionData.intent === intent ? actionData : undefined;
  const name = product ? product.nameVi : '';
  const archived = product?.archivedAt != null;
  return (
    <section aria-labelledby="product-title" className="flex flex-col gap-5">
      <PageTitle title={product ? name : t('products.createTitle')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <Link
            to="/portal/products"
            className="text-sm font-semibold text-lotus-800 hover:underline"
          >
            {t('products.back')}
          </Link>
          <h1
            id="product-title"
            className="mt-1 text-xl font-bold tracking-tight break-words text-ink-900"
          >
            {product ? name : t('products.createTitle')}
          </h1>
          {product ? (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <ProductStateBadges product={{ ...product, archived }} />
              <span className="font-mono text-xs text-ink-600">{product.sku}</span>
            </div>
          ) : (
            <p className="mt-1 text-sm text-ink-600">{t('products.createHint')}</p>
          )}
        </div>
        {product && canEdit && !archived ? (
          <div className="flex flex-wrap gap-2">
            {product.isPublished ? (
              <>
                <a
                  href={`/products/${product.slug}`}
                  target="_blank"
                  rel="noreferrer"
                  className="btn-secondary"
                >
                  {t('products.viewInShop')}
                </a>
                <Form method="post">
                  <input type="hidden" name="intent" value="unpublish" />
                  <button type="submit" className="btn-secondary">
                    {t('products.unpublish')}
                  </button>
                </Form>
              </>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="publish" />
                <button
                  type="submit"
                  className="btn-primary"
                  disabled={product.variants.length === 0}
                  title={
                    product.variants.length === 0 ? t('products.publishNeedsVariant') : undefined
                  }
                >
                  {t('products.publish')}
                </button>
              </Form>
            )}
            {canDelete ? (
              <ConfirmButton
                tone="danger"
                className="btn-secondary text-red-700"
                title={t('products.deleteTitle', { name })}
                message={t('products.deleteMessage')}
                confirmLabel={t('products.deleteConfirm')}
                fields={{ intent: 'delete', name }}
              >
                {t('products.delete')}
              </ConfirmButton>
            ) : null}
          </div>
        ) : null}
      </div>
      {product && product.variants.length === 0 && !archived ? (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('products.publishNeedsVariant')}
        </p>
      ) : null}
      {archived ? (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('products.archivedNote')}
        </p>
      ) : canEdit ? (
        <ProductEditor
          key={product?.updatedAt ?? 'new'}
          product={product}
          categories={categories}
          failure={failureOf('save')}
        />
      ) : null}
      {product && canEdit && !archived ? (
        <ProductImages
          key={product.images
            .map((image) => `${image.id}${image.altVi}${image.altEn}${image.colour}`)
            .join()}
          product={product}
          uploadFailure={failureOf('image-upload')}
          arrangeFailure={failureOf('image-arrange')}
        />
      ) : null}
      {product && canEdit ? (
        <ProductStock
          key={`${product.variants.length} ${product.movements[0]?.id ?? ''}`}
          product={product}
          variantFailure={failureOf('variant')}
          variantEditFailure={failureOf('variant-edit')}
          stockFailure={failureOf('stock')}
        />
      ) : null}
    </section>
  );
}
