import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { statementTexts } from '../../../platform/database/named-sql.js';

const SRC = join(import.meta.dirname, '../../..');

/** The source files (not specs, not generated) whose text writes game_events. */
function writersOfEvents(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : writersOfEvents(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.spec.ts')) return [];
    return readFileSync(path, 'utf8').includes('INSERT INTO game_events') ? [path] : [];
  });
}

// There is no trigger on game_events (migration 20261207160000_outbox_rows_in_statements): a
// statement that appends a game's events and writes no outbox row would commit events nobody is
// told of once its instance dies before announcing them. Each must carry TELLING_EVENTS.
describe('statements that append events', () => {
  it('each writes its outbox row in the same statement', async () => {
    const files = writersOfEvents(SRC);
    for (const file of files) await import(pathToFileURL(file).href);
    const appending = [...statementTexts()].filter(([, text]) =>
      text.includes('INSERT INTO game_events'),
    );
    expect(files.map((f) => relative(SRC, f)).sort()).toEqual([
      'features/games/store/game-statements.ts',
      'features/games/store/online-statements.ts',
    ]);
    expect(appending.map(([name]) => name).sort()).toEqual([
      'close_expired',
      'link_rematch',
      'take_seat',
      'write_change',
      'write_move',
    ]);
    for (const [name, text] of appending) {
      expect({
        name,
        tells: /told AS \(\s*INSERT INTO outbox \(game_id, seq\)/.test(text),
      }).toEqual({
        name,
        tells: true,
      });
    }
  });

  // game_events and game_actions have no foreign key to games (migration
  // 20261207185729_game_log_without_foreign_keys): a row of theirs names an existing game because
  // each is selected from `changed`, the UPDATE of that game's row in the same statement.
  it('each appends rows of the game it updates, from that update', async () => {
    const files = writersOfEvents(SRC);
    for (const file of files) await import(pathToFileURL(file).href);
    const logging = [...statementTexts()].filter(([, text]) =>
      /INSERT INTO game_(events|actions)\b/.test(text),
    );
    expect(logging.length).toBeGreaterThanOrEqual(5);
    for (const [name, text] of logging) {
      const inserts = text.match(/INSERT INTO game_(events|actions)\b/g) ?? [];
      const fromChanged =
        text.match(
          /INSERT INTO game_(events|actions) \([^)]*\)\s*SELECT (?:(?!FROM)[\s\S])*FROM changed\b/g,
        ) ?? [];
      expect({
        name,
        updatesGames: /changed AS \(\s*UPDATE games\b/.test(text),
        fromChanged: fromChanged.length,
      }).toEqual({ name, updatesGames: true, fromChanged: inserts.length });
    }
  });
});
