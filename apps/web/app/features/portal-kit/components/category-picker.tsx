import type { Category } from '@lotus/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildCategoryTree, type CategoryNode } from '../../catalog';

/**
 * The categories a programme covers, as the catalogue's tree of checkboxes (a category covers its
 * sub-categories too); the form sends their ids comma-separated in `name`.
 */
export function CategoryPicker({
  name,
  categories,
  initial,
  onChange,
}: {
  name: string;
  categories: Category[];
  initial: readonly string[];
  onChange: () => void;
}) {
  const { t } = useTranslation('portal');
  const [chosen, setChosen] = useState<string[]>([...initial]);
  const toggle = (id: string, on: boolean) => {
    setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
    onChange();
  };
  const branch = (nodes: CategoryNode[], depth: number) => (
    <ul className={depth > 0 ? 'ml-6 border-l border-ink-100 pl-2' : ''}>
      {nodes.map((node) => (
        <li key={node.id}>
          <label className="flex min-h-9 cursor-pointer items-center gap-2.5 rounded-lg px-2 text-sm text-ink-800 hover:bg-ink-50">
            <input
              type="checkbox"
              checked={chosen.includes(node.id)}
              onChange={(event) => toggle(node.id, event.target.checked)}
              className="size-4 shrink-0 accent-lotus-700"
            />
            <span>{node.name}</span>
            <span className="text-xs text-ink-500">({node.productCount})</span>
          </label>
          {node.children.length > 0 ? branch(node.children, depth + 1) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <div role="group" aria-label={t('offers.coverage.categories')}>
      <input type="hidden" name={name} value={chosen.join(',')} />
      <div className="max-h-64 overflow-auto rounded-xl border border-ink-200 p-1">
        {branch(buildCategoryTree(categories), 0)}
      </div>
    </div>
  );
}
