// One game of "My games": its link (the seat reached through the player token), the others at the
// table, and by status whose turn and until when, or how it ended and what it did to the rating.
import type { PlayerGameDto } from './api/index.js';
import { useT } from './i18n.js';
import { shownRating } from './ratings.js';
import { opponentNamer } from './names.js';
import { navigate } from './route.js';
import { loadSeat, saveSeat, type StoredPlayer } from './storage.js';

interface Props {
  game: PlayerGameDto;
  player: StoredPlayer;
  /** The player's stream said it is this player's turn here since the list was read. */
  yourTurn: boolean;
}

const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export function MyGameItem({ game, player, yourTurn }: Props) {
  const t = useT();
  const open = (e: Event) => {
    e.preventDefault();
    // A seat taken through the queue has no seat token here: the player token stands for it.
    if (!loadSeat(game.id)) saveSeat(game.id, { seat: game.seat, token: player.token });
    navigate(game.id);
  };
  const mine = yourTurn || (game.status === 'playing' && game.turn === game.seat);
  const toPlay = game.opponents.find((o) => o.seat === game.turn);
  const change = game.ratingChange;
  const named = opponentNamer(game.opponents, t);
  const everyone = game.opponents.map((o) => named(o));
  return (
    <li data-game={game.id} data-your-turn={mine ? 'true' : undefined}>
      <a href={`?game=${game.id}`} onClick={open}>
        {/* A queue's table has no name: its players name it. */}
        {game.name ?? t.tableOf(everyone)}
      </a>
      {mine && <span class="your-turn">{t.yourTurnMark}</span>}
      {game.rated && <span>{t.ratedMark}</span>}
      <span>{t.against(everyone.join(', '))}</span>
      {!mine && toPlay && <span>{t.turnOf(named(toPlay))}</span>}
      {game.status === 'playing' && game.deadline && (
        <span>{t.deadlineAt(clock(game.deadline))}</span>
      )}
      {game.status === 'finished' && game.winner !== null && (
        <span class="place">
          {change
            ? t.finishedPlace(change.place)
            : game.winner === game.seat
              ? t.finishedPlace(1)
              : t.wonBy(named(game.opponents.find((o) => o.seat === game.winner)))}
        </span>
      )}
      {change && (
        <span>
          {t.ordinal}: {shownRating(change.before.ordinal)} → {shownRating(change.after.ordinal)}
        </span>
      )}
    </li>
  );
}
