import {
  providerContract,
  solutionContract,
  solutionFavouriteContract,
  type Membership,
  type OwnSolution,
  type Plan,
  type Provider,
  type ProviderRegisterInput,
  type PublicSolution,
  type QueryInput,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** A page of live solutions (the storefront's search and filters). */
export function listSolutions(
  api: ApiClient,
  query: QueryInput<(typeof solutionContract.list)['query']>,
) {
  return api.call(solutionContract.list, { query });
}

/** A live solution (counts a view). */
export function getSolution(api: ApiClient, id: string): Promise<PublicSolution> {
  return api.call(solutionContract.detail, { params: { id } });
}

export function registerProvider(api: ApiClient, body: ProviderRegisterInput) {
  return api.call(providerContract.register, { body });
}

/** The signed-in provider's account, membership, solutions and the plans on sale. */
export async function providerHome(api: ApiClient): Promise<{
  provider: Provider;
  membership: Membership | null;
  solutions: OwnSolution[];
  plans: Plan[];
}> {
  const [me, solutions, plans] = await Promise.all([
    api.call(providerContract.me, {}),
    api.call(providerContract.solutions, {}),
    api.call(providerContract.plans, {}),
  ]);
  return { ...me, solutions, plans };
}

export function publishSolution(api: ApiClient, id: string) {
  return api.call(providerContract.publish, { params: { id } });
}

export function unpublishSolution(api: ApiClient, id: string) {
  return api.call(providerContract.unpublish, { params: { id } });
}

/** Starts paying for a plan: the gateway's page to send the provider to. */
export function buyMembership(api: ApiClient, planId: string) {
  return api.call(providerContract.buyMembership, { body: { planId } });
}

/** Favourites a live solution for the signed-in shopper. */
export function favouriteSolution(api: ApiClient, id: string) {
  return api.call(solutionFavouriteContract.add, { params: { id } });
}
