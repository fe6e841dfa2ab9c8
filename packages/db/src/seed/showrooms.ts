import type { Transaction } from '../client.ts';
import { showrooms } from '../schema/index.ts';
import { DEMO_SHOWROOMS } from './content/showrooms.ts';

/** The demo store and service centre, only into a shop that has no showroom yet. */
export async function seedDemoShowrooms(tx: Transaction, now: Date): Promise<void> {
  const [existing] = await tx.select({ id: showrooms.id }).from(showrooms).limit(1);
  if (existing) return;
  await tx.insert(showrooms).values(
    DEMO_SHOWROOMS.map((s, position) => ({
      kind: s.kind,
      position,
      nameVi: s.name.vi,
      nameEn: s.name.en,
      addressVi: s.address.vi,
      addressEn: s.address.en,
      openingHoursVi: s.openingHours.vi,
      openingHoursEn: s.openingHours.en,
      phone: s.phone,
      email: s.email,
      mapUrl: s.mapUrl,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
