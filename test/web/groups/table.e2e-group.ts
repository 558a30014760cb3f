// The web client's table: dealing, giving, playing, the reasons it gives, the deal's end and its analysis.
// One Jest test file for these specs, so their dependencies load once (jest.config.js).
import '../bid-stepper.e2e-spec.js';
import '../deal-analysis.e2e-spec.js';
import '../deal-over-events.e2e-spec.js';
import '../deal-over-phone.e2e-spec.js';
import '../short-phone.e2e-spec.js';
import '../give-cards.e2e-spec.js';
import '../hidden-headings.e2e-spec.js';
import '../play-deal.e2e-spec.js';
import '../spectator.e2e-spec.js';
import '../table-finished.e2e-spec.js';
import '../table-layout.e2e-spec.js';
import '../table-reasons.e2e-spec.js';
import '../talon-and-given.e2e-spec.js';
import '../table-trick.e2e-spec.js';
import '../unplayable-cards.e2e-spec.js';
