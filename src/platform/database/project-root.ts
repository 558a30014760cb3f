// The project's root folder, on its own so that every database module can use it without importing
// another (database-url.ts and embedded-postgres.ts once imported each other for it).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root folder (the one holding package.json and node_modules), found from this file's
 * location so it is the same from `src/` (tests) and from `dist/src/` (compiled scripts).
 */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'node_modules')))
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
