import { describe, expect, it } from '@jest/globals';
import { load } from 'js-yaml';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// docs/deploy.md names the settings the recipe relies on, in one table of file, setting and why;
// the recipe in deploy/ must hold every one of them, as written, and be a compose file that parses.
const root = resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(resolve(root, file), 'utf8');

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
}

/** The rows of the table under "## The settings the recipe relies on": [file, setting]. */
function namedSettings(): [string, string][] {
  const doc = read('docs/deploy.md');
  const section = doc.split('## The settings the recipe relies on')[1]!.split('\n## ')[0]!;
  return section
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => {
      const [file, setting] = line
        .split('|')
        .slice(1, 3)
        .map((cell) => cell.trim().replace(/^`|`$/g, ''));
      return [file!, setting!];
    });
}

/** A config file's lines, trimmed, without comments. */
function settingLines(file: string): string[] {
  return read(file)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith(';'));
}

describe('the deployment recipe (deploy/, docs/deploy.md)', () => {
  const compose = load(read('deploy/compose.yaml')) as { services: Record<string, Service> };
  const apps = ['app1', 'app2', 'app3'].map((name) => compose.services[name]!);

  it('parses: PostgreSQL, pgbouncer, a migrate job, three instances after it, haproxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['app1', 'app2', 'app3', 'haproxy', 'migrate', 'pgbouncer', 'postgres'].sort(),
    );
    expect(compose.services.postgres!.image).toMatch(/^postgres:/);
    expect(compose.services.pgbouncer!.image).toMatch(/pgbouncer/);
    expect(compose.services.haproxy!.image).toMatch(/^haproxy:2\.6/);
    const migrate = compose.services.migrate!;
    expect(migrate.command).toEqual(['node', 'dist/scripts/migrate.js']);
    // Migrations take a session's advisory lock: straight to PostgreSQL, never the pooler.
    expect(new URL(migrate.environment!.DATABASE_URL!).host).toBe('postgres:5432');
    for (const app of apps) {
      expect(app.depends_on!.migrate).toEqual({ condition: 'service_completed_successfully' });
      expect(new URL(app.environment!.DATABASE_URL!).host).toBe('pgbouncer:6432');
      expect(new URL(app.environment!.DATABASE_DIRECT_URL!).host).toBe('postgres:5432');
    }
  });

  it('holds every setting docs/deploy.md names, in the file it names', () => {
    const named = namedSettings();
    expect(named.length).toBeGreaterThanOrEqual(20);
    const missing: string[] = [];
    for (const [file, setting] of named) {
      if (file === 'deploy/compose.yaml') {
        const [key, value] = [setting.slice(0, setting.indexOf('=')), setting.split('=')[1]];
        const wrong = apps.filter((app) => String(app.environment?.[key]) !== value);
        if (wrong.length > 0) missing.push(`${file}: ${setting}`);
      } else {
        const lines = settingLines(file);
        if (!lines.some((line) => line === setting || line.startsWith(`${setting} `)))
          missing.push(`${file}: ${setting}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names settings of each of the three files', () => {
    const files = new Set(namedSettings().map(([file]) => file));
    expect([...files].sort()).toEqual([
      'deploy/compose.yaml',
      'deploy/haproxy.cfg',
      'deploy/pgbouncer.ini',
    ]);
  });

  it('gives haproxy timeouts above the streams’ 15 s keep-alive and checks readiness', () => {
    const lines = settingLines('deploy/haproxy.cfg');
    for (const name of ['client', 'server']) {
      const line = lines.find((l) => l.startsWith(`timeout ${name} `))!;
      expect(Number(/(\d+)s$/.exec(line)![1])).toBeGreaterThan(15);
    }
    expect(lines).toContain('option httpchk GET /health/ready');
  });

  it('is linked from the README’s deployment section', () => {
    const readme = read('README.md');
    const section = readme
      .split('## Several instances and a connection pooler')[1]!
      .split('\n## ')[0]!;
    expect(section).toContain('[docs/deploy.md](docs/deploy.md)');
  });
});
