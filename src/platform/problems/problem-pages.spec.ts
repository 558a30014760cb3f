import { describe, expect, it } from '@jest/globals';
import { PROBLEM_DOCS } from '../../core/table/problem-docs.js';
import { problemBody, problemType } from '../../core/table/problem.js';
import {
  ALL_PROBLEM_CODES,
  OTHER_PROBLEM_CODES,
  problemStatuses,
} from '../common/problem-codes.js';
import { problemHtml, problemIndexHtml, problemPage, problemPages } from './problem-pages.js';

const answered = [...ALL_PROBLEM_CODES, ...Object.values(OTHER_PROBLEM_CODES).flat()];

describe('the problem pages', () => {
  it('document every code the service answers, and no code it does not', () => {
    expect(answered.filter((code) => !Object.hasOwn(PROBLEM_DOCS, code))).toEqual([]);
    expect(Object.keys(PROBLEM_DOCS).filter((code) => !problemStatuses().has(code))).toEqual([]);
    expect(
      problemPages()
        .map((p) => p.code)
        .sort(),
    ).toEqual([...new Set(answered)].sort());
  });

  it('give each code a title, a meaning and what to do', () => {
    for (const page of problemPages()) {
      expect([page.code, page.title.length > 0, page.meaning.length > 20]).toEqual([
        page.code,
        true,
        true,
      ]);
      expect(page.action.length).toBeGreaterThan(10);
    }
  });

  it("make a problem's type the path of its code's page, and about:blank for a code without one", () => {
    expect(problemBody(409, 'not_your_turn', 'Conflict', 'x').type).toBe('/problems/not-your-turn');
    expect(problemType('route_not_found')).toBe('/problems/route-not-found');
    expect(problemType('http_error')).toBe('about:blank');
    expect(problemPage('not-your-turn')).toMatchObject({ code: 'not_your_turn', status: 409 });
    expect(problemPage('not_your_turn')?.type).toBe('/problems/not-your-turn');
    expect(problemPage('no-such-code')).toBeNull();
    expect(problemPage('__proto__')).toBeNull();
  });

  it('take each status from the codes list', () => {
    expect(problemPage('version_mismatch')?.status).toBe(412);
    expect(problemPage('must_follow_suit')?.status).toBe(422);
    expect(problemPage('game_over')?.status).toBe(409);
    expect(problemPage('headers_too_large')?.status).toBe(431);
  });

  it('render HTML with the text escaped and code spans marked', () => {
    const page = problemPage('invalid_if_match')!;
    const html = problemHtml({ ...page, meaning: 'a <b>tag</b> and `If-Match`' });
    expect(html).toContain('a &#60;b&#62;tag&#60;/b&#62; and <code>If-Match</code>');
    expect(html).toContain('<dd>400</dd>');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    const index = problemIndexHtml(problemPages());
    expect(index).toContain('<a href="/problems/not-your-turn"><code>not_your_turn</code></a>');
  });
});
