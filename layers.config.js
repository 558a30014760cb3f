// The layers of src/ and what each may import (docs/architecture.md "Layers"). eslint.config.js
// turns this into eslint-plugin-boundaries' settings; test/layers.e2e-spec.ts plants forbidden
// imports and checks lint refuses them. A folder is covered the day it appears: every folder under
// a layer is an element of that layer, and a file outside every layer fails lint.

/** Bottom to top: a layer imports only itself and the layers listed for it. */
export const LAYERS = {
  // Pure rules: the engine, the computer players, the solver, the table core.
  core: [],
  // What every feature stands on: configuration, HTTP, the database, idempotency, the notice bus.
  platform: ['core', 'generated'],
  // What a player does and reads: lobby, moves, history, analysis, players, queue, ratings, bots.
  features: ['core', 'platform'],
  // Connections held open: the game and player streams.
  live: ['core', 'platform', 'features'],
  // The Nest application, its bootstrap and its OpenAPI document.
  app: ['core', 'platform', 'features', 'live'],
};

/** Folders beside the layers: Prisma's generated client (the entry point, src/main.ts, is a file). */
export const OUTSIDE = {
  generated: { imports: [] },
};
