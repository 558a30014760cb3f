// The web client across reloads, absences, lost connections and stale pages.
// One Jest test file for these specs, so their dependencies load once (jest.config.js).
import '../away-and-back.e2e-spec.js';
import '../leave-and-watch.e2e-spec.js';
import '../never-stale.e2e-spec.js';
import '../offline-move.e2e-spec.js';
import '../presence.e2e-spec.js';
import '../resume.e2e-spec.js';
import '../seat-cache.e2e-spec.js';
import '../stale-refusal.e2e-spec.js';
import '../stream-ended.e2e-spec.js';
import '../timeout-notice.e2e-spec.js';
import '../turn-clock-skew.e2e-spec.js';
import '../waits-for-people.e2e-spec.js';
