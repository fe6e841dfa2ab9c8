import type { FastifyInstance } from 'fastify';
import { sendPage, vnpayErrorPage, vnpayPayPage, vnpayResultPage } from './sandbox.pages.ts';
import type { SandboxSettings } from './sandbox.options.ts';
import { vnpaySandbox } from './sandbox-vnpay.service.ts';

/**
 * VNPay's side of the sandbox, at VNPay's own paths under `<prefix>/vnpay`: the pay page, the
 * outcome form it posts, and the merchant API.
 */
export function vnpaySandboxRoutes(app: FastifyInstance, options: SandboxSettings): void {
  const vnpay = vnpaySandbox(options);
  const payAction = `${app.prefix}/vnpay/pay`;

  app.get('/vnpay/paymentv2/vpcpay.html', async (request, reply) => {
    const opened = await vnpay.open(request.query);
    switch (opened.kind) {
      case 'refused':
        return sendPage(reply, vnpayErrorPage(opened.lang, opened.code));
      case 'decided':
        return sendPage(reply, vnpayResultPage(opened.lang, opened.code, opened.returnLink));
      case 'pay':
        return sendPage(reply, vnpayPayPage(opened.lang, { ...opened.view, action: payAction }));
    }
  });

  app.post('/vnpay/pay', async (request, reply) => {
    const decided = await vnpay.decide(request.body);
    if (decided.kind === 'refused') {
      return sendPage(reply, vnpayErrorPage('vi', decided.code, decided.code === '91' ? 404 : 400));
    }
    return reply.redirect(decided.url, 303);
  });

  app.post('/vnpay/merchant_webapi/api/transaction', async (request) => vnpay.api(request.body));
}
