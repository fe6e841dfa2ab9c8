import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { coreMessages } from './build-plugins/core-messages.ts';

/** The web project of the root vitest run (`npx vitest run --project web`). */
export default defineProject({
  plugins: [coreMessages()],
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: {
      'react-i18next': fileURLToPath(new URL('./app/i18n/react-i18next.tsx', import.meta.url)),
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
  },
});
