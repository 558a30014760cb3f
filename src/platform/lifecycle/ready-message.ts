// What `npm start` tells a person once the service answers (issue 26, "a newcomer's start").

const LOCAL = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost', '']);

/** Where the table and the API docs are, and how to stop the service. */
export function readyMessage(host: string, port: number, embedded: boolean): string {
  const name = LOCAL.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const base = `http://${name}:${port}`;
  const stops = embedded ? 'the service and its embedded PostgreSQL' : 'the service';
  return [
    '',
    'Тысяча is ready.',
    `  The table:    ${base}/`,
    `  The API docs: ${base}/docs`,
    `Ctrl-C stops ${stops}.`,
    '',
    '',
  ].join('\n');
}
