import type { InstallmentChoice, InstallmentOffer, PaymentGatewayName } from '@lotus/core';

/** What a gateway said about an attempt, once its signature is verified. */
export interface GatewayMessage {
  /** Our reference of the attempt (`vnp_TxnRef`, `orderCode`). */
  txnRef: string;
  /** Whole đồng. */
  amount: number;
  /** The gateway's result code (VNPay `vnp_ResponseCode`, Alepay `code`). */
  code: string;
  /** Decided at all (false: the shopper has not finished yet). */
  decided: boolean;
  /** Paid, by the gateway's own rule (VNPay: response code and transaction status both `00`). */
  paid: boolean;
  transactionNo: string | null;
  /** The verified fields, kept with the attempt. */
  raw: Record<string, unknown>;
}

/** What starting an attempt needs. */
export interface StartRequest {
  txnRef: string;
  amount: number;
  /** Letters, digits and spaces. */
  orderInfo: string;
  lang: 'vi' | 'en';
  /** The shopper's address (VNPay's `vnp_IpAddr`). */
  ipAddr: string;
  createdAt: Date;
  expiresAt: Date;
  /** Where the gateway sends the shopper back. */
  returnUrl: string;
  /** The saved card's token (card gateway). */
  cardToken?: string;
  /** The bank, scheme and term of an installment payment (card gateway, decision 044). */
  installment?: InstallmentChoice;
  buyer: { name: string; email: string; phone: string };
}

/** A gateway call that did not go through: its code, or none when the gateway was unreachable. */
export interface GatewayRefusal {
  code: string | null;
}

export type GatewayResult<T> = ({ ok: true } & T) | ({ ok: false } & GatewayRefusal);

/** The attempt as the gateway's queries and refunds need it. */
export interface AttemptRef {
  txnRef: string;
  amount: number;
  transactionNo: string | null;
  createdAt: Date;
  orderInfo: string;
}

/**
 * A payment gateway (DESIGN.md, Payments): the real one when its merchant settings are
 * configured, the built-in sandbox otherwise; the payment service cannot tell them apart.
 */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  /** The page the shopper pays the attempt on. */
  start(request: StartRequest): Promise<GatewayResult<{ paymentUrl: string }>>;
  /** A server message or return (a query or a JSON body), verified; null when forged. */
  verify(message: unknown): GatewayMessage | null;
  /**
   * Asks the gateway what became of an attempt: its message, `NOT_FOUND` when the gateway never
   * saw it (the shopper never reached its page), null when it could not tell (unreachable).
   */
  query(attempt: AttemptRef, now: Date): Promise<GatewayMessage | 'NOT_FOUND' | null>;
  /** Gives an attempt's money back, whole. */
  refund(attempt: AttemptRef, now: Date): Promise<GatewayResult<object>>;
}

/** A card as the card gateway linked it. */
export interface LinkedCard {
  customerId: string;
  token: string;
  brand: string;
  firstSix: string;
  lastFour: string;
  expiry: string;
}

/** The card gateway's card-on-file part. */
export interface CardGateway {
  /** The page where the shopper enters a card to link to `customer.id`. */
  linkPage(
    customer: { id: string; firstName: string; lastName: string; email: string; phone: string },
    urls: { returnUrl: string; cancelUrl: string },
    lang: 'vi' | 'en',
  ): Promise<GatewayResult<{ url: string }>>;
  /** A link's outcome (return query or webhook body), verified; null when forged. */
  verifyCard(
    message: unknown,
  ): { code: string; card: LinkedCard | null; customerId: string } | null;
  /** Unlinks a card at the gateway. */
  unlink(token: string, lang: 'vi' | 'en'): Promise<GatewayResult<object>>;
}

/** The card gateway's installment part (decision 044). */
export interface InstallmentGateway {
  /** What the banks offer for an amount; null when the gateway could not be asked. */
  installmentOffers(amount: number): Promise<InstallmentOffer[] | null>;
}

/** The gateways the payment service is built with. */
export interface Gateways {
  VNPAY: PaymentGateway;
  ALEPAY: PaymentGateway & CardGateway & InstallmentGateway;
}
