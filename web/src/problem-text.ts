// Small helpers of the texts: a problem's sentence by its code, and signed points.

/** The sentence for a problem's code; the service's own detail for a code this page does not know. */
export function problemIn(
  sentences: Record<string, string>,
  code: string | undefined,
  detail: string,
): string {
  return code !== undefined && Object.hasOwn(sentences, code) ? sentences[code] : detail;
}

/** "+120", "-120", "0". */
export const signed = (points: number) => (points > 0 ? `+${points}` : String(points));
