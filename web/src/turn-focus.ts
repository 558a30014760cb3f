// Keyboard play across turns: a move's button or card disappears once it is made, which leaves the
// focus on the page's body. When the seat's turn comes back with the focus lost, it goes to the
// first offered move, so a keyboard user plays on with Tab and Enter, never hunting from the top.
// And on a screen too short for the whole table (table.css), the turn brings the trick, the moves
// and then the hand into sight, each as far as it must go: a trial bid with its hand below the
// screen, and followed suit on a phone on its side with the trick above it.
import { useEffect } from 'preact/hooks';

const OFFERED =
  '#actions button:enabled:not(.secondary):not(.step), #actions select, #hand button:enabled';

export function useTurnFocus(myTurn: boolean, version: number): void {
  useEffect(() => {
    if (!myTurn) return;
    for (const part of ['.trick-area', '#actions', '#hand'])
      document.querySelector(part)?.scrollIntoView({ block: 'nearest' });
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    const first = document.querySelector<HTMLElement>(OFFERED);
    first?.focus({ preventScroll: true });
  }, [myTurn, version]);
}
