// Where the reference bot's player stream resumes after a restart (README: its state file, next to
// its token file): the last message it handled. Kept in a file so that a challenge sent while the
// bot was down is still heard; a new stream would start after the newest message.
import { readFile, rename, writeFile } from 'node:fs/promises';

/** The state file beside a token file (`MyBot.token` -> `MyBot.state.json`), else by the bot's id. */
export function stateFileOf(tokenFile: string | undefined, playerId: string): string {
  return tokenFile ? tokenFile.replace(/(\.token)?$/, '.state.json') : `bot-${playerId}.state.json`;
}

/** The position kept in `file`; undefined when there is none yet. */
export async function readLastSeq(file: string): Promise<number | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const { lastSeq } = JSON.parse(text) as { lastSeq?: unknown };
  if (!Number.isSafeInteger(lastSeq) || (lastSeq as number) < 0) {
    throw new Error(`${file}: no lastSeq in it (delete it to start from the newest message)`);
  }
  return lastSeq as number;
}

/** Keeps `lastSeq` in `file`, written whole or not at all (a new file renamed over the old). */
export async function writeLastSeq(file: string, lastSeq: number): Promise<void> {
  const written = `${file}.${process.pid}.tmp`;
  await writeFile(written, `${JSON.stringify({ lastSeq })}\n`);
  await rename(written, file);
}
