// Presence from the stream (docs/online-play.md, "Presence"): a stream opened with
// `?presence=true` tells, within about a second, whenever a seat's stream opens or closes on any
// instance, and agrees with what a read of the game answers; a stream that did not ask never
// receives such a message (clients that know only `view` and `update`).
import { afterEach, describe, expect, it } from '@jest/globals';
import { GameClient } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';
import { SseClient } from './support/sse.js';

/** Well above one notice's time (a round of the event loop and a NOTIFY), below "a few seconds". */
const WITHIN_MS = 5_000;

/** Every stream a case opened, closed after it whatever its outcome. */
const opened: SseClient[] = [];
const kept = (sse: SseClient) => (opened.push(sse), sse);
afterEach(() => {
  for (const sse of opened.splice(0)) sse.close();
});

const presenceStream = (baseUrl: string, gameId: string, token?: string) =>
  kept(
    SseClient.openPath(
      baseUrl,
      `/api/v1/games/${gameId}/stream?presence=true`,
      token ? { Authorization: `Bearer ${token}` } : {},
    ),
  );

/**
 * The seats the stream last told connected: its newest `presence` message, else its first view's
 * seat lines (a change the view already showed is not told again); null before the view.
 */
function lastPresence(sse: SseClient): number[] | null {
  const told = sse.messages.filter((m) => m.event === 'presence');
  if (told.length) return (told[told.length - 1].data as { connected: number[] }).connected;
  const view = sse.messages.find((m) => m.event === 'view');
  if (!view) return null;
  const seats = (view.data as { seats: { seat: number; connected: boolean }[] }).seats;
  return seats.filter((s) => s.connected).map((s) => s.seat);
}

describe('presence on the game stream, across two instances', () => {
  const a = useTestApp({}, { listen: true });
  const b = useTestApp({}, { listen: true });

  it("tells a seat's stream closing and opening on the other instance within seconds, as reads answer it", async () => {
    const api = new GameClient(a.url);
    const { gameId, tokens } = await api.startGame({ name: 'presence' });
    const watcher = presenceStream(a.url, gameId, tokens[0]);
    const spectator = presenceStream(a.url, gameId);
    const plain = kept(SseClient.open(a.url, gameId, { token: tokens[2] }));
    await watcher.until(() => lastPresence(watcher)?.includes(0) === true, WITHIN_MS);
    await plain.until(() => plain.messages.length >= 1);
    // A seat's first view shows its own seat connected: the stream sending it is (a user trial
    // read `connected: false` there, from the snapshot read before the stream counted).
    const ownLine = (m: { data: unknown }) =>
      (m.data as { seats: { connected: boolean }[] }).seats[2].connected;
    expect(plain.messages[0].event).toBe('view');
    expect(ownLine(plain.messages[0])).toBe(true);

    const other = kept(SseClient.open(b.url, gameId, { token: tokens[1] }));
    await watcher.until(() => lastPresence(watcher)?.join() === '0,1,2', WITHIN_MS);
    await spectator.until(() => lastPresence(spectator)?.join() === '0,1,2', WITHIN_MS);
    expect((await api.view(gameId)).seats.map((s) => s.connected)).toEqual([true, true, true]);

    other.close();
    await watcher.until(() => lastPresence(watcher)?.join() === '0,2', WITHIN_MS);
    await spectator.until(() => lastPresence(spectator)?.join() === '0,2', WITHIN_MS);
    expect((await api.view(gameId)).seats.map((s) => s.connected)).toEqual([true, false, true]);

    kept(SseClient.open(b.url, gameId, { token: tokens[1] }));
    await watcher.until(() => lastPresence(watcher)?.join() === '0,1,2', WITHIN_MS);
    expect((await api.view(gameId)).seats[1].connected).toBe(true);

    // Only streams that asked: the plain one saw every change go by and was told none.
    expect(plain.messages.map((m) => m.event)).toEqual(['view']);
    // Each change is told once, as a message with no id (Last-Event-ID stays a sequence number).
    const told = watcher.messages.filter((m) => m.event === 'presence');
    expect(told.map((m) => (m.data as { connected: number[] }).connected.join())).toEqual(
      told
        .map((m) => (m.data as { connected: number[] }).connected.join())
        .filter((key, i, all) => i === 0 || all[i - 1] !== key),
    );
    expect(
      told.every((m) => m.id === undefined && (m.data as { kind: string }).kind === 'presence'),
    ).toBe(true);
  });

  it('refuses a presence flag that is not true or false', async () => {
    const { gameId } = await new GameClient(a.url).startGame();
    const bad = SseClient.openPath(a.url, `/api/v1/games/${gameId}/stream?presence=yes`);
    await bad.ended;
    expect(bad.status).toBe(400);
  });
});
