import type { ProductStatus } from '@lotus/core';
import { useTranslation } from 'react-i18next';

type State = 'published' | 'unpublished' | 'archived';

const TONES: Record<State, string> = {
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  unpublished: 'bg-ink-100 text-ink-800 ring-ink-200',
  archived: 'bg-amber-50 text-amber-900 ring-amber-200',
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

/** A product's place in the shop (published, unpublished, archived) and its flags (new, hot, sale). */
export function ProductStateBadges({
  product,
}: {
  product: { isPublished: boolean; archived: boolean; statuses: readonly ProductStatus[] };
}) {
  const { t } = useTranslation('portal');
  const state: State = product.archived
    ? 'archived'
    : product.isPublished
      ? 'published'
      : 'unpublished';
  return (
    <div className="flex flex-wrap gap-1.5">
      <span className={`${badge} ${TONES[state]}`} data-state={state}>
        {t(`products.state.${state}`)}
      </span>
      {product.statuses.map((status) => (
        <span key={status} className={`${badge} bg-lotus-50 text-lotus-800 ring-lotus-200`}>
          {t(`products.flags.${status}`)}
        </span>
      ))}
    </div>
  );
}
