// The problem pages of challenges between players (problem-docs.ts).
import { FIX, type ProblemDoc } from './problem-doc-texts.js';

export const CHALLENGE_PROBLEM_DOCS: Record<string, ProblemDoc> = {
  challenge_closed: {
    title: 'Challenge closed',
    meaning:
      'This challenge takes no more answers: it was accepted by all, declined or it expired.',
    action: 'Read the challenge again for its outcome.',
  },
  challenge_answered: {
    title: 'Challenge answered',
    meaning: 'You accepted this challenge, and an answer is final.',
    action: 'Once seated, leave the game instead of declining.',
  },
  player_at_game_limit: {
    title: 'Player at game limit',
    meaning:
      'The last acceptance would seat a bot account that already holds as many unfinished games as it may; your answer was not recorded and the challenge stays open.',
    action: 'Accept again once that bot has finished a game (`detail` names it).',
  },
  time_control_required: {
    title: 'Time control required',
    meaning:
      'A challenge that seats a bot account (invited, or challenging) needs a clock: a game without one never ends while its people stay silent, and would hold one of the bot’s places.',
    action: 'Send a `timeControl`, as POST /games takes it.',
  },
  invalid_invitees: {
    title: 'Invalid invitees',
    meaning: 'A challenge invites each other player once, one per free seat.',
    action: FIX,
  },
};
