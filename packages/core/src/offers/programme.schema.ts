import { z } from 'zod';
import { wholeNumber } from '../http/input.ts';
import { OFFER_STATES } from './programme.rules.ts';

/*
 * What the four kinds of programme (price rules, flash sales, promotions, vouchers) share in their
 * schemas: instants, names, a window, the products and categories they cover. Used by the kinds'
 * own schema files only; core's entry exports the kinds' schemas, not these pieces.
 */

export const iso = z.iso.datetime({ offset: true });

const text = (max: number) => z.string().trim().min(1, 'FieldIsNotEmpty').max(max, 'TextTooLong');
const ids = z.array(z.uuid()).max(500).default([]);

/** A window as an operator sets it: start before end. */
export const windowed = <S extends z.ZodObject<{ startsAt: typeof iso; endsAt: typeof iso }>>(
  schema: S,
) =>
  schema.refine((w) => Date.parse(w.startsAt) < Date.parse(w.endsAt), {
    message: 'EndBeforeStart',
    path: ['endsAt'],
  });

/** What an operator sets on every programme. */
export const programmeInput = {
  nameVi: text(200),
  nameEn: text(200),
  startsAt: iso,
  endsAt: iso,
  /** A concentrated promotion programme may discount up to 100 % (otherwise 50 %). */
  concentrated: z.boolean().default(false),
};

/** The products and categories a programme covers, as an operator picks them. */
export const coverageInput = { productIds: ids, categoryIds: ids };

/** A percentage or an amount of đồng. */
export const percentOrMoney = wholeNumber(0);

/** Fields every back-office programme shows. */
export const portalProgramme = {
  id: z.uuid(),
  nameVi: z.string(),
  nameEn: z.string(),
  startsAt: iso,
  endsAt: iso,
  stoppedAt: iso.nullable(),
  concentrated: z.boolean(),
  state: z.enum(OFFER_STATES),
};

/** The products and categories a back-office programme covers. */
export const portalCoverage = { productIds: z.array(z.uuid()), categoryIds: z.array(z.uuid()) };
