// The English texts of the web client. Card names follow README "Cards" (ranks 9 J Q K 10 A, suits
// S C D H); screen readers read them, so a card is "ten of hearts", never "10H".
import type { Card, ScoreEventDto, ScoreRowDto, Suit } from './api/index.js';
import { face, rankOf, suitOf, type Rank } from './cards.js';
import { REASONS_EN } from './reasons-en.js';
import { problemIn } from './problem-text.js';
import { shownNumber, signedNumber } from './signed.js';
import { PROBLEMS_EN } from './problems-en.js';
import { PLAYER_EN } from './player-texts-en.js';
import { TABLE_EN } from './table-texts-en.js';

const RANK_EN: Record<Rank, string> = {
  '9': 'nine',
  J: 'jack',
  Q: 'queen',
  K: 'king',
  '10': 'ten',
  A: 'ace',
};
type DealResult = ScoreRowDto['result'];
const SUIT_EN: Record<Suit, string> = { S: 'spades', C: 'clubs', D: 'diamonds', H: 'hearts' };

export const en = {
  langName: 'English',
  title: 'Thousand',
  language: 'Language',
  lobby: 'Lobby',
  waitingGames: 'Tables waiting for players',
  noGames: 'No table is waiting. Create one.',
  refresh: 'Refresh',
  seatsTaken: (taken: number, of: number) => `${taken} of ${of} seats taken`,
  open: 'Open',
  untitled: 'Untitled table',
  create: 'Create a table',
  tableName: 'Table name',
  yourName: 'Your name',
  inField: (field: string, sentence: string) => `${field}: ${sentence}`,
  players: 'Players',
  bidStep: 'Bid step',
  fourNines: 'Four nines may demand a redeal',
  followRule: 'When you cannot follow suit',
  followRules: {
    follow_then_trump: 'play a trump',
    must_beat: 'play a trump; beat when you can',
    must_overtrump: 'play a trump; overtrump when you can',
  },
  bidCap: 'Bids above 120',
  bidCaps: {
    marriage_required_above_120: 'need a marriage in hand',
    capped_by_marriages: 'are capped at 120 + marriages held',
  },
  ruleFlags: {
    aceMarriage: 'Four aces are a marriage (200)',
    barrelCollision: 'A newcomer on the barrel pushes the one there off',
    dumpTruck: 'A total of exactly 555 falls to 0',
  },
  bots: 'Computer players',
  botLevel: 'Computer level',
  levels: { random: 'random', basic: 'basic', strong: 'strong', expert: 'expert' },
  /** A computer player's name: the service's own, `Bot (<level>)`. */
  botName: (level: string) => `Bot (${level})`,
  createAndSit: 'Create and sit down',
  takeSeat: 'Take a seat',
  sitDown: 'Sit down',
  waitingForPlayers: (taken: number, of: number) => `Waiting for players: ${taken} of ${of}.`,
  spectating: 'You are watching: this table is full.',
  youLeft: 'You left this table: you are watching it.',
  shareLink: 'Link to share',
  live: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  deal: (n: number) => `Deal ${n}`,
  dealer: 'dealer',
  sitsOut: 'sits out',
  you: 'you',
  bot: 'computer',
  turn: 'to play',
  total: 'Total',
  bolts: 'Bolts',
  barrel: (left: number) => `On the barrel: ${TABLE_EN.dealsLeft(left)} left`,
  cardsInHand: (n: number) => `${n} card${n === 1 ? '' : 's'}`,
  tricks: (n: number) => `${n} trick${n === 1 ? '' : 's'}`,
  trump: 'Trump',
  noTrump: 'none',
  contract: 'Contract',
  declarer: 'Declarer',
  wonAt: (bid: number) => `bid ${bid}`,
  auction: 'Auction',
  pass: 'Pass',
  passed: 'passed',
  highestBid: 'Highest bid',
  talon: 'Talon',
  trick: 'Trick on the table',
  led: 'led',
  emptyTrick: 'No card played yet.',
  lastTrick: 'Last trick',
  tookIt: (name: string) => `taken by ${name}`,
  marriages: 'Marriages',
  opponents: 'Opponents',
  yourSeat: 'Your seat',
  hand: 'Your hand',
  yourMove: 'Your move',
  playACard: 'Play a card from your hand.',
  waitingFor: (name: string) => `Waiting for ${name}.`,
  bid: (amount: number) => `Bid ${amount}`,
  bidAmount: 'Bid amount',
  contractAmount: 'Contract amount',
  announce: (amount: number) => `Announce ${amount}`,
  redeal: 'Four nines: redeal',
  surrender: 'Surrender the deal',
  giveTitle: 'Give one card to each opponent',
  cardFor: (name: string) => `Card for ${name}`,
  give: 'Give the cards',
  youReceived: (card: string, name: string) => `You received the ${card} from ${name}.`,
  youGave: (gifts: { card: string; name: string }[]) =>
    `You gave ${gifts.map((g) => `the ${g.card} to ${g.name}`).join(' and ')}.`,
  declareMarriage: (card: string, points: number) => `Lead the ${card} and declare (${points})`,
  hint: 'Hint',
  hintSays: (move: string, reason: string) => `Suggested: ${move}. ${reason}`,
  moveNames: {
    bid: (n: number) => `bid ${n}`,
    pass: 'pass',
    redeal: 'redeal',
    give: 'give cards',
    contract: (n: number) => `contract ${n}`,
    surrender: 'surrender',
    play: (card: string) => `play the ${card}`,
    cut: 'cut',
  },
  previousDeal: (n: number) => `Deal ${n} is over`,
  result: { made: 'made', failed: 'failed', surrendered: 'surrendered', redealt: 'redealt' },
  cardPoints: 'Card points',
  score: 'Score',
  bolt: 'bolt',
  scoreTable: 'Score table',
  noScores: 'No deal finished yet.',
  winner: (name: string) => `${name} wins the game!`,
  refused: 'Refused',
  seat: (n: number) => `Seat ${n + 1}`,
  timeControl: 'Time per move',
  untimed: 'No time limit',
  moveSeconds: 'Seconds per move',
  onTimeout: 'When the time runs out',
  onTimeouts: { bot: 'a computer moves for the player', forfeit: 'the player forfeits' },
  privateGame: 'Private table (not listed; share the link to invite)',
  secondsLeft: (s: number) => `${s} s left`,
  away: 'away, a computer is playing',
  seatLeft: 'left the table, a computer is playing',
  connected: 'connected',
  disconnected: 'not connected',
  leave: 'Leave the table',
  leaveConfirm: 'Leave for good? A computer plays your seat to the end.',
  leaveConfirmForfeit: 'Leave for good? You forfeit the game.',
  leaveYes: 'Yes, leave',
  leaveNo: 'Stay',
  rematch: 'Rematch',
  goToRematch: 'Go to the rematch',
  forfeited: (loser: string, winner: string) => `${loser} forfeited: ${winner} wins the game!`,
  card: (card: Card) => `${RANK_EN[rankOf(card)]} of ${SUIT_EN[suitOf(card)]}`,
  suit: (suit: Suit) => SUIT_EN[suit],
  updating: 'Updating…',
  yourSeatOf: (name: string) => `${name} (you)`,
  dealerMark: 'D',
  player: 'Player',
  close: 'Close',
  continue: 'Continue',
  /** Opens the end-of-deal sheet out to its trick, scores and analysis (a phone, the person's move). */
  dealDetails: 'Details',
  analysis: {
    show: 'Analyse the play',
    title: (n: number) => `Deal ${n}: the play analysed`,
    intro: 'Each card against best play with every hand known: the points it cost its side.',
    loading: 'Analysing…',
    none: 'No card was played in this deal: there is nothing to analyse.',
    busy: 'The analysis is busy: try again in a moment.',
    failed: 'The analysis could not be read.',
    moves: 'Cards',
    exact: 'Best cards',
    lost: 'Points lost',
    lostBy: (n: number) => (n > 0 ? shownNumber(-n) : '0'),
    best: (moves: string) => `best: ${moves}`,
    withMarriage: (card: string) => `${card} declaring the marriage`,
    withoutMarriage: (card: string) => `${card} without declaring`,
    choices: 'Choices before the play',
    choicesIntro:
      'Each bid, the cards given and the contract: the expected score of the deal for whoever chose, over deals dealt as that player could see them.',
    expected: (n: number) => `expected ${n}`,
    better: (move: string, n: number) => `better: ${move} (expected ${n})`,
    move: (i: number, name: string, card: string, lost: number) =>
      `Card ${i}: ${name}, ${card}, ${lost > 0 ? `lost ${lost} points` : 'best play'}`,
  },
  abandoned: 'The game was abandoned: every player stayed away.',
  contractMark: (contract: number | null, result: DealResult) =>
    `contract ${contract}: ${result === 'made' ? 'made' : result === 'failed' ? 'failed' : 'surrendered'}`,
  verdict: (declarer: string | null, contract: number | null, result: DealResult) =>
    result === 'redealt'
      ? 'Four nines: the deal is dealt again.'
      : result === 'surrendered'
        ? `${declarer} surrendered the contract of ${contract}.`
        : `${declarer}’s contract of ${contract}: ${result === 'made' ? 'made' : 'failed'}.`,
  scoreEvent: (e: ScoreEventDto): string => {
    switch (e.type) {
      case 'sat_out':
        return 'sat out (the dealer)';
      case 'barrel_no_score':
        return 'on the barrel: only the declarer scores';
      case 'bolt':
        return TABLE_EN.boltCount(e.count);
      case 'third_bolt':
        return `third bolt: ${signedNumber(e.points)}`;
      case 'win':
        return 'reached 1000: wins!';
      case 'barrel_on':
        return `onto the barrel (${signedNumber(e.points)}), ${TABLE_EN.dealsLeft(e.dealsLeft)} to win`;
      case 'barrel_short':
        return `on the barrel, contract short: ${signedNumber(e.points)}`;
      case 'barrel_countdown':
        return `on the barrel: ${TABLE_EN.dealsLeft(e.dealsLeft)} left`;
      case 'barrel_fall':
        return `fell off the barrel: ${signedNumber(e.points)}`;
      case 'barrel_off_lost':
        return 'off the barrel, the place lost';
      case 'barrel_collision':
        return `pushed off the barrel: ${signedNumber(e.points)}`;
      case 'dump_truck':
        return `dump truck, exactly 555: ${signedNumber(e.points)}`;
    }
  },
  problem: (code: string | undefined, detail: string) =>
    code === 'service_unreachable'
      ? 'No connection to the service. Try again once you are back online.'
      : problemIn(PROBLEMS_EN, code, detail),
  cardLabel: (card: Card) =>
    `${face(card, TABLE_EN.faceRanks)} ${RANK_EN[rankOf(card)]} of ${SUIT_EN[suitOf(card)]}`,
  playComputer: 'Play against the computer',
  defaultName: 'Player',
  yourTables: 'Your tables',
  noTablesOfYours: 'You sit at no table yet.',
  statuses: { waiting: 'waiting', playing: 'playing', finished: 'finished', closed: 'closed' },
  ownTable: 'A table of your own',
  copyLink: 'Copy link',
  copied: 'Link copied.',
  addComputer: 'Add a computer',
  cancelTable: 'Cancel',
  youAreAway: 'You are away: a computer is playing for you.',
  imBack: 'I’m back',
  surrenderConfirm: 'Surrender this deal? The contract counts as failed.',
  surrenderYes: 'Yes, surrender',
  keepPlaying: 'Keep playing',
  chooseCard: '— choose a card —',
  lower: (step: number) => shownNumber(-step),
  raise: (step: number) => `+${step}`,
  reasons: REASONS_EN,
  ...PLAYER_EN,
  ...TABLE_EN,
};

export type Messages = typeof en;
