import {
  bankOf,
  type Card,
  CARD_FIELDS,
  CARD_NETWORKS,
  type CardField,
  type CardNetwork,
  type CardViewer,
  fullName,
  handleUrl,
  momoPayload,
  paypalUrl,
  shownTo,
  transferMessage,
  vietQrPayload,
  visibilityOf,
  zaloPayPayload,
} from '@lotus/core';
import type * as repo from './card.repository.ts';

/*
 * What a viewer sees of a card: every field filtered by its visibility here, so a field the viewer
 * may not see never reaches the answer, the vCard or the page; the payment codes built with the
 * payer's amount and message.
 */

/** What a payer asks the transfer codes to carry. */
export interface TransferAsk {
  amount?: number | undefined;
  message?: string | undefined;
}

/** The owner's address on one line, or null. */
function addressOf(row: repo.CardWithOwner): string | null {
  const parts = [row.owner.address, row.owner.city, row.owner.country].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** The card as `viewer` may see it; a payer's amount and message go into the transfer codes. */
export function toCard(
  row: repo.CardWithOwner,
  viewer: CardViewer,
  extra: { saved: boolean; canGiveBack: boolean; ask?: TransferAsk },
): Card {
  const shown = (field: CardField) => shownTo(visibilityOf(row.visibility, field), viewer);
  const value = <T>(field: CardField, v: T | null | undefined): T | null =>
    shown(field) && v != null && v !== '' ? v : null;
  const amount = extra.ask?.amount ?? null;
  const purpose = extra.ask?.message ? transferMessage(extra.ask.message) || null : null;
  const links = CARD_NETWORKS.flatMap((network: CardNetwork) => {
    const handle = row.handles[network];
    return handle && shown(network) ? [{ network, handle, url: handleUrl(network, handle) }] : [];
  });
  const payments: Card['payments'] = [];
  if (row.bankBin && row.bankAccount && shown('bank')) {
    payments.push({
      kind: 'bank',
      label: bankOf(row.bankBin)?.shortName ?? row.bankBin,
      account: row.bankAccount,
      holder: row.bankHolder,
      payload: vietQrPayload({ bankBin: row.bankBin, account: row.bankAccount, amount, purpose }),
      url: null,
    });
  }
  if (row.momoAccount && shown('momo')) {
    payments.push({
      kind: 'momo',
      label: 'MoMo',
      account: row.momoAccount,
      holder: null,
      payload: momoPayload({
        account: row.momoAccount,
        phoneTail: row.owner.phone?.slice(-3) ?? null,
        amount,
        purpose,
      }),
      url: null,
    });
  }
  if (row.zalopayAccount && shown('zalopay')) {
    payments.push({
      kind: 'zalopay',
      label: 'ZaloPay',
      account: row.zalopayAccount,
      holder: null,
      payload: zaloPayPayload({ account: row.zalopayAccount, amount, purpose }),
      url: null,
    });
  }
  if (row.paypalHandle && shown('paypal')) {
    payments.push({
      kind: 'paypal',
      label: 'PayPal',
      account: row.paypalHandle,
      holder: null,
      payload: null,
      url: paypalUrl(row.paypalHandle),
    });
  }
  return {
    id: row.id,
    slug: row.slug,
    viewer,
    fullName: fullName(row.owner.firstName, row.owner.lastName),
    firstName: row.owner.firstName,
    lastName: row.owner.lastName,
    photoUrl: row.photo ? `/api/card/${row.slug}/photo?v=${row.updatedAt.getTime()}` : null,
    title: value('title', row.title),
    company: value('company', row.owner.company),
    businessName: value('businessName', row.owner.businessName),
    bio: value('bio', row.bio),
    phone: value('phone', row.owner.phone),
    email: value('email', row.owner.email),
    address: value('address', addressOf(row)),
    links,
    payments,
    saved: extra.saved,
    canGiveBack: extra.canGiveBack,
    updatedAt: row.updatedAt.toISOString(),
    owner:
      viewer === 'owner'
        ? {
            enabled: row.enabled,
            visibility: Object.fromEntries(
              CARD_FIELDS.map((f) => [f, visibilityOf(row.visibility, f)]),
            ),
            handles: row.handles,
            bank:
              row.bankBin && row.bankAccount
                ? { bin: row.bankBin, account: row.bankAccount, holder: row.bankHolder }
                : null,
            momo: row.momoAccount,
            zalopay: row.zalopayAccount,
            paypal: row.paypalHandle,
            views: row.views,
            qrScans: row.qrScans,
            vcardDownloads: row.vcardDownloads,
          }
        : null,
  };
}
