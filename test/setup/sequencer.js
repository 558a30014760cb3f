// The order `npm test` hands spec files to its workers: the longest first, so that no long file
// starts last and runs alone while the other workers idle. Jest's own order uses the durations it
// cached on an earlier run of the same checkout and, without them (CI's fresh clone), file size,
// which puts the short entry files of test/groups last although they are the longest to run.
// The weights are seconds measured in a whole `npm test` on the 2-core machine
// (docs/performance-history.md); a file missing here runs after these, in Jest's own order.
import Sequencer from '@jest/test-sequencer';

export const SECONDS = {
  'test/groups/builds.e2e-group.ts': 124,
  'test/web/groups/lobby.e2e-group.ts': 81,
  'test/web/groups/table.e2e-group.ts': 74,
  'test/web/groups/connection.e2e-group.ts': 71,
  'src/engine/properties.spec.ts': 67,
  'test/groups/games.e2e-group.ts': 66,
  'test/groups/streams.e2e-group.ts': 57,
  'test/groups/players.e2e-group.ts': 47,
  'test/groups/clocks.e2e-group.ts': 40,
  'test/groups/http.e2e-group.ts': 37,
  'src/solver/solver.spec.ts': 23,
  'test/groups/openapi.e2e-group.ts': 18,
  'src/bots/knowledge.spec.ts': 17,
  'src/database/migrator.spec.ts': 16,
  'src/bots/bots.spec.ts': 9,
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
