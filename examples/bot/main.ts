// `node dist-dev/examples/bot/main.js`: one reference bot. BOT_TOKEN (a bot account's player token)
// or BOT_TOKEN_FILE (a file holding it), API (the service, default http://127.0.0.1:3000),
// STRATEGY (random | simple), LADDER (3 or 4: queue for rated games of that many; empty:
// challenges only), BOT_STATE (where its player stream's position is kept; default beside the
// token file, README).
import { readFile } from 'node:fs/promises';
import { ReferenceBot, type BotOptions } from './bot.js';
import { readLastSeq, stateFileOf, writeLastSeq } from './state.js';
import { DEFAULT_API, startFailure } from './start-failure.js';
import { STRATEGIES } from './strategies.js';

const fail = (line: string): never => {
  console.error(line);
  process.exit(1);
};

const tokenFile = process.env.BOT_TOKEN_FILE || undefined;
const readToken = (file: string) =>
  readFile(file, 'utf8').catch((e: Error) => fail(`BOT_TOKEN_FILE: ${e.message}`));
const token = process.env.BOT_TOKEN || (tokenFile && (await readToken(tokenFile)).trim());
if (!token) {
  console.error('BOT_TOKEN or BOT_TOKEN_FILE is required (see examples/bot/README.md)');
  process.exit(2);
}
const ladder = process.env.LADDER ? Number(process.env.LADDER) : null;
const log = (line: string, kind: 'info' | 'problem') =>
  console.log(`${new Date().toISOString()} ${kind === 'problem' ? 'problem: ' : ''}${line}`);
const options: BotOptions = {
  baseUrl: process.env.API || DEFAULT_API,
  token,
  strategy: STRATEGIES[process.env.STRATEGY ?? 'simple'] ?? STRATEGIES.simple,
  ladder: ladder === 3 || ladder === 4 ? { players: ladder, rated: true } : null,
  log,
};
const me = await new ReferenceBot(options)
  .connect()
  .catch((error: unknown) => fail(startFailure(error, options.baseUrl)));
const stateFile = process.env.BOT_STATE || stateFileOf(tokenFile, me.id);
const lastSeq = await readLastSeq(stateFile).catch((e: Error) => fail(e.message));
const bot = new ReferenceBot({
  ...options,
  lastSeq,
  saveLastSeq: (seq) => writeLastSeq(stateFile, seq),
});
const from = lastSeq === undefined ? 'from now' : `after message ${lastSeq}`;
console.log(`${me.name} (${me.id}) is listening ${from}, its place kept in ${stateFile}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => bot.stop());
setInterval(() => console.log(JSON.stringify(bot.counts)), 30_000).unref();
await bot.run();
