import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../client.ts';
import { cards, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './content/shop.ts';

/** The demo customer's card address (`/c/le-quoc-bao`). */
export const DEMO_CARD_SLUG = 'le-quoc-bao';

/**
 * The demo customer's e-card, switched on and filled: title, bio, networks, a bank account and
 * a MoMo wallet (made-up numbers), phone and e-mail for contacts only. The account's phone and
 * company are set only where the account has none; a card the customer already has is kept.
 */
export async function seedDemoCard(tx: Transaction): Promise<void> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'CUSTOMER');
  if (!account) return;
  const [customer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email));
  if (!customer) return;
  await tx
    .update(users)
    .set({ phone: '0386123456' })
    .where(and(eq(users.id, customer.id), isNull(users.phone)));
  await tx
    .update(users)
    .set({ company: 'Công ty TNHH Bảo Lê Automation', businessName: 'Bảo Lê Robotics' })
    .where(and(eq(users.id, customer.id), isNull(users.company)));
  await tx
    .insert(cards)
    .values({
      ownerId: customer.id,
      slug: DEMO_CARD_SLUG,
      enabled: true,
      title: 'Kỹ sư tự động hoá',
      bio: 'Tư vấn robot hút bụi và nhà thông minh cho gia đình và văn phòng tại Hà Nội.',
      handles: {
        facebook: 'lotus.demo.bao',
        github: 'lotus-demo',
        linkedin: 'le-quoc-bao-demo',
        telegram: 'lotus_quocbao',
        zalo: '84386123456',
        website: 'https://lotus.vn/',
      },
      bankBin: '970436',
      bankAccount: '0011000123456',
      bankHolder: 'LE QUOC BAO',
      momoAccount: '99MM24001M00000123',
      paypalHandle: 'lotusdemobao',
      visibility: {},
    })
    .onConflictDoNothing();
}
