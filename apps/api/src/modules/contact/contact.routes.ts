import { contactContract, newsletterContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { ContactService } from './contact.service.ts';
import type { NewsletterService } from './newsletter.service.ts';

/** The services these routes call. */
type RouteServices = { contact: ContactService; newsletter: NewsletterService };

/** The contact form and the newsletter, public and back office. */
export const contactRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { contact, newsletter } = services;

  // A mail program's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a
  // form; the token is in the link's query, so the body is read and ignored (this plugin only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  route(app, contactContract.send, async (request) => {
    await app.limit('contactPerIp', request.ip);
    return ok(await contact.send(request.ctx, request.body), 'ContactSent');
  });

  route(app, contactContract.list, async (request) =>
    page(await contact.list(request.ctx, request.query)),
  );

  route(app, contactContract.get, async (request) =>
    ok(unwrap(await contact.get(request.ctx, request.params.id))),
  );

  route(app, contactContract.setHandled, async (request) =>
    ok(unwrap(await contact.setHandled(request.ctx, request.params.id, request.body.handled))),
  );

  route(app, newsletterContract.subscribe, async (request) => {
    await app.limit('newsletterPerIp', request.ip);
    return ok(await newsletter.subscribe(request.ctx, request.body), 'NewsletterCheckMailbox');
  });

  route(app, newsletterContract.confirm, async (request) =>
    ok(unwrap(await newsletter.confirm(request.ctx, request.body.token)), 'NewsletterConfirmed'),
  );

  route(app, newsletterContract.unsubscribeInfo, async (request) =>
    ok(unwrap(await newsletter.unsubscribeInfo(request.ctx, request.query.token))),
  );

  route(app, newsletterContract.unsubscribe, async (request) =>
    ok(
      unwrap(await newsletter.unsubscribe(request.ctx, request.body.token)),
      'NewsletterUnsubscribed',
    ),
  );

  route(app, newsletterContract.oneClick, async (request) =>
    ok(
      unwrap(await newsletter.unsubscribe(request.ctx, request.query.token)),
      'NewsletterUnsubscribed',
    ),
  );

  route(app, newsletterContract.subscribers, async (request) =>
    page(await newsletter.subscribers(request.ctx, request.query)),
  );

  route(app, newsletterContract.counts, async (request) =>
    ok(await newsletter.counts(request.ctx)),
  );

  route(app, newsletterContract.issues, async (request) =>
    page(await newsletter.issues(request.ctx, request.query)),
  );

  route(app, newsletterContract.send, async (request) =>
    ok(unwrap(await newsletter.send(request.ctx, request.body)), 'NewsletterSent'),
  );
};
