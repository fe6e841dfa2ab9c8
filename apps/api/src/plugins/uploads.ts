import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/**
 * Files shoppers uploaded (review photos), served from UPLOADS_DIR at `/images/uploads/`. Their
 * names are uuids chosen by the server and never reused, so browsers may keep them for a year.
 * Only images the server itself re-encoded are there.
 */
export const uploadedFiles: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/images/uploads/',
    immutable: true,
    maxAge: '365d',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
  });
};
