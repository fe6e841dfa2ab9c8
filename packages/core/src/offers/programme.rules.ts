/** Where a programme stands at an instant: the back office's badge. */
export const OFFER_STATES = ['SCHEDULED', 'RUNNING', 'ENDED', 'STOPPED'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** A programme's window as the rules read it: its start, its end, and an operator's stop. */
type ProgrammeWindow = { startsAt: Date; endsAt: Date; stoppedAt: Date | null };

/**
 * A programme's state at `now`: stopped by an operator, not started, running (`startsAt` ≤ now <
 * `endsAt`), or over. The engine's window rule, said once for every kind.
 */
export function offerState(offer: ProgrammeWindow, now: Date): OfferState {
  if (offer.stoppedAt && offer.stoppedAt.getTime() <= now.getTime()) return 'STOPPED';
  if (now.getTime() < offer.startsAt.getTime()) return 'SCHEDULED';
  return now.getTime() < offer.endsAt.getTime() ? 'RUNNING' : 'ENDED';
}

/**
 * The next instant after `now` at which `offerState` may change (the start, the end or a stop
 * still to come), or null when none is: until then the programme stays as it is by the clock.
 */
export function nextOfferChange(offer: ProgrammeWindow, now: Date): Date | null {
  const later = [offer.startsAt, offer.endsAt, offer.stoppedAt].filter(
    (instant): instant is Date => instant !== null && instant.getTime() > now.getTime(),
  );
  return later.length > 0 ? new Date(Math.min(...later.map((instant) => instant.getTime()))) : null;
}
