import { schema } from '@lotus/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../test/checkout.ts';
import { createProduct, quickCustomers } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
/** The fixed catalogue: every demo product unpublished, these published. */
const p: Record<string, { id: string }> = {};
let shoppers: Awaited<ReturnType<typeof quickCustomers>>;
const orderNumbers: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ pristine: true });
  const db = t.database.db;
  await db.update(schema.products).set({ isPublished: false });
  p.redShirt = await createProduct(db, {
    nameVi: 'Áo thun cotton đỏ',
    nameEn: 'Red cotton T-shirt',
    price: 150_000,
    variants: [
      { colour: 'red', size: 'M', stock: 5 },
      { colour: 'red', size: 'L', stock: 2 },
    ],
  });
  p.basicShirt = await createProduct(db, {
    nameVi: 'Áo thun basic',
    nameEn: 'Basic T-shirt',
    price: 250_000,
    variants: [
      { colour: 'red', size: 'M', stock: 0 },
      { colour: 'blue', size: 'M', stock: 3 },
    ],
  });
  p.sportShirt = await createProduct(db, {
    nameVi: 'Áo thun thể thao',
    nameEn: 'Sport T-shirt',
    price: 180_000,
    variants: [
      { colour: 'blue', size: 'M', stock: 4 },
      { colour: 'green', size: 'M', stock: 2 },
    ],
  });
  p.soldOutShirt = await createProduct(db, {
    nameVi: 'Áo thun đỏ in hình',
    nameEn: 'Printed red T-shirt',
    price: 120_000,
    variants: [{ colour: 'red', size: 'M', stock: 0 }],
  });
  p.robot = await createProduct(db, {
    nameVi: 'Robot hút bụi Lotus X1',
    nameEn: 'Lotus X1 robot vacuum',
    price: 5_000_000,
    variants: [{ colour: 'black', size: null, stock: 3 }],
  });
  shoppers = await quickCustomers(db, 2);
  for (const shopper of shoppers) {
    const [variant] = await db
      .select({ id: schema.productVariants.id })
      .from(schema.productVariants)
      .where(eq(schema.productVariants.productId, p.robot.id));
    const order = await placeOrder(t.url, shopper.headers, [{ infoId: variant!.id, quantity: 1 }]);
    orderNumbers.push(order.number);
  }
});
afterAll(() => t.close());

/** Asks as `headers` say (a shopper's bearer, a visitor's cookie, a language). */
async function ask(text: string, headers: Record<string, string> = {}) {
  const res = await request(t.url, '/api/assistant/messages', {
    method: 'POST',
    json: { text },
    headers: { cookie: 'language=vi', ...headers },
  });
  return res;
}

const ids = (body: { data: { cards: { kind: string; id?: string }[] } }) =>
  body.data.cards.filter((c) => c.kind === 'product').map((c) => c.id);

/** A visitor of their own: a conversation cookie of their own. */
const visitor = (id: string, lang = 'vi') => ({
  cookie: `language=${lang}; lotus_chat=00000000-0000-4000-8000-${id.padStart(12, '0')}`,
});

describe('products from the catalogue', () => {
  it.each([
    ['áo thun đỏ size M', 'vi'],
    ['ao thun do size M', 'vi'],
    ['red t-shirt size M', 'en'],
  ])('“%s” finds the red shirts with an M', async (text, lang) => {
    const res = await ask(text, visitor('1', lang));
    expect(res.status).toBe(200);
    const found = ids(res.body);
    expect(found).toEqual(expect.arrayContaining([p.redShirt!.id, p.soldOutShirt!.id]));
    expect(found).not.toContain(p.sportShirt!.id);
    expect(found).not.toContain(p.robot!.id);
    // The card's variant is the one asked for, its price the shop's.
    const card = res.body.data.cards.find((c: { id: string }) => c.id === p.redShirt!.id);
    expect(card).toMatchObject({ currentPrice: 150_000, variant: { colour: 'red', size: 'M' } });
  });

  it('shows only what is in stock when asked', async () => {
    const res = await ask('áo thun đỏ size M còn hàng', visitor('2'));
    expect(ids(res.body)).toEqual([p.redShirt!.id]);
  });

  it('bounds the price (“dưới 200k”)', async () => {
    const res = await ask('áo thun dưới 200k', visitor('3'));
    const found = ids(res.body);
    expect(found.length).toBeGreaterThan(0);
    expect(found).not.toContain(p.basicShirt!.id);
    for (const card of res.body.data.cards) expect(card.currentPrice).toBeLessThanOrEqual(200_000);
  });

  it('follows up on the last answer: another colour, the cheaper one', async () => {
    const me = visitor('4');
    await ask('áo thun đỏ size M', me);
    const blue = await ask('cái màu xanh thì sao?', me);
    expect(ids(blue.body)).toEqual(expect.arrayContaining([p.sportShirt!.id, p.basicShirt!.id]));
    expect(ids(blue.body)).not.toContain(p.redShirt!.id);
    const cheaper = await ask('cái rẻ hơn', me);
    expect(ids(cheaper.body)).toEqual([p.sportShirt!.id]);
  });

  it('answers in English when the page is in English', async () => {
    const res = await ask('robot vacuum', visitor('5', 'en'));
    expect(ids(res.body)).toEqual([p.robot!.id]);
    expect(res.body.data.text).toMatch(/^I found 1 product/);
  });
});

describe('orders', () => {
  it('shows the signed-in shopper their own orders only', async () => {
    const res = await ask('đơn hàng của tôi', shoppers[0]!.headers);
    const orders = res.body.data.cards.filter((c: { kind: string }) => c.kind === 'order');
    expect(orders.map((o: { number: string }) => o.number)).toEqual([orderNumbers[0]]);
    // Another shopper's number finds nothing.
    const other = await ask(`đơn ${orderNumbers[1]} tới đâu rồi`, shoppers[0]!.headers);
    expect(other.body.data.cards).toEqual([]);
    expect(other.body.data.text).toContain('không thấy');
  });

  it('asks a visitor to log in', async () => {
    const res = await ask('đơn hàng của tôi', visitor('6'));
    expect(res.body.data.cards).toEqual([{ kind: 'login', href: '/login' }]);
    expect(res.body.data.text).toContain('đăng nhập');
  });
});

describe('policies, deals and what it cannot answer', () => {
  it.each([
    ['chính sách đổi trả', 'vi'],
    ['return policy', 'en'],
  ])('“%s” quotes the exchange-and-return policy with its link', async (text, lang) => {
    const res = await ask(text, visitor('7', lang));
    expect(res.body.data.cards[0]).toMatchObject({
      kind: 'policy',
      key: 'exchange-return',
      href: '/policy/exchange-return',
    });
    expect(res.body.data.cards[0].excerpt.length).toBeGreaterThan(20);
  });

  it('offers the contact form when it cannot help, and keeps the question for the FAQ', async () => {
    const res = await ask('zzqx wobble frobnicate', visitor('8'));
    expect(res.body.data.cards).toContainEqual({
      kind: 'contact',
      href: '/contact?from=assistant',
    });
    const kept = await t.database.db
      .select({ n: count() })
      .from(schema.assistantMessages)
      .where(eq(schema.assistantMessages.text, 'zzqx wobble frobnicate'));
    expect(kept).toEqual([{ n: 1 }]);
    const [question] = await t.database.db
      .select({ answered: schema.assistantMessages.answered })
      .from(schema.assistantMessages)
      .where(eq(schema.assistantMessages.text, 'zzqx wobble frobnicate'));
    expect(question?.answered).toBe(false);
  });

  it('declines a 90 % voucher and creates none', async () => {
    const before = await t.database.db.select({ n: count() }).from(schema.vouchers);
    const res = await ask('tạo cho tôi voucher giảm 90%', shoppers[0]!.headers);
    expect(res.body.data.cards).toEqual([]);
    expect(res.body.data.text).toContain('không thể');
    const after = await t.database.db.select({ n: count() }).from(schema.vouchers);
    expect(after).toEqual(before);
  });
});

describe('conversations', () => {
  it('keeps a visitor’s conversation and gives it to them at login', async () => {
    const me = visitor('9');
    await ask('áo thun đỏ', me);
    const [shopper] = await quickCustomers(t.database.db, 1);
    const mine = await request(t.url, '/api/assistant/conversation', {
      headers: { ...me, ...shopper!.headers },
    });
    expect(mine.body.data.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
    ]);
    const rows = await t.database.db
      .select({ userId: schema.assistantConversations.userId })
      .from(schema.assistantConversations)
      .where(eq(schema.assistantConversations.id, mine.body.data.id));
    expect(rows).toEqual([{ userId: shopper!.id }]);
    // The kept answer's cards are drawn again from the database.
    expect(mine.body.data.messages[1].cards[0]).toMatchObject({ kind: 'product' });
  });

  it('refuses a message too long or empty, with the field named', async () => {
    const long = await ask('a'.repeat(501), visitor('10'));
    expect(long.status).toBe(400);
    const empty = await ask('   ', visitor('10'));
    expect(empty.status).toBe(400);
  });

  it('streams NDJSON lines: start, text, cards, chips, done', async () => {
    const response = await fetch(`${t.url}/api/assistant/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/x-ndjson',
        ...visitor('11'),
      },
      body: JSON.stringify({ text: 'robot hut bui' }),
    });
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string });
    const types = [...new Set(lines.map((l) => l.type))];
    expect(types).toEqual(['start', 'text', 'cards', 'chips', 'done']);
  });

  it('lets operators read handed-over conversations and unanswered questions', async () => {
    const me = visitor('12');
    const asked = await ask('zzqx handover please', me);
    expect(asked.status).toBe(200);
    const conversation = await request(t.url, '/api/assistant/conversation', { headers: me });
    const handover = await request(t.url, '/api/assistant/handover', {
      method: 'POST',
      json: { conversationId: conversation.body.data.id },
      headers: me,
    });
    expect(handover.status).toBe(200);
    // Someone else's conversation is not theirs to hand over.
    const stranger = await request(t.url, '/api/assistant/handover', {
      method: 'POST',
      json: { conversationId: conversation.body.data.id },
      headers: visitor('13'),
    });
    expect(stranger.status).toBe(404);
    const [operator] = await quickCustomers(t.database.db, 1, 'OPERATOR');
    const list = await request(t.url, '/api/portal/assistant/conversations?handedOver=true', {
      headers: operator!.headers,
    });
    expect(list.body.data.map((c: { id: string }) => c.id)).toContain(conversation.body.data.id);
    const unanswered = await request(t.url, '/api/portal/assistant/unanswered', {
      headers: operator!.headers,
    });
    expect(unanswered.body.data.map((q: { text: string }) => q.text)).toContain(
      'zzqx handover please',
    );
    const customer = await request(t.url, '/api/portal/assistant/unanswered', {
      headers: shoppers[0]!.headers,
    });
    expect(customer.status).toBe(403);
  });
});
