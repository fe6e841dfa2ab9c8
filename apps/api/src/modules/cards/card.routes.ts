import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  CARD_PAYMENTS,
  CARD_PHOTO_MAX_BYTES,
  cardContactContract,
  cardContract,
  cardQuerySchema,
  cardSlugParams,
} from '@lotus/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../context.ts';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { previewPng, qrPng, qrSvg } from './card-images.ts';
import type { CardService, IncomingPhoto } from './card.service.ts';

/** The card's files: public (the session, if any, decides what a vCard holds), not in the docs. */
const file = { config: { access: 'public' as const }, schema: { hide: true } };

/** A card's answer depends on who asks: no shared cache may keep it. */
const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

const vcardQuery = z.object({ v: z.enum(['3', '4']).default('3') });
const qrQuery = z.object({ format: z.enum(['svg', 'png']).default('svg') });
const payParams = cardSlugParams.extend({ kind: z.enum(CARD_PAYMENTS) });

/** The services these routes call. */
type RouteServices = { cards: CardService };

/**
 * The e-card (issue 37): the card as JSON for the page and the profile, the member's changes,
 * contacts; and the card's files: vCard, QR codes, the payment codes and the preview image.
 */
export const cardRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { cards } = services;
  const photos = new WeakMap<FastifyRequest, IncomingPhoto>();

  // The photo form: its file `photo` is read here (cut off at the size limit, never kept on
  // disk) and handed to the service, which decides whether it is an image.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { fileSize: CARD_PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.fieldname !== 'photo') return;
      const tooLarge = part.file.truncated;
      photos.set(this, { data: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks), tooLarge });
    },
  });

  route(app, cardContract.show, async (request, reply) => {
    personal(reply);
    return ok(unwrap(await cards.show(request.ctx, request.params.slug, request.query)));
  });
  route(app, cardContract.mine, async (request) => ok(await cards.mine(request.ctx)));
  route(app, cardContract.update, async (request) =>
    ok(unwrap(await cards.update(request.ctx, request.body))),
  );

  route(app, cardContract.photo, async (request) => {
    await app.limit('cardPhotoPerAccount', actorOf(request.ctx).id);
    return ok(unwrap(await cards.setPhoto(request.ctx, photos.get(request))));
  });
  route(app, cardContract.removePhoto, async (request) => ok(await cards.removePhoto(request.ctx)));

  route(app, cardContactContract.list, async (request) =>
    page(unwrap(await cards.contacts(request.ctx, request.params.id, request.query))),
  );
  route(app, cardContactContract.save, async (request) =>
    ok(unwrap(await cards.saveContact(request.ctx, request.body))),
  );
  route(app, cardContactContract.remove, async (request) =>
    ok(unwrap(await cards.removeContact(request.ctx, request.params.id))),
  );
  route(app, cardContactContract.giveBack, async (request) => {
    await app.limit('cardGiveBackPerAccount', actorOf(request.ctx).id);
    return ok(unwrap(await cards.giveBack(request.ctx, request.body.slug)));
  });

  // vCard 3.0 by default (phones import it); `?v=4` for RFC 6350.
  app.get('/card/:slug/vcard', file, async (request, reply) => {
    const params = cardSlugParams.safeParse(request.params);
    const query = vcardQuery.safeParse(request.query);
    if (!params.success || !query.success) return reply.fail('BAD_REQUEST');
    const version = query.data.v === '4' ? '4.0' : '3.0';
    const vcard = unwrap(await cards.vcard(request.ctx, params.data.slug, version));
    personal(reply);
    return reply
      .type(`text/vcard; charset=utf-8${version === '4.0' ? '' : '; profile=vcard'}`)
      .header('content-disposition', `attachment; filename="${vcard.fileName}"`)
      .send(vcard.text);
  });

  // The card's QR code (the profile's `qrCode`): its address, which counts the scan.
  app.get('/card/:slug/qr', file, async (request, reply) => {
    const params = cardSlugParams.safeParse(request.params);
    const query = qrQuery.safeParse(request.query);
    if (!params.success || !query.success) return reply.fail('BAD_REQUEST');
    const target = unwrap(await cards.qrTarget(request.ctx, params.data.slug));
    void reply.header('cache-control', 'public, max-age=300');
    if (query.data.format === 'png') {
      return reply
        .type('image/png')
        .header('content-disposition', `inline; filename="${params.data.slug}-qr.png"`)
        .send(await qrPng(target));
    }
    return reply.type('image/svg+xml').send(await qrSvg(target));
  });

  // A payment's transfer code (VietQR, MoMo, ZaloPay), with the payer's amount and message.
  app.get('/card/:slug/pay/:kind', file, async (request, reply) => {
    const params = payParams.safeParse(request.params);
    const query = cardQuerySchema.safeParse(request.query);
    if (!params.success || !query.success) return reply.fail('BAD_REQUEST');
    const card = unwrap(
      await cards.show(request.ctx, params.data.slug, { ...query.data, via: 'none' }),
    );
    const payment = card.payments.find((p) => p.kind === params.data.kind && p.payload);
    if (!payment?.payload) return reply.fail('ECARD_NOT_FOUND');
    personal(reply);
    return reply.type('image/svg+xml').send(await qrSvg(payment.payload));
  });

  // The member's photo (a square JPEG), for whoever may open the card.
  app.get('/card/:slug/photo', file, async (request, reply) => {
    const params = cardSlugParams.safeParse(request.params);
    if (!params.success) return reply.fail('BAD_REQUEST');
    const jpeg = unwrap(await cards.photo(request.ctx, params.data.slug));
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=300').send(jpeg);
  });

  // The link preview: what the card shows everyone (never a contacts-only field).
  app.get('/card/:slug/preview.png', file, async (request, reply) => {
    const params = cardSlugParams.safeParse(request.params);
    if (!params.success) return reply.fail('BAD_REQUEST');
    const visitor = { ...request.ctx, actor: null };
    const card = unwrap(await cards.show(visitor, params.data.slug, { via: 'none' }));
    const photo = card.photoUrl ? await cards.photo(visitor, params.data.slug) : null;
    const png = await previewPng({
      photo: photo?.ok ? photo.value : null,
      name: card.fullName,
      lines: [card.title, card.company, card.businessName].filter((l): l is string => !!l),
      qrText: cards.cardUrl(card.slug),
      shop: cards.cardUrl(card.slug).replace(/^https?:\/\//, ''),
    });
    return reply.type('image/png').header('cache-control', 'public, max-age=300').send(png);
  });
};
