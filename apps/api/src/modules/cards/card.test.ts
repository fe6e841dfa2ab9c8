import { CARD_PHOTO_MAX_BYTES, vietQrPayload } from '@lotus/core';
import { schema } from '@lotus/db';
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickCustomers } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof quickCustomers>>[number];

const mine = async (m: Member) =>
  (await request(t.url, '/api/profile/card', { headers: m.headers })).body.data;
const update = (m: Member, json: unknown) =>
  request(t.url, '/api/profile/update-profile', { method: 'POST', headers: m.headers, json });
const show = (slug: string, m?: Member, query = '') =>
  request(t.url, `/api/card/${slug}${query}`, m ? { headers: m.headers } : {});
const vcard = async (slug: string, m?: Member, query = '') => {
  const res = await fetch(
    `${t.url}/api/card/${slug}/vcard${query}`,
    m ? { headers: m.headers } : {},
  );
  return { status: res.status, headers: res.headers, text: await res.text() };
};

/** A member with a switched-on card carrying one field of each visibility, and a bank account. */
async function memberWithCard() {
  const [owner] = await quickCustomers(t.database.db, 1);
  await t.database.db
    .update(schema.users)
    .set({ company: 'Lotus Robotics', city: 'Hà Nội', address: '12 Phan Đình Phùng' })
    .where(eq(schema.users.id, owner!.id));
  await mine(owner!);
  const res = await update(owner!, {
    enabled: true,
    title: 'Trưởng phòng kinh doanh',
    handles: { telegram: '@lotus_minh', skype: 'live.minhanh' },
    bank: { bin: '970416', account: '257678859', holder: 'Nguyen Minh Anh' },
    visibility: { bank: 'contacts' },
  });
  expect(res.status).toBe(200);
  return { owner: owner!, card: res.body.data as { slug: string; id: string } };
}

/** `viewer` becomes one of `owner`'s contacts: the owner saves the viewer's card. */
async function makeContact(owner: Member, viewer: Member) {
  const card = await mine(viewer);
  await update(viewer, { enabled: true });
  const saved = await request(t.url, '/api/relationship/contact', {
    method: 'POST',
    headers: owner.headers,
    json: { slug: card.slug, note: 'Gặp ở showroom Hà Nội' },
  });
  expect(saved.status).toBe(201);
  return card.slug as string;
}

describe('a member’s own card', () => {
  it('is made on first visit with an address from the name, switched off until turned on', async () => {
    const [m] = await quickCustomers(t.database.db, 1);
    const card = await mine(m!);
    expect(card.slug).toMatch(/^nguyen-minh-anh(-\d+)?$/);
    expect(card.owner).toMatchObject({ enabled: false, views: 0 });
    expect(card.owner.visibility).toMatchObject({
      phone: 'contacts',
      address: 'hidden',
      skype: 'hidden',
    });
    expect((await show(card.slug)).status).toBe(404);
    await update(m!, { enabled: true });
    expect((await show(card.slug)).status).toBe(200);
    await update(m!, { enabled: false });
    expect((await show(card.slug)).status).toBe(404);
  });

  it('builds links from handles and refuses a javascript: website or a 40-character Telegram name', async () => {
    const [m] = await quickCustomers(t.database.db, 1);
    await mine(m!);
    const good = await update(m!, {
      handles: { telegram: 'https://t.me/lotus_minh', website: 'https://lotus.vn' },
    });
    expect(good.body.data.links).toEqual([
      { network: 'telegram', handle: 'lotus_minh', url: 'https://t.me/lotus_minh' },
      { network: 'website', handle: 'https://lotus.vn/', url: 'https://lotus.vn/' },
    ]);
    for (const [handles, field, reason] of [
      [{ website: 'javascript:alert(1)' }, 'body.handles.website', 'InvalidUrl'],
      [{ telegram: 'a'.repeat(40) }, 'body.handles.telegram', 'InvalidHandle'],
    ] as const) {
      const bad = await update(m!, { title: 'Changed', handles });
      expect(bad.status).toBe(400);
      expect(bad.body.details).toContainEqual(expect.objectContaining({ field, reason }));
    }
    const after = await mine(m!);
    expect(after.title).toBeNull();
    expect(after.links.map((l: { url: string }) => l.url)).toEqual([
      'https://t.me/lotus_minh',
      'https://lotus.vn/',
    ]);
  });

  it('refuses an address another card has (409) and an unknown field (400)', async () => {
    const { card } = await memberWithCard();
    const [m] = await quickCustomers(t.database.db, 1);
    await mine(m!);
    const taken = await update(m!, { slug: card.slug });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('ECARD_SLUG_TAKEN');
    expect((await update(m!, { ownerId: 'x' })).status).toBe(400);
    const other = await update(m!, { slug: `the-${Date.now()}` });
    expect(other.status).toBe(200);
  });

  it('is refused to visitors (401) and to staff, who keep no card (403)', async () => {
    expect((await request(t.url, '/api/profile/card')).status).toBe(401);
    const [admin] = await quickCustomers(t.database.db, 1, 'ADMIN');
    expect((await update(admin!, { title: 'x' })).status).toBe(403);
    // Refused before its input is read: a bad body from a visitor is still 401.
    const visitor = await request(t.url, '/api/profile/update-profile', {
      method: 'POST',
      json: { handles: { telegram: 'x' } },
    });
    expect(visitor.status).toBe(401);
  });
});

describe('what each viewer sees', () => {
  it('shows public fields to a visitor, contacts-only to contacts, hidden only to the owner', async () => {
    const { owner, card } = await memberWithCard();
    const [contact, stranger] = await quickCustomers(t.database.db, 2);
    await makeContact(owner, contact!);

    const visitorView = await show(card.slug);
    const strangerView = await show(card.slug, stranger);
    const contactView = await show(card.slug, contact);
    const ownerView = await show(card.slug, owner);

    for (const res of [visitorView, strangerView]) {
      expect(res.body.data).toMatchObject({
        viewer: 'visitor',
        title: 'Trưởng phòng kinh doanh',
        company: 'Lotus Robotics',
        phone: null,
        email: null,
        address: null,
        payments: [],
        owner: null,
      });
      expect(res.body.data.links.map((l: { network: string }) => l.network)).toEqual(['telegram']);
      // A field not for this viewer never leaves the server, not even in another property.
      const raw = JSON.stringify(res.body);
      for (const secret of [
        owner.phone!,
        owner.email,
        'Phan Đình Phùng',
        '257678859',
        'live.minhanh',
      ]) {
        expect(raw).not.toContain(secret);
      }
    }

    expect(contactView.body.data).toMatchObject({
      viewer: 'contact',
      phone: owner.phone,
      email: owner.email,
      address: null,
      owner: null,
    });
    expect(contactView.body.data.payments).toEqual([
      expect.objectContaining({
        kind: 'bank',
        label: 'ACB',
        account: '257678859',
        holder: 'NGUYEN MINH ANH',
        payload: vietQrPayload({ bankBin: '970416', account: '257678859' }),
      }),
    ]);
    expect(JSON.stringify(contactView.body)).not.toContain('Phan Đình Phùng');

    expect(ownerView.body.data).toMatchObject({
      viewer: 'owner',
      phone: owner.phone,
      address: '12 Phan Đình Phùng, Hà Nội',
    });
    expect(ownerView.body.data.links.map((l: { network: string }) => l.network)).toEqual([
      'skype',
      'telegram',
    ]);
    expect(ownerView.body.data.owner.visibility.bank).toBe('contacts');
    expect(visitorView.headers.get('cache-control')).toContain('no-store');
  });

  it('puts in the vCard only what the downloader may see', async () => {
    const { owner, card } = await memberWithCard();
    const [contact] = await quickCustomers(t.database.db, 1);
    await makeContact(owner, contact!);

    const visitorCard = await vcard(card.slug);
    expect(visitorCard.status).toBe(200);
    expect(visitorCard.headers.get('content-type')).toContain('text/vcard');
    expect(visitorCard.headers.get('content-disposition')).toBe(
      `attachment; filename="${card.slug}.vcf"`,
    );
    const parsed = new ICAL.Component(ICAL.parse(visitorCard.text) as unknown[]);
    expect(parsed.getFirstPropertyValue('version')).toBe('3.0');
    expect(parsed.getFirstPropertyValue('fn')).toBe('Nguyễn Minh Anh');
    expect(parsed.getFirstPropertyValue('tel')).toBeNull();
    expect(parsed.getAllProperties('url').map((p) => p.getFirstValue())).toEqual([
      'https://t.me/lotus_minh',
    ]);
    expect(visitorCard.text).not.toContain(owner.phone!.slice(1));

    const contactCard = await vcard(card.slug, contact, '?v=4');
    const v4 = new ICAL.Component(ICAL.parse(contactCard.text) as unknown[]);
    expect(v4.getFirstPropertyValue('version')).toBe('4.0');
    expect(v4.getFirstPropertyValue('tel')).toBe(`tel:+84${owner.phone!.slice(1)}`);
    expect(contactCard.text).not.toContain('Phan');
  });

  it('gives the contact’s fields back to visitors when the owner hides them again', async () => {
    const { owner, card } = await memberWithCard();
    await update(owner, { visibility: { title: 'hidden', phone: 'public' } });
    const res = await show(card.slug);
    expect(res.body.data.title).toBeNull();
    expect(res.body.data.phone).toBe(owner.phone);
  });
});

describe('cards that are gone', () => {
  it('answers 404 for a locked account’s card, its vCard, QR code and preview', async () => {
    const { owner, card } = await memberWithCard();
    expect((await show(card.slug)).status).toBe(200);
    await t.database.db
      .update(schema.users)
      .set({ isLocked: true })
      .where(eq(schema.users.id, owner.id));
    const res = await show(card.slug);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('ECARD_NOT_FOUND');
    expect((await vcard(card.slug)).status).toBe(404);
    expect((await fetch(`${t.url}/api/card/${card.slug}/qr`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/card/${card.slug}/preview.png`)).status).toBe(404);
    expect((await show('no-such-card-here')).status).toBe(404);
    expect((await show('NOT A SLUG')).status).toBe(400);
  });
});

describe('counters', () => {
  it('counts views, QR scans and vCard downloads, but not the owner’s own visits', async () => {
    const { owner, card } = await memberWithCard();
    await show(card.slug, undefined, '?via=view');
    await show(card.slug, undefined, '?via=view');
    await show(card.slug, undefined, '?via=qr');
    await vcard(card.slug);
    await show(card.slug, owner, '?via=view');
    await vcard(card.slug, owner);
    await Promise.all(Array.from({ length: 5 }, () => show(card.slug, undefined, '?via=view')));
    expect((await mine(owner)).owner).toMatchObject({ views: 7, qrScans: 1, vcardDownloads: 1 });
  });
});

describe('QR codes and payment codes', () => {
  it('draws the card’s QR code as SVG and PNG, and the link preview as PNG', async () => {
    const { card } = await memberWithCard();
    const svg = await fetch(`${t.url}/api/card/${card.slug}/qr`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toContain('<svg');
    for (const path of ['qr?format=png', 'preview.png']) {
      const png = await fetch(`${t.url}/api/card/${card.slug}/${path}`);
      expect(png.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await png.arrayBuffer());
      expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    }
  });

  it('puts the payer’s amount and message into the transfer code', async () => {
    const { owner, card } = await memberWithCard();
    await update(owner, {
      visibility: { bank: 'public' },
      momo: '99MM24011M34875080',
      zalopay: '99zp24009m07248267',
      paypal: 'lotusminh',
    });
    const res = await show(card.slug, undefined, '?amount=10000&message=Chuyển tiền');
    const kinds = res.body.data.payments.map((p: { kind: string }) => p.kind);
    expect(kinds).toEqual(['bank', 'momo', 'zalopay', 'paypal']);
    expect(res.body.data.payments[0].payload).toBe(
      vietQrPayload({
        bankBin: '970416',
        account: '257678859',
        amount: 10000,
        purpose: 'Chuyen tien',
      }),
    );
    expect(res.body.data.payments[2].account).toBe('99ZP24009M07248267');
    expect(res.body.data.payments[3].url).toBe('https://paypal.me/lotusminh');
    const code = await fetch(`${t.url}/api/card/${card.slug}/pay/momo?amount=5000`);
    expect(code.status).toBe(200);
    expect(await code.text()).toContain('<svg');
    expect((await show(card.slug, undefined, '?amount=-1')).status).toBe(400);
    const badWallet = await update(owner, { momo: '0912345678' });
    expect(badWallet.body.details).toContainEqual(
      expect.objectContaining({ field: 'body.momo', reason: 'InvalidWalletAccount' }),
    );
  });
});

describe('contacts', () => {
  it('saves a card with a note, finds it by search, removes it', async () => {
    const { card } = await memberWithCard();
    const [me] = await quickCustomers(t.database.db, 1);
    const saved = await request(t.url, '/api/relationship/contact', {
      method: 'POST',
      headers: me!.headers,
      json: { slug: card.slug, note: 'Gặp ở showroom Hà Nội' },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({
      slug: card.slug,
      fullName: 'Nguyễn Minh Anh',
      title: 'Trưởng phòng kinh doanh',
      note: 'Gặp ở showroom Hà Nội',
      source: 'saved',
    });
    expect((await show(card.slug, me)).body.data.saved).toBe(true);

    const list = (search = '') =>
      request(
        t.url,
        `/api/relationship/list-contact/${me!.id}?search=${encodeURIComponent(search)}`,
        {
          headers: me!.headers,
        },
      );
    expect((await list()).body.meta).toMatchObject({ total: 1, pageSize: 10 });
    expect((await list('showroom ha noi')).body.data).toHaveLength(1);
    expect((await list('lotus robotics')).body.data).toHaveLength(1);
    expect((await list('không có ai')).body.data).toHaveLength(0);

    const [other] = await quickCustomers(t.database.db, 1);
    expect(
      (
        await request(t.url, `/api/relationship/list-contact/${me!.id}`, {
          headers: other!.headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await request(t.url, `/api/relationship/contact/${saved.body.data.id}`, {
          method: 'DELETE',
          headers: other!.headers,
        })
      ).status,
    ).toBe(404);

    const removed = await request(t.url, `/api/relationship/contact/${saved.body.data.id}`, {
      method: 'DELETE',
      headers: me!.headers,
    });
    expect(removed.status).toBe(200);
    expect((await list()).body.meta.total).toBe(0);
  });

  it('refuses saving your own card, a card that is off, and a visitor', async () => {
    const { owner, card } = await memberWithCard();
    const save = (headers: Record<string, string> | undefined, slug: string) =>
      request(t.url, '/api/relationship/contact', { method: 'POST', headers, json: { slug } });
    const own = await save(owner.headers, card.slug);
    expect(own.status).toBe(422);
    expect(own.body.code).toBe('ECARD_CONTACT_OWN');
    expect((await save(undefined, card.slug)).status).toBe(401);
    await update(owner, { enabled: false });
    const [me] = await quickCustomers(t.database.db, 1);
    expect((await save(me!.headers, card.slug)).status).toBe(404);
  });

  it('lets a visitor leave their own card, with consent, which grants them nothing', async () => {
    const { owner, card } = await memberWithCard();
    const [visitor] = await quickCustomers(t.database.db, 1);
    const give = (json: unknown) =>
      request(t.url, '/api/relationship/give-back', {
        method: 'POST',
        headers: visitor!.headers,
        json,
      });
    const noCard = await give({ slug: card.slug, consent: true });
    expect(noCard.status).toBe(422);
    expect(noCard.body.code).toBe('ECARD_NEEDED');
    const mineNow = await mine(visitor!);
    await update(visitor!, { enabled: true });
    expect((await show(card.slug, visitor)).body.data.canGiveBack).toBe(true);
    const noConsent = await give({ slug: card.slug, consent: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.details).toContainEqual(
      expect.objectContaining({ field: 'body.consent', reason: 'ConsentRequired' }),
    );
    expect((await give({ slug: card.slug, consent: true })).status).toBe(200);

    const list = await request(t.url, `/api/relationship/list-contact/${owner.id}`, {
      headers: owner.headers,
    });
    expect(list.body.data).toEqual([
      expect.objectContaining({ slug: mineNow.slug, source: 'given', note: null }),
    ]);
    const after = await show(card.slug, visitor);
    expect(after.body.data).toMatchObject({ viewer: 'visitor', phone: null, canGiveBack: false });
  });
});

describe('the demo shop', () => {
  it("opens the demo customer's filled card to visitors, contact details kept for contacts", async () => {
    const res = await show('le-quoc-bao');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      fullName: 'Lê Quốc Bảo',
      title: 'Kỹ sư tự động hoá',
      company: 'Công ty TNHH Bảo Lê Automation',
      phone: null,
      email: null,
    });
    expect(res.body.data.links.length).toBeGreaterThanOrEqual(5);
    expect(res.body.data.payments.map((p: { kind: string }) => p.kind)).toEqual([
      'bank',
      'momo',
      'paypal',
    ]);
  });
});

describe('the card photo', () => {
  const upload = (m: Member | undefined, data: Buffer, name = 'me.png') => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(data)]), name);
    return fetch(`${t.url}/api/profile/card/photo`, {
      method: 'POST',
      headers: m?.headers ?? {},
      body: form,
    });
  };

  it('keeps an uploaded picture as a square JPEG, shows it and puts it in the vCard', async () => {
    const { owner, card } = await memberWithCard();
    const picture = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#be123c' },
    })
      .png()
      .toBuffer();
    const res = await upload(owner, picture);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { photoUrl: string } };
    expect(body.data.photoUrl).toMatch(new RegExp(`^/api/card/${card.slug}/photo\\?v=\\d+$`));

    const photo = await fetch(`${t.url}${body.data.photoUrl}`);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 320, height: 320 });
    expect(meta.exif).toBeUndefined();

    const text = (await vcard(card.slug)).text;
    const parsed = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const property = parsed.getFirstProperty('photo');
    expect(property?.getParameter('type')).toBe('JPEG');
    const embedded = Buffer.from(String(property?.getFirstValue()).replace(/\s/g, ''), 'base64');
    expect((await sharp(embedded).metadata()).width).toBe(320);
    const v4 = new ICAL.Component(
      ICAL.parse((await vcard(card.slug, undefined, '?v=4')).text) as unknown[],
    );
    expect(String(v4.getFirstPropertyValue('photo'))).toMatch(/^data:image\/jpeg;base64,\/9j\//);

    const removed = await request(t.url, '/api/profile/card/photo', {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(removed.body.data.photoUrl).toBeNull();
    expect((await fetch(`${t.url}${body.data.photoUrl}`)).status).toBe(404);
  });

  it('refuses a file that is not a picture (422), one too large (413) and a visitor (401)', async () => {
    const { owner } = await memberWithCard();
    const text = await upload(owner, Buffer.from('<svg onload="alert(1)"/>'), 'me.jpg');
    expect(text.status).toBe(422);
    expect(((await text.json()) as { code: string }).code).toBe('PHOTO_INVALID');
    const huge = await upload(owner, Buffer.alloc(CARD_PHOTO_MAX_BYTES + 1024, 1));
    expect(huge.status).toBe(413);
    expect((await mine(owner)).photoUrl).toBeNull();
    expect((await upload(undefined, Buffer.from('x'))).status).toBe(401);
  });
});

describe("the profile's qrCode", () => {
  it("is the address of the card's QR code while the card is on, and null otherwise", async () => {
    const [member] = await quickCustomers(t.database.db, 1);
    const profile = async () =>
      (await request(t.url, '/api/auth/user/me', { headers: member!.headers })).body.data.profile;
    expect((await profile()).qrCode).toBeNull();
    const card = (await mine(member!)) as { slug: string };
    expect((await profile()).qrCode).toBeNull();
    await update(member!, { enabled: true });
    const qrCode = (await profile()).qrCode as string;
    expect(qrCode).toBe(`/api/card/${card.slug}/qr`);
    const svg = await fetch(`${t.url}${qrCode}`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    const png = await fetch(`${t.url}${qrCode}?format=png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    await update(member!, { enabled: false });
    expect((await profile()).qrCode).toBeNull();
  });
});
