// The web client's lobby, online play, players and the page's reach: accessibility, origins, a missing browser.
// One Jest test file for these specs, so their dependencies load once (jest.config.js).
import '../accessibility.e2e-spec.js';
import '../axe-sizes.e2e-spec.js';
import '../chromium-missing.e2e-spec.js';
import '../cross-origin.e2e-spec.js';
import '../leaderboard.e2e-spec.js';
import '../lobby-and-moves.e2e-spec.js';
import '../lobby-empty-tables.e2e-spec.js';
import '../lobby-phone-form.e2e-spec.js';
import '../online-play.e2e-spec.js';
import '../play-now-new-player.e2e-spec.js';
import '../play-now.e2e-spec.js';
import '../your-tables.e2e-spec.js';
import '../player-profile.e2e-spec.js';
