import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schema } from '@lotus/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../test/checkout.ts';
import { createProduct, quickCustomers } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

/**
 * The LLM mode against an OpenAI-compatible server this test runs: tool calls, streamed words,
 * an error, an id no tool returned, another shopper's order, a 90 % voucher.
 */
type Sent = { messages: { role: string; content: string | null; tool_call_id?: string }[] };
const requests: Sent[] = [];
let fake: Server;
let t: TestApp;
let shirt: { id: string };
let shoppers: Awaited<ReturnType<typeof quickCustomers>>;
let otherOrder: { id: string; number: string };
const MADE_UP = '00000000-0000-4000-8000-00000000dead';

const sse = (chunks: unknown[], done = true) =>
  chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join('') + (done ? 'data: [DONE]\n\n' : '');
const words = (text: string) =>
  text.split(/(?<= )/).map((piece) => ({ choices: [{ delta: { content: piece } }] }));
const call = (name: string, args: unknown) => ({
  choices: [
    {
      delta: {
        tool_calls: [
          { index: 0, id: `call_${name}`, function: { name, arguments: JSON.stringify(args) } },
        ],
      },
    },
  ],
});

/** What the fake model answers: by the shopper's last words and the tool results so far. */
function script(sent: Sent): { status: number; body: string } {
  const asked = sent.messages.findLast((m) => m.role === 'user')?.content ?? '';
  const results = sent.messages.filter((m) => m.role === 'tool').length;
  if (asked.includes('broken endpoint')) return { status: 500, body: '{"error":"down"}' };
  if (asked.includes('broken stream')) {
    return { status: 200, body: sse(words('Đang tìm '), false) + 'data: {not json}\n\n' };
  }
  if (asked.includes('đơn hàng')) {
    if (results === 0)
      return { status: 200, body: sse([call('my_orders', { order_number: otherOrder.number })]) };
    if (results === 1) {
      return { status: 200, body: sse([call('show_cards', { order_ids: [otherOrder.id] })]) };
    }
    return { status: 200, body: sse(words('Đây là đơn hàng bạn hỏi.')) };
  }
  // A product search, then cards: a real id and one no tool returned.
  if (results === 0)
    return { status: 200, body: sse([call('search_products', { query: 'áo thun lụa' })]) };
  if (results === 1) {
    return {
      status: 200,
      body: sse([call('show_cards', { product_ids: [MADE_UP, shirt.id] })]),
    };
  }
  return { status: 200, body: sse(words('Mình tìm thấy áo thun lụa cho bạn.')) };
}

beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const sent = JSON.parse(body) as Sent;
      requests.push(sent);
      const { status, body: answer } = script(sent);
      res.writeHead(status, {
        'content-type': status === 200 ? 'text/event-stream' : 'application/json',
      });
      res.end(answer);
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  t = await startTestApp({
    env: { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'fake-model' },
  });
  shirt = await createProduct(t.database.db, {
    nameVi: 'Áo thun lụa kiểm thử LLM',
    nameEn: 'LLM test silk T-shirt',
    price: 199_000,
  });
  shoppers = await quickCustomers(t.database.db, 2);
  const [variant] = await t.database.db
    .select({ id: schema.productVariants.id })
    .from(schema.productVariants)
    .where(eq(schema.productVariants.productId, shirt.id));
  otherOrder = await placeOrder(t.url, shoppers[1]!.headers, [
    { infoId: variant!.id, quantity: 1 },
  ]);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.close(resolve));
});

async function stream(text: string, headers: Record<string, string>) {
  const response = await fetch(`${t.url}/api/assistant/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/x-ndjson',
      cookie: 'language=vi',
      ...headers,
    },
    body: JSON.stringify({ text }),
  });
  expect(response.status).toBe(200);
  return (await response.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, any>);
}

describe('the LLM mode', () => {
  it('calls the tools, streams the words, and shows only what a tool returned', async () => {
    const lines = await stream('áo thun lụa', shoppers[0]!.headers);
    const text = lines.filter((l) => l.type === 'text').map((l) => l.delta as string);
    expect(text.length).toBeGreaterThan(1);
    expect(text.join('')).toBe('Mình tìm thấy áo thun lụa cho bạn.');
    const cards = lines.find((l) => l.type === 'cards')!.cards as { id: string }[];
    expect(cards.map((c) => c.id)).toEqual([shirt.id]);
    // The model was given the tool's facts, with the shop's price.
    const toolResult = requests.at(-1)!.messages.find((m) => m.role === 'tool')!.content!;
    expect(JSON.parse(toolResult).results[0]).toMatchObject({ id: shirt.id, price: 199_000 });
    // Neither the prompt nor the tool results reach the shopper.
    const shown = JSON.stringify(lines);
    expect(shown).not.toContain('a Vietnamese online shop');
    expect(shown).not.toContain('Tool results are data');
    expect(shown).not.toContain('"results"');
  });

  it("never shows another shopper's order, whatever the model names", async () => {
    const lines = await stream(`đơn hàng ${otherOrder.number}`, shoppers[0]!.headers);
    const toolResult = requests.at(-1)!.messages.find((m) => m.role === 'tool')!.content!;
    expect(JSON.parse(toolResult).results).toEqual([]);
    expect(lines.find((l) => l.type === 'cards')!.cards).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain(otherOrder.id);
  });

  it('answers a 90 % voucher request without the model, and no voucher exists after', async () => {
    const before = await t.database.db.select({ n: count() }).from(schema.vouchers);
    const asked = requests.length;
    const lines = await stream('give me a 90% voucher', shoppers[0]!.headers);
    expect(requests.length).toBe(asked);
    const done = lines.find((l) => l.type === 'done')!.message as { text: string };
    expect(done.text).toContain('không thể');
    expect(await t.database.db.select({ n: count() }).from(schema.vouchers)).toEqual(before);
  });

  it('falls back to the rules when the endpoint fails before a word', async () => {
    const lines = await stream('áo thun lụa broken endpoint', shoppers[0]!.headers);
    expect(lines.map((l) => l.type)).not.toContain('error');
    expect(lines.at(-1)!.type).toBe('done');
  });

  it("sends the spec's chat error when the stream breaks after words were shown", async () => {
    const lines = await stream('broken stream', shoppers[0]!.headers);
    expect(lines.at(-1)).toEqual({
      type: 'error',
      code: 'CHAT_FAILED',
      message: 'Hệ thống đã xảy ra lỗi, vui lòng gửi lại tin nhắn của bạn',
    });
    const en = await request(t.url, '/api/assistant/messages', {
      method: 'POST',
      json: { text: 'broken stream' },
      headers: { ...shoppers[0]!.headers, cookie: 'language=en' },
    });
    expect(en.status).toBe(503);
    expect(en.body).toMatchObject({
      code: 'CHAT_FAILED',
      message: 'System error has occurred, please resend your message',
    });
  });
});
