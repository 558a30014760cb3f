// The order `npm test` hands spec files to its workers: the longest first, so that no long file
// starts last and runs alone while the other workers idle. Jest's own order uses the durations it
// cached on an earlier run of the same checkout and, without them (CI's fresh clone), file size,
// which puts the short entry files of test/groups last although they are the longest to run.
// The weights are seconds measured in a whole `npm test` on the 2-core machine
// (docs/performance-history.md); a file missing here runs after these, in Jest's own order.
import Sequencer from '@jest/test-sequencer';

export const SECONDS = {
  'test/groups/builds.e2e-group.ts': 83,
  'test/web/groups/lobby.e2e-group.ts': 72,
  'test/web/groups/table.e2e-group.ts': 52,
  'test/groups/streams.e2e-group.ts': 45,
  'test/web/groups/connection.e2e-group.ts': 44,
  'test/groups/games.e2e-group.ts': 41,
  'test/groups/clocks.e2e-group.ts': 39,
  'test/groups/players.e2e-group.ts': 32,
  'test/groups/http.e2e-group.ts': 30,
  'src/core/engine/properties.spec.ts': 28,
  'src/core/solver/solver.spec.ts': 18,
  'src/platform/database/migrator.spec.ts': 18,
  'test/groups/openapi.e2e-group.ts': 14,
  'src/platform/database/embedded-postgres.spec.ts': 12,
  'src/platform/database/embedded-mirror.spec.ts': 8,
  'src/core/computer/bots.spec.ts': 6,
  'src/features/bot-runner/decision-pool.spec.ts': 6,
  'src/core/computer/knowledge.spec.ts': 6,
};

const weightOf = (test) => {
  const key = Object.keys(SECONDS).find((file) => test.path.endsWith(`/${file}`));
  return key === undefined ? 0 : SECONDS[key];
};

export default class LongestFirst extends Sequencer {
  sort(tests) {
    const jestOrder = super.sort(tests);
    const position = new Map(jestOrder.map((test, i) => [test, i]));
    return [...jestOrder].sort(
      (a, b) => weightOf(b) - weightOf(a) || position.get(a) - position.get(b),
    );
  }
}
