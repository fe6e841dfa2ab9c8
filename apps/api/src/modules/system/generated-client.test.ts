import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANOI, testVariant } from '../../test/checkout.ts';
import { activeCustomer } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

/*
 * An integrator's client: TypeScript types generated from the served OpenAPI document by
 * openapi-typescript, a journey written against them (test/generated-client/journey.ts) that the
 * compiler checks against the fresh types, then runs through openapi-fetch on the real server. A
 * contract that changes its shape breaks the check; a document that lies breaks the run.
 */

const HOME = new URL('../../test/generated-client/', import.meta.url);
/** This run's copy of the journey beside its generated types (both projects run this file). */
let DIR: URL;

/** `journey.ts`'s journey, as this file sees it without the generated types. */
type Journey = (
  api: ReturnType<typeof createClient>,
  input: { variantId: string; email: string; password: string; place: typeof HANOI },
) => Promise<{
  login: number;
  cart: number;
  pricing?: { subtotal: number; grandTotal: number };
  placed: { status: number; error?: unknown };
  order?: Record<string, unknown>;
}>;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  DIR = pathToFileURL(`${await mkdtemp(fileURLToPath(new URL('run-', HOME)))}/`);
  await copyFile(new URL('journey.ts', HOME), new URL('journey.ts', DIR));
  const document = (await request(t.url, '/api/docs/json')).body as Record<string, unknown>;
  await writeFile(
    new URL('lotus-api.generated.ts', DIR),
    astToString(await openapiTS(document as never)),
  );
});
afterAll(async () => {
  await t.close();
  await rm(DIR, { recursive: true, force: true });
});

describe('a client generated from the OpenAPI document', () => {
  it('type-checks a shopper’s journey against the types generated from it', () => {
    const program = ts.createProgram([fileURLToPath(new URL('journey.ts', DIR))], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      allowImportingTsExtensions: true,
      skipLibCheck: true,
      types: ['node'],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  });

  it('logs in, fills the cart, places a cash-on-delivery order and reads it back', async () => {
    // By its address: the journey's module imports the generated types, which a clean clone's
    // type check (before this test wrote them) must not follow.
    const { journey } = (await import(new URL('journey.ts', DIR).href)) as { journey: Journey };
    const product = await testVariant(t.database.db, { price: 250_000, stock: 5 });
    const shopper = await activeCustomer(t.url);
    const result = await journey(createClient({ baseUrl: t.url }), {
      variantId: product.id,
      email: shopper.email,
      password: shopper.password,
      place: HANOI,
    });
    expect(result).toMatchObject({ login: 200, cart: 200, placed: { status: 201 } });
    expect(result.pricing?.subtotal).toBe(500_000);
    expect(result.order).toMatchObject({
      status: 'new',
      paymentMethod: 'COD',
      grandTotal: result.pricing?.grandTotal,
    });
  });
});
