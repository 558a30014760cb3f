// The order `npm test` hands spec files to its workers: the longest first, so that no long file
// starts last and runs alone while the other workers idle. Jest's own order uses the durations it
// cached on an earlier run of the same checkout and, without them (CI's fresh clone), file size,
// which puts the short entry files of test/groups last although they are the longest to run.
// The weights are seconds measured in a whole `npm test` on the 2-core machine
// (docs/performance-history.md); a file missing here runs after these, in Jest's own order.
import Sequencer from '@jest/test-sequencer';

const SECONDS = {
  'test/groups/builds.e2e-group.ts': 93,
  'test/web/groups/lobby.e2e-group.ts': 83,
  'test/groups/games.e2e-group.ts': 68,
  'test/web/groups/connection.e2e-group.ts': 61,
  'test/web/groups/table.e2e-group.ts': 56,
  'src/engine/properties.spec.ts': 55,
  'test/groups/streams.e2e-group.ts': 53,
  'test/groups/players.e2e-group.ts': 36,
  'src/bots/knowledge.spec.ts': 36,
  'test/groups/http.e2e-group.ts': 36,
  'test/groups/clocks.e2e-group.ts': 33,
  'src/solver/solver.spec.ts': 28,
  'test/groups/openapi.e2e-group.ts': 20,
  'src/bots/explanation.spec.ts': 17,
  'src/database/migrator.spec.ts': 13,
  'src/bots/bots.spec.ts': 12,
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
