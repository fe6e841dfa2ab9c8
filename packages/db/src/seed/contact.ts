import { inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../client.ts';
import { contactMessages, newsletterSubscribers, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './content/shop.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Demo messages from the contact form (addresses on example.vn, so no real inbox is named). */
const DEMO_MESSAGES = [
  {
    fullName: 'Phạm Quốc Bảo',
    company: 'Công ty TNHH Giáo dục An Bình',
    businessName: 'An Bình STEM',
    email: 'bao.pham@example.vn',
    phone: '0903123456',
    subject: 'Báo giá 30 bộ robot lập trình cho lớp STEM',
    description:
      'Chào Lotus,\nTrung tâm mình cần báo giá 30 bộ kit robot lập trình Lotus CodeBot 1 cho các lớp STEM, giao tại Đà Nẵng trong tháng sau. Lotus có hỗ trợ tập huấn cho giáo viên không?\nCảm ơn!',
    language: 'vi' as const,
    ageHours: 3,
    handled: false,
  },
  {
    fullName: 'Emily Carter',
    company: '',
    businessName: '',
    email: 'emily.carter@example.com',
    phone: '0987111222',
    subject: 'Do you ship robot vacuums to Singapore?',
    description:
      'Hello, I would like the Lotus Clean S7 robot vacuum. Do you ship to Singapore, and does the warranty still apply there?',
    language: 'en' as const,
    ageHours: 26,
    handled: false,
  },
  {
    fullName: 'Lê Thu Hà',
    company: '',
    businessName: '',
    email: 'thuha.le@example.vn',
    phone: '0912000333',
    subject: 'Đổi size áo thun',
    description:
      'Mình muốn đổi áo thun cotton basic size M sang size L cho đơn hàng tuần trước, shop hướng dẫn giúp mình nhé.',
    language: 'vi' as const,
    ageHours: 4 * 24,
    handled: true,
  },
];

/** Demo newsletter subscribers, one of each status and a few confirmed. */
const DEMO_SUBSCRIBERS = [
  {
    email: 'reader.minh@example.vn',
    language: 'vi' as const,
    status: 'CONFIRMED' as const,
    ageDays: 20,
  },
  {
    email: 'reader.lan@example.vn',
    language: 'vi' as const,
    status: 'CONFIRMED' as const,
    ageDays: 12,
  },
  {
    email: 'reader.john@example.com',
    language: 'en' as const,
    status: 'CONFIRMED' as const,
    ageDays: 9,
  },
  {
    email: 'reader.tuan@example.vn',
    language: 'vi' as const,
    status: 'PENDING' as const,
    ageDays: 1,
  },
  {
    email: 'reader.kate@example.com',
    language: 'en' as const,
    status: 'UNSUBSCRIBED' as const,
    ageDays: 30,
  },
];

/**
 * The back office's demo contact messages (the oldest handled by the demo operator) and
 * newsletter subscribers. Messages are added only while none of the demo senders has one, and
 * subscribers by address with ON CONFLICT DO NOTHING, so a repeat adds nothing.
 */
export async function seedDemoContact(tx: Transaction, now: Date): Promise<void> {
  const operator = DEMO_ACCOUNTS.find((a) => a.role === 'OPERATOR');
  const [handler] = operator
    ? await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${operator.email})`)
    : [];
  const existing = await tx
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      inArray(
        contactMessages.email,
        DEMO_MESSAGES.map((m) => m.email),
      ),
    )
    .limit(1);
  if (existing.length === 0) {
    await tx.insert(contactMessages).values(
      DEMO_MESSAGES.map(({ ageHours, handled, ...message }) => {
        const createdAt = new Date(now.getTime() - ageHours * HOUR_MS);
        return {
          ...message,
          createdAt,
          ...(handled && handler
            ? { handledAt: new Date(createdAt.getTime() + 2 * HOUR_MS), handledBy: handler.id }
            : {}),
        };
      }),
    );
  }
  await tx
    .insert(newsletterSubscribers)
    .values(
      DEMO_SUBSCRIBERS.map(({ ageDays, ...subscriber }) => {
        const createdAt = new Date(now.getTime() - ageDays * DAY_MS);
        return {
          ...subscriber,
          createdAt,
          confirmedAt:
            subscriber.status === 'PENDING' ? null : new Date(createdAt.getTime() + HOUR_MS),
          unsubscribedAt:
            subscriber.status === 'UNSUBSCRIBED'
              ? new Date(createdAt.getTime() + 5 * DAY_MS)
              : null,
        };
      }),
    )
    .onConflictDoNothing();
}
