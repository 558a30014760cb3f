/**
 * The whole suite calls from 127.0.0.1 into one database within the hour, so the limits counted per
 * address in PostgreSQL (games and players created, idempotent answers kept, requests a minute,
 * spectator streams open) are raised for every test app and service it starts; the specs of those
 * limits set their own, and call from addresses of their own (test/support/from-address.ts) or
 * count apart (test-app.ts).
 */
export const PER_ADDRESS_LIMITS_OFF: Record<string, string> = {
  RATE_LIMIT_PER_MINUTE: '10000000',
  SPECTATOR_STREAMS_PER_ADDRESS: '10000',
  GAMES_PER_ADDRESS_PER_HOUR: '1000000',
  PLAYERS_PER_ADDRESS_PER_HOUR: '1000000',
  QUEUE_ENTRIES_PER_ADDRESS: '1000000',
  IDEMPOTENT_ANSWERS_PER_CALLER: '1000000',
  // Players are made by the test that rates them; the age rule's own spec sets its age.
  RATED_PLAYER_MIN_AGE: '0',
};
