import { endpoint } from '../http/contract.ts';
import { shopSettingSchema } from './shop-setting.schema.ts';

const errors = [400, 401, 403] as const;

/** The back office's shop settings: legal identity, delivery times, warranty. */
export const portalShopSettingContract = {
  get: endpoint({
    method: 'GET',
    path: '/api/portal/shop-settings',
    access: 'settings.edit',
    tag: 'portal',
    summary: "The shop's registration, notification record, delivery times and warranty",
    response: shopSettingSchema,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/portal/shop-settings',
    access: 'settings.edit',
    tag: 'portal',
    summary:
      'Change them: every page, the checkout, the FAQ and policy pages and the order mails follow',
    body: shopSettingSchema,
    response: shopSettingSchema,
    errors,
  }),
};
