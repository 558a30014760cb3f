// The statements of challenges (src/features/challenges). Each runs as a named prepared statement.

export const CREATE_CHALLENGE = `
  INSERT INTO challenges (id, challenger_id, players, rules, time_control, rated, bots_allowed,
                          status, created_at, expires_at, creator)
  VALUES ($1::uuid, $2::uuid, $3, $4::jsonb, $5::jsonb, $6, $7, 'open', $8::timestamptz,
          $9::timestamptz, $10)`;

/** The invitees ($2: a JSON array of { playerId, seat }), each `pending`. */
export const INVITE = `
  INSERT INTO challenge_invitees (challenge_id, player_id, seat, answer)
  SELECT $1::uuid, x."playerId", x.seat, 'pending'
    FROM jsonb_to_recordset($2::jsonb) AS x("playerId" uuid, seat int)`;

/** Players by id ($1: uuid[]): who may be invited, and as what. */
export const PLAYERS = `
  SELECT id, name, kind, bot_level AS "botLevel" FROM players WHERE id = ANY($1::uuid[])`;

/** A challenge with its challenger and invitees as everyone concerned sees them. */
export const CHALLENGE = `
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
   WHERE c.id = $1::uuid`;

/** Serialises the answers to one challenge. */
export const LOCK_CHALLENGE = `SELECT id FROM challenges WHERE id = $1::uuid FOR UPDATE`;

/** An invitee's answer ($3), once: a second answer changes nothing. */
export const ANSWER = `
  UPDATE challenge_invitees SET answer = $3
   WHERE challenge_id = $1::uuid AND player_id = $2::uuid AND answer = 'pending'
  RETURNING seat`;

/** The challenge's new status ($2) and, once accepted by all, its game's id ($3). */
export const SETTLE = `
  UPDATE challenges SET status = $2, game_id = COALESCE(game_id, $3::uuid) WHERE id = $1::uuid`;

export const MARK_SEATED = `UPDATE challenges SET seated = true WHERE id = $1::uuid`;

/**
 * Unfinished games (waiting or playing) a player holds a seat of and has not left: a bot's
 * concurrency bound, as the seat decision counts it (game-statements.ts, HELD_GAMES).
 */
export const OPEN_GAMES_OF = `
  SELECT count(DISTINCT s.game_id)::int AS n FROM seats s JOIN games g ON g.id = s.game_id
   WHERE s.player_id = $1::uuid AND NOT s.left_game AND g.status IN ('waiting', 'playing')`;

/** Serialises one challenger's new challenges (their bounds are counted under it). */
export const LOCK_CHALLENGER = `SELECT id FROM players WHERE id = $1::uuid FOR UPDATE`;

/** The challenger's ($1) open challenges at $2, and when the first of them expires. */
export const OPEN_CHALLENGES = `
  SELECT count(*)::int AS n, min(expires_at) AS first FROM challenges
   WHERE challenger_id = $1::uuid AND status = 'open' AND expires_at > $2::timestamptz`;

/** Of those, the ones inviting the most invited of $3 (uuid[]): how many, and the first expiry. */
export const OPEN_CHALLENGES_TO = `
  SELECT i.player_id AS "playerId", count(*)::int AS n, min(c.expires_at) AS first
    FROM challenges c JOIN challenge_invitees i ON i.challenge_id = c.id
   WHERE c.challenger_id = $1::uuid AND c.status = 'open' AND c.expires_at > $2::timestamptz
     AND i.player_id = ANY($3::uuid[])
   GROUP BY i.player_id ORDER BY n DESC LIMIT 1`;
