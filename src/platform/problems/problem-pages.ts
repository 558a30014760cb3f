// The pages a problem's `type` names (src/core/table/problem.ts): one per code, and an index, each as
// HTML for a person or as JSON for a program, from the one list of codes (problem-codes.ts) and their
// documentation (src/core/table/problem-docs.ts).
import { PROBLEM_DOCS, problemSlug, type ProblemDoc } from '../../core/table/problem-docs.js';
import { problemType } from '../../core/table/problem.js';
import { problemStatuses } from '../common/problem-codes.js';

/** One code's page as JSON. */
export interface ProblemPage extends ProblemDoc {
  code: string;
  type: string;
  status: number;
}

/** Every documented code with its status, in status order. */
export function problemPages(): ProblemPage[] {
  return [...problemStatuses()]
    .filter(([code]) => Object.hasOwn(PROBLEM_DOCS, code))
    .map(([code, status]) => ({ code, type: problemType(code), status, ...PROBLEM_DOCS[code] }));
}

/** The page of a code named `not-your-turn` or `not_your_turn`; null when there is none. */
export function problemPage(name: string): ProblemPage | null {
  const code = name.replace(/-/g, '_');
  return problemPages().find((p) => p.code === code) ?? null;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Escaped, with `code` spans as <code>. */
const prose = (text: string) =>
  escape(text).replace(/`([^`]+)`/g, (_m, inner: string) => `<code>${inner}</code>`);

function document(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(title)}</title></head>`,
    `<body><main>${body}</main></body>`,
    '</html>',
    '',
  ].join('\n');
}

export function problemHtml(page: ProblemPage): string {
  return document(
    `${page.title}: ${page.code} (${page.status})`,
    [
      `<h1>${escape(page.title)}</h1>`,
      '<dl>',
      `<dt>code</dt><dd><code>${escape(page.code)}</code></dd>`,
      `<dt>HTTP status</dt><dd>${page.status}</dd>`,
      `<dt>type</dt><dd><code>${escape(page.type)}</code></dd>`,
      '</dl>',
      '<h2>What it means</h2>',
      `<p>${prose(page.meaning)}</p>`,
      '<h2>What a client should do</h2>',
      `<p>${prose(page.action)}</p>`,
      '<p>Every error of this API is an RFC 9457 problem (<code>application/problem+json</code>): ' +
        'switch on its <code>code</code>; <code>detail</code> says what happened this time. ' +
        '<a href="/problems">All problem codes</a>.</p>',
    ].join('\n'),
  );
}

/**
 * The index: one line per code, its link within the line's text. A table of three columns (status,
 * code, title) ran 467 px wide on a 390 px phone, and axe's target-size rule found its links, each
 * alone in a cell, too small and too close; the pages have no stylesheet to space them (problems.controller.ts, PAGE_CSP).
 */
export function problemIndexHtml(pages: ProblemPage[]): string {
  const items = pages.map(
    (p) =>
      `<li><a href="/problems/${problemSlug(p.code)}"><code>${escape(p.code)}</code></a> (${p.status}): ${escape(p.title)}</li>`,
  );
  return document(
    'Problem codes',
    [
      '<h1>Problem codes</h1>',
      '<p>Every error of this API is an RFC 9457 problem (<code>application/problem+json</code>) ' +
        'whose <code>type</code> is the page of its <code>code</code> below, with its HTTP ' +
        'status and title, in order of status.</p>',
      `<ul>\n${items.join('\n')}\n</ul>`,
    ].join('\n'),
  );
}
