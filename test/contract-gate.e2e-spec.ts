// The compatibility gate (README, "Compatibility"; issue 46): the committed document keeps every
// client of the released contract compiling, the gate fails on a deliberate rename, and the
// deprecated `after` still resumes a stream and says it is deprecated.
import { describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { breakingChanges } from '../scripts/contract/compatibility.js';
import { versionProblems } from '../scripts/contract/versions.js';
import { STREAM_AFTER_QUERY } from '../src/platform/common/deprecation.js';
import { GameClient } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';
import { SseClient } from './support/sse.js';

const root = resolve(import.meta.dirname, '..');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const read = async (path: string) =>
  JSON.parse(await readFile(resolve(root, path), 'utf8')) as Json;
const STREAM = '/api/v1/games/{gameId}/stream';

describe('the compatibility gate (npm run contract:check)', () => {
  it('passes the committed openapi.json against the released contract, with a version moved on', async () => {
    const [released, current] = [
      await read('contract/released/openapi.json'),
      await read('openapi.json'),
    ];
    expect(breakingChanges(released, current)).toEqual([]);
    expect(versionProblems(released, current)).toEqual([]);
  });

  it('fails on a deliberate rename of a parameter, a schema or a response field, naming each', async () => {
    const released = await read('contract/released/openapi.json');
    const renamed = await read('openapi.json');
    const stream = renamed.paths[STREAM].get;
    const after = stream.parameters.find((p: Json) => p.name === 'after');
    after.name = 'resumeAfter';
    const schemas = renamed.components.schemas;
    schemas.BidEntry = schemas.BidRecordDto;
    delete schemas.BidRecordDto;
    const fields = schemas.StreamUpdateDto.properties;
    fields.gameVersion = fields.version;
    delete fields.version;
    expect(breakingChanges(released, renamed).map((b) => `${b.where}: ${b.what}`)).toEqual([
      `GET ${STREAM}: query parameter after removed or renamed`,
      'schema StreamUpdateDto: response.version: response field removed or renamed',
      'schema BidRecordDto: removed or renamed (generated clients name their types after it)',
    ]);
  });

  it('documents the deprecated after beside lastSeq, and GameViewFields with every released field', async () => {
    const current = await read('openapi.json');
    const names = current.paths[STREAM].get.parameters.map((p: Json) =>
      p.$ref ? p.$ref : `${p.name}${p.deprecated ? ' (deprecated)' : ''}`,
    );
    expect(names).toEqual(expect.arrayContaining(['lastSeq', 'after (deprecated)']));
    const released = await read('contract/released/openapi.json');
    expect(Object.keys(current.components.schemas.GameViewFields.properties)).toEqual(
      expect.arrayContaining(released.components.schemas.GameViewFields.required),
    );
  });
});

describe('the deprecated ?after= of a game stream', () => {
  const t = useTestApp({ streamKeepAliveMs: 100 }, { listen: true });

  it('resumes as lastSeq does, with Deprecation (RFC 9745) and Sunset (RFC 8594) headers', async () => {
    const { gameId } = await new GameClient(t.url).startGame({ name: 'deprecated after' });
    const old = SseClient.open(t.url, gameId, { after: 0 });
    const current = SseClient.open(t.url, gameId, { lastSeq: 0 });
    try {
      for (const s of [old, current]) await s.until(() => s.updates.length >= 1);
      expect(old.status).toBe(200);
      expect(old.events).toEqual(current.events);
      const since = Math.floor(STREAM_AFTER_QUERY.since.getTime() / 1000);
      expect(old.header('Deprecation')).toBe(`@${since}`);
      expect(old.header('Sunset')).toBe(STREAM_AFTER_QUERY.sunset.toUTCString());
      expect(new Date(old.header('Sunset')!).getTime()).toBeGreaterThan(since * 1000);
      expect(current.header('Deprecation')).toBeUndefined();
      expect(current.header('Sunset')).toBeUndefined();
    } finally {
      old.close();
      current.close();
    }
  });
});
