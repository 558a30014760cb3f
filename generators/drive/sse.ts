// Reads an event stream by hand, for the clients that cannot (the README says which): the first
// message's `event:` and its `data:` parsed as JSON; then the connection is closed.
export async function firstEvent(response: Response): Promise<{ event: string; data: unknown }> {
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  try {
    for (;;) {
      const end = text.indexOf('\n\n');
      if (end >= 0) {
        const lines = text.slice(0, end).split('\n');
        text = text.slice(end + 2);
        const data = lines.filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim());
        // A block of comments only (`: keep-alive`) is no message.
        if (data.length === 0) continue;
        const event =
          lines
            .find((l) => l.startsWith('event:'))
            ?.slice(6)
            .trim() ?? 'message';
        return { event, data: JSON.parse(data.join('\n')) };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended before its first message');
      text += value;
    }
  } finally {
    await reader.cancel();
  }
}

/** The stream's URL for a spectator. */
export function streamUrl(base: string, gameId: string): string {
  return `${base}/api/v1/games/${encodeURIComponent(gameId)}/stream`;
}

/**
 * The `kind` of a message, for the clients with no schema to parse it with (their types describe
 * it, but a type is no check of what arrived).
 */
export function kindOf(event: string, data: unknown): string {
  if (
    typeof data === 'object' &&
    data !== null &&
    'kind' in data &&
    typeof data.kind === 'string'
  ) {
    return data.kind;
  }
  return event;
}

/**
 * Follows a seat's stream from its start (Last-Event-ID 0: the view, then every update since) to
 * the first update that scores a deal; answers how many updates came until then. Read by hand for
 * every generator, the same way (hey-api's SDK could, the others read bodies whole).
 */
export async function updatesToScore(base: string, gameId: string, token: string): Promise<number> {
  const response = await fetch(streamUrl(base, gameId), {
    headers: { Authorization: `Bearer ${token}`, 'Last-Event-ID': '0' },
  });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let updates = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended after ${updates} updates, none scoring a deal`);
      text += value;
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const lines = text.slice(0, end).split('\n');
        text = text.slice(end + 2);
        const data = lines.filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim());
        if (data.length === 0) continue;
        const message: unknown = JSON.parse(data.join('\n'));
        if (kindOf('', message) !== 'update') continue;
        updates += 1;
        if (scoresADeal(message)) return updates;
      }
    }
  } finally {
    await reader.cancel();
  }
}

/** Whether an update's events include `deal_scored`. */
function scoresADeal(message: unknown): boolean {
  if (typeof message !== 'object' || message === null || !('events' in message)) return false;
  const { events } = message;
  return (
    Array.isArray(events) &&
    events.some(
      (e: unknown) =>
        typeof e === 'object' && e !== null && 'type' in e && e.type === 'deal_scored',
    )
  );
}
