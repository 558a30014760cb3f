// Numbers as the table prints them: a negative one with the minus sign (U+2212), as the stepper's
// "−5" and a card's "−12" in the analysis, never a hyphen beside them ("-30" next to "−5").

/** `n`, with − when it is negative. */
export const shownNumber = (n: number): string => (n < 0 ? `−${-n}` : String(n));

/** `n` with its sign: +30, −30, 0. */
export const signedNumber = (n: number): string => (n > 0 ? `+${n}` : shownNumber(n));
