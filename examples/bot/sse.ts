// Server-Sent Events over fetch: the player stream's messages, one at a time.

export interface SseMessage {
  id: string | null;
  event: string;
  data: string;
}

/** Reads `body` as text/event-stream until it ends (a comment keeps the line alive and is skipped). */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const message: SseMessage = { id: null, event: 'message', data: '' };
      let fields = 0;
      for (const line of block.split('\n')) {
        if (line.startsWith(':') || !line) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        fields++;
        if (field === 'id') message.id = value;
        else if (field === 'event') message.event = value;
        else if (field === 'data') message.data += (message.data ? '\n' : '') + value;
      }
      if (fields) yield message;
    }
  }
}
