/**
 * Writes `.br` and `.gz` beside every compressible file of the client build, so the server
 * (`@fastify/static` with `preCompressed: true`) sends them without compressing per request.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|map|webmanifest)$/;
const root = join(import.meta.dirname, '..', 'build', 'client');

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

let count = 0;
for await (const path of files(root)) {
  if ((await stat(path)).size < 256) continue;
  const content = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gz(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  count += 1;
}
console.log(`precompress: ${count} files in build/client`);
