// The notices instances send one another through PostgreSQL (NOTIFY): one PostgreSQL channel per
// kind of notice, each text naming what it carries. Pure: the wire format, read and written in one
// place; what each kind means is declared in channels.ts.
import type { ChannelKinds } from './channels.js';

/** The kinds that travel between instances. */
export type NoticeKind = Exclude<keyof ChannelKinds, 'notices_resumed'>;

/**
 * The PostgreSQL channels. The names and texts of the first two are kept for instances of earlier
 * releases, which read and write them during a rolling deploy.
 */
export const GAME_CHANNEL = 'game_events';
export const PLAYER_CHANNEL = 'player_messages';
export const TOKEN_CHANNEL = 'player_tokens';
export const NOTICE_CHANNELS = [GAME_CHANNEL, PLAYER_CHANNEL, TOKEN_CHANNEL] as const;
/** How the earlier release wrote a replaced token on PLAYER_CHANNEL (read, never written). */
const EARLIER_TOKEN_REPLACED = '-1';
/**
 * On the games' channel, this word in place of a sequence number says the game's presence changed;
 * instances of earlier releases, which read a number there, drop the notice as unreadable.
 */
const PRESENCE = 'presence';

/** A notice as it goes out: its channel and its text, '<id>:<seq>:<origin>' or '<id>:<origin>'. */
export interface WireNotice {
  channel: string;
  text: string;
}

export function encodeNotice<K extends NoticeKind>(
  kind: K,
  notice: ChannelKinds[K],
  origin: string,
): WireNotice {
  switch (kind) {
    case 'game_committed': {
      const n = notice as ChannelKinds['game_committed'];
      return { channel: GAME_CHANNEL, text: `${n.gameId}:${n.seq}:${origin}` };
    }
    case 'game_presence': {
      const n = notice as ChannelKinds['game_presence'];
      return { channel: GAME_CHANNEL, text: `${n.gameId}:${PRESENCE}:${origin}` };
    }
    case 'player_message': {
      const n = notice as ChannelKinds['player_message'];
      return { channel: PLAYER_CHANNEL, text: `${n.playerId}:${n.seq}:${origin}` };
    }
    default: {
      const n = notice as ChannelKinds['player_token_replaced'];
      return { channel: TOKEN_CHANNEL, text: `${n.playerId}:${origin}` };
    }
  }
}

/** A notice heard: its kind, what it carries and the instance that sent it; null if unreadable. */
export type HeardNotice = {
  [K in NoticeKind]: { kind: K; notice: ChannelKinds[K]; origin: string };
}[NoticeKind];

export function decodeNotice(channel: string, text: string): HeardNotice | null {
  if (channel === TOKEN_CHANNEL) {
    const [playerId, origin = ''] = text.split(':');
    return playerId ? { kind: 'player_token_replaced', notice: { playerId }, origin } : null;
  }
  const [id, seqText, origin = ''] = text.split(':');
  if (id && channel === GAME_CHANNEL && seqText === PRESENCE)
    return { kind: 'game_presence', notice: { gameId: id }, origin };
  const seq = Number(seqText);
  // The earlier release sent a replaced token as sequence number -1 on the players' channel: heard
  // during a rolling deploy, so its revocations still end streams here. Never sent by this one.
  if (channel === PLAYER_CHANNEL && id && seqText === EARLIER_TOKEN_REPLACED)
    return { kind: 'player_token_replaced', notice: { playerId: id }, origin };
  if (!id || !Number.isInteger(seq) || seq <= 0) return null;
  if (channel === GAME_CHANNEL)
    return { kind: 'game_committed', notice: { gameId: id, seq }, origin };
  if (channel === PLAYER_CHANNEL)
    return { kind: 'player_message', notice: { playerId: id, seq }, origin };
  return null;
}
