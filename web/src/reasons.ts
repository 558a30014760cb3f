// The hint's machine reason (the lead's contract, issue 26): `explanation: {code, params}` beside
// the English `reason`. Typed here until the SDK (web/src/api) has it; the page translates each code
// (reasons-en.ts, reasons-ru.ts) and falls back to `reason` for a code it does not know.
import type { HintDto } from './api/index.js';

export type ReasonParams = Record<string, string | number>;

export interface HintExplanation {
  code: string;
  params: ReasonParams;
}

/** A hint as the service answers it once the explanation lands; the SDK's HintDto before. */
export type ExplainedHint = HintDto & { explanation?: HintExplanation };

/** One sentence per code; params as the contract names them. */
export type ReasonTexts = Record<string, (p: ReasonParams) => string>;

/** The sentence for the hint's reason, in the language of `texts`. */
export function reasonText(
  hint: ExplainedHint,
  texts: ReasonTexts,
  names: { card(c: string): string; suit(s: string): string },
) {
  const e = hint.explanation;
  const text = e ? texts[e.code] : undefined;
  if (!e || !text) return hint.reason;
  const params: ReasonParams = { ...e.params };
  for (const key of ['card', 'first', 'second'])
    if (typeof params[key] === 'string') params[key] = names.card(String(params[key]));
  if (typeof params.suit === 'string') params.suit = names.suit(params.suit);
  return text(params);
}
