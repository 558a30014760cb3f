// The score table in a drawer (a modal dialog at the side), so it never pushes the table down.
import { useEffect, useRef } from 'preact/hooks';
import type { GameViewDto, ScoreTableDto } from './api/index.js';
import { useT } from './i18n.js';
import { ScoreTable } from './scores.js';

interface Props {
  view: GameViewDto;
  scores: ScoreTableDto | null;
  open: boolean;
  close(): void;
}

export function ScoreDrawer({ view, scores, open, close }: Props) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={dialog} class="drawer" aria-labelledby="scores-title" onClose={close}>
      {open && <ScoreTable view={view} scores={scores} />}
      <div class="dialog-actions">
        <button type="button" onClick={close}>
          {t.close}
        </button>
      </div>
    </dialog>
  );
}
