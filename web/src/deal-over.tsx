// The end-of-deal dialog, over the felt but not modal (the next deal's moves stay in reach): the
// contract made or failed, and per seat its card points, marriages, score with the events that
// changed it (bolts, the barrel, collisions, the dump truck) and total, and on request the
// analysis of its play (deal-analysis.tsx). It stays until closed (for good: a reload does not
// bring it back), or until the next deal's first card unless the person took it up (useDealOver).
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import {
  listEvents,
  type CompletedTrickDto,
  type GameViewDto,
  type MarriageDto,
  type PreviousDealDto,
} from './api/index.js';
import { client, ok } from './api-client.js';
import { CardFace } from './card-face.js';
import { DealAnalysis } from './deal-analysis.js';
import { useT } from './i18n.js';
import { seatNamer } from './names.js';
import { NameCell, ScoreEvents, scoreText } from './scores.js';
import { shownNumber } from './signed.js';
import { loadClosedDeal, saveClosedDeal } from './storage.js';
import { surrenderedBy, type SurrenderedBy } from './surrendered-by.js';

/** How far back the log is read for a surrender: a deal and the next one's first moves. */
const SURRENDER_LOOKBACK = 200;

/**
 * The verdict of a deal (the dialog's, and the one read out when it ends): a surrender the
 * computer standing in made says so, read from the log's end once the previous deal is known.
 */
export function useVerdict(view: GameViewDto): (deal: PreviousDealDto) => string {
  const t = useT();
  const name = seatNamer(view, t);
  const [by, setBy] = useState<{ deal: number; by: SurrenderedBy } | null>(null);
  const previous = view.previousDeal;
  const declarer = previous?.row.result === 'surrendered' ? previous.row.declarer : null;
  const awayNow = declarer !== null && (view.seats[declarer]?.away ?? false);
  useEffect(() => {
    if (!previous || declarer === null) return;
    let live = true;
    const gameId = view.id;
    (async () => {
      const { lastSeq } = await ok(listEvents({ client, path: { gameId }, query: { limit: 1 } }));
      const after = Math.max(0, lastSeq - SURRENDER_LOOKBACK);
      const page = await ok(listEvents({ client, path: { gameId }, query: { after } }));
      const found = surrenderedBy(page.events, previous.number, declarer, awayNow);
      if (live && found) setBy({ deal: previous.number, by: found });
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [view.id, previous?.number, declarer]);
  return ({ number, row }) => {
    const how = by?.deal === number && by.by !== 'person' ? by.by : null;
    if (how && row.declarer !== null)
      return t.standInSurrendered(name(row.declarer), row.contract, how);
    return t.verdict(row.declarer === null ? null : name(row.declarer), row.contract, row.result);
  };
}

/** The deal the dialog shows (null while it is closed), keeping it open, and closing it. */
export interface DealOverState {
  shown: PreviousDealDto | null;
  /** Keeps the deal's dialog past the next deal's first card: the person is reading it. */
  keep(deal: number): void;
  close(): void;
}

/** Which deal's end the dialog shows: the table lays out around it (timeout-notice.tsx). */
export function useDealOver(view: GameViewDto): DealOverState {
  const [shown, setShown] = useState<PreviousDealDto | null>(null);
  const [closed, setClosed] = useState(() => loadClosedDeal(view.id));
  const [kept, setKept] = useState<number | null>(null);
  const previous = view.previousDeal;
  useEffect(() => {
    if (previous && previous.number !== shown?.number) setShown(previous);
    // The next deal's first card is down (the view keeps a deal's end until then): a dialog left
    // open lay over its tricks (a trial, on a phone), so it goes, unless the person took it up
    // (a tap or a key in it: Details, the analysis) and is reading it.
    else if (!previous && shown && kept !== shown.number) setShown(null);
  }, [previous?.number]);
  const open = shown !== null && closed !== shown.number;
  const close = () => {
    if (!shown) return;
    saveClosedDeal(view.id, shown.number);
    setClosed(shown.number);
  };
  return { shown: open ? shown : null, keep: setKept, close };
}

interface Props {
  view: GameViewDto;
  dealOver: DealOverState;
  /** The marriages each deal had, as this page saw them (the previous deal's view lacks them). */
  marriagesOf(deal: number): MarriageDto[];
  /** What the deal came to, in a sentence (useVerdict). */
  verdict(deal: PreviousDealDto): string;
}

/**
 * Escape closes the open dialog (unless a field has the key), and the dialog takes the focus when
 * it opens onto a page where nothing has it: a keyboard user was left on the page's body, a tab
 * walk away from Continue (a trial). Focus held elsewhere (the next deal's bid) stays there.
 */
function useDialogKeys(open: boolean, close: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The newest: a dialog left open shows the next deal's end in its place, and Escape closes that.
  const latest = useRef(close);
  latest.current = close;
  // Before the dialog is painted: once it shows, Escape closes it (a key pressed as it appeared
  // was lost when the listener came after the paint).
  useLayoutEffect(() => {
    if (!open) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body) dialog.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      const field = (e.target as HTMLElement | null)?.closest?.('input, select, textarea');
      if (e.key === 'Escape' && !e.defaultPrevented && !field) latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return dialog;
}

export function DealOver({ view, dealOver, marriagesOf, verdict }: Props) {
  const t = useT();
  const { shown } = dealOver;
  const dialog = useDialogKeys(shown !== null, dealOver.close);
  // Opened out on request (Details, kept apart from the dialog's one action, Continue).
  const [details, setDetails] = useState<number | null>(null);
  if (!shown) return null;
  const row = shown.row;
  const marriages = marriagesOf(shown.number);
  const title = t.previousDeal(shown.number);
  // The person's move, their clock running: a trial found the dialog over both opponents and the
  // talon on a phone, its score table cut off. On a narrow screen it is a short sheet under the
  // table then (dialogs.css), the deal's details a tap away; a wider one has room for it all.
  // Kept past the next deal's first card (useDealOver): whole, but beside the trick, not over it.
  const aside = view.previousDeal?.number !== shown.number;
  const brief = !aside && view.legalActions.length > 0 && details !== shown.number;
  return (
    <dialog
      open
      ref={dialog}
      tabIndex={-1}
      id="previous-deal"
      class={aside ? 'deal-over aside' : brief ? 'deal-over brief' : 'deal-over'}
      data-deal={shown.number}
      aria-labelledby="previous-title"
      onPointerDown={() => dealOver.keep(shown.number)}
      onKeyDown={() => dealOver.keep(shown.number)}
    >
      <h2 id="previous-title">{title}</h2>
      <p class="verdict">{verdict(shown)}</p>
      <div class="deal-over-details">
        {shown.lastTrick && <FinalTrick view={view} trick={shown.lastTrick} />}
        <DealTable view={view} shown={shown} marriages={marriages} title={title} />
        {/* A redealt or surrendered deal had no play of the cards to analyse. */}
        {(row.result === 'made' || row.result === 'failed') && (
          <DealAnalysis key={shown.number} view={view} deal={shown.number} />
        )}
      </div>
      <div class="deal-over-actions">
        {brief && (
          <button
            type="button"
            class="secondary show-details"
            onClick={() => setDetails(shown.number)}
          >
            {t.dealDetails}
          </button>
        )}
        <div class="dialog-actions">
          <button type="button" onClick={dealOver.close}>
            {t.continue}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** Each seat's line of the deal: card points, marriages, the score with its events, the total. */
function DealTable(props: {
  view: GameViewDto;
  shown: PreviousDealDto;
  marriages: MarriageDto[];
  title: string;
}) {
  const { view, shown, marriages, title } = props;
  const t = useT();
  const name = seatNamer(view, t);
  const row = shown.row;
  return (
    <table>
      <caption class="sr-only">{title}</caption>
      <thead>
        <tr>
          <th scope="col">{t.player}</th>
          <th scope="col">{t.cardPoints}</th>
          <th scope="col">{t.marriages}</th>
          <th scope="col">{t.score}</th>
          <th scope="col">{t.total}</th>
        </tr>
      </thead>
      <tbody>
        {row.entries.map((e) => (
          <tr key={e.seat} class="score-row">
            <NameCell name={name(e.seat)} />
            <td>{shown.points[e.seat] ?? 0}</td>
            <td>
              {marriages.filter((m) => m.seat === e.seat).reduce((sum, m) => sum + m.value, 0) ||
                '—'}
            </td>
            <td class="events-cell">
              {/* A bolt's own event says it. */}
              {!(e.bolt && e.events.length > 0) && scoreText(e, t)}
              <ScoreEvents entry={e} />
            </td>
            <td>{shownNumber(e.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The deal's final trick, its winner's card marked: the dialog opens on the trick that ended it. */
function FinalTrick({ view, trick }: { view: GameViewDto; trick: CompletedTrickDto }) {
  const t = useT();
  const name = seatNamer(view, t);
  return (
    <section class="final-trick" aria-labelledby="final-trick-title">
      <h3 id="final-trick-title">{t.finalTrick}</h3>
      <ul>
        {trick.cards.map((c, i) => (
          <li key={c.card} class={c.seat === trick.winner ? 'won' : undefined}>
            <CardFace card={c.card} note={i === 0 ? t.led : undefined} by={name(c.seat)} />
            <span aria-hidden="true">{name(c.seat)}</span>
          </li>
        ))}
      </ul>
      <p>{t.tookIt(name(trick.winner))}</p>
    </section>
  );
}
