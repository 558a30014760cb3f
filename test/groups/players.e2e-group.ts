// Players, their stream, the queue, online tables and ratings.
// One Jest test file for these specs, so their dependencies load once (jest.config.js).
import '../online-leaks.e2e-spec.js';
import '../online-lobby.e2e-spec.js';
import '../player-idempotency.e2e-spec.js';
import '../player-stream.e2e-spec.js';
import '../away-turns.e2e-spec.js';
import '../player-token-rotation.e2e-spec.js';
import '../player-token-revocation.e2e-spec.js';
import '../players.e2e-spec.js';
import '../queue.e2e-spec.js';
import '../queue-races.e2e-spec.js';
import '../queue-bounds.e2e-spec.js';
import '../ratings.e2e-spec.js';
import '../ratings-races.e2e-spec.js';
import '../ratings-shared-seats.e2e-spec.js';
import '../rating-policy.e2e-spec.js';
import '../rating-newcomers.e2e-spec.js';
import '../rated-bots.e2e-spec.js';
import '../rated-computers.e2e-spec.js';
import '../bot-accounts.e2e-spec.js';
import '../challenges.e2e-spec.js';
import '../challenge-abuse.e2e-spec.js';
import '../bot-ladder.e2e-spec.js';
import '../reference-bot.e2e-spec.js';
