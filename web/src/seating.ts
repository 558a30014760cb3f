// Taking a seat (keeping its token in the browser) and filling seats with computer players.
import { addBot, joinGame, type AddBotDto } from './api/index.js';
import { client, ok } from './api-client.js';
import { saveName, saveSeat, type SeatCredentials } from './storage.js';

/** 32 random hex digits: this seat's part of every deck (docs/rules.md, "Fairness"). */
function clientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function takeSeat(gameId: string, name: string): Promise<SeatCredentials> {
  const path = { gameId };
  const joined = await ok(joinGame({ client, path, body: { name, clientSeed: clientSeed() } }));
  const credentials = { seat: joined.seat, token: joined.token };
  saveSeat(gameId, credentials);
  saveName(name);
  return credentials;
}

export async function addBots(gameId: string, count: number, level: AddBotDto['level']) {
  for (let i = 0; i < count; i++) await ok(addBot({ client, path: { gameId }, body: { level } }));
}
