// Only stores run SQL (docs/architecture.md): eslint.config.js refuses the pool, Prisma's client
// and pg outside *.store.ts, the statements and src/platform/database, in any folder, a new one too.
import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const RULE = '@typescript-eslint/no-restricted-imports';

const IMPORTS = {
  pool: `import { DatabasePool } from '../../platform/database/database-pool.js';\nexport const x = DatabasePool;\n`,
  prisma: `import { PrismaClient } from '../../generated/prisma/client.js';\nexport const x = PrismaClient;\n`,
  pg: `import pg from 'pg';\nexport const x = pg;\n`,
  typeOnly: `import type { StatementRunner } from '../../platform/database/database-pool.js';\nexport type X = StatementRunner;\n`,
};

async function refusals(file: string, code: string): Promise<number> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return result.messages.filter((m) => m.ruleId === RULE).length;
}

describe('the database fence (eslint)', () => {
  it('refuses the pool, the Prisma client and pg in a service of a folder that is new', async () => {
    for (const code of [IMPORTS.pool, IMPORTS.prisma, IMPORTS.pg]) {
      expect(await refusals('src/features/tournaments/tournaments.service.ts', code)).toBe(1);
    }
  }, 60_000);

  it('lets a store, a statements file and the database folder reach it, and a type through', async () => {
    expect(await refusals('src/features/tournaments/tournaments.store.ts', IMPORTS.pool)).toBe(0);
    expect(await refusals('src/features/tournaments/tournament-statements.ts', IMPORTS.pg)).toBe(0);
    expect(await refusals('src/platform/database/another.ts', IMPORTS.pg)).toBe(0);
    expect(await refusals('src/features/tournaments/x.service.ts', IMPORTS.typeOnly)).toBe(0);
  }, 60_000);
});
