/**
 * Linking a card at the sandbox Alepay: the card form, then the OTP, then the shop is told (signed
 * webhook, signed redirect). Stateless until the card is linked: the session and the card's mask
 * travel sealed in the pages. The card number and CVV are checked and dropped at once: never
 * stored, logged, sealed or put in a URL.
 */
import { randomBytes } from 'node:crypto';
import { maskCardNumber } from '@lotus/core';
import { z } from 'zod';
import { type AlepayCardResult, alepaySigned } from '../gateways/alepay.protocol.ts';
import { flatQuery } from '../gateways/vnpay.protocol.ts';
import { received } from './sandbox.delivery.ts';
import { queryOf, withQuery } from './sandbox.links.ts';
import { insertCard } from './sandbox.repository.ts';
import type { SandboxSettings } from './sandbox.options.ts';
import { seal, unseal } from './sandbox.seal.ts';
import type { PageLang } from './sandbox.words.ts';
import {
  type CardMask,
  type CardProblem,
  cardExpired,
  checkCard,
  OTP_ATTEMPTS,
  SANDBOX_OTP,
  isOtpWellFormed,
} from './sandbox-card.ts';

/** How long the shopper has to link a card. */
const SESSION_MINUTES = 30;

const sessionSchema = z.object({
  customerId: z.string(),
  returnUrl: z.string(),
  cancelUrl: z.string(),
  language: z.enum(['vi', 'en']),
  email: z.string(),
  /** Epoch milliseconds. */
  expiresAt: z.number(),
});
export type LinkSession = z.infer<typeof sessionSchema>;

const sealedCardSchema = z.object({
  customerId: z.string(),
  brand: z.string(),
  firstSix: z.string().regex(/^\d{6}$/),
  lastFour: z.string().regex(/^\d{4}$/),
  expiry: z.string(),
  otpFailures: z.number().int().min(0),
});
type SealedCard = z.infer<typeof sealedCardSchema>;

const formSchema = z.object({
  session: z.string().default(''),
  step: z.enum(['card', 'otp']).default('card'),
  action: z.enum(['continue', 'cancel']).default('continue'),
  cardNumber: z.string().default(''),
  cardName: z.string().default(''),
  expiry: z.string().default(''),
  cvv: z.string().default(''),
  card: z.string().default(''),
  otp: z.string().default(''),
});

const SESSION = 'alepay-link-session';
const CARD = 'alepay-link-card';

/** A new card-linking session, sealed with the checksum key. */
export function sealSession(
  key: string,
  now: Date,
  session: Omit<LinkSession, 'expiresAt'>,
): string {
  return seal(key, SESSION, { ...session, expiresAt: now.getTime() + SESSION_MINUTES * 60_000 });
}

/** What the card pages show next. */
export type LinkStep =
  | { kind: 'invalidSession' }
  | {
      kind: 'cardForm';
      lang: PageLang;
      session: string;
      problems: CardProblem[];
      name: string;
      expiry: string;
    }
  | {
      kind: 'otp';
      lang: PageLang;
      session: string;
      sealedCard: string;
      card: CardMask;
      attemptsLeft: number | null;
      /** The OTP sent was not six digits (asked again, no attempt spent). */
      malformedOtp: boolean;
    }
  | { kind: 'redirect'; url: string };

/** The card-linking pages' flow. */
export function alepayLinking(options: SandboxSettings) {
  const { database: db, clock, merchant } = options;
  const { checksumKey } = options.alepay;

  function readSession(sealed: unknown): LinkSession | null {
    const parsed = sessionSchema.safeParse(unseal(checksumKey, SESSION, sealed));
    return parsed.success && clock.now().getTime() < parsed.data.expiresAt ? parsed.data : null;
  }

  function readCard(sealed: unknown, session: LinkSession): SealedCard | null {
    const parsed = sealedCardSchema.safeParse(unseal(checksumKey, CARD, sealed));
    return parsed.success && parsed.data.customerId === session.customerId ? parsed.data : null;
  }

  /** Back to the shop with the signed outcome (cancel: its cancel URL). */
  function redirect(session: LinkSession, result: AlepayCardResult): LinkStep {
    const target = result.code === '177' ? session.cancelUrl : session.returnUrl;
    return { kind: 'redirect', url: withQuery(target, queryOf(alepaySigned(checksumKey, result))) };
  }

  const failed = (session: LinkSession, code: string) =>
    redirect(session, {
      customerId: session.customerId,
      alepayToken: '',
      cardNumber: '',
      cardBrand: '',
      cardExpire: '',
      code,
    });

  /** The card is linked: recorded, the shop told by webhook, the shopper sent back. */
  async function link(session: LinkSession, card: SealedCard): Promise<LinkStep> {
    const token = `ALE${randomBytes(18).toString('base64url')}`;
    const { brand, firstSix, lastFour, expiry } = card;
    const { customerId } = session;
    await insertCard(db, {
      token,
      customerId,
      brand,
      firstSix,
      lastFour,
      expiry,
      createdAt: clock.now(),
    });
    const result: AlepayCardResult = {
      customerId,
      alepayToken: token,
      cardNumber: maskCardNumber(firstSix, lastFour),
      cardBrand: brand,
      cardExpire: expiry,
      code: '000',
    };
    // Sent again later while the shop does not answer 2xx (it did not record the card).
    const signed = alepaySigned(checksumKey, result);
    await options.delivery.send(
      'Alepay card webhook',
      { customerId },
      () => merchant.post(options.alepayCardWebhookUrl, signed),
      received,
    );
    return redirect(session, result);
  }

  const otpStep = (
    session: string,
    lang: PageLang,
    card: SealedCard,
    attemptsLeft: number | null,
    malformedOtp = false,
  ) =>
    ({
      kind: 'otp',
      lang,
      session,
      sealedCard: seal(checksumKey, CARD, card),
      card,
      attemptsLeft,
      malformedOtp,
    }) satisfies LinkStep;

  return {
    /** The card form of a session (refused when it is forged or over). */
    open(sealed: unknown): LinkStep {
      const session = readSession(sealed);
      if (!session) return { kind: 'invalidSession' };
      const lang = session.language;
      return {
        kind: 'cardForm',
        lang,
        session: String(sealed),
        problems: [],
        name: '',
        expiry: '',
      };
    },

    /**
     * A post of the card form or of the OTP form: the next page, or the way back to the shop
     * (linked; cancelled 177; card expired 229; the third wrong OTP 170).
     */
    async submit(body: unknown): Promise<LinkStep> {
      const form = formSchema.safeParse(flatQuery(body));
      const session = form.success ? readSession(form.data.session) : null;
      if (!form.success || !session) return { kind: 'invalidSession' };
      const { data } = form;
      const lang = session.language;
      if (data.action === 'cancel') return failed(session, '177');

      if (data.step === 'card') {
        const checked = checkCard({
          number: data.cardNumber,
          name: data.cardName,
          expiry: data.expiry,
          cvv: data.cvv,
        });
        if (!checked.ok) {
          const { problems } = checked;
          return {
            kind: 'cardForm',
            lang,
            session: data.session,
            problems,
            name: data.cardName,
            expiry: data.expiry,
          };
        }
        if (cardExpired(checked.card.expiry, clock.now())) return failed(session, '229');
        const card = { ...checked.card, customerId: session.customerId, otpFailures: 0 };
        return otpStep(data.session, lang, card, null);
      }

      const card = readCard(data.card, session);
      if (!card) return { kind: 'invalidSession' };
      if (data.otp.trim() === SANDBOX_OTP) return link(session, card);
      if (!isOtpWellFormed(data.otp)) {
        const left = card.otpFailures > 0 ? OTP_ATTEMPTS - card.otpFailures : null;
        return otpStep(data.session, lang, card, left, true);
      }
      const otpFailures = card.otpFailures + 1;
      if (otpFailures >= OTP_ATTEMPTS) return failed(session, '170');
      return otpStep(data.session, lang, { ...card, otpFailures }, OTP_ATTEMPTS - otpFailures);
    },
  };
}
