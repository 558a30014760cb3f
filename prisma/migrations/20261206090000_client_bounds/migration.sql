-- Per-client bounds that hold across instances (docs/deploy.md, "Limits across instances").
-- Both tables hold only counts that are worthless after a minute, so they are UNLOGGED: their
-- writes cost no WAL flush, and a crash of PostgreSQL merely forgets them (every count restarts).

-- Requests per client and one-minute window (the rate limit): one row per keyed-hash client and
-- window, added to by each instance's batched UPSERT (src/platform/http/client-counts.store.ts).
CREATE UNLOGGED TABLE "client_counts" (
    "client" TEXT NOT NULL,
    "window_start" BIGINT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "client_counts_pkey" PRIMARY KEY ("client","window_start")
);

CREATE INDEX "client_counts_window_start_idx" ON "client_counts"("window_start");

-- Open spectator streams per client address: one row per open stream, renewed by its instance
-- while it is open, so an instance that died stops holding its places once its rows go stale
-- (src/live/streams/stream-places.store.ts).
CREATE UNLOGGED TABLE "stream_places" (
    "stream_id" UUID NOT NULL,
    "holder" TEXT NOT NULL,
    "seen_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "stream_places_pkey" PRIMARY KEY ("stream_id")
);

CREATE INDEX "stream_places_holder_seen_at_idx" ON "stream_places"("holder", "seen_at");
