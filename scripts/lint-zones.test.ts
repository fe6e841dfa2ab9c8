/**
 * The lint zones of eslint.config.js hold: each case lints a small virtual file placed in the
 * folder it is about (ESLint's `lintText` with a `filePath`), with the type-aware rules off (the
 * file exists only here), and reads the import rule's verdict.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({
  cwd: root,
  overrideConfig: tseslint.configs.disableTypeChecked,
});

/** The import rule's messages for `code` as the file `file` (relative to the repository). */
async function importProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const messages = result?.messages ?? [];
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${file} did not parse: ${fatal.message}`);
  return messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const refused = (file: string, code: string) =>
  expect(importProblems(file, code)).resolves.toEqual([expect.any(String)]);
const allowed = (file: string, code: string) =>
  expect(importProblems(file, code)).resolves.toEqual([]);

describe('web zones', () => {
  const ui = 'apps/web/app/components/ui/zone-probe.tsx';

  it('keeps components/ui (and lib, store) below the features', async () => {
    await refused(ui, "export { ProductGrid } from '../../features/catalog';");
    await refused(ui, "export { SiteHeader } from '../../features/layout/components/site-header';");
    await refused('apps/web/app/lib/zone-probe.ts', "export { loader } from '../root';");
    await refused('apps/web/app/store/zone-probe.ts', "export { X } from '../features/wishlists';");
    await allowed(ui, "export { useRootData } from '../../lib/root-data';");
    await allowed(ui, "export { useAppSelector } from '../../store/store';");
  });

  it("lets a feature use another only through that one's index", async () => {
    const feature = 'apps/web/app/features/catalog/components/zone-probe.tsx';
    await refused(
      feature,
      "export { WishlistButton } from '../../wishlists/components/wishlist-button';",
    );
    await refused(feature, "export { useWishlistIds } from '../../wishlists/hooks/use-wishlist';");
    await refused(
      'apps/web/app/features/catalog/zone-probe.ts',
      "export { SiteHeader } from '../layout/components/site-header';",
    );
    await refused(feature, "export { loader } from '../../../routes/products';");
    await allowed(feature, "export { WishlistButton } from '../../wishlists';");
    await allowed(feature, "export { ProductPrice } from './product-price';");
    await allowed(feature, "export { listHref } from '../list-query';");
    await allowed(feature, "export { PageTitle } from '../../../components/ui/page-title';");
  });

  it('has routes and the root use a feature through its index', async () => {
    const route = 'apps/web/app/routes/zone-probe.tsx';
    await refused(
      route,
      "export { ProductGrid } from '../features/catalog/components/product-grid';",
    );
    await allowed(route, "export { ProductGrid } from '../features/catalog';");
    await refused(
      'apps/web/app/zone-probe.tsx',
      "export { X } from './features/layout/policy-keys';",
    );
  });
});

describe('API zones', () => {
  it("keeps a module out of another module's repository", async () => {
    const module = 'apps/api/src/modules/users/zone-probe.ts';
    await refused(module, "export { findUser } from '../auth/auth.repository.ts';");
    await refused(module, "export { findUser } from '../../modules/auth/auth.repository.ts';");
    await allowed(module, "export { findUser } from './user.repository.ts';");
    await allowed(module, "export { createAuthService } from '../auth/auth.service.ts';");
  });

  it('keeps plugins and lib away from every repository', async () => {
    await refused(
      'apps/api/src/plugins/zone-probe.ts',
      "export { findUser } from '../modules/auth/auth.repository.ts';",
    );
    await refused(
      'apps/api/src/lib/zone-probe.ts',
      "export { findUser } from '../modules/users/user.repository.ts';",
    );
    await allowed(
      'apps/api/src/plugins/zone-probe.ts',
      "export { createAuthService } from '../modules/auth/auth.service.ts';",
    );
  });
});
