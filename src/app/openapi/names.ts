/** A components name from free text: its words, each capitalised, joined (`game_not_found` → `GameNotFound`). */
export const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
