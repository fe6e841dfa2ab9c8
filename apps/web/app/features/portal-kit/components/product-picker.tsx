import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons';
import { ProductSearch } from './product-search';

/** A product a programme lists; `name` is null when the catalogue no longer shows it. */
export interface NamedProduct {
  id: string;
  name: string | null;
}

/**
 * The products a programme covers: found by search, shown by name, removable one by one; the
 * form sends their ids comma-separated in `name`.
 */
export function ProductPicker({
  name,
  initial,
  error,
  onChange,
}: {
  name: string;
  initial: readonly NamedProduct[];
  error?: string | undefined;
  onChange: () => void;
}) {
  const { t } = useTranslation('portal');
  const [chosen, setChosen] = useState<NamedProduct[]>([...initial]);
  const change = (next: NamedProduct[]) => {
    setChosen(next);
    onChange();
  };
  return (
    <div>
      <input type="hidden" name={name} value={chosen.map((p) => p.id).join(',')} />
      <ProductSearch
        label={t('offers.products.searchLabel')}
        excluded={chosen.map((p) => p.id)}
        error={error}
        onPick={(product) => change([...chosen, { id: product.id, name: product.name }])}
      />
      {chosen.length === 0 ? (
        <p className="mt-2 text-sm text-ink-500">{t('offers.coverage.none')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('offers.coverage.products')}>
          {chosen.map((product) => {
            const label = product.name ?? t('offers.products.unknown');
            return (
              <li
                key={product.id}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-lotus-50 py-1 pr-1 pl-3 text-sm text-lotus-900 ring-1 ring-lotus-200"
              >
                <span className={`truncate ${product.name ? '' : 'italic'}`}>{label}</span>
                <button
                  type="button"
                  aria-label={t('offers.products.remove', { name: label })}
                  onClick={() => change(chosen.filter((p) => p.id !== product.id))}
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-lotus-800 hover:bg-lotus-100"
                >
                  <CloseIcon size={14} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
