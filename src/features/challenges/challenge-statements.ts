// The statements of challenges (src/features/challenges), with named parameters
// (src/platform/database/named-sql.ts). Each runs as a named prepared statement.
import { sql } from '../../platform/database/named-sql.js';
import { gamesHeldBy } from '../games/store/bot-hold-statements.js';

export const CREATE_CHALLENGE = sql(
  'create_challenge',
  `
  INSERT INTO challenges (id, challenger_id, players, rules, time_control, rated, bots_allowed,
                          status, created_at, expires_at, creator)
  VALUES (:id::uuid, :challengerId::uuid, :players, :rules::jsonb, :timeControl::jsonb, :rated,
          :botsAllowed, 'open', :createdAt::timestamptz, :expiresAt::timestamptz, :creator)`,
);

/** The invitees (:invitees: a JSON array of { playerId, seat }), each `pending`. */
export const INVITE = sql(
  'invite',
  `
  INSERT INTO challenge_invitees (challenge_id, player_id, seat, answer)
  SELECT :id::uuid, x."playerId", x.seat, 'pending'
    FROM jsonb_to_recordset(:invitees::jsonb) AS x("playerId" uuid, seat int)`,
);

/** Players by id (:ids: uuid[]): who may be invited, and as what. */
export const PLAYERS = sql(
  'challenge_players',
  `
  SELECT id, name, kind, bot_level AS "botLevel" FROM players WHERE id = ANY(:ids::uuid[])`,
);

/** A challenge with its challenger and invitees as everyone concerned sees them. */
export const CHALLENGE = sql(
  'challenge',
  `
  SELECT c.id, c.players, c.rules, c.time_control AS "timeControl", c.rated,
         c.bots_allowed AS "botsAllowed", c.status, c.game_id AS "gameId", c.seated, c.creator,
         c.created_at AS "createdAt", c.expires_at AS "expiresAt",
         json_build_object('playerId', p.id, 'name', p.name, 'kind', p.kind, 'seat', 0,
                           'answer', 'accepted') AS challenger,
         (SELECT json_agg(json_build_object('playerId', i.player_id, 'name', q.name,
                                            'kind', q.kind, 'seat', i.seat, 'answer', i.answer)
                          ORDER BY i.seat)
            FROM challenge_invitees i JOIN players q ON q.id = i.player_id
           WHERE i.challenge_id = c.id) AS invitees
    FROM challenges c JOIN players p ON p.id = c.challenger_id
   WHERE c.id = :id::uuid`,
);

/** Serialises the answers to one challenge. */
export const LOCK_CHALLENGE = sql(
  'lock_challenge',
  `SELECT id FROM challenges WHERE id = :id::uuid FOR UPDATE`,
);

/** An invitee's answer, once: a second answer changes nothing. */
export const ANSWER = sql(
  'answer_challenge',
  `
  UPDATE challenge_invitees SET answer = :answer
   WHERE challenge_id = :id::uuid AND player_id = :playerId::uuid AND answer = 'pending'
  RETURNING seat`,
);

/** The challenge's new status and, once accepted by all, its game's id. */
export const SETTLE = sql(
  'settle_challenge',
  `
  UPDATE challenges SET status = :status, game_id = COALESCE(game_id, :gameId::uuid)
   WHERE id = :id::uuid`,
);

export const MARK_SEATED = sql(
  'challenge_seated',
  `UPDATE challenges SET seated = true WHERE id = :id::uuid`,
);

/**
 * The unfinished games a player holds (gamesHeldBy): a bot's concurrency bound, as the seat
 * decision counts it (bot-hold-statements.ts, HELD_GAMES).
 */
export const OPEN_GAMES_OF = sql(
  'open_games_of',
  `SELECT count(*)::int AS n FROM (${gamesHeldBy(':playerId::uuid')}) held`,
).rows<{ n: number }>();

/** Serialises one challenger's new challenges (their bounds are counted under it). */
export const LOCK_CHALLENGER = sql(
  'lock_challenger',
  `SELECT id FROM players WHERE id = :challengerId::uuid FOR UPDATE`,
);

/** The challenger's open challenges at :at, and when the first of them expires. */
export const OPEN_CHALLENGES = sql(
  'open_challenges',
  `
  SELECT count(*)::int AS n, min(expires_at) AS first FROM challenges
   WHERE challenger_id = :challengerId::uuid AND status = 'open' AND expires_at > :at::timestamptz`,
).rows<{ n: number; first: Date | null }>();

/** Of those, the ones inviting the most invited of :invite (uuid[]): how many, and the first expiry. */
export const OPEN_CHALLENGES_TO = sql(
  'open_challenges_to',
  `
  SELECT i.player_id AS "playerId", count(*)::int AS n, min(c.expires_at) AS first
    FROM challenges c JOIN challenge_invitees i ON i.challenge_id = c.id
   WHERE c.challenger_id = :challengerId::uuid AND c.status = 'open' AND c.expires_at > :at::timestamptz
     AND i.player_id = ANY(:invite::uuid[])
   GROUP BY i.player_id ORDER BY n DESC LIMIT 1`,
).rows<{ playerId: string; n: number; first: Date | null }>();
