import { portalPriceRuleSchema, priceRuleInputSchema } from './price-rule.schema.ts';
import { programmeEndpoints } from './programme.contract.ts';

/** The back office's price rules. */
export const priceRuleEndpoints = programmeEndpoints({
  name: 'price-rules',
  input: priceRuleInputSchema,
  output: portalPriceRuleSchema,
  summaries: {
    list: 'Every price rule, newest first',
    create: 'Create a price rule on products or categories, with its window',
    update: 'Change a price rule that has not ended',
    stop: 'Stop a price rule now',
  },
});
