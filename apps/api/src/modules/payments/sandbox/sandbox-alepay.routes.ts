import type { FastifyInstance, FastifyReply } from 'fastify';
import { flatQuery } from '../gateways/vnpay.protocol.ts';
import { sendPage } from './sandbox.pages.ts';
import type { SandboxSettings } from './sandbox.options.ts';
import { wordsIn } from './sandbox.words.ts';
import { alepayApi } from './sandbox-alepay.api.ts';
import {
  alepayErrorPage,
  alepayPayPage,
  alepayResultPage,
  cardFormPage,
  linkOtpPage,
} from './sandbox-alepay.pages.ts';
import { alepayLinking, type LinkStep } from './sandbox-alepay-link.service.ts';
import { alepayPaying, type AlepayPayStep } from './sandbox-alepay-pay.service.ts';
import { installmentSandboxRoutes } from './sandbox-installment.routes.ts';

/**
 * Alepay's side of the sandbox, under `<prefix>/alepay`: the JSON API the shop calls, the
 * card-linking pages and the token payment page.
 */
export function alepaySandboxRoutes(app: FastifyInstance, options: SandboxSettings): void {
  const cardAction = `${app.prefix}/alepay/card`;
  const payAction = `${app.prefix}/alepay/pay`;
  const api = alepayApi(options, {
    cardPage: `${options.publicUrl}${cardAction}`,
    payPage: `${options.publicUrl}${payAction}`,
  });
  const linking = alepayLinking(options);
  const paying = alepayPaying(options);

  app.post('/alepay/request-profile', async (request) => api.requestProfile(request.body));
  app.post('/alepay/request-tokenization-payment', async (request) =>
    api.tokenPayment(request.body),
  );
  app.post('/alepay/get-transaction-info', async (request) => api.transactionInfo(request.body));
  app.post('/alepay/cancel-profile', async (request) => api.cancelProfile(request.body));
  app.post('/alepay/request-refund', async (request) => api.refund(request.body));

  const showLinkStep = (reply: FastifyReply, step: LinkStep) => {
    switch (step.kind) {
      case 'invalidSession':
        return sendPage(reply, alepayErrorPage('vi', wordsIn('vi').sessionExpired, 400));
      case 'cardForm':
        return sendPage(reply, cardFormPage(step.lang, { ...step, action: cardAction }));
      case 'otp':
        return sendPage(reply, linkOtpPage(step.lang, { ...step, action: cardAction }));
      case 'redirect':
        return reply.redirect(step.url, 303);
    }
  };

  app.get('/alepay/card', async (request, reply) =>
    showLinkStep(reply, linking.open(flatQuery(request.query).session)),
  );
  app.post('/alepay/card', async (request, reply) =>
    showLinkStep(reply, await linking.submit(request.body)),
  );

  const showPayStep = (reply: FastifyReply, step: AlepayPayStep) => {
    switch (step.kind) {
      case 'notFound':
        return sendPage(reply, alepayErrorPage('vi', wordsIn('vi').notFound, 404));
      case 'page':
        return sendPage(reply, alepayPayPage(step.lang, { ...step.view, action: payAction }));
      case 'decided':
        return sendPage(reply, alepayResultPage(step.lang, step.code, step.link));
      case 'redirect':
        return reply.redirect(step.url, 303);
    }
  };

  app.get('/alepay/pay', async (request, reply) =>
    showPayStep(reply, await paying.open(flatQuery(request.query).tx)),
  );
  app.post('/alepay/pay', async (request, reply) =>
    showPayStep(reply, await paying.decide(request.body)),
  );

  installmentSandboxRoutes(app, options);
}
