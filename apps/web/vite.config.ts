import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { coreMessages } from './build-plugins/core-messages.ts';

/** Modules of the shell (and of core) that every page loads: see `codeSplitting` below. */
const SHELL_MODULES = new RegExp(
  [
    String.raw`packages/core/src/(i18n/language|money/money|pricing/price|permissions/permissions|cart/cart\.rules|accounts/account\.rules|content/content\.rules|content/content-page\.rules)\.ts$`,
    String.raw`apps/web/app/lib/(use-json-resource|root-data|fallback-setting|format)\.ts$`,
    String.raw`apps/web/app/store/(use-notify|use-signed-out)\.ts$`,
    String.raw`apps/web/app/components/ui/(error-view|page-title|icons)\.tsx$`,
    String.raw`apps/web/app/features/wishlists/hooks/use-wishlist\.ts$`,
    String.raw`apps/web/app/features/notifications/components/(paths\.ts|bell-icon\.tsx)$`,
  ].join('|'),
);

export default defineConfig(({ isSsrBuild }) => ({
  // React Router's plugin is left out under vitest: tests render route modules directly.
  plugins: [tailwindcss(), coreMessages(), !process.env.VITEST && reactRouter()],
  resolve: {
    // The shop's own translator keeps react-i18next's call shape (decision 014).
    alias: {
      'react-i18next': fileURLToPath(new URL('./app/i18n/react-i18next.tsx', import.meta.url)),
    },
  },
  build: {
    rolldownOptions: {
      // The server loads every namespace and component up front (i18n.server.ts imports all of
      // them), so the browser's on-demand imports cannot split its bundle, and need not: the
      // warning that says so is for the browser's build only.
      checks: { ineffectiveDynamicImport: !isSsrBuild },
      treeshake: {
        // @lotus/core is pure (no I/O), but its schema modules build zod schemas on load, which a
        // bundler must otherwise keep: without this, zod ships to every page through the one
        // entry index.ts. Only the modules whose exports the web uses stay.
        // The features' modules only define things as well: each feature's index.ts (its public
        // surface) then costs a page only the parts it uses, and each route keeps its own chunk.
        moduleSideEffects: [
          { test: /\/packages\/core\/src\//, sideEffects: false },
          { test: /\/apps\/web\/app\/features\//, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // What the shop's shell (root.tsx) loads on every page, with everything it depends
              // on (React Router, i18next, the store): one chunk instead of a dozen small ones
              // that the automatic splitting makes as soon as the pages loaded on demand (cart,
              // checkout, orders, back office) share a module with the shell. Nothing here is
              // needed only by those pages, so the home, list and product pages load less.
              name: 'shell',
              test: SHELL_MODULES,
            },
          ],
        },
      },
    },
  },
}));
