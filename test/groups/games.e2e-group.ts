// Games over HTTP: creating, joining, moves, refusals, whole games, deals' fairness.
// One Jest test file for these specs, so their dependencies load once (jest.config.js).
import '../analysis-bounds.e2e-spec.js';
import '../dead-seat-tokens.e2e-spec.js';
import '../deal-analysis.e2e-spec.js';
import '../fair-cut.e2e-spec.js';
import '../foundation.e2e-spec.js';
import '../games-actions.e2e-spec.js';
import '../idempotency-background.e2e-spec.js';
import '../idempotency-race.e2e-spec.js';
import '../keyed-move-replay.e2e-spec.js';
import '../keyed-long-game.e2e-spec.js';
import '../games-full-game.e2e-spec.js';
import '../games-lifecycle.e2e-spec.js';
import '../games-refusals.e2e-spec.js';
import '../generic-plans.e2e-spec.js';
import '../proof-at-game-end.e2e-spec.js';
import '../readme-walkthrough.e2e-spec.js';
import '../verify-deal.e2e-spec.js';
import '../view-caching.e2e-spec.js';
