import { splitSearchWords, withoutDiacritics } from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import * as searchRepo from './product-search.repository.ts';

/**
 * The query to offer when a search found nothing: its words that can be read (as typed, as
 * Telex/VNI, or corrected), in the catalogue's spelling, when that differs from what was typed
 * and `finds` it something.
 */
export async function suggestInstead(
  ctx: ServiceContext,
  typed: string,
  finds: (name: string) => Promise<boolean>,
): Promise<string | undefined> {
  const readings = await searchRepo.readWords(ctx.db, typed);
  const known = readings.filter((reading) => reading !== null);
  if (known.length === 0) return undefined;
  const offered = known.map((reading) => reading.shown).join(' ');
  const same =
    known.length === readings.length &&
    withoutDiacritics(offered) === withoutDiacritics(splitSearchWords(typed).join(' '));
  if (same) return undefined;
  return (await finds(offered)) ? offered : undefined;
}
