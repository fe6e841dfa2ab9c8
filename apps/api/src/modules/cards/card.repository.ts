import { pageOffset, type PageQuery } from '@lotus/core';
import { schema } from '@lotus/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { cards, cardContacts, users } = schema;

type CardRow = typeof cards.$inferSelect;

/** What a card shows of its owner's account (the rest is the card's own row). */
const ownerColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  company: users.company,
  businessName: users.businessName,
  address: users.address,
  city: users.city,
  country: users.country,
  language: users.language,
};

export type CardWithOwner = CardRow & {
  owner: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    company: string | null;
    businessName: string | null;
    address: string | null;
    city: string | null;
    country: string | null;
  };
};

/** An account whose card can be seen: active and not locked. */
const liveOwner = and(eq(users.isActive, true), eq(users.isLocked, false));

/**
 * A card others may open: switched on, its owner's account active and not locked (a locked
 * account's card is gone). `ownerId` also finds the owner's own card while it is switched off.
 */
export async function findOpenCard(
  db: Db,
  slug: string,
  ownerId: string | null,
): Promise<CardWithOwner | null> {
  const visible = ownerId
    ? sql`(${cards.enabled} OR ${cards.ownerId} = ${ownerId})`
    : eq(cards.enabled, true);
  const [row] = await db
    .select({ card: cards, owner: ownerColumns })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.ownerId))
    .where(and(eq(cards.slug, slug), liveOwner, visible));
  return row ? { ...row.card, owner: row.owner } : null;
}

/** A member's own card with their account's fields. */
export async function findOwnCard(db: Db, ownerId: string): Promise<CardWithOwner | null> {
  const [row] = await db
    .select({ card: cards, owner: ownerColumns })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.ownerId))
    .where(eq(cards.ownerId, ownerId));
  return row ? { ...row.card, owner: row.owner } : null;
}

/** The name a new card is made from. */
export async function ownerName(db: Db, ownerId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, ownerId));
  return row ?? null;
}

/** Whether a card address is taken (by another card). */
export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: cards.id }).from(cards).where(eq(cards.slug, slug));
  return !!row;
}

/** Makes a member's card (switched off) unless they have one; false when they had. */
export async function insertCard(db: Db, ownerId: string, slug: string): Promise<boolean> {
  const inserted = await db
    .insert(cards)
    .values({ ownerId, slug })
    .onConflictDoNothing()
    .returning({ id: cards.id });
  return inserted.length > 0;
}

export type CardChanges = Partial<
  Pick<
    CardRow,
    | 'slug'
    | 'enabled'
    | 'title'
    | 'bio'
    | 'handles'
    | 'bankBin'
    | 'bankAccount'
    | 'bankHolder'
    | 'momoAccount'
    | 'zalopayAccount'
    | 'paypalHandle'
    | 'visibility'
  >
>;

/** Changes a member's card; the slug's uniqueness is the index's to keep. */
export async function updateCard(db: Db, ownerId: string, changes: CardChanges, now: Date) {
  await db
    .update(cards)
    .set({ ...changes, updatedAt: now })
    .where(eq(cards.ownerId, ownerId));
}

/** Sets (or, with null, removes) the member's photo, a base64 JPEG. */
export async function setPhoto(db: Db, ownerId: string, photo: string | null, now: Date) {
  await db.update(cards).set({ photo, updatedAt: now }).where(eq(cards.ownerId, ownerId));
}

export type CardCounter = 'views' | 'qrScans' | 'vcardDownloads';

/** Adds one to a card's counter in the database (one statement: parallel visits all count). */
export async function count1(db: Db, cardId: string, counter: CardCounter): Promise<void> {
  const column = cards[counter];
  await db
    .update(cards)
    .set({ [counter]: sql`${column} + 1` })
    .where(eq(cards.id, cardId));
}

/** The member's enabled card id, if they have one switched on. */
export async function enabledCardId(db: Db, ownerId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.ownerId, ownerId), eq(cards.enabled, true)));
  return row?.id ?? null;
}

/** How `ownerId`'s contacts relate to `cardId`: the entry, if the card is in them. */
export async function contactEntry(db: Db, ownerId: string, cardId: string) {
  const [row] = await db
    .select({ id: cardContacts.id, source: cardContacts.source })
    .from(cardContacts)
    .where(and(eq(cardContacts.ownerId, ownerId), eq(cardContacts.cardId, cardId)));
  return row ?? null;
}

/**
 * Whether `viewerId` is one of `ownerId`'s contacts: the owner saved the viewer's card. A card
 * the viewer left with the owner ("save my card back") does not count.
 */
export async function isContactOf(db: Db, ownerId: string, viewerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cardContacts.id })
    .from(cardContacts)
    .innerJoin(cards, eq(cards.id, cardContacts.cardId))
    .where(
      and(
        eq(cardContacts.ownerId, ownerId),
        eq(cards.ownerId, viewerId),
        eq(cardContacts.source, 'saved'),
      ),
    );
  return !!row;
}

/**
 * Saves a card to a member's contacts with a note: a new entry, or the existing one's note
 * replaced (a card they were given becomes one they saved).
 */
export async function saveContact(
  db: Db,
  ownerId: string,
  cardId: string,
  note: string | null,
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(cardContacts)
    .values({ ownerId, cardId, note, source: 'saved', createdAt: now })
    .onConflictDoUpdate({
      target: [cardContacts.ownerId, cardContacts.cardId],
      set: { note, source: 'saved' },
    })
    .returning({ id: cardContacts.id });
  return row!.id;
}

/** Leaves a card with a member ("save my card back"); nothing changes if it is there already. */
export async function giveContact(db: Db, ownerId: string, cardId: string, now: Date) {
  await db
    .insert(cardContacts)
    .values({ ownerId, cardId, note: null, source: 'given', createdAt: now })
    .onConflictDoNothing();
}

/** Removes one of the member's contacts; false when it is not theirs. */
export async function removeContact(db: Db, ownerId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(cardContacts)
    .where(and(eq(cardContacts.ownerId, ownerId), eq(cardContacts.id, id)))
    .returning({ id: cardContacts.id });
  return removed.length > 0;
}

const contactColumns = {
  id: cardContacts.id,
  note: cardContacts.note,
  source: cardContacts.source,
  savedAt: cardContacts.createdAt,
  slug: cards.slug,
  title: cards.title,
  visibility: cards.visibility,
  firstName: users.firstName,
  lastName: users.lastName,
  company: users.company,
};

export type ContactRow = Awaited<ReturnType<typeof contactById>> & {};

/** One of the member's contacts, with the saved card's name. */
export async function contactById(db: Db, ownerId: string, id: string) {
  const [row] = await db
    .select(contactColumns)
    .from(cardContacts)
    .innerJoin(cards, eq(cards.id, cardContacts.cardId))
    .innerJoin(users, eq(users.id, cards.ownerId))
    .where(and(eq(cardContacts.ownerId, ownerId), eq(cardContacts.id, id)));
  return row ?? null;
}

/**
 * A member's contacts whose cards can still be seen (switched on, owner not locked), newest
 * first; `search` matches the name, company, title or note, without diacritics.
 */
export async function listContacts(
  db: Db,
  ownerId: string,
  query: PageQuery & { search?: string | undefined },
) {
  const searchable = sql`f_unaccent(lower(${users.lastName} || ' ' || ${users.firstName} || ' ' || ${users.firstName} || ' ' || ${users.lastName} || ' ' || coalesce(${users.company}, '') || ' ' || coalesce(${cards.title}, '') || ' ' || coalesce(${cardContacts.note}, '')))`;
  const escaped = query.search?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = and(
    eq(cardContacts.ownerId, ownerId),
    eq(cards.enabled, true),
    liveOwner,
    escaped ? sql`${searchable} LIKE '%' || f_unaccent(lower(${escaped})) || '%'` : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(contactColumns)
      .from(cardContacts)
      .innerJoin(cards, eq(cards.id, cardContacts.cardId))
      .innerJoin(users, eq(users.id, cards.ownerId))
      .where(where)
      .orderBy(desc(cardContacts.createdAt), desc(cardContacts.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db
      .select({ n: count() })
      .from(cardContacts)
      .innerJoin(cards, eq(cards.id, cardContacts.cardId))
      .innerJoin(users, eq(users.id, cards.ownerId))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
