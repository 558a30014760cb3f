// Event streams for bench:capacity: thousands of SSE responses held open by one driver. Each is a
// node:http GET on its own socket (HTTP/1.1 chunked bodies are parsed by llhttp, in C); only the
// spectator streams' update versions are read, by a regex on the message, not by JSON parsing.
import http from 'node:http';

export interface Watch {
  /** Resolves on the first message (the view), after which every move reaches the stream. */
  ready: Promise<void>;
  /** True once the stream carried the game's game_over event (the service then ends it). */
  sawGameOver(): boolean;
  close(): void;
}

export interface WatchOptions {
  url: string;
  token?: string;
  /** Called for each update message with its version and the time it arrived (spectators only). */
  onUpdate?: (version: number, at: number) => void;
  /** Called once when the stream ends without the driver closing it. */
  onDrop: (why: string) => void;
}

const UPDATE_VERSION = /event: update\ndata: \{"kind":"update","version":(\d+)/g;

export function watch(o: WatchOptions): Watch {
  let opened: () => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    opened = resolve;
    failed = reject;
  });
  let closing = false;
  let ended = false;
  let gameOver = false;
  let tail = '';
  const end = (why: string) => {
    if (ended) return;
    ended = true;
    failed(new Error(why));
    if (!closing && !gameOver) o.onDrop(why);
  };
  const req = http.get(
    o.url,
    { agent: false, headers: o.token ? { Authorization: `Bearer ${o.token}` } : {} },
    (res) => {
      if (res.statusCode !== 200) {
        // Refused while opening: the caller decides (it retries a 503), it is no drop.
        res.resume();
        closing = true;
        end(`stream answered ${res.statusCode}`);
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now();
        opened();
        if (chunk.includes('game_over')) gameOver = true;
        if (!o.onUpdate) return;
        // A message may be split across chunks: keep the text after the last complete one.
        const text = tail + chunk;
        const cut = text.lastIndexOf('\n\n');
        tail = cut < 0 ? text : text.slice(cut + 2);
        if (cut < 0) return;
        for (const m of text.slice(0, cut).matchAll(UPDATE_VERSION)) o.onUpdate(Number(m[1]), at);
      });
      res.on('end', () => end('stream ended'));
      res.on('close', () => end('stream closed'));
    },
  );
  req.on('error', (error) => end(error.message));
  return {
    ready,
    sawGameOver: () => gameOver,
    close() {
      closing = true;
      req.destroy();
    },
  };
}
