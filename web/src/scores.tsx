// The game's score table (GET /score-table), one row per deal with the events that changed each
// total, and a score as the tables write it.
import type { GameViewDto, ScoreEntryDto, ScoreTableDto } from './api/index.js';
import { useT, type Messages } from './i18n.js';
import { seatNamer } from './names.js';
import { shownNumber, signedNumber } from './signed.js';

export const scoreText = (e: ScoreEntryDto, t: Messages) =>
  e.bolt ? t.bolt : e.score === null ? '—' : signedNumber(e.score);

interface Props {
  view: GameViewDto;
  scores: ScoreTableDto | null;
  /** The section's id (the drawer's and the finished game's tables may be on the page at once). */
  id?: string;
}

export function ScoreTable({ view, scores, id = 'score-table' }: Props) {
  const t = useT();
  const titleId = id === 'score-table' ? 'scores-title' : `${id}-title`;
  const name = seatNamer(view, t);
  const rows = scores?.rows ?? [];
  return (
    <section id={id} class="panel scores" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.scoreTable}</h2>
      {rows.length === 0 ? (
        <p>{t.noScores}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">#</th>
              {view.seats.map((s) => (
                <th key={s.seat} scope="col">
                  {name(s.seat)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.deal}>
                <th scope="row">{row.deal}</th>
                {view.seats.map((s) => {
                  const e = row.entries.find((x) => x.seat === s.seat);
                  if (!e) return <td key={s.seat} />;
                  // A bolt's own event says it (a third bolt with its points).
                  const score = e.bolt && e.events.length > 0 ? '' : ` (${scoreText(e, t)})`;
                  return (
                    <td key={s.seat}>
                      {`${shownNumber(e.total)}${score}`}
                      {/* Whose contract the deal was, and how it went (a trial could not tell). */}
                      {row.declarer === s.seat && (
                        <p class="contract-mark">{t.contractMark(row.contract, row.result)}</p>
                      )}
                      <ScoreEvents entry={e} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** What changed a seat's total in a deal besides its score (bolts, the barrel, collisions...). */
export function ScoreEvents({ entry }: { entry: ScoreEntryDto }) {
  const t = useT();
  if (entry.events.length === 0) return null;
  return (
    <ul class="events">
      {entry.events.map((x, i) => (
        <li key={i}>{t.scoreEvent(x)}</li>
      ))}
    </ul>
  );
}

/** A row's player, wrapping anywhere (dialogs.css), the full name kept in its title. */
export function NameCell({ name }: { name: string }) {
  return (
    <th scope="row" class="who" title={name}>
      {name}
    </th>
  );
}
