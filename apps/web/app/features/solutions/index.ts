/**
 * Providers' solutions (issue 36): the storefront's list and page, the provider's dashboard and
 * sign-up.
 */
export {
  buyMembership,
  favouriteSolution,
  getSolution,
  listSolutions,
  providerHome,
  publishSolution,
  registerProvider,
  unpublishSolution,
} from './api/solution-api';
export { SolutionCard, solutionPath } from './components/solution-card';
