import type { NotificationItem } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../../lib/format';

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/**
 * The words of a notification in the page's language: the kind's sentence with its params, an
 * order's status or a payment's outcome in words, a product's name in the page's language.
 */
export function useNotificationText(): (notification: NotificationItem) => {
  title: string;
  detail: string | null;
} {
  const { t } = useTranslation('notifications');
  const lang = usePageLanguage();
  return ({ kind, params }) => {
    switch (kind) {
      case 'ORDER_STATUS':
        return {
          title: t('kinds.ORDER_STATUS', {
            number: text(params.number),
            status: t(`orderStatus.${text(params.status)}` as 'orderStatus.new'),
          }),
          detail: null,
        };
      case 'PAYMENT_RESULT':
        return {
          title: t('kinds.PAYMENT_RESULT', {
            number: text(params.number),
            outcome: t(`payment.${text(params.outcome)}` as 'payment.PAID'),
          }),
          detail: null,
        };
      case 'REVIEW_MODERATED':
        return {
          title: t('kinds.REVIEW_MODERATED', {
            product: text(lang === 'en' ? params.productNameEn : params.productNameVi),
            status: t(`review.${text(params.status)}` as 'review.APPROVED'),
          }),
          detail: params.reason ? t('review.reason', { reason: text(params.reason) }) : null,
        };
    }
  };
}
