import type { Config } from '@react-router/dev/config';

/** Framework mode, server-rendered by the API process (apps/api/src/plugins/web.ts). */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
