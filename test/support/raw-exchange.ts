// A request written to the socket byte for byte, for the refusals made before any route runs
// (framework-errors.ts), which a client library would not send or would refuse to read.
import net from 'node:net';

/**
 * Sends raw bytes and reads the answer until the server closes (or 3 s pass); from the loopback
 * address `from` when given (test/support/from-address.ts).
 */
export function exchange(port: number, raw: string, from?: string): Promise<string> {
  return new Promise((resolve) => {
    const at = { port, host: '127.0.0.1', localAddress: from };
    const socket = net.connect(at, () => socket.write(raw));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    // Cleared at the close: left running, it held Jest open 3 s past the last test.
    const giveUp = setTimeout(() => socket.destroy(), 3_000);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve(text);
    });
  });
}

/** The first answer of `text`: status, media type, head and problem body. */
export function parse(text: string) {
  const [head, body = ''] = text.split('\r\n\r\n');
  const status = Number(head.split(' ')[1]);
  const contentType = /content-type: ([^\r\n]+)/i.exec(head)?.[1];
  return { status, contentType, head, body: body ? JSON.parse(body) : null, raw: text };
}
