import type { FastifyBaseLogger } from 'fastify';
import type { GatewayAnswer } from '../gateways/transport.ts';

/**
 * Waits before the sandbox sends again a server message the shop did not take, as the real
 * gateways do (VNPay sends an IPN again until it is answered 00 or 02): the shop's database may
 * have been away (decision 032). After the last, the shop's own query job settles the attempt.
 */
export const REDELIVERY_DELAYS_MS: readonly number[] = [5_000, 30_000, 120_000, 300_000, 600_000];

/** The sandbox's server messages to the shop (IPN, webhooks), sent until taken. */
export interface Delivery {
  /**
   * Sends a message now and, while the shop does not take it (`taken` says no, or it could not
   * be sent at all), again after each of the delays. The first try is awaited, the others not.
   */
  send(
    what: string,
    facts: Record<string, unknown>,
    attempt: () => Promise<GatewayAnswer>,
    taken: (answer: GatewayAnswer) => boolean,
  ): Promise<void>;
  /** Drops the tries still waiting (the server is closing). */
  stop(): void;
}

export function createDelivery(log: FastifyBaseLogger, delaysMs = REDELIVERY_DELAYS_MS): Delivery {
  const waiting = new Set<ReturnType<typeof setTimeout>>();
  let stopped = false;

  const deliver = async (
    what: string,
    facts: Record<string, unknown>,
    attempt: () => Promise<GatewayAnswer>,
    taken: (answer: GatewayAnswer) => boolean,
    tries: number,
  ): Promise<void> => {
    let done = false;
    try {
      const answer = await attempt();
      done = taken(answer);
      const body = answer.body as { RspCode?: unknown; code?: unknown } | null;
      const said = { status: answer.status, code: body?.RspCode ?? body?.code, tries };
      if (done) log.info({ ...facts, ...said }, `sandbox: ${what} sent`);
      else log.warn({ ...facts, ...said }, `sandbox: ${what} sent, not taken`);
    } catch (error) {
      log.warn({ ...facts, err: error, tries }, `sandbox: ${what} could not be sent`);
    }
    const delay = delaysMs[tries - 1];
    if (done || stopped || delay === undefined) return;
    const timer = setTimeout(() => {
      waiting.delete(timer);
      void deliver(what, facts, attempt, taken, tries + 1);
    }, delay);
    timer.unref();
    waiting.add(timer);
  };

  return {
    send: (what, facts, attempt, taken) => deliver(what, facts, attempt, taken, 1),
    stop() {
      stopped = true;
      for (const timer of waiting) clearTimeout(timer);
      waiting.clear();
    },
  };
}

/** Whether an HTTP answer says the message arrived (a webhook's sender reads only that). */
export const received = (answer: GatewayAnswer) => answer.status >= 200 && answer.status < 300;
