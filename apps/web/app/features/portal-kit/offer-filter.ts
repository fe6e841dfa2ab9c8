import { OFFER_STATES, searchKey, type OfferState } from '@lotus/core';

/** What a programme list shows: those whose names (or code) hold `search`, in one `state`. */
export interface OfferFilter {
  search: string;
  state: OfferState | null;
}

/** The filter of a list's address (`?search=tet&state=RUNNING`); anything unknown is ignored. */
export function offerFilterOf(url: URL): OfferFilter {
  const state = url.searchParams.get('state');
  return {
    search: url.searchParams.get('search')?.trim().slice(0, 100) ?? '',
    state: OFFER_STATES.find((known) => known === state) ?? null,
  };
}

/**
 * The programmes the filter keeps. The search ignores case and Vietnamese accents ("tet" finds
 * "Tết") and looks at both names and a voucher's code.
 */
export function filterOffers<
  T extends { nameVi: string; nameEn: string; state: OfferState; code?: string },
>(offers: readonly T[], filter: OfferFilter): T[] {
  const wanted = searchKey(filter.search);
  return offers.filter(
    (offer) =>
      (filter.state === null || offer.state === filter.state) &&
      (!wanted ||
        [offer.nameVi, offer.nameEn, offer.code ?? ''].some((text) =>
          searchKey(text).includes(wanted),
        )),
  );
}
