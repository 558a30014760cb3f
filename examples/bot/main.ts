// `node dist-dev/examples/bot/main.js`: one reference bot. BOT_TOKEN (a bot account's player token),
// API (the service, default http://127.0.0.1:3000), STRATEGY (random | simple), LADDER (3 or 4:
// queue for rated games of that many; empty: challenges only).
import { ReferenceBot } from './bot.js';
import { STRATEGIES } from './strategies.js';

const token = process.env.BOT_TOKEN;
if (!token) {
  console.error('BOT_TOKEN is required (see examples/bot/README.md)');
  process.exit(2);
}
const ladder = process.env.LADDER ? Number(process.env.LADDER) : null;
const bot = new ReferenceBot({
  baseUrl: process.env.API ?? 'http://127.0.0.1:3000',
  token,
  strategy: STRATEGIES[process.env.STRATEGY ?? 'simple'] ?? STRATEGIES.simple,
  ladder: ladder === 3 || ladder === 4 ? { players: ladder, rated: true } : null,
  log: (line, kind) =>
    console.log(`${new Date().toISOString()} ${kind === 'problem' ? 'problem: ' : ''}${line}`),
});
await bot.connect().then((me) => console.log(`${me.name} (${me.id}) is listening`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => bot.stop());
setInterval(() => console.log(JSON.stringify(bot.counts)), 30_000).unref();
await bot.run();
