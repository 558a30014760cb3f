import { describe, expect, it } from '@jest/globals';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { ManualClock } from '../clock/manual-clock.js';
import { Channels } from './channels.js';
import { InstanceOrigin } from './instance-origin.js';
import { encodeNotice, GAME_CHANNEL, PLAYER_CHANNEL, TOKEN_CHANNEL } from './notice-kinds.js';
import { NoticeListener } from './notice-listener.js';

/** The listener's handling of one notice's text, as the LISTEN connection hands it over. */
function listenerOf(origin: InstanceOrigin) {
  const channels = new Channels();
  const listener = new NoticeListener(
    {} as AppConfig,
    {} as Logger,
    origin,
    new ManualClock(),
    channels,
  );
  const heard: unknown[] = [];
  channels.subscribe('game_committed', (notice) => heard.push(['game', notice]));
  channels.subscribe('player_message', (notice) => heard.push(['message', notice]));
  const stop = channels.subscribe('player_token_replaced', (notice) =>
    heard.push(['token', notice]),
  );
  const dispatch = (text: string, channel = GAME_CHANNEL) =>
    (listener as unknown as { dispatch(text: string, channel: string): void }).dispatch(
      text,
      channel,
    );
  return { heard, dispatch, stop };
}

describe('NoticeListener', () => {
  it("hands on other instances' notices and drops the ones this instance sent", () => {
    const here = new InstanceOrigin();
    const elsewhere = new InstanceOrigin();
    expect(here.id).not.toBe(elsewhere.id);
    const { heard, dispatch } = listenerOf(here);
    dispatch(encodeNotice('game_committed', { gameId: 'g', seq: 4 }, here.id).text);
    dispatch(encodeNotice('game_committed', { gameId: 'g', seq: 5 }, elsewhere.id).text);
    expect(heard).toEqual([['game', { gameId: 'g', seq: 5 }]]);
  });

  it('tells each kind to its own subscribers, as their kind names, and stops on unsubscribe', () => {
    const { heard, dispatch, stop } = listenerOf(new InstanceOrigin());
    const elsewhere = new InstanceOrigin().id;
    const message = encodeNotice('player_message', { playerId: 'p', seq: 3 }, elsewhere);
    const token = encodeNotice('player_token_replaced', { playerId: 'p' }, elsewhere);
    expect([message.channel, token.channel]).toEqual([PLAYER_CHANNEL, TOKEN_CHANNEL]);
    for (const wire of [message, token]) dispatch(wire.text, wire.channel);
    stop();
    const again = encodeNotice('player_token_replaced', { playerId: 'q' }, elsewhere);
    dispatch(again.text, again.channel);
    expect(heard).toEqual([
      ['message', { playerId: 'p', seq: 3 }],
      ['token', { playerId: 'p' }],
    ]);
  });

  it('ignores a notice it cannot read', () => {
    const { heard, dispatch } = listenerOf(new InstanceOrigin());
    dispatch('g:not-a-number:x');
    dispatch('');
    dispatch('p:0:x', PLAYER_CHANNEL);
    dispatch('', TOKEN_CHANNEL);
    expect(heard).toEqual([]);
  });

  it("hears an earlier release's replaced token (-1 on the players' channel) during a rolling deploy", () => {
    const { heard, dispatch } = listenerOf(new InstanceOrigin());
    dispatch('p:-1:old', PLAYER_CHANNEL);
    expect(heard).toEqual([['token', { playerId: 'p' }]]);
  });
});
