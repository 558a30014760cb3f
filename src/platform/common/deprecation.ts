// A deprecated input still works, and an answer to a request that used it says so (README,
// "Compatibility"): `Deprecation` (RFC 9745: a structured-field date, `@` and seconds since the
// epoch, when the input was deprecated) and `Sunset` (RFC 8594: an HTTP-date from which it may
// stop working; it goes only with a new major version of the API, docs/api-changes.md).

/** When an input was deprecated, and from when it may go. */
export interface Deprecation {
  since: Date;
  sunset: Date;
}

/** `?after=` on GET /api/v1/games/{gameId}/stream: `lastSeq` since version 1.1.0. */
export const STREAM_AFTER_QUERY: Deprecation = {
  since: new Date('2026-12-02T00:00:00Z'),
  sunset: new Date('2027-12-02T00:00:00Z'),
};

/** The two headers of an answer to a request that used the deprecated input. */
export function deprecationHeaders(deprecation: Deprecation): Record<string, string> {
  return {
    Deprecation: `@${Math.floor(deprecation.since.getTime() / 1000)}`,
    Sunset: deprecation.sunset.toUTCString(),
  };
}
