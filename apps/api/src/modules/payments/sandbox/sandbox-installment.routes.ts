import type { FastifyInstance, FastifyReply } from 'fastify';
import { flatQuery } from '../gateways/vnpay.protocol.ts';
import { ALEPAY_INSTALLMENT_PATHS } from '../gateways/alepay-installment.ts';
import { sendPage } from './sandbox.pages.ts';
import type { SandboxSettings } from './sandbox.options.ts';
import { wordsIn } from './sandbox.words.ts';
import { alepayErrorPage, alepayResultPage } from './sandbox-alepay.pages.ts';
import { installmentPage } from './sandbox-installment.pages.ts';
import { alepayInstallments, type InstallmentPageStep } from './sandbox-installment.service.ts';

/**
 * The sandbox Alepay's installments (decision 044), under `<prefix>/alepay`: the plans and the
 * installment checkout the shop calls, and the page where the tester picks the outcome.
 */
export function installmentSandboxRoutes(app: FastifyInstance, options: SandboxSettings): void {
  const action = `${app.prefix}/alepay/installment`;
  const installments = alepayInstallments(options, `${options.publicUrl}${action}`);

  app.post(`/alepay${ALEPAY_INSTALLMENT_PATHS.installmentInfo}`, async (request) =>
    installments.installmentInfo(request.body),
  );
  app.post(`/alepay${ALEPAY_INSTALLMENT_PATHS.requestPayment}`, async (request) =>
    installments.requestPayment(request.body),
  );

  const show = (reply: FastifyReply, step: InstallmentPageStep) => {
    switch (step.kind) {
      case 'notFound':
        return sendPage(reply, alepayErrorPage('vi', wordsIn('vi').notFound, 404));
      case 'page':
        return sendPage(reply, installmentPage(step.lang, { ...step.view, action }));
      case 'decided':
        return sendPage(reply, alepayResultPage(step.lang, step.code, step.link));
      case 'redirect':
        return reply.redirect(step.url, 303);
    }
  };
  app.get('/alepay/installment', async (request, reply) =>
    show(reply, await installments.open(flatQuery(request.query).tx)),
  );
  app.post('/alepay/installment', async (request, reply) =>
    show(reply, await installments.decide(request.body)),
  );
}
