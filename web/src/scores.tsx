// How the last deal ended (the view's previousDeal: its row, card points and last trick) and the
// game's score table (GET /score-table), one row per deal.
import type { GameViewDto, PreviousDealDto, ScoreEntryDto, ScoreTableDto } from './api/index.js';
import { CardFace } from './card-face.js';
import { useT, type Messages } from './i18n.js';
import { seatNamer } from './names.js';

const scoreText = (e: ScoreEntryDto, t: Messages) =>
  e.bolt ? t.bolt : e.score === null ? '—' : e.score > 0 ? `+${e.score}` : String(e.score);

export function PreviousDeal({ view, previous }: { view: GameViewDto; previous: PreviousDealDto }) {
  const t = useT();
  const name = seatNamer(view, t);
  const row = previous.row;
  const title = t.previousDeal(previous.number);
  return (
    <section
      id="previous-deal"
      data-deal={previous.number}
      class="panel previous"
      aria-labelledby="previous-title"
    >
      <h2 id="previous-title">{title}</h2>
      <p>
        {row.declarer !== null && `${t.declarer}: ${name(row.declarer)}, `}
        {row.contract !== null && `${t.contract.toLowerCase()} ${row.contract}: `}
        {t.result[row.result]}
      </p>
      <table>
        <caption class="sr-only">{title}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span class="sr-only">{t.players}</span>
            </th>
            <th scope="col">{t.cardPoints}</th>
            <th scope="col">{t.score}</th>
            <th scope="col">{t.total}</th>
          </tr>
        </thead>
        <tbody>
          {row.entries.map((e) => (
            <tr key={e.seat} class="score-row">
              <th scope="row">{name(e.seat)}</th>
              <td>{previous.points[e.seat] ?? 0}</td>
              <td>{scoreText(e, t)}</td>
              <td>{e.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {previous.lastTrick && (
        <p class="played-inline">
          {t.lastTrick}:{' '}
          {previous.lastTrick.cards.map((c) => (
            <CardFace key={c.card} card={c.card} />
          ))}{' '}
          {t.tookIt(name(previous.lastTrick.winner))}
        </p>
      )}
    </section>
  );
}

export function ScoreTable({ view, scores }: { view: GameViewDto; scores: ScoreTableDto | null }) {
  const t = useT();
  const name = seatNamer(view, t);
  const rows = scores?.rows ?? [];
  return (
    <section id="score-table" class="panel scores" aria-labelledby="scores-title">
      <h2 id="scores-title">{t.scoreTable}</h2>
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
                  return <td key={s.seat}>{e ? `${e.total} (${scoreText(e, t)})` : ''}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
