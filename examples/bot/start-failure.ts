// Why the bot could not start, in one line that names what to set: an outside trial's bot, its
// service not running, died with the SDK's stack trace, which named neither the URL it tried nor
// the variable that sets it.
import { ThousandError, UNREACHABLE } from '../../clients/ts/src/index.js';

export const DEFAULT_API = 'http://127.0.0.1:3000';

export function startFailure(error: unknown, baseUrl: string): string {
  if (error instanceof ThousandError && error.is(UNREACHABLE)) {
    return (
      `cannot reach the service at ${baseUrl} (${error.message}): start it, or set API to its ` +
      `URL (default ${DEFAULT_API})`
    );
  }
  if (error instanceof ThousandError && error.status === 401) {
    return (
      `the service at ${baseUrl} refused the token (${error.code}): BOT_TOKEN or ` +
      "BOT_TOKEN_FILE must hold a bot account's player token from that service"
    );
  }
  return `cannot start the bot on ${baseUrl}: ${(error as Error).message}`;
}
