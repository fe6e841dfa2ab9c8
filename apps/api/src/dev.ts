import { run } from './server.ts';

// `npm run dev`: the same server with Vite as middleware (hot reload) instead of the built bundle.
run('development');
