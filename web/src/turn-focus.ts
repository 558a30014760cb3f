// Keyboard play across turns: a move's button or card disappears once it is made, which leaves the
// focus on the page's body. When the seat's turn comes back with the focus lost, it goes to the
// first offered move, so a keyboard user plays on with Tab and Enter, never hunting from the top.
import { useEffect } from 'preact/hooks';

const OFFERED =
  '#actions button:enabled:not(.secondary):not(.step), #actions select, #hand button:enabled';

export function useTurnFocus(myTurn: boolean, version: number): void {
  useEffect(() => {
    if (!myTurn) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    const first = document.querySelector<HTMLElement>(OFFERED);
    first?.focus();
  }, [myTurn, version]);
}
