// The player's profile: the name (creating the player, or renaming it), the rating per pool, and
// moving the player to another device.
import { useT } from './i18n.js';
import { DeviceMove } from './device-move.js';
import { NameForm } from './name-form.js';
import { usePlayer } from './player.js';
import { Ratings } from './ratings.js';

export function Profile() {
  const t = useT();
  const player = usePlayer();
  return (
    <>
      <section aria-labelledby="profile-title" class="panel">
        <h2 id="profile-title">{t.pageNames.profile}</h2>
        {!player && <p>{t.noPlayer}</p>}
        <NameForm player={player} />
      </section>
      {player && <Ratings player={player} />}
      <DeviceMove player={player} />
    </>
  );
}
