// The game streams: admission, limits, tickets, seat binding, an outage.
// One Jest test file for these specs, so their dependencies load once (jest.config.js).
import '../stream-admission.e2e-spec.js';
import '../stream-connection.e2e-spec.js';
import '../stream-first-view.e2e-spec.js';
import '../stream-limits.e2e-spec.js';
import '../stream-outage.e2e-spec.js';
import '../stream-presence.e2e-spec.js';
import '../stream-seat-binding.e2e-spec.js';
import '../stream-tickets.e2e-spec.js';
import '../streams.e2e-spec.js';
import '../outbox.e2e-spec.js';
import '../outbox-finishing.e2e-spec.js';
import '../outbox-rows.e2e-spec.js';
import '../pooler.e2e-spec.js';
import '../pooler-outage.e2e-spec.js';
import '../postgres-restart.e2e-spec.js';
