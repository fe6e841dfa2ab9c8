import {
  buildVcard,
  type Card,
  CARD_PHOTO_MAX_BYTES,
  type CardField,
  type CardNetwork,
  type CardUpdateInput,
  type CardViewer,
  cardSlugOf,
  type Contact,
  fail,
  fullName,
  ok,
  type Page,
  type PageQuery,
  type Result,
  type VcardVersion,
  visibilityOf,
} from '@lotus/core';
import { uniqueViolation } from '@lotus/db';
import { type ServiceContext, actorOf, withTransaction } from '../../context.ts';
import { squarePhoto } from './card-images.ts';
import { type TransferAsk, toCard } from './card-view.ts';
import * as repo from './card.repository.ts';

/** A file of a multipart form as the routes received it (never trusted). */
export interface IncomingPhoto {
  data: Buffer;
  /** It was cut off at the size limit while streaming in. */
  tooLarge: boolean;
}

/** A card's address, and the one its QR code carries (the scan is counted on arrival). */
export const cardPath = (slug: string) => `/c/${slug}`;

/**
 * The e-card: a member's card as each viewer may see it, its vCard and QR targets, the member's
 * own card and its changes, and the contacts a member keeps. A field a viewer may not see is
 * left out here, so it never reaches the response, the vCard or the page.
 */
export function createCardService(deps: { publicUrl: string }) {
  const cardUrl = (slug: string) => `${deps.publicUrl}${cardPath(slug)}`;

  /** The card at `slug` and who is looking at it, or 404 (off, locked owner, unknown). */
  async function open(
    ctx: ServiceContext,
    slug: string,
  ): Promise<Result<{ row: repo.CardWithOwner; viewer: CardViewer }>> {
    const viewerId = ctx.actor?.id ?? null;
    const row = await repo.findOpenCard(ctx.db, slug, viewerId);
    if (!row) return fail('ECARD_NOT_FOUND');
    if (viewerId === row.ownerId) return ok({ row, viewer: 'owner' });
    const contact = viewerId ? await repo.isContactOf(ctx.db, row.ownerId, viewerId) : false;
    return ok({ row, viewer: contact ? 'contact' : 'visitor' });
  }

  /** The member's card, made (switched off, its address from their name) on first use. */
  async function ownCard(ctx: ServiceContext): Promise<repo.CardWithOwner> {
    const { id } = actorOf(ctx);
    const found = await repo.findOwnCard(ctx.db, id);
    if (found) return found;
    const name = await repo.ownerName(ctx.db, id);
    const base = cardSlugOf(name ? `${name.lastName} ${name.firstName}` : 'the');
    for (let attempt = 0; ; attempt += 1) {
      const slug = attempt === 0 ? base : `${base}-${attempt + 1}`;
      if (await repo.slugTaken(ctx.db, slug)) continue;
      try {
        await repo.insertCard(ctx.db, id, slug);
      } catch (error) {
        if (uniqueViolation(error) === 'cards_slug_unique') continue;
        throw error;
      }
      const made = await repo.findOwnCard(ctx.db, id);
      if (made) return made;
    }
  }

  function toContact(row: NonNullable<Awaited<ReturnType<typeof repo.contactById>>>): Contact {
    const shown = (field: CardField) => visibilityOf(row.visibility, field) === 'public';
    return {
      id: row.id,
      slug: row.slug,
      fullName: fullName(row.firstName, row.lastName),
      title: shown('title') ? row.title : null,
      company: shown('company') ? row.company : null,
      note: row.note,
      source: row.source,
      savedAt: row.savedAt.toISOString(),
    };
  }

  const service = {
    cardUrl,

    /**
     * The card at `slug` as the caller may see it (hidden fields left out), counting a view or
     * a QR scan unless the owner is looking. A switched-off card or a locked owner's is 404.
     */
    async show(
      ctx: ServiceContext,
      slug: string,
      query: TransferAsk & { via: 'view' | 'qr' | 'none' },
    ): Promise<Result<Card>> {
      const opened = await open(ctx, slug);
      if (!opened.ok) return opened;
      const { row, viewer } = opened.value;
      if (viewer !== 'owner' && query.via !== 'none') {
        await repo.count1(ctx.db, row.id, query.via === 'qr' ? 'qrScans' : 'views');
      }
      let saved = false;
      let canGiveBack = false;
      if (ctx.actor && viewer !== 'owner') {
        saved = (await repo.contactEntry(ctx.db, ctx.actor.id, row.id))?.source === 'saved';
        const mine = await repo.enabledCardId(ctx.db, ctx.actor.id);
        canGiveBack = !!mine && !(await repo.contactEntry(ctx.db, row.ownerId, mine));
      }
      return ok(toCard(row, viewer, { saved, canGiveBack, ask: query }));
    },

    /** The vCard of the card as the caller may see it, counted as a download. */
    async vcard(
      ctx: ServiceContext,
      slug: string,
      version: VcardVersion,
    ): Promise<Result<{ text: string; fileName: string }>> {
      const opened = await open(ctx, slug);
      if (!opened.ok) return opened;
      const { row, viewer } = opened.value;
      if (viewer !== 'owner') await repo.count1(ctx.db, row.id, 'vcardDownloads');
      const card = toCard(row, viewer, { saved: false, canGiveBack: false });
      const text = buildVcard(
        {
          uid: card.id,
          firstName: card.firstName,
          lastName: card.lastName,
          fullName: card.fullName,
          title: card.title,
          company: card.company,
          businessName: card.businessName,
          phone: card.phone,
          email: card.email,
          address: card.address,
          note: card.bio,
          source: cardUrl(card.slug),
          links: card.links,
          photo: row.photo ? { base64: row.photo } : null,
          updatedAt: row.updatedAt,
        },
        version,
      );
      return ok({ text, fileName: `${card.slug}.vcf` });
    },

    /** The card's photo (JPEG), for whoever may open the card; 404 without one. */
    async photo(ctx: ServiceContext, slug: string): Promise<Result<Buffer>> {
      const opened = await open(ctx, slug);
      if (!opened.ok) return opened;
      const { photo } = opened.value.row;
      return photo ? ok(Buffer.from(photo, 'base64')) : fail('ECARD_NOT_FOUND');
    },

    /**
     * Sets the caller's card photo from an uploaded file: only an image sharp decodes as JPEG,
     * PNG or WebP, at most CARD_PHOTO_MAX_BYTES, kept as a square JPEG without metadata.
     */
    async setPhoto(ctx: ServiceContext, file: IncomingPhoto | undefined): Promise<Result<Card>> {
      if (file?.tooLarge || (file && file.data.length > CARD_PHOTO_MAX_BYTES)) {
        return fail('PHOTO_TOO_LARGE', { params: { maxMb: CARD_PHOTO_MAX_BYTES / 1024 / 1024 } });
      }
      const jpeg = file?.data.length ? await squarePhoto(file.data) : null;
      if (!jpeg) return fail('PHOTO_INVALID');
      const card = await ownCard(ctx);
      await repo.setPhoto(ctx.db, card.ownerId, jpeg.toString('base64'), ctx.now);
      return ok(await service.mine(ctx));
    },

    /** Removes the caller's card photo. */
    async removePhoto(ctx: ServiceContext): Promise<Card> {
      const card = await ownCard(ctx);
      await repo.setPhoto(ctx.db, card.ownerId, null, ctx.now);
      return service.mine(ctx);
    },

    /** What the card's QR code carries: its address, marked so the visit counts as a scan. */
    async qrTarget(ctx: ServiceContext, slug: string): Promise<Result<string>> {
      const opened = await open(ctx, slug);
      if (!opened.ok) return opened;
      return ok(`${cardUrl(opened.value.row.slug)}?via=qr`);
    },

    /** The caller's own card with every field, its visibilities and counters. */
    /**
     * The profile's `qrCode` (spec section 3): the address of the QR code of `userId`'s card while
     * it is switched on (an image, SVG; `?format=png` for PNG), or null.
     */
    async qrCodeOf(ctx: ServiceContext, userId: string): Promise<string | null> {
      const card = await repo.findOwnCard(ctx.db, userId);
      return card?.enabled ? `/api/card/${card.slug}/qr` : null;
    },

    async mine(ctx: ServiceContext): Promise<Card> {
      return toCard(await ownCard(ctx), 'owner', { saved: false, canGiveBack: false });
    },

    /**
     * Changes the caller's card: the fields sent change, an empty one is cleared; handles and
     * visibilities merge into what the card had. A taken address is 409 and changes nothing.
     */
    async update(ctx: ServiceContext, input: CardUpdateInput): Promise<Result<Card>> {
      return withTransaction(ctx, async (tx) => {
        const card = await ownCard(tx);
        const changes: repo.CardChanges = {};
        if (input.slug !== undefined && input.slug !== card.slug) {
          if (await repo.slugTaken(tx.db, input.slug)) return fail('ECARD_SLUG_TAKEN');
          changes.slug = input.slug;
        }
        if (input.enabled !== undefined) changes.enabled = input.enabled;
        if (input.title !== undefined) changes.title = input.title;
        if (input.bio !== undefined) changes.bio = input.bio;
        if (input.handles) {
          const handles = { ...card.handles };
          for (const [network, handle] of Object.entries(input.handles)) {
            if (handle) handles[network as CardNetwork] = handle;
            else delete handles[network as CardNetwork];
          }
          changes.handles = handles;
        }
        if (input.bank !== undefined) {
          changes.bankBin = input.bank?.bin ?? null;
          changes.bankAccount = input.bank?.account ?? null;
          changes.bankHolder = input.bank?.holder ?? null;
        }
        if (input.momo !== undefined) changes.momoAccount = input.momo;
        if (input.zalopay !== undefined) changes.zalopayAccount = input.zalopay;
        if (input.paypal !== undefined) changes.paypalHandle = input.paypal;
        if (input.visibility) changes.visibility = { ...card.visibility, ...input.visibility };
        try {
          await repo.updateCard(tx.db, card.ownerId, changes, tx.now);
        } catch (error) {
          if (uniqueViolation(error) === 'cards_slug_unique') return fail('ECARD_SLUG_TAKEN');
          throw error;
        }
        return ok(await service.mine(tx));
      });
    },

    /** The caller's contacts (`userId` must be theirs: anyone else's list is 404). */
    async contacts(
      ctx: ServiceContext,
      userId: string,
      query: PageQuery & { search?: string | undefined },
    ): Promise<Result<Page<Contact>>> {
      const actor = actorOf(ctx);
      if (actor.id !== userId) return fail('ECARD_CONTACT_NOT_FOUND');
      const { rows, total } = await repo.listContacts(ctx.db, actor.id, query);
      return ok({
        items: rows.map(toContact),
        meta: { page: query.page, pageSize: query.limit, total },
      });
    },

    /** Saves the card at `slug` to the caller's contacts with a note (again: the note changes). */
    async saveContact(
      ctx: ServiceContext,
      input: { slug: string; note: string | null },
    ): Promise<Result<Contact>> {
      const actor = actorOf(ctx);
      const row = await repo.findOpenCard(ctx.db, input.slug, null);
      if (!row) return fail('ECARD_NOT_FOUND');
      if (row.ownerId === actor.id) return fail('ECARD_CONTACT_OWN');
      const id = await repo.saveContact(ctx.db, actor.id, row.id, input.note, ctx.now);
      return ok(toContact((await repo.contactById(ctx.db, actor.id, id))!));
    },

    /** Removes one of the caller's contacts (another's is 404). */
    async removeContact(ctx: ServiceContext, id: string): Promise<Result<{ id: string }>> {
      const removed = await repo.removeContact(ctx.db, actorOf(ctx).id, id);
      return removed ? ok({ id }) : fail('ECARD_CONTACT_NOT_FOUND');
    },

    /**
     * Leaves the caller's own card (switched on) with the owner of the card at `slug`, who then
     * finds it in their contacts; it grants the caller nothing on the owner's card.
     */
    async giveBack(ctx: ServiceContext, slug: string): Promise<Result<{ given: true }>> {
      const actor = actorOf(ctx);
      const row = await repo.findOpenCard(ctx.db, slug, null);
      if (!row) return fail('ECARD_NOT_FOUND');
      if (row.ownerId === actor.id) return fail('ECARD_CONTACT_OWN');
      const mine = await repo.enabledCardId(ctx.db, actor.id);
      if (!mine) return fail('ECARD_NEEDED');
      await repo.giveContact(ctx.db, row.ownerId, mine, ctx.now);
      return ok({ given: true as const });
    },
  };
  return service;
}

export type CardService = ReturnType<typeof createCardService>;
