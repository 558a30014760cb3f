// The notices instances send one another through PostgreSQL (NOTIFY), as a declared map of kinds:
// each kind names what it carries, and any number of subscribers hear it (notice-listener.ts).
// Pure: the wire format, read and written in one place.

/** What each kind of notice carries. */
export interface NoticeKinds {
  /** A game's event log reached `seq` in another instance's commit. */
  game_committed: { gameId: string; seq: number };
  /** Which seats of a game have a stream open changed on another instance (SeatPresence). */
  game_presence: { gameId: string };
  /** A player's stream reached `seq` (a message written on another instance). */
  player_message: { playerId: string; seq: number };
  /** A player's token was replaced: its streams must end everywhere. */
  player_token_replaced: { playerId: string };
  /** The listening connection was lost and is back: anything may have been missed meanwhile. */
  listening_resumed: Record<string, never>;
}

export type NoticeKind = keyof NoticeKinds;

/** The PostgreSQL channels. Their names and the text below are kept for instances of earlier
 * releases, which read and write them during a rolling deploy. */
export const GAME_CHANNEL = 'game_events';
export const PLAYER_CHANNEL = 'player_messages';

/** On the players' channel, this sequence number (no message has it) says the token was replaced. */
const TOKEN_REPLACED_SEQ = -1;
/**
 * On the games' channel, this word in place of a sequence number says the game's presence changed;
 * instances of earlier releases, which read a number there, drop the notice as unreadable.
 */
const PRESENCE = 'presence';

/** A notice as it goes out: its channel and its text, '<id>:<seq>:<origin>'. */
export interface WireNotice {
  channel: string;
  text: string;
}

export function encodeNotice<K extends Exclude<NoticeKind, 'listening_resumed'>>(
  kind: K,
  notice: NoticeKinds[K],
  origin: string,
): WireNotice {
  switch (kind) {
    case 'game_committed': {
      const n = notice as NoticeKinds['game_committed'];
      return { channel: GAME_CHANNEL, text: `${n.gameId}:${n.seq}:${origin}` };
    }
    case 'game_presence': {
      const n = notice as NoticeKinds['game_presence'];
      return { channel: GAME_CHANNEL, text: `${n.gameId}:${PRESENCE}:${origin}` };
    }
    case 'player_message': {
      const n = notice as NoticeKinds['player_message'];
      return { channel: PLAYER_CHANNEL, text: `${n.playerId}:${n.seq}:${origin}` };
    }
    default: {
      const n = notice as NoticeKinds['player_token_replaced'];
      return { channel: PLAYER_CHANNEL, text: `${n.playerId}:${TOKEN_REPLACED_SEQ}:${origin}` };
    }
  }
}

/** A notice heard: its kind, what it carries and the instance that sent it; null if unreadable. */
export type HeardNotice = {
  [K in Exclude<NoticeKind, 'listening_resumed'>]: {
    kind: K;
    notice: NoticeKinds[K];
    origin: string;
  };
}[Exclude<NoticeKind, 'listening_resumed'>];

export function decodeNotice(channel: string, text: string): HeardNotice | null {
  const [id, seqText, origin = ''] = text.split(':');
  if (id && channel === GAME_CHANNEL && seqText === PRESENCE)
    return { kind: 'game_presence', notice: { gameId: id }, origin };
  const seq = Number(seqText);
  if (!id || !Number.isInteger(seq)) return null;
  if (channel === GAME_CHANNEL)
    return { kind: 'game_committed', notice: { gameId: id, seq }, origin };
  if (channel !== PLAYER_CHANNEL) return null;
  if (seq === TOKEN_REPLACED_SEQ) {
    return { kind: 'player_token_replaced', notice: { playerId: id }, origin };
  }
  return seq > 0 ? { kind: 'player_message', notice: { playerId: id, seq }, origin } : null;
}
