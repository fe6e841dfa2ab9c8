export * from './users.ts';
export * from './auth.ts';
export * from './mail.ts';
export * from './catalog.ts';
export * from './settings.ts';
export * from './orders.ts';
export * from './offers.ts';
export * from './payments.ts';
export * from './reviews.ts';
export * from './content.ts';
export * from './engagement.ts';
export * from './referrals.ts';
export * from './referral-companies.ts';
export * from './webhooks.ts';
export * from './cards.ts';
export * from './stock.ts';
export * from './installments.ts';

export * from './assistant.ts';

export * from './providers.ts';
