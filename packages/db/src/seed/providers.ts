import { type SolutionContent, withoutDiacritics } from '@lotus/core';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../client.ts';
import {
  membershipPlans,
  membershipPurchases,
  providerMemberships,
  providers,
  solutions,
  users,
} from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './content/shop.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const shot = (name: string) => ({ url: `/images/products/${name}.webp`, width: 800, height: 800 });

/** The plans: one of each kind (a starter month, a professional quarter, an enterprise year). */
const PLANS = [
  { nameVi: 'Khởi đầu', nameEn: 'Starter', price: 490_000, durationDays: 30, maxPublished: 1 },
  {
    nameVi: 'Chuyên nghiệp',
    nameEn: 'Professional',
    price: 2_900_000,
    durationDays: 90,
    maxPublished: 5,
  },
  {
    nameVi: 'Doanh nghiệp',
    nameEn: 'Enterprise',
    price: 9_900_000,
    durationDays: 365,
    maxPublished: 20,
  },
] as const;

const SOLUTIONS: (SolutionContent & { published: boolean })[] = [
  {
    titleVi: 'Tích hợp cánh tay rô-bốt gắp hàng cho dây chuyền',
    titleEn: 'Pick-and-place robot arm integration for your line',
    summaryVi: 'Khảo sát, lắp đặt và lập trình cánh tay rô-bốt 4–6 trục cho xưởng vừa và nhỏ.',
    summaryEn:
      'Survey, installation and programming of 4–6 axis arms for small and mid-size plants.',
    descriptionVi:
      '<p>Chúng tôi khảo sát dây chuyền, chọn cánh tay phù hợp và bàn giao trong 4 tuần.</p><ul><li>Thiết kế đồ gá</li><li>Lập trình quỹ đạo</li><li>Đào tạo vận hành</li></ul>',
    descriptionEn:
      '<p>We survey your line, choose the right arm and hand it over within 4 weeks.</p><ul><li>Fixture design</li><li>Path programming</li><li>Operator training</li></ul>',
    category: 'integration',
    tags: ['cánh tay rô-bốt', 'gắp hàng', 'dây chuyền'],
    price: 185_000_000,
    demoUrl: 'https://demo.lotus.vn/arm',
    docsUrl: 'https://docs.lotus.vn/arm',
    screenshots: [
      shot('robot-canh-tay-lotus-arm-mini-4-truc-1'),
      shot('robot-canh-tay-lotus-arm-mini-4-truc-2'),
    ],
    published: true,
  },
  {
    titleVi: 'Lập trình rô-bốt giáo dục cho trường học',
    titleEn: 'Educational robot programming for schools',
    summaryVi: 'Giáo trình STEM và bộ rô-bốt lập trình được, kèm đào tạo giáo viên.',
    summaryEn: 'A STEM course and programmable robot kits, with teacher training.',
    descriptionVi: '<p>Giáo trình 24 buổi, bộ rô-bốt cho mỗi nhóm 4 học sinh.</p>',
    descriptionEn: '<p>A 24-lesson course, one robot kit per group of 4 pupils.</p>',
    category: 'programming',
    tags: ['STEM', 'giáo dục'],
    price: null,
    demoUrl: null,
    docsUrl: null,
    screenshots: [
      shot('bo-kit-robot-lap-trinh-lotus-codebot-1-1'),
      shot('bo-kit-robot-do-line-lotus-lineracer-1'),
    ],
    published: true,
  },
  {
    titleVi: 'Bảo trì định kỳ rô-bốt dịch vụ',
    titleEn: 'Scheduled maintenance for service robots',
    summaryVi: 'Kiểm tra, hiệu chỉnh và thay thế linh kiện mỗi quý, hỗ trợ trong 24 giờ.',
    summaryEn: 'Quarterly checks, calibration and parts, with a 24-hour response.',
    descriptionVi: '<p>Gói bảo trì theo quý cho rô-bốt lễ tân và rô-bốt hình người.</p>',
    descriptionEn: '<p>A quarterly plan for reception and humanoid robots.</p>',
    category: 'maintenance',
    tags: ['bảo trì', 'hình người'],
    price: 12_000_000,
    demoUrl: null,
    docsUrl: null,
    screenshots: [shot('robot-hinh-nguoi-lotus-humanoid-h8-1')],
    published: true,
  },
];

const searchText = (c: SolutionContent, business: string) =>
  withoutDiacritics(
    [c.titleVi, c.titleEn, c.summaryVi, c.summaryEn, c.tags.join(' '), business]
      .join(' ')
      .toLowerCase(),
  );

async function provider(
  tx: Transaction,
  userId: string,
  business: { name: string; contact: string; taxCode: string; address: string },
  now: Date,
) {
  await tx
    .insert(providers)
    .values({
      userId,
      businessName: business.name,
      searchName: withoutDiacritics(business.name.toLowerCase()),
      contactPerson: business.contact,
      taxCode: business.taxCode,
      address: business.address,
      status: 'approved',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}

/**
 * The providers' demo (issue 36): a plan of each kind; the demo provider (`provider@lotus.vn`),
 * approved, with an active Professional membership and three published solutions; and a second
 * provider whose membership ended, its solution published but gone from the shop.
 */
export async function seedDemoProviders(tx: Transaction, now: Date): Promise<void> {
  const [existing] = await tx.select({ id: membershipPlans.id }).from(membershipPlans).limit(1);
  if (existing) return;
  const plans = await tx
    .insert(membershipPlans)
    .values(PLANS.map((p) => ({ ...p, createdAt: now })))
    .returning();
  const professional = plans[1]!;
  const starter = plans[0]!;

  const account = DEMO_ACCOUNTS.find((a) => a.role === 'PROVIDER');
  const [demo] = account
    ? await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email))
    : [];
  if (demo) {
    const name = 'Công ty TNHH Rô-bốt Hưng Thịnh';
    await provider(
      tx,
      demo.id,
      {
        name,
        contact: 'Phạm Văn Hùng',
        taxCode: '0312345678',
        address: '12 Cộng Hoà, Tân Bình, TP.HCM',
      },
      now,
    );
    const startsAt = new Date(now.getTime() - 30 * DAY_MS);
    const expiresAt = new Date(startsAt.getTime() + professional.durationDays * DAY_MS);
    await tx.insert(providerMemberships).values({
      providerId: demo.id,
      planId: professional.id,
      maxPublished: professional.maxPublished,
      publishedCount: SOLUTIONS.filter((s) => s.published).length,
      startsAt,
      expiresAt,
      updatedAt: now,
    });
    await tx.insert(membershipPurchases).values({
      providerId: demo.id,
      planId: professional.id,
      amount: professional.price,
      method: 'MANUAL',
      status: 'paid',
      startsAt,
      expiresAt,
      paidAt: startsAt,
      createdAt: startsAt,
    });
    await tx.insert(solutions).values(
      SOLUTIONS.map(({ published, ...content }, i) => ({
        providerId: demo.id,
        ...content,
        published,
        reviewState: 'approved' as const,
        live: content,
        liveCategory: content.category,
        livePrice: content.price,
        searchText: searchText(content, name),
        views: 120 - i * 35,
        createdAt: new Date(now.getTime() - (10 - i) * DAY_MS),
        updatedAt: new Date(now.getTime() - (10 - i) * DAY_MS),
      })),
    );
  }

  // A provider whose membership ended five days ago: its solution stays published, unseen.
  const [lapsed] = await tx
    .insert(users)
    .values({
      email: 'lapsed-provider@lotus.vn',
      // No one signs in as this account: its password is unknown to anyone.
      passwordHash: randomBytes(32).toString('hex'),
      firstName: 'Thị Lan',
      lastName: 'Đỗ',
      role: 'PROVIDER',
      isActive: true,
      emailVerifiedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!lapsed) return;
  const name = 'Tự Động Hoá Sông Hàn';
  await provider(
    tx,
    lapsed.id,
    {
      name,
      contact: 'Đỗ Thị Lan',
      taxCode: '0401234567',
      address: '8 Bạch Đằng, Hải Châu, Đà Nẵng',
    },
    now,
  );
  const ended = new Date(now.getTime() - 5 * DAY_MS);
  await tx.insert(providerMemberships).values({
    providerId: lapsed.id,
    planId: starter.id,
    maxPublished: starter.maxPublished,
    publishedCount: 1,
    startsAt: new Date(ended.getTime() - starter.durationDays * DAY_MS),
    expiresAt: ended,
    status: 'expired',
    updatedAt: now,
  });
  const content: SolutionContent = {
    titleVi: 'Rô-bốt dò line cho kho hàng',
    titleEn: 'Line-following robots for warehouses',
    summaryVi: 'Xe tự hành dò line chở hàng trong kho.',
    summaryEn: 'Line-following carts that move goods around a warehouse.',
    descriptionVi: '',
    descriptionEn: '',
    category: 'robots',
    tags: ['kho hàng'],
    price: 45_000_000,
    demoUrl: null,
    docsUrl: null,
    screenshots: [shot('bo-kit-robot-do-line-lotus-lineracer-2')],
  };
  await tx.insert(solutions).values({
    providerId: lapsed.id,
    ...content,
    published: true,
    reviewState: 'approved',
    live: content,
    liveCategory: content.category,
    livePrice: content.price,
    searchText: searchText(content, name),
    createdAt: ended,
    updatedAt: ended,
  });
}
