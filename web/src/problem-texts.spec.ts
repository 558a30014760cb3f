// Every problem code the service can answer has a sentence in both of the page's languages: a code
// without one showed the service's English detail on the Russian page.
import { describe, expect, it } from '@jest/globals';
import { en } from './i18n-en.js';
import { ru } from './i18n-ru.js';

/**
 * A module of Node's or of the service's, loaded past the page's type check (web/tsconfig.json
 * knows the browser's types only, and the service's sources reach Node's through the engine).
 */
const load = (specifier: string): Promise<unknown> => import(specifier);

/** Every code the service answers (what GET /problems lists). */
async function serviceCodes(): Promise<string[]> {
  const { problemStatuses } = (await load('../../src/platform/common/problem-codes.js')) as {
    problemStatuses(): Map<string, number>;
  };
  return [...problemStatuses().keys()];
}

/**
 * Codes a person can never meet through the page, each with the reason. None today: even the
 * HTTP reader's own (`malformed_request`, `headers_too_large`, `request_timeout`) can reach a
 * browser, and the deprecated `too_many_idempotent_answers` keeps its text for an older service.
 */
const NEVER_ON_THE_PAGE: Record<string, string> = {};

const DETAIL = 'The service’s own English detail.';
const CYRILLIC = /[а-яё]/i;

describe('the texts of the problem codes', () => {
  it('knows the codes it says no page meets', async () => {
    const codes = await serviceCodes();
    expect(Object.keys(NEVER_ON_THE_PAGE).filter((c) => !codes.includes(c))).toEqual([]);
  });

  it('says every code of the service in English and in Russian', async () => {
    const codes = (await serviceCodes()).filter((c) => !Object.hasOwn(NEVER_ON_THE_PAGE, c));
    expect(codes.length).toBeGreaterThan(100);
    const unsaid = codes.filter((code) => {
      const english = en.problem(code, DETAIL);
      const russian = ru.problem(code, DETAIL);
      return english === DETAIL || CYRILLIC.test(english) || !CYRILLIC.test(russian);
    });
    expect(unsaid).toEqual([]);
  });

  it("says the page's own code for a call that never reached the service", () => {
    expect(en.problem('service_unreachable', DETAIL)).not.toBe(DETAIL);
    expect(ru.problem('service_unreachable', DETAIL)).toMatch(CYRILLIC);
  });

  it("shows a refusal through its code's sentence on every page, never the bare detail", async () => {
    const fs = (await load('node:fs')) as {
      readdirSync(dir: URL): string[];
      readFileSync(file: URL, encoding: 'utf8'): string;
    };
    const dir = new URL('.', import.meta.url);
    const bare = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.tsx'))
      .filter((file) =>
        /instanceof Refused \? \w+\.message/.test(fs.readFileSync(new URL(file, dir), 'utf8')),
      );
    expect(bare).toEqual([]);
  });
});
