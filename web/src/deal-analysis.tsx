// A finished deal's play as the exact solver measured it (GET /deals/{n}/analysis), shown in the
// end-of-deal dialog on request: per seat its cards, best cards and points lost; per card a bar of
// the points it cost its side and, where it cost some, the best moves instead.
import { useEffect, useState } from 'preact/hooks';
import {
  getDealAnalysis,
  type BestMoveDto,
  type CardAnalysisDto,
  type DealAnalysisDto,
  type GameViewDto,
} from './api/index.js';
import { client, ok, Refused } from './api-client.js';
import { face } from './cards.js';
import { Choices } from './deal-choices.js';
import { useT, type Messages } from './i18n.js';
import { seatNamer } from './names.js';
import { NameCell } from './scores.js';

type Loaded = { analysis: DealAnalysisDto } | { problem: 'none' | 'busy' | 'failed' } | null;

/** The analysis of deal `deal`, read once it is asked for (computing it may take a moment). */
function useAnalysis(gameId: string, deal: number, asked: boolean): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    if (!asked) return;
    let live = true;
    setLoaded(null);
    ok(getDealAnalysis({ client, path: { gameId, deal } })).then(
      (analysis) => live && setLoaded({ analysis }),
      (e: unknown) => {
        if (!live) return;
        const status = e instanceof Refused ? e.status : undefined;
        // 429: another analysis from this address is under way (too_many_analyses).
        const busy = status === 503 || status === 429;
        setLoaded({ problem: status === 404 ? 'none' : busy ? 'busy' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [gameId, deal, asked]);
  return loaded;
}

/** The best moves where the card played cost points; a king or queen says its declaration. */
function bestText(c: CardAnalysisDto, t: Messages): string {
  const named = (m: BestMoveDto) => {
    const card = t.card(m.card);
    // The card played was best as a card: what differed was the declaration.
    if (m.card !== c.card) return card;
    return m.declareMarriage ? t.analysis.withMarriage(card) : t.analysis.withoutMarriage(card);
  };
  return t.analysis.best(c.bestMoves.map(named).join(', '));
}

function Moves({ analysis, view }: { analysis: DealAnalysisDto; view: GameViewDto }) {
  const t = useT();
  const name = seatNamer(view, t);
  const most = Math.max(1, ...analysis.cards.map((c) => c.lost));
  return (
    <ol class="analysis-moves">
      {analysis.cards.map((c) => (
        <li
          key={c.index}
          class={`move${c.lost > 0 ? ' lost' : ''}${c.index % 3 === 2 ? ' trick-end' : ''}`}
          data-lost={c.lost}
          aria-label={t.analysis.move(c.index + 1, name(c.seat), t.card(c.card), c.lost)}
        >
          <span class="who" aria-hidden="true">
            {name(c.seat)}
          </span>
          <span class="card-name" aria-hidden="true">
            {face(c.card, t.faceRanks)}
          </span>
          <meter min={0} max={most} value={c.lost} aria-hidden="true" />
          <span class="points" aria-hidden="true">
            {t.analysis.lostBy(c.lost)}
          </span>
          {c.lost > 0 && <span class="best">{bestText(c, t)}</span>}
        </li>
      ))}
    </ol>
  );
}

function Seats({ analysis, view }: { analysis: DealAnalysisDto; view: GameViewDto }) {
  const t = useT();
  const name = seatNamer(view, t);
  return (
    <table class="analysis-seats">
      <thead>
        <tr>
          <th scope="col">{t.player}</th>
          <th scope="col">{t.analysis.moves}</th>
          <th scope="col">{t.analysis.exact}</th>
          <th scope="col">{t.analysis.lost}</th>
        </tr>
      </thead>
      <tbody>
        {analysis.seats.map((s) => (
          <tr key={s.seat} data-seat={s.seat}>
            <NameCell name={name(s.seat)} />
            <td>{s.moves}</td>
            <td>{s.exact}</td>
            <td>{s.pointsLost}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the bars and numbers mean: the play's are exact, the choices' estimated (issue 48). */
function Legend() {
  const t = useT();
  return (
    <dl class="analysis-legend" id="analysis-legend">
      <dt>
        <meter min={0} max={2} value={1} aria-hidden="true" /> {t.legendBar}
      </dt>
      <dd>{t.legendBarMeans}</dd>
      <dt>{t.analysis.exact}</dt>
      <dd>{t.legendExact}</dd>
      <dt>{t.analysis.choices}</dt>
      <dd>{t.legendEstimated}</dd>
    </dl>
  );
}

/** The button that asks for the analysis, then the analysis in place of it. */
export function DealAnalysis({ view, deal }: { view: GameViewDto; deal: number }) {
  const t = useT();
  const [asked, setAsked] = useState(false);
  const loaded = useAnalysis(view.id, deal, asked);
  if (!asked) {
    return (
      <button type="button" class="show-analysis" onClick={() => setAsked(true)}>
        {t.analysis.show}
      </button>
    );
  }
  return (
    <section
      id="deal-analysis"
      class="analysis"
      data-deal={deal}
      aria-labelledby="analysis-title"
      aria-busy={loaded === null}
    >
      <h3 id="analysis-title">{t.analysis.title(deal)}</h3>
      {loaded === null ? (
        <p role="status">{t.analysis.loading}</p>
      ) : 'problem' in loaded ? (
        <p role="status">{t.analysis[loaded.problem]}</p>
      ) : (
        <>
          <p class="intro">{t.analysis.intro}</p>
          <Legend />
          <Seats analysis={loaded.analysis} view={view} />
          <Moves analysis={loaded.analysis} view={view} />
          <Choices analysis={loaded.analysis} view={view} />
        </>
      )}
    </section>
  );
}
