import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join, resolve } from 'node:path';
import { buildOpenApiDocument, serializeOpenApi } from '../src/app/openapi/document.js';
import { createOfflineApp } from '../src/app/offline-app.js';
import { useTestApp } from './support/app-fixture.js';

const root = resolve(import.meta.dirname, '..');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the committed OpenAPI document', () => {
  const t = useTestApp();
  let produced: string;
  beforeAll(async () => {
    produced = serializeOpenApi(buildOpenApiDocument(t.app));
  });

  it('is what the code produces (run `npm run openapi` after changing the API)', async () => {
    const committed = await readFile(resolve(root, 'openapi.json'), 'utf8');
    expect(JSON.parse(committed)).toEqual(JSON.parse(produced));
  });

  // Issue 27 brought the document from 702 kB to 290 kB by writing each piece once; issue 28's
  // players, ratings, leaderboard, queue and player stream add 11 operations, so the budget was
  // 400 kB; issue 49's bot accounts and four challenge operations add 38 kB, so it was 450 kB.
  // Issue 46 shares the problem answers of 400, 401, 429 and 503 by status (449 kB to 426 kB);
  // its aim of 300 kB is out of reach without removing content (docs/api-changes.md, "The
  // document's size"). The outside attack's fixes declare what operations really answer (a new
  // code, two Authorization headers' 400 on 34 operations): 432 kB. What keeps it honest is the
  // second check: no repeated piece.
  it('stays under 440 kB as committed (issues 27, 28, 46, 49), each piece written once', () => {
    expect(Buffer.byteLength(produced)).toBeLessThan(440_000);
    // A property schema written out in two named schemas moves to components (share-schemas.ts).
    const doc = JSON.parse(produced);
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const [name, schema] of Object.entries(doc.components.schemas as Record<string, Json>))
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const text = JSON.stringify(property);
        if (text.length < 150) continue;
        if (seen.has(text)) repeated.push(`${seen.get(text)} and ${name}.${key}`);
        else seen.set(text, `${name}.${key}`);
      }
    expect(repeated).toEqual([]);
  });

  it('is also what `npm run openapi` produces, with no database', async () => {
    const offline = await createOfflineApp();
    try {
      expect(JSON.parse(serializeOpenApi(buildOpenApiDocument(offline)))).toEqual(
        JSON.parse(produced),
      );
    } finally {
      await offline.close();
    }
  });

  it('and the clients of @hey-api/openapi-ts (clients/ts/src/gen, the SDK that the web client and the tests use) is what it generates', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hey-client-'));
    try {
      await writeFile(join(dir, 'openapi.json'), produced);
      const cli = resolve(root, 'node_modules/.bin/openapi-ts');
      const args = ['-i', join(dir, 'openapi.json'), '-o', join(dir, 'out')];
      await promisify(execFile)(cli, [
        ...args,
        '-c',
        '@hey-api/client-fetch',
        '-s',
        '--no-log-file',
      ]);
      const files = async (base: string) =>
        (await readdir(base, { recursive: true, withFileTypes: true }))
          .filter((e) => e.isFile())
          .map((e) => join(e.parentPath, e.name).slice(base.length))
          .sort();
      const names = await files(join(dir, 'out'));
      for (const folder of ['clients/ts/src/gen']) {
        const committed = resolve(root, folder);
        expect([folder, await files(committed)]).toEqual([folder, names]);
        for (const name of names) {
          expect([folder, name, await readFile(join(committed, name), 'utf8')]).toEqual([
            folder,
            name,
            await readFile(join(dir, 'out', name), 'utf8'),
          ]);
        }
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('documents every game operation with its problem responses', () => {
    const doc = JSON.parse(produced);
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.values(
      doc.paths as Record<
        string,
        Record<string, { operationId: string; responses: Record<string, unknown> }>
      >,
    ).flatMap((p) => Object.values(p));
    const ids = ops.map((o) => o.operationId);
    for (const id of [
      'createGame',
      'listGames',
      'joinGame',
      'getGame',
      'bid',
      'pass',
      'redeal',
      'giveCards',
      'announceContract',
      'surrender',
      'playCard',
      'act',
      'getScoreTable',
      'listEvents',
      'getDealProof',
    ]) {
      expect(ids).toContain(id);
    }
    for (const id of ['playCard', 'act']) {
      const move = ops.find((o) => o.operationId === id)!;
      for (const status of [
        '200',
        '400',
        '401',
        '404',
        '409',
        '412',
        '413',
        '415',
        '422',
        '429',
        '500',
        '503',
      ]) {
        expect(move.responses[status]).toBeDefined();
      }
    }
    expect(doc.components.schemas.ProblemDto).toBeDefined();
    expect(doc.components.schemas.PlayingGameView.properties.deal).toBeDefined();
  });
});
