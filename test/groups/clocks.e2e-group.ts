// Bots, their pace, absent players and turn clocks.
// One Jest test file for these specs, so their dependencies load once (jest.config.js).
import '../bots.e2e-spec.js';
import '../pace-and-absence.e2e-spec.js';
import '../turn-clock.e2e-spec.js';
import '../turn-clock-races.e2e-spec.js';
import '../claim-takeover.e2e-spec.js';
import '../unpaced-takeover.e2e-spec.js';
