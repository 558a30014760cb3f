import { describe, expect, it } from '@jest/globals';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { InstanceOrigin, noticeText } from './instance-origin.js';
import { NoticeListener } from './notice-listener.js';

/** The listener's handling of one notice's text, as the LISTEN connection hands it over. */
function listenerOf(origin: InstanceOrigin) {
  const listener = new NoticeListener({} as AppConfig, {} as Logger, origin);
  const heard: unknown[] = [];
  listener.onNotice((notice) => heard.push(notice));
  const dispatch = (text: string) =>
    (listener as unknown as { dispatch(text: string): void }).dispatch(text);
  return { heard, dispatch };
}

describe('NoticeListener', () => {
  it("hands on other instances' notices and drops the ones this instance sent", () => {
    const here = new InstanceOrigin();
    const elsewhere = new InstanceOrigin();
    expect(here.id).not.toBe(elsewhere.id);
    const { heard, dispatch } = listenerOf(here);
    dispatch(noticeText('g', 4, here.id));
    dispatch(noticeText('g', 5, elsewhere.id));
    expect(heard).toEqual([{ gameId: 'g', seq: 5, origin: elsewhere.id }]);
  });

  it('ignores a notice it cannot read', () => {
    const { heard, dispatch } = listenerOf(new InstanceOrigin());
    dispatch('g:not-a-number:x');
    dispatch('');
    expect(heard).toEqual([]);
  });
});
