import { describe, expect, it } from '@jest/globals';
import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import type { PlayerMessages } from '../../features/messages/player-messages.service.js';
import { PlayerStream } from './player-stream.js';
import { Clock } from '../../platform/clock/clock.js';

type Row = { seq: number; payload: Record<string, unknown> };

/** A player's messages 1..n; reads after a point, at most `limit`. */
function messagesUpTo(n: number) {
  const reads: number[] = [];
  const rows: Row[] = Array.from({ length: n }, (_, i) => ({
    seq: i + 1,
    payload: { kind: i % 2 ? 'your_turn' : 'game_started', seq: i + 1 },
  }));
  const messages = {
    after: (_player: string, after: number, limit: number) => {
      reads.push(after);
      return Promise.resolve(rows.filter((r) => r.seq > after).slice(0, limit));
    },
  } as unknown as PlayerMessages;
  return { messages, reads };
}

function response() {
  const res = new PassThrough();
  let text = '';
  res.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { res: res as unknown as ServerResponse, text: () => text };
}

describe('PlayerStream (on the one stream loop)', () => {
  it('sends ready with no id, then every message after the resume point, page after page', async () => {
    const { messages, reads } = messagesUpTo(450);
    const { res, text } = response();
    const stream = new PlayerStream(res, messages, 'p', 5, 60_000, new Clock());
    stream.sendReady(5);
    await stream.pump();
    await new Promise((resolve) => setImmediate(resolve));
    // Full pages of 200 are followed at once; the short one ends the read.
    expect(reads).toEqual([5, 205, 405]);
    const body = text();
    expect(body.startsWith('event: ready\ndata: {"kind":"ready","lastSeq":5}\n\n')).toBe(true);
    expect(body).toContain('id: 6\nevent: your_turn\ndata: {"kind":"your_turn","seq":6}\n\n');
    expect(body).toContain('id: 450\nevent: your_turn\n');
    expect(body).not.toContain('id: 5\n');
    expect(body.match(/^id: /gm)).toHaveLength(445);
    // A notification of what it already sent reads nothing.
    stream.notified(450);
    expect(reads).toHaveLength(3);
    stream.notified(451);
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toEqual([5, 205, 405, 450]);
    stream.close();
  });
});
