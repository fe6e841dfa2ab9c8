import type { Transaction } from '../client.ts';
import { newsArticles } from '../schema/index.ts';
import { DEMO_NEWS } from './content/news.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The demo shop's news, dated around `now` (one scheduled after it, so the back office shows each
 * status), only into a shop that has no article yet.
 */
export async function seedDemoNews(tx: Transaction, now: Date): Promise<void> {
  const [existing] = await tx.select({ id: newsArticles.id }).from(newsArticles).limit(1);
  if (existing) return;
  await tx.insert(newsArticles).values(
    DEMO_NEWS.map((a) => ({
      slug: a.slug,
      titleVi: a.title.vi,
      titleEn: a.title.en,
      summaryVi: a.summary.vi,
      summaryEn: a.summary.en,
      bodyVi: a.body.vi,
      bodyEn: a.body.en,
      image: a.image,
      publishedAt: new Date(now.getTime() + a.publishedHours * HOUR_MS),
      createdAt: new Date(now.getTime() + Math.min(a.publishedHours, 0) * HOUR_MS - HOUR_MS),
      updatedAt: new Date(now.getTime() + Math.min(a.publishedHours, 0) * HOUR_MS),
    })),
  );
}
