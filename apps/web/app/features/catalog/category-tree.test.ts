// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { categoryFixture } from '../../test/fixtures';
import { buildCategoryTree } from './category-tree';

describe('buildCategoryTree', () => {
  it('nests children under their parents in priority order', () => {
    const robots = categoryFixture({ slug: 'robots', priority: 2 });
    const fashion = categoryFixture({ slug: 'fashion', priority: 1 });
    const mini = categoryFixture({ slug: 'mini', parentId: robots.id, priority: 2 });
    const big = categoryFixture({ slug: 'big', parentId: robots.id, priority: 1 });
    const orphan = categoryFixture({
      slug: 'orphan',
      parentId: '00000000-0000-4000-8000-999999999999',
      priority: 3,
    });
    const tree = buildCategoryTree([mini, robots, orphan, big, fashion]);
    expect(tree.map((c) => c.slug)).toEqual(['fashion', 'robots', 'orphan']);
    expect(tree[1]!.children.map((c) => c.slug)).toEqual(['big', 'mini']);
  });
});
