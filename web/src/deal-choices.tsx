// The choices before a deal's play as the analysis weighed them (GET /deals/{n}/analysis,
// `choices`): who chose what, its expected score for that player and, where an alternative
// scored more, the alternative (deal-analysis.tsx shows this under the play's analysis).
import type { DealAnalysisDto, GameViewDto } from './api/index.js';
import { moveName } from './hint.js';
import { useT } from './i18n.js';
import { seatNamer } from './names.js';

export function Choices({ analysis, view }: { analysis: DealAnalysisDto; view: GameViewDto }) {
  const t = useT();
  const name = seatNamer(view, t);
  if (analysis.choices.length === 0) return null;
  return (
    <>
      <h4 class="analysis-part">{t.analysis.choices}</h4>
      <p class="intro">{t.analysis.choicesIntro}</p>
      {/* Sampled, not solved: a few deals can contradict what happened (issue 48). */}
      <p class="intro estimate" id="choices-estimated">
        {t.choicesEstimated(Math.min(...analysis.choices.map((c) => c.samples)))}
      </p>
      <ol class="analysis-choices">
        {analysis.choices.map((c) => (
          <li key={c.index} class={c.lost > 0 ? 'choice lost' : 'choice'} data-lost={c.lost}>
            <span class="who">{name(c.seat)}</span>
            <span class="what">{moveName(c.action, t)}</span>
            <span class="expected">{t.analysis.expected(c.value)}</span>
            <span class="points">{t.analysis.lostBy(c.lost)}</span>
            {c.lost > 0 && (
              <span class="best">
                {t.analysis.better(moveName(c.best, t), c.bestValue)} {t.estimated(c.samples)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
