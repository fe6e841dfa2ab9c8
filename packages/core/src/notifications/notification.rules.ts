/** What a notification tells its owner about; its words come from the web's translations. */
export const NOTIFICATION_KINDS = ['ORDER_STATUS', 'PAYMENT_RESULT', 'REVIEW_MODERATED'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
