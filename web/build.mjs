// Builds the reference web client (README "Web client") into dist/web, apart from the service's
// tsc build: one minified ES module bundle, its stylesheet (web/style.css and its imports) and its page. Prints what a first load
// weighs, gzipped.
import { build } from 'esbuild';
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = dirname(fileURLToPath(import.meta.url));
const out = resolve(web, '..', 'dist', 'web');

await mkdir(out, { recursive: true });
await build({
  entryPoints: [join(web, 'src', 'main.tsx')],
  outfile: join(out, 'app.js'),
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  legalComments: 'none',
  tsconfig: join(web, 'tsconfig.json'),
  logLevel: 'warning',
});
// style.css @imports the stylesheets of web/styles: one file for the page, as the CSP allows.
await build({
  entryPoints: [join(web, 'style.css')],
  outfile: join(out, 'style.css'),
  bundle: true,
  minify: true,
  logLevel: 'warning',
});
await copyFile(join(web, 'index.html'), join(out, 'index.html'));

// Each file beside its gzip and brotli forms, which the service sends to a browser that takes
// them (src/platform/http/web-client.ts, preCompressed): sent as is, a first load was 223 kB.
let total = 0;
for (const file of await readdir(out)) {
  if (/\.(gz|br)$/.test(file)) {
    await rm(join(out, file));
    continue;
  }
  const bytes = await readFile(join(out, file));
  const gzipped = gzipSync(bytes, { level: 9 });
  total += gzipped.length;
  await writeFile(join(out, `${file}.gz`), gzipped);
  const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
  await writeFile(join(out, `${file}.br`), brotliCompressSync(bytes, { params: quality }));
}
if (process.argv.includes('--size')) console.log(`web client, first load: ${total} bytes gzipped`);
