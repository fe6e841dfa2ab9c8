import type { Category } from '@lotus/core';

export interface CategoryNode extends Category {
  children: CategoryNode[];
}

/** The category tree from the flat list, each level in priority order (orphans become roots). */
export function buildCategoryTree(categories: Category[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>();
  for (const category of categories) nodes.set(category.id, { ...category, children: [] });
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: CategoryNode[]) => {
    list.sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** The tree read top-down: each category followed by its children (the order of menus and filters). */
export function flattenCategoryTree(tree: CategoryNode[]): Category[] {
  return tree.flatMap(({ children, ...category }) => [category, ...flattenCategoryTree(children)]);
}
