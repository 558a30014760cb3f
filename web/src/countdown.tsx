// The turn clock (docs/online-play.md): seconds left until the view's `deal.deadline` for the seat
// to act, shown at that seat, recomputed by a local one-second timer from that deadline, without
// asking the service. The deadline is the service's time: it is counted against the service's time
// as the page heard it (server-clock.ts), not the device's, which may be off by a minute.
import { useEffect, useState } from 'preact/hooks';
import { useT } from './i18n.js';
import { secondsUntil } from './seconds-until.js';
import { serverNow } from './server-clock.js';

/** Shown in the seat's heading, after its name: the name is not said again. */
export function Countdown({ deadline, longest }: { deadline: string; longest?: number }) {
  const t = useT();
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(serverNow());
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const left = secondsUntil(deadline, now, longest);
  // Not a live region: a screen reader hearing every second would hear nothing else.
  return (
    <span class={left <= 10 ? 'countdown low' : 'countdown'} data-deadline={deadline}>
      {t.secondsLeft(left)}
    </span>
  );
}
