import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // React Router's plugin is left out under vitest: tests render route modules directly.
  plugins: [tailwindcss(), !process.env.VITEST && reactRouter()],
  build: {
    rolldownOptions: {
      treeshake: {
        // @lotus/core is pure (no I/O), but its schema modules build zod schemas on load, which a
        // bundler must otherwise keep: without this, zod ships to every page through the one
        // entry index.ts. Only the modules whose exports the web uses stay.
        moduleSideEffects: [{ test: /\/packages\/core\/src\//, sideEffects: false }],
      },
    },
  },
});
