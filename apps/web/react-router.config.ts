import type { Config } from '@react-router/dev/config';

/**
 * Framework mode, server-rendered by the API process (apps/api/src/plugins/web/mount.ts). The
 * v8 future flags are each decided here, so the build says nothing about them: middleware would
 * change every loader's `context` (our AppLoadContext), route-module splitting and the Vite
 * Environment API change the bundles the page budget is measured on; none is taken yet.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
