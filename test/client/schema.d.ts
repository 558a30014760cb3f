export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness probe
         * @description Answers 200 while the process runs; never touches the database. Not rate limited.
         */
        get: operations["liveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness probe (this instance can serve)
         * @description 200 while this instance can serve, the database briefly `away` too; 503 when it should leave the balancer (docs/deploy.md). Not rate limited.
         */
        get: operations["readiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List games
         * @description Lists games, newest first, a page at a time; filter by status.
         */
        get: operations["listGames"];
        put?: never;
        /**
         * Create a game
         * @description Creates a game waiting for its players. Needs no credential, by design: anyone may open a table; a rated one (`rated: true`) only with a player token of a player old enough to play rated (403 `player_required`, `player_too_new`). With a player token the game records that player as its creator, who may seat computer players in it when it is rated. Safe to retry with an Idempotency-Key.
         */
        post: operations["createGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a seat
         * @description Takes a free seat. Needs no credential, by design: this is how a player gets its seat token, answered once here; keep it. The game starts when the last seat is taken. With a player token the seat is bound to that player: the player token then also stands for the seat in this game (a player holds at most one seat of a game: 409 `already_seated`).
         */
        post: operations["joinGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a game
         * @description The game as the caller may see it: a seat's view (hand, legal actions) with its token, else the spectator view. The ETag names the version, whom the view is for and the seats' presence; If-None-Match answers 304 while that view is unchanged. Answers carry Vary: Authorization; a seat's is private and never stored (Cache-Control: private, no-store), the spectator's may be stored but is revalidated on every use (no-cache).
         */
        get: operations["getGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/rematch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a rematch
         * @description Needs the seat token of a finished game. The first call creates the new game (same players count, rules, time control and visibility; the first dealer moved on by one) and the finished game's view names it in `rematch`; every call takes the caller's own seat in it and answers that seat's new token, as joining does. Bot seats follow by themselves. The new game counts against the address of the caller who creates it, as creating a game does: past GAMES_PER_ADDRESS_PER_HOUR, 429 `too_many_games` (taking a seat in a rematch already made is never refused so).
         */
        post: operations["rematch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/bots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Seat a computer player
         * @description Fills a free seat with a computer player that plays its own turns. Needs no credential, like taking a seat, unless the game is rated: there only a seated player (its seat token, or its player token) or the player whose token created the game seats one (401 `missing_token` without a token, 403 `not_seated_in_rated_game` with another).
         */
        post: operations["addBot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a move
         * @description Takes any move of the Action union: one of the `legalActions` of your view with its choices made (an amount, two transfers, a card). Answers and refuses exactly as the named move endpoints do. Needs the seat token; answers the seat's new view and its ETag.
         */
        post: operations["act"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Raise the bid
         * @description Raises the bid (bidding phase). Needs the seat token; answers the seat's new view and its ETag.
         */
        post: operations["bid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/passes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pass
         * @description Passes: final for this deal. Needs the seat token; answers the seat's new view and its ETag.
         */
        post: operations["pass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/redeals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Demand a redeal (four nines)
         * @description Demands a redeal, holding all four nines (before any other bidding choice). Needs the seat token; answers the seat's new view and its ETag.
         */
        post: operations["redeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/card-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give one card to each opponent
         * @description The declarer, holding the talon, gives one card to each opponent. Needs the seat token; answers the seat's new view and its ETag.
         */
        post: operations["giveCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Announce the contract
         * @description The declarer announces the contract: at least the winning bid. Needs the seat token; answers the seat's new view and its ETag.
         */
        post: operations["announceContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/surrender": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Surrender the deal
         * @description The declarer surrenders the deal (расписать) before the first trick. Needs the seat token; answers the seat's new view and its ETag.
         */
        post: operations["surrender"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/cuts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cut the next deal
         * @description This deal's dealer cuts for the next deal (docs/rules.md, "Fairness"): once, at any time during the deal, out of turn; not listed in legalActions. The seed meets the server seed whose hash is deal.nextCut.serverSeedHash. Without a cut the service's stand-in cuts. Needs the seat token; answers the seat's new view and its ETag.
         */
        post: operations["cut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/plays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Play a card
         * @description Plays a card, optionally declaring the marriage of a led K or Q. Needs the seat token; answers the seat's new view and its ETag.
         */
        post: operations["playCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave a game
         * @description Needs the seat token. In a waiting game the seat is freed and its token stops working. In a running game the stand-in plays the seat to the end (event player_left), or, under the `forfeit` time control, the game ends at once by your forfeit. Answers the game as a spectator sees it.
         */
        post: operations["leaveGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/back": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * I'm back: play your away seat again
         * @description Needs the seat token. An away seat (`seats[n].away`: the stand-in plays it) is yours to play again (event seat_back); any move of yours, or opening your stream, does the same. Changes nothing when the seat is not away, so it may be sent again safely. Answers the game as your seat sees it. 409 `seat_left` after you left; 409 `game_not_running` when the game is not being played.
         */
        post: operations["comeBack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/score-table": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the score table
         * @description Every finished deal's result and every player's score, bolts and barrel events, with the totals.
         */
        get: operations["getScoreTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the event log
         * @description The event log after a sequence number, each event redacted for the caller: a seat sees its own cards, a spectator none.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/deals/{deal}/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reveal a finished deal for verification
         * @description Once deal n is over: its deck and server seed, which hash to the commitment published when it was dealt, with the seats' seeds and the cut it came from (docs/rules.md, "Fairness"); once the game is over, the game's master secret too.
         */
        get: operations["getDealProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/deals/{deal}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Replay a finished deal step by step
         * @description Once deal n is over, as its proof: the hands as dealt and the talon, the auction, the card passes, the contract, every trick with who led and won it and the marriage declared, and the score row.
         */
        get: operations["getDealReplay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live events of a game (SSE)
         * @description Server-Sent Events: first `event: view` with your whole view, then one `event: update` per accepted action (id: its last sequence number), and keep-alive comments. Reconnect with Last-Event-ID to receive what you missed (a point past the last event: 400 `invalid_resume_point`). A seat's stream ends when its token stops holding the seat (its `player_left`). Spectators need no token.
         */
        get: operations["streamGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/stream-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a ticket for the seat's stream
         * @description A single-use ticket, valid for about a minute, that opens this seat's stream as `GET /api/v1/games/{gameId}/stream?ticket=...` for browsers, whose EventSource cannot send an Authorization header. Needs the seat token. Spectators need none, nor does a player who left the game (409 `seat_left`): its stream is a spectator’s from then on.
         */
        post: operations["createStreamTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/hint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A hint for your move
         * @description What a computer player would play in your seat now, and why: the strong one unless `level` names another; 409 when it is not your turn. Not in a rated game (403 `hint_not_in_rated_game`): its moves must be your own.
         */
        get: operations["getHint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/deals/{deal}/analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Analyse a finished deal's play
         * @description To whoever may read the deal's replay, once the deal is over: for every card played, the declarer's final points of the deal under best play by all sides with every hand known, before and after the card (`valueBefore`, `valueAfter`), the cards that kept the value (`best`), the moves that did, each with its marriage declaration (`bestMoves`), and what the card cost its side (`lost`); per seat, its cards, exact cards and points lost; and each choice before the play (bids, the cards given, the contract, a surrender) against its best alternative by the chooser's expected deal score over sampled deals (`choices`). Computed once on an analysis worker (apart from the bots' moves and hints), then kept for everyone. While an address has `ANALYSES_PER_ADDRESS` (1) analysis requests under way (kept ones too), another is answered 429 `too_many_analyses` with Retry-After; a full analysis queue answers 503 `overloaded` with Retry-After. 404 `replay_not_available` while the deal is on, `analysis_not_available` when it had no play of the cards.
         */
        get: operations["getDealAnalysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a player
         * @description Creates a player: one identity across games; `kind: "bot"` makes a bot account (README, "Bots from outside"). Needs no credential, by design; each address may create PLAYERS_PER_ADDRESS_PER_HOUR players in an hour (more: 429 `too_many_players` with Retry-After). The token is answered once here; only its hash is stored.
         */
        post: operations["createPlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/players/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read yourself
         * @description Needs the player token.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename yourself
         * @description Needs the player token. The name follows a seat name's rules; seats already taken keep the name they were taken with.
         */
        patch: operations["renameMe"];
        trace?: never;
    };
    "/api/v1/players/me/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace your token
         * @description Needs the player token. Answers a new token, shown once; the token sent stops working at once, on every instance, and so does everything it made (`revoked` counts them): the seat tokens of the player's seats (the new player token stands for those seats), its waiting queue entry, and stream tickets issued before; the open player streams and the game streams of the player's seats close, and those seats show no open stream.
         */
        post: operations["newPlayerToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/players/{playerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a player
         * @description A player with its rating in each pool it has played rated games in. Public.
         */
        get: operations["getPlayer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/players/{playerId}/rating-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's rating history
         * @description A player's rating in a pool (default 3), one point a day it finished rated games there: the day's last value, oldest first, at most a year of points. Public.
         */
        get: operations["getRatingHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/players/me/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your games
         * @description Needs the player token. The games whose seats your player holds, newest first, a page at a time; filter by status. Each names your seat, the opponents, whose turn it is, the deadline and, once a rated game is over, its change to your rating. Private games included.
         */
        get: operations["listMyGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/players/{playerId}/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a player's games
         * @description A player's games, newest first, as listMyGames answers them. A private game is listed only to a caller whose player token holds a seat of it too.
         */
        get: operations["listPlayerGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/players/me/stream-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a ticket for the player's stream
         * @description A single-use ticket, valid for about a minute, that opens your stream as `GET /api/v1/players/me/stream?ticket=...` for browsers, whose EventSource cannot send an Authorization header. Needs the player token.
         */
        post: operations["createPlayerStreamTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/players/me/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's live messages (SSE)
         * @description Server-Sent Events across all your games: `matched` (the queue seated you), `queue_expired` (your queue entry waited QUEUE_ENTRY_TTL without a table and was withdrawn), `game_started`, `your_turn` (with the deadline) and `game_finished` (with the rating change), each with `id:` its sequence number in your stream. A new stream starts after the newest message (read GET /api/v1/players/me/games for the state of your games); reconnect with Last-Event-ID (or ?lastSeq=) to receive what you missed, as long as it is kept (7 days). Needs the player token, or ?ticket= from createPlayerStreamTicket.
         */
        get: operations["streamPlayer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue for a game
         * @description Queues you for a table of `players` with equal rules, time control and rated flag; players of close ratings are matched first, the window widening as you wait. When a table is complete any instance creates the game and seats you (in random order), bound to you as a join with your player token does; after `fillWithBotsAfterSeconds` computer players take the empty seats. One waiting entry per player: a second is refused (409 `already_queued`). The answer is the entry after a first round of matching: `waiting`, or already `matched`. Bounded by your address: each game the queue seats you in counts against GAMES_PER_ADDRESS_PER_HOUR as POST /games does, and so does each entry while it waits (429 `too_many_games`); at most QUEUE_ENTRIES_PER_ADDRESS of an address's entries wait at once (429 `too_many_queue_entries`). An entry still waiting after QUEUE_ENTRY_TTL (1 h) is withdrawn (the player stream says `queue_expired`). Needs the player token.
         */
        post: operations["joinQueue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/queue/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a queue entry
         * @description Your entry: `waiting`, or `matched` with the game and seat. Only its player.
         */
        get: operations["getQueueEntry"];
        put?: never;
        post?: never;
        /**
         * Leave the queue
         * @description Withdraws your waiting entry. A matched entry is refused with 409 `queue_entry_matched` (the answer names the game and seat: leave the game instead).
         */
        delete: operations["leaveQueue"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The leaderboard
         * @description The best players of a pool (3 or 4 players a table; default 3) by ordinal (mu - 3 sigma), at most `limit` (default 20, at most 100). Provisional ratings (fewer than 10 rated games in the pool) are left out; computer players are rated players too. `kind=bot`: the bot accounts' board; they are never on the people's.
         */
        get: operations["getLeaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/challenges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Challenge players
         * @description Invites named players (people or bots) to a new table with these rules and clock; each hears `challenge` on its player stream. Needs the player token.
         */
        post: operations["createChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/challenges/{challengeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a challenge
         * @description To its challenger and invitees only.
         */
        get: operations["getChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/challenges/{challengeId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a challenge
         * @description An invitee's yes; the last one seats everyone (`gameId`) and the game starts. Repeating it is harmless.
         */
        post: operations["acceptChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/challenges/{challengeId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a challenge
         * @description An invitee's no: the challenge is `declined` and the others hear it.
         */
        post: operations["declineChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        RulesInputDto: {
            players?: components["schemas"]["RulesPlayerCount"];
            bidStep?: components["schemas"]["BidStep"];
            /** @description A player dealt all four nines may demand a redeal. Default true. */
            fourNinesRedeal?: boolean;
            bidCap?: components["schemas"]["BidCap"];
            followRule?: components["schemas"]["FollowRule"];
            /** @description Four aces may be declared for 200 (trump unchanged). Default false. */
            aceMarriage?: boolean;
            /** @description A newcomer on the barrel pushes the one there off (-120). Default true. */
            barrelCollision?: boolean;
            /** @description A total of exactly 555 is reset to 0. Default true. */
            dumpTruck?: boolean;
        };
        TimeControlDto: {
            /**
             * Format: int32
             * @description Seconds the seat to act has for each move.
             * @example 60
             */
            moveSeconds: number;
            /**
             * @description When the time runs out: `bot` (the stand-in, a cautious bot that never raises the auction, makes that move; after two timeouts in a row the seat is away until its player is back) or `forfeit` (the game ends at once).
             * @enum {string}
             */
            onTimeout: "bot" | "forfeit";
        };
        CreateGameDto: {
            /**
             * @description Shown in listings.
             * @example Friday table
             */
            name?: string;
            /**
             * Format: int32
             * @description Number of seats (default 3).
             * @enum {integer}
             */
            players?: 3 | 4;
            /** @description Any subset of the rule set; the rest takes the defaults. */
            rules?: components["schemas"]["RulesInputDto"];
            /** @description The turn clock; null or absent: untimed, but a rated game then gets 60 s a move, a bot moving on timeout (docs/online-play.md). */
            timeControl?: components["schemas"]["TimeControlDto"] | null;
            /**
             * @description `public` (default): listed; `private`: not listed, the link is the invitation.
             * @enum {string}
             */
            visibility?: "public" | "private";
            /** @description `true`: a rated game. Finishing it updates its players' ratings (Weng-Lin, README "Players and ratings"); every person takes a seat with a player token (else 403 `player_required`), and bots play as their level's rated computer player. Default `false`. */
            rated?: boolean;
            /** @description A rated game: `true` lets bot accounts sit with people (else 403 `bots_not_allowed`). Default `false`. */
            botsAllowed?: boolean;
            /**
             * Format: int32
             * @description Milliseconds a computer player (or the stand-in of an away seat) waits before its move, twice that after a trick and three times after a deal, so people can follow the table; 0: at once (scripts, benchmarks). Default: the service's BOT_PACE_MS (800 unless set).
             * @example 800
             */
            botPaceMs?: number;
        };
        RulesDto: {
            players: components["schemas"]["RulesPlayerCount"];
            bidStep: components["schemas"]["BidStep"];
            /** @description A player dealt all four nines may demand a redeal. Default true. */
            fourNinesRedeal: boolean;
            bidCap: components["schemas"]["BidCap"];
            followRule: components["schemas"]["FollowRule"];
            /** @description Four aces may be declared for 200 (trump unchanged). Default false. */
            aceMarriage: boolean;
            /** @description A newcomer on the barrel pushes the one there off (-120). Default true. */
            barrelCollision: boolean;
            /** @description A total of exactly 555 is reset to 0. Default true. */
            dumpTruck: boolean;
        };
        /** @description A game as you may see it: a seat with its token, else a spectator. */
        GameViewDto: components["schemas"]["WaitingGameView"] | components["schemas"]["PlayingGameView"] | components["schemas"]["FinishedGameView"] | components["schemas"]["ClosedGameView"];
        GamePageDto: {
            games: components["schemas"]["GameSummaryDto"][];
            /** @description Pass as `cursor` for the next page. */
            nextCursor: string | null;
        };
        JoinGameDto: {
            /**
             * @description 1-40 printable characters showing something visible; not a name that reads as a computer player's, `Bot (<level>)` in any case, spacing or punctuation.
             * @example Anna
             */
            name: string;
            /**
             * @description Your part of every deck of this game (docs/rules.md, "Fairness"): choose it at random, after reading the game's serverCommitment. Without one the service's stands in, and every proof says so.
             * @example 3f9a0c27e1d84b6b
             */
            clientSeed?: string;
        };
        JoinedGameDto: {
            /** @description Your seat. */
            seat: components["schemas"]["Seat"];
            /** @description Bearer token of the seat (opaque). Shown once; keep it secret. */
            token: string;
            game: components["schemas"]["GameViewDto"];
        };
        RematchDto: {
            /**
             * @description Your part of every deck of the new game, as clientSeed when joining.
             * @example 3f9a0c27e1d84b6b
             */
            clientSeed?: string;
        };
        AddBotDto: {
            /**
             * @description random: any legal move; basic: heuristics; strong: search; expert: search with each sampled deal solved exactly.
             * @enum {string}
             */
            level: "random" | "basic" | "strong" | "expert";
            /**
             * Format: int32
             * @description The seat to fill (3 only at a table of four); default the first free one.
             */
            seat?: number;
        };
        BotSeatDto: {
            seat: components["schemas"]["Seat"];
            /** @enum {string} */
            level: "random" | "basic" | "strong" | "expert";
            /** @description The spectator view of the game. */
            game: components["schemas"]["GameViewDto"];
        };
        ScoreTableDto: {
            rows: components["schemas"]["ScoreRowDto"][];
            totals: components["schemas"]["Totals"];
            winner: components["schemas"]["SeatOrNull"];
        };
        EventPageDto: {
            events: components["schemas"]["GameEventDto"][];
            /**
             * Format: int32
             * @description Sequence number of the newest event in the log.
             */
            lastSeq: number;
        };
        SeedDto: {
            seat: components["schemas"]["Seat"];
            /**
             * @description The seed as sent (or the stand-in).
             * @example 3f9a0c27e1d84b6b
             */
            seed: string;
            /**
             * @description player: the seat sent it; service: none was sent and the service stood in.
             * @enum {string}
             */
            by: "player" | "service";
        };
        DealProofDto: {
            deal: components["schemas"]["DealNumber"];
            dealer: components["schemas"]["Seat"];
            /** @description Seats in deal order: order[i] got deck[7i..7i+6]; deck[21..23] was the talon. */
            order: components["schemas"]["Seat"][];
            deck: components["schemas"]["Card"][];
            /** @description The deal's server seed (with the cut; before it, a PRNG draw). */
            secret: string;
            /** @description SHA-256 hex of deck.join(",") + ":" + secret, published at the deal. */
            commitment: string;
            /** @description SHA-256 of secret, published before the deal. */
            serverSeedHash?: string;
            /** @description The seats' seeds in seat order (absent for games created before the cut). */
            seeds?: components["schemas"]["SeedDto"][];
            /** @description The cut this deal was dealt with. */
            cut?: components["schemas"]["SeedDto"];
            /** @description The game's master secret, once the game is over (else null). */
            serverMaster: string | null;
            /** @description SHA-256 of serverMaster, as published when the game was created. */
            serverCommitment: string | null;
        };
        ScoreRowDto: {
            deal: components["schemas"]["DealNumber"];
            dealer: components["schemas"]["Seat"];
            declarer: components["schemas"]["SeatOrNull"];
            /** Format: int32 */
            contract: number | null;
            /** @enum {string} */
            result: "made" | "failed" | "surrendered" | "redealt";
            entries: components["schemas"]["ScoreEntryDto"][];
        };
        DealReplayDto: {
            deal: components["schemas"]["DealNumber"];
            dealer: components["schemas"]["Seat"];
            sittingOut: components["schemas"]["SittingOut"];
            /** @description The playing seats in deal order. */
            order: components["schemas"]["Seat"][];
            /** @description The hands as dealt, in deal order. */
            hands: components["schemas"]["HandDto"][];
            talon: components["schemas"]["Card"][];
            /** @description Every bid and pass in order, the opener's compulsory 100 first. */
            auction: components["schemas"]["AuctionEntryDto"][];
            /** @description A four-nines redeal demanded: who, and the nines. */
            redeal: components["schemas"]["HandDto"] | null;
            declarer: components["schemas"]["SeatOrNull"];
            /** Format: int32 */
            winningBid: number | null;
            /** @description The cards the declarer gave. */
            passes: components["schemas"]["CardPassDto"][];
            /**
             * Format: int32
             * @description The contract announced (null: surrendered before announcing one).
             */
            contract: number | null;
            /** @description The declarer surrendered instead of playing the tricks. */
            surrendered: boolean;
            tricks: components["schemas"]["ReplayTrickDto"][];
            score: components["schemas"]["ScoreRowDto"];
            /** @description The commitment published with the deal. */
            commitment: string;
            /** @description The seats' seeds (null for games created before the cut). */
            seeds: components["schemas"]["SeedDto"][] | null;
            /** @description The cut it was dealt with. */
            cut: components["schemas"]["SeedDto"] | null;
        };
        /** @description `event: view`: your whole view when the stream opens, and `lastSeq`. */
        StreamViewDto: (components["schemas"]["WaitingGameView"] & components["schemas"]["StreamViewFields"]) | (components["schemas"]["PlayingGameView"] & components["schemas"]["StreamViewFields"]) | (components["schemas"]["FinishedGameView"] & components["schemas"]["StreamViewFields"]) | (components["schemas"]["ClosedGameView"] & components["schemas"]["StreamViewFields"]);
        StreamUpdateDto: {
            /**
             * @description What this message is: always `update`.
             * @enum {string}
             */
            kind: "update";
            /**
             * Format: int32
             * @description The game version after the action.
             */
            version: number;
            /** @description The action's events, as you may see them. */
            events: components["schemas"]["GameEventDto"][];
        };
        StreamTicketDto: {
            /**
             * @description Send as `?ticket=` on GET /api/v1/games/{gameId}/stream. Secret: shown once.
             * @example q3Vt2m9xY0bWJf7kK1sP8dRzA4cN6hLgE5uT0iOaQwB
             */
            ticket: string;
            /**
             * Format: date-time
             * @description After this instant the ticket is refused (401 `invalid_ticket`).
             */
            expiresAt: string;
        };
        ExplanationDto: {
            /**
             * @description Why the move was chosen, as a code for the client to translate; `params` fills it in (docs/bots.md lists each code with its parameters).
             * @example lead_best_of_suit
             * @enum {string}
             */
            code: "redeal_four_nines" | "bid_hand_worth" | "pass_hand_worth" | "pass_no_higher_bid" | "bid_simulated" | "pass_simulated" | "give_low_cards" | "give_simulated" | "contract_hand_worth" | "contract_simulated" | "surrender_out_of_reach" | "surrender_simulated" | "surrender_no_option" | "declare_four_aces" | "declare_marriage" | "lead_best_of_suit" | "lead_low" | "add_partner_wins" | "add_partner_best_left" | "partner_leads_play_low" | "take_trick" | "trump_cheaply" | "win_best_left" | "trump_in" | "throw_lost_trick" | "only_legal_card" | "play_simulated" | "stand_in_pass" | "stand_in_least_bid" | "stand_in_contract" | "random_move";
            /**
             * @description Cards as card ids, suits as suit letters, points and counts as integers.
             * @example {
             *       "card": "AH"
             *     }
             */
            params: {
                [key: string]: string | number;
            };
        };
        HintDto: {
            /** @description The move, as POST /actions takes it. */
            action: components["schemas"]["Action"];
            /**
             * @description The explanation in English, for logs and clients that do not translate.
             * @example lead the ace of hearts, the best card of its suit
             */
            reason: string;
            explanation: components["schemas"]["ExplanationDto"];
        };
        BestMoveDto: {
            card: components["schemas"]["Card"];
            /** @description Whether the move declares the marriage the card completes. */
            declareMarriage: boolean;
        };
        CardAnalysisDto: {
            /**
             * Format: int32
             * @description Which card of the deal: 0 is the first lead.
             */
            index: number;
            seat: components["schemas"]["Seat"];
            card: components["schemas"]["Card"];
            /** @description Whether the card declared a marriage. */
            declared: boolean;
            /** @description The cards that kept the best value (see `bestMoves`). */
            best: components["schemas"]["Card"][];
            /** @description The moves that kept the best value, each with its marriage declaration: a king or queen among `best` may keep it only declared, or only not. The card lost nothing exactly when its move (`card`, `declared`) is listed here. */
            bestMoves: components["schemas"]["BestMoveDto"][];
            /**
             * Format: int32
             * @description The value before the card, with every hand known.
             */
            valueBefore: number;
            /**
             * Format: int32
             * @description The value after the card.
             */
            valueAfter: number;
            /**
             * Format: int32
             * @description What the card cost its side (declarer: before − after; defender: after − before).
             */
            lost: number;
        };
        ChoiceAnalysisDto: {
            /**
             * Format: int32
             * @description Which choice of the deal, in order: 0 is the first after the opening bid.
             */
            index: number;
            seat: components["schemas"]["Seat"];
            /** @description The choice made: a bid, pass, redeal, give, contract or surrender. */
            action: components["schemas"]["Action"];
            /**
             * Format: int32
             * @description The chooser's expected score of the deal after the choice (docs/rules.md, Scoring a deal), over deals sampled consistently with what the seat knew, the play valued by the solver.
             */
            value: number;
            /** @description The alternative with the highest expected score (or the choice). */
            best: components["schemas"]["Action"];
            /**
             * Format: int32
             * @description The expected score of `best`.
             */
            bestValue: number;
            /**
             * Format: int32
             * @description What the choice cost: bestValue − value.
             */
            lost: number;
            /**
             * Format: int32
             * @description Deals sampled.
             */
            samples: number;
        };
        SeatAnalysisDto: {
            seat: components["schemas"]["Seat"];
            /**
             * Format: int32
             * @description Cards the seat played.
             */
            moves: number;
            /**
             * Format: int32
             * @description Cards that lost nothing.
             */
            exact: number;
            /**
             * Format: int32
             * @description Points lost over the deal.
             */
            pointsLost: number;
        };
        DealAnalysisDto: {
            deal: components["schemas"]["DealNumber"];
            declarer: components["schemas"]["Seat"];
            /** @description Every card of the deal in order; empty when the declarer surrendered. */
            cards: components["schemas"]["CardAnalysisDto"][];
            seats: components["schemas"]["SeatAnalysisDto"][];
            /** @description The choices before the play (each bid or pass, the cards given, the contract, a surrender), each against its best alternative: sampled, so repeatable but not exact. */
            choices: components["schemas"]["ChoiceAnalysisDto"][];
        };
        CreatePlayerDto: {
            name: components["schemas"]["Name"];
            /**
             * @description `bot`: a program's account (README, "Bots from outside"). Default `person`.
             * @enum {string}
             */
            kind?: "person" | "bot";
            /** @description A bot's owner's contact (required for a bot; shown only to the bot itself). */
            owner?: string;
            /** @description What the bot is (bots only; public). */
            description?: string;
        };
        PlayerWithTokenDto: {
            id: components["schemas"]["GameId"];
            /** @example Anna */
            name: string;
            token: components["schemas"]["Token"];
        };
        LadderPauseDto: {
            reason: string;
            at: components["schemas"]["LadderPauseDtoAt"];
            /**
             * Format: date-time
             * @description The ladder takes the bot again from then (POST /queue answers 403 `bot_paused` before).
             */
            until: string;
        };
        PlayerDto: {
            id: components["schemas"]["GameId"];
            /** @example Anna */
            name: string;
            /** @description A computer player's bot level (one rated player per level); null for a person. */
            bot: string | null;
            createdAt: components["schemas"]["LadderPauseDtoAt"];
            /** @description The rating in each pool the player has played a rated game in. */
            ratings: components["schemas"]["PoolRatingDto"][];
            /**
             * @description A person, a bot account (a program) or a computer player of the service.
             * @enum {string}
             */
            kind: "person" | "bot" | "computer";
            description: string | null;
            /** @description A bot's owner's contact: to the bot itself only (GET /players/me), else null. */
            owner: string | null;
            /** @description The bot is paused from the ladder: why, since when and until when; null: not paused. */
            ladderPause: components["schemas"]["LadderPauseDto"] | null;
        };
        PlayerNameDto: {
            name: components["schemas"]["Name"];
        };
        RevokedDto: {
            /**
             * Format: int32
             * @description Seats bound to the player (joined, rematched or queued with its token) whose seat tokens stopped working; the player token stands for them as before.
             */
            seatTokens: number;
            /**
             * Format: int32
             * @description Waiting queue entries deleted (0 or 1); a matched one stays, its game is made.
             */
            queueEntries: number;
            /**
             * Format: int32
             * @description Unused stream tickets refused from now on (the player stream's and the seats').
             */
            streamTickets: number;
        };
        NewPlayerTokenDto: {
            id: components["schemas"]["GameId"];
            /** @example Anna */
            name: string;
            token: components["schemas"]["Token"];
            /** @description What stopped working with the old token, besides the token itself and the streams it opened (they end, on every instance). */
            revoked: components["schemas"]["RevokedDto"];
        };
        RatingHistoryDto: {
            pool: components["schemas"]["Pool"];
            /** @description One point a day with a rated game (the last value of that UTC day), oldest first. */
            points: components["schemas"]["HistoryPointDto"][];
        };
        PlayerGamePageDto: {
            games: components["schemas"]["PlayerGameDto"][];
            /** @description Pass as `cursor` for the next page. */
            nextCursor: string | null;
        };
        ChallengeMessageDto: {
            /**
             * @description What this message is: always `challenge`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "challenge";
            seq: components["schemas"]["Seq"];
            /**
             * Format: uuid
             * @description The challenge (GET /api/v1/challenges/{id}).
             */
            challengeId: string;
            /**
             * Format: uuid
             * @description Who made it.
             */
            challengerId: string;
            /**
             * @description Made, or declined.
             * @enum {string}
             */
            status: "open" | "declined";
            at: components["schemas"]["At"];
        };
        PlayerStreamReadyDto: {
            /**
             * @description What this message is: always `ready`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "ready";
            /**
             * Format: int32
             * @description Your stream resumes after this sequence number.
             */
            lastSeq: number;
        };
        MatchedMessageDto: {
            seq: components["schemas"]["Seq"];
            gameId: components["schemas"]["MatchedMessageDtoGameId"];
            /** @description Your seat in it. */
            seat: components["schemas"]["Seat"];
            at: components["schemas"]["At"];
            /**
             * @description What this message is: always `matched`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "matched";
            /**
             * Format: uuid
             * @description Your queue entry.
             */
            queueId: string;
        };
        QueueExpiredMessageDto: {
            /**
             * @description What this message is: always `queue_expired`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "queue_expired";
            seq: components["schemas"]["Seq"];
            /**
             * Format: uuid
             * @description Your queue entry (GET /api/v1/queue/{id} now answers 404).
             */
            queueId: string;
            at: components["schemas"]["At"];
        };
        GameStartedMessageDto: {
            seq: components["schemas"]["Seq"];
            gameId: components["schemas"]["MatchedMessageDtoGameId"];
            /** @description Your seat in it. */
            seat: components["schemas"]["Seat"];
            at: components["schemas"]["At"];
            /**
             * @description What this message is: always `game_started`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "game_started";
            /**
             * Format: int32
             * @description Seats at the table.
             */
            players: number;
        };
        YourTurnMessageDto: {
            seq: components["schemas"]["Seq"];
            gameId: components["schemas"]["MatchedMessageDtoGameId"];
            /** @description Your seat in it. */
            seat: components["schemas"]["Seat"];
            at: components["schemas"]["At"];
            /**
             * @description What this message is: always `your_turn`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "your_turn";
            /**
             * Format: int32
             * @description The game version at which you are to act (If-Match).
             */
            version: number;
            /** @description When the turn clock runs out; null: the game is untimed. */
            deadline: string | null;
        };
        GameFinishedMessageDto: {
            seq: components["schemas"]["Seq"];
            gameId: components["schemas"]["MatchedMessageDtoGameId"];
            /** @description Your seat in it. */
            seat: components["schemas"]["Seat"];
            at: components["schemas"]["At"];
            /**
             * @description What this message is: always `game_finished`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "game_finished";
            /** @description The winning seat; null when nobody won (abandoned). */
            winner: components["schemas"]["Seat"] | null;
            /** @description How the game ended. */
            result: components["schemas"]["GameResultDto"] | null;
            /** @description What the game did to your rating; null: an unrated game. */
            ratingChange: components["schemas"]["StreamRatingChangeDto"] | null;
        };
        StreamRatingChangeDto: {
            /**
             * Format: int32
             * @description The pool: 3 or 4 players.
             */
            pool: number;
            /**
             * Format: double
             * @description mu before the game.
             */
            muBefore: number;
            /**
             * Format: double
             * @description sigma before the game.
             */
            sigmaBefore: number;
            /**
             * Format: double
             * @description mu after the game.
             */
            muAfter: number;
            /**
             * Format: double
             * @description sigma after the game.
             */
            sigmaAfter: number;
            /**
             * Format: double
             * @description The ordinal (mu - 3 sigma) before.
             */
            ordinalBefore: number;
            /**
             * Format: double
             * @description The ordinal (mu - 3 sigma) after.
             */
            ordinalAfter: number;
        };
        GameResultDto: {
            /**
             * @description `points`: a player reached the winning total; `forfeit`: `seat` forfeited; `abandoned`: every person stayed away for ABANDONED_GAME_TTL (no winner).
             * @enum {string}
             */
            reason: "points" | "forfeit" | "abandoned";
            /** @description The seat that forfeited; null for the other reasons. */
            seat: components["schemas"]["Seat"] | null;
        };
        QueueRequestDto: {
            /**
             * Format: int32
             * @description The pool: a table of 3 or of 4.
             * @example 3
             * @enum {integer}
             */
            players: 3 | 4;
            /** @description Any subset of the rule set; the rest takes the defaults. Only entries whose full rule sets are equal play together. */
            rules?: components["schemas"]["RulesInputDto"];
            /** @description The turn clock; null or absent: 60 s a move, a bot moving on timeout (every queue game is timed, so a player who stops moving cannot hold the others for ever). Only equal time controls match. */
            timeControl?: components["schemas"]["TimeControlDto"] | null;
            /** @description A rated game (default false); rated and unrated entries never match. */
            rated?: boolean;
            /**
             * @description null: wait for people only. Absent: the default.
             * @example 30
             */
            fillWithBotsAfterSeconds?: number | null;
        };
        QueueEntryDto: {
            /**
             * Format: uuid
             * @description The entry.
             */
            id: string;
            /**
             * @description `waiting` for a table; `matched`: seated in `gameId` at `seat`.
             * @enum {string}
             */
            status: "waiting" | "matched";
            /**
             * Format: int32
             * @description The pool.
             */
            players: number;
            /** @description The full rule set the entry plays by. */
            rules: components["schemas"]["RulesDto"];
            timeControl: components["schemas"]["TimeControlOrNull"];
            rated: boolean;
            /** @description null: people only. */
            fillWithBotsAfterSeconds: number | null;
            /**
             * Format: date-time
             * @description When the entry was made.
             */
            createdAt: string;
            /** @description The game it was seated in; null while waiting. */
            gameId: string | null;
            /** @description Your seat there; null while waiting. */
            seat: components["schemas"]["Seat"] | null;
            /** @description When it was matched; null while waiting. */
            matchedAt: string | null;
        };
        LeaderboardDto: {
            pool: components["schemas"]["Pool"];
            /**
             * @description The board: `person` (default; people and computer players) or `bot` (bot accounts).
             * @enum {string}
             */
            kind: "person" | "bot";
            /** @description Best first by ordinal; provisional ratings are left out. */
            players: components["schemas"]["LeaderDto"][];
        };
        CreateChallengeDto: {
            /** @description The players invited (people or bot accounts), one per other seat. */
            invite: string[];
            /**
             * Format: int32
             * @description Seats (default: invitees + 1).
             */
            players?: number;
            /** @description As POST /games takes it. */
            rules?: components["schemas"]["RulesInputDto"];
            /** @description As POST /games takes it. */
            timeControl?: components["schemas"]["TimeControlDto"] | null;
            /** @description A rated game (default false). */
            rated?: boolean;
            /** @description A rated game: bot accounts may sit with people (default false). */
            botsAllowed?: boolean;
        };
        ChallengeSeatDto: {
            playerId: components["schemas"]["GameId"];
            name: string;
            /** @enum {string} */
            kind: "person" | "bot";
            seat: components["schemas"]["Seat"];
            /** @enum {string} */
            answer: "pending" | "accepted" | "declined";
        };
        ChallengeDto: {
            id: components["schemas"]["GameId"];
            /** Format: int32 */
            players: number;
            rules: components["schemas"]["RulesDto"];
            /** @description null: as POST /games without one. */
            timeControl: components["schemas"]["TimeControlDto"] | null;
            rated: boolean;
            botsAllowed: boolean;
            /**
             * @description `accepted`: by every invitee; `gameId` is the table, every seat taken.
             * @enum {string}
             */
            status: "open" | "accepted" | "declined" | "expired";
            /** @description The game; null until accepted by all. */
            gameId: string | null;
            createdAt: components["schemas"]["LadderPauseDtoAt"];
            /**
             * Format: date-time
             * @description Unanswered by then: `expired`.
             */
            expiresAt: string;
            /** @description Seat 0. */
            challenger: components["schemas"]["ChallengeSeatDto"];
            invitees: components["schemas"]["ChallengeSeatDto"][];
        };
        AuctionEntryDto: {
            seat: components["schemas"]["Seat"];
            /**
             * Format: int32
             * @description null for a pass.
             */
            amount: number | null;
        };
        BarrelDto: {
            dealsLeft: components["schemas"]["BarrelDealsLeft"];
        };
        CardPassDto: {
            fromSeat: components["schemas"]["Seat"];
            toSeat: components["schemas"]["Seat"];
            card: components["schemas"]["Card"];
        };
        CompletedTrickDto: {
            /** @description Who led. */
            leader: components["schemas"]["Seat"];
            cards: components["schemas"]["PlayedCardDto"][];
            /** @description Who took it. */
            winner: components["schemas"]["Seat"];
        };
        TrickDto: {
            /** @description Who led. */
            leader: components["schemas"]["Seat"];
            cards: components["schemas"]["PlayedCardDto"][];
        };
        ReceivedCardDto: {
            /** @description The declarer, who gave it. */
            fromSeat: components["schemas"]["Seat"];
            card: components["schemas"]["Card"];
        };
        NextCutDto: {
            /** @description Who cuts for the next deal: this deal's dealer, at any time during the deal (POST /cuts); not listed in legalActions, which are the moves of a turn. */
            seat: components["schemas"]["Seat"];
            /** @description Whether the cut has been made. */
            made: boolean;
            /** @description SHA-256 of the next deal's server seed, which the cut will meet. */
            serverSeedHash: string;
        };
        DealViewDto: {
            number: components["schemas"]["DealNumber"];
            dealer: components["schemas"]["Seat"];
            sittingOut: components["schemas"]["SittingOut"];
            /** @enum {string} */
            phase: "bidding" | "talon" | "contract" | "playing";
            /** @description The seat to act. */
            turn: components["schemas"]["Seat"];
            bids: components["schemas"]["AuctionEntryDto"][];
            highestBid: components["schemas"]["BidAmount"];
            highestBidder: components["schemas"]["Seat"];
            /** @description Who won the bidding; null during it. */
            declarer: components["schemas"]["Seat"] | null;
            /**
             * Format: int32
             * @description null until announced.
             */
            contract: number | null;
            /** @description null until turned up. */
            talon: components["schemas"]["Card"][] | null;
            /** @description Your cards; absent for spectators. During the talon phase the talon is in it: it joins the declarer's hand. */
            hand?: components["schemas"]["Card"][];
            /** @description Cards in each hand. */
            handSizes: number[];
            /** @description null until a marriage names one. */
            trump: components["schemas"]["Suit"] | null;
            marriages: components["schemas"]["MarriageDto"][];
            /** @description The trick on the table. */
            trick: components["schemas"]["TrickDto"];
            lastTrick: components["schemas"]["CompletedTrickDto"] | null;
            /** @description Tricks taken per seat. */
            tricksTaken: number[];
            points: components["schemas"]["PointsPerSeat"];
            /** @description Declarer only: the cards given. */
            given?: components["schemas"]["GivenCardDto"][];
            /** @description The card you were given. */
            received?: components["schemas"]["ReceivedCardDto"];
            /** @description SHA-256 fairness commitment of this deal's deck and secret. */
            commitment: string;
            /** @description SHA-256 of this deal's server seed (docs/rules.md, "Fairness"); absent in games created before the cut. */
            serverSeedHash?: string;
            /** @description The cut for the next deal; absent in games created before the cut. */
            nextCut?: components["schemas"]["NextCutDto"];
            /**
             * Format: date-time
             * @description When the seat to act must have acted (timed games); null: untimed, or a bot plays it.
             */
            deadline: string | null;
        };
        GameSummaryDto: {
            id: components["schemas"]["GameId"];
            name: components["schemas"]["GameName"];
            /** @enum {string} */
            status: "waiting" | "playing" | "finished" | "closed";
            players: components["schemas"]["PlayerCount"];
            /**
             * Format: int32
             * @description Seats taken.
             */
            seatsTaken: number;
            version: components["schemas"]["GameVersion"];
            winner: components["schemas"]["SeatOrNull"];
            createdAt: components["schemas"]["LadderPauseDtoAt"];
        };
        GivenCardDto: {
            /** @description The opponent who received it. */
            toSeat: components["schemas"]["Seat"];
            card: components["schemas"]["Card"];
        };
        HandDto: {
            seat: components["schemas"]["Seat"];
            cards: components["schemas"]["Card"][];
        };
        MarriageDto: {
            seat: components["schemas"]["Seat"];
            /** @description null for the four-aces marriage. */
            suit: components["schemas"]["Suit"] | null;
            /**
             * Format: int32
             * @example 100
             */
            value: number;
        };
        PlayedCardDto: {
            seat: components["schemas"]["Seat"];
            card: components["schemas"]["Card"];
        };
        PreviousDealDto: {
            number: components["schemas"]["DealNumber"];
            /** @description The last trick and who took it; null if none was played. */
            lastTrick: components["schemas"]["CompletedTrickDto"] | null;
            points: components["schemas"]["PointsPerSeat"];
            /** @description The deal's row of the score table. */
            row: components["schemas"]["ScoreRowDto"];
        };
        ProblemDto: {
            /**
             * Format: uri
             * @example https://thousand.example/problems/not-your-turn
             */
            type: string;
            /** @example Conflict */
            title: string;
            /**
             * Format: int32
             * @example 409
             */
            status: number;
            /** @example it is seat 2's turn */
            detail: string;
            /** @example /api/v1/games/3f0c.../bids */
            instance?: string;
            /**
             * @description Stable machine code of the refusal: switch on it. Each response lists its own.
             * @example not_your_turn
             * @enum {string}
             */
            code: "malformed_json" | "validation_failed" | "bad_request" | "invalid_if_match" | "invalid_idempotency_key" | "invalid_cursor" | "invalid_last_event_id" | "invalid_resume_point" | "ambiguous_credentials" | "missing_token" | "invalid_token" | "invalid_ticket" | "player_required" | "player_too_new" | "hint_not_in_rated_game" | "not_seated_in_rated_game" | "bots_not_allowed" | "bot_paused" | "not_invited" | "game_not_found" | "proof_not_available" | "replay_not_available" | "analysis_not_available" | "player_not_found" | "queue_entry_not_found" | "challenge_not_found" | "game_over" | "not_your_turn" | "wrong_phase" | "seat_sits_out" | "not_the_cutter" | "already_cut" | "game_not_running" | "concurrent_update" | "game_full" | "seat_taken" | "seat_reserved" | "person_required" | "seat_left" | "turn_timed_out" | "game_not_finished" | "already_seated" | "already_queued" | "queue_entry_matched" | "challenge_closed" | "game_closed" | "version_mismatch" | "body_too_large" | "unsupported_media_type" | "invalid_action" | "invalid_seat" | "bid_too_low" | "bid_not_multiple_of_step" | "bid_above_120_needs_marriage" | "bid_above_cap" | "redeal_not_allowed" | "invalid_transfer" | "card_not_in_hand" | "contract_too_low" | "contract_not_multiple_of_step" | "contract_above_120_needs_marriage" | "contract_above_cap" | "surrender_too_late" | "must_follow_suit" | "must_play_trump" | "must_beat" | "must_overtrump" | "marriage_not_allowed_on_first_trick" | "marriage_only_when_leading" | "no_marriage_partner" | "not_a_marriage_card" | "no_such_seat" | "idempotency_key_reused" | "invalid_invitees" | "rate_limited" | "too_many_requests_in_flight" | "too_many_streams" | "too_many_games" | "too_many_players" | "too_many_queue_entries" | "too_many_idempotent_answers" | "too_many_analyses" | "too_many_bot_games" | "internal_error" | "database_unavailable" | "shutting_down" | "overloaded" | "decision_timed_out" | "notifications_unavailable";
            /** @description For validation_failed: every bad field. */
            errors?: {
                field: string;
                message: string;
            }[];
            /**
             * Format: int32
             * @description For version_mismatch: the version the game is at (the first part of its ETag).
             */
            currentVersion?: number;
        };
        ReplayTrickDto: {
            /**
             * Format: int32
             * @description Trick number, from 1.
             */
            number: number;
            leader: components["schemas"]["Seat"];
            /** @description In play order, the lead first. */
            cards: components["schemas"]["PlayedCardDto"][];
            winner: components["schemas"]["Seat"];
            /**
             * Format: int32
             * @description Card points in the trick.
             */
            points: number;
            /** @description The marriage declared with the lead. */
            marriage: components["schemas"]["MarriageDto"] | null;
            /** @description Trump while the trick was played. */
            trump: components["schemas"]["Suit"] | null;
        };
        ScoreEntryDto: {
            seat: components["schemas"]["Seat"];
            /**
             * Format: int32
             * @description null for a bolt, sitting out, on the barrel, a redeal.
             */
            score: number | null;
            bolt: boolean;
            events: components["schemas"]["ScoreEventDto"][];
            /**
             * Format: int32
             * @description Total after this deal.
             */
            total: number;
        };
        SeatSummaryDto: {
            seat: components["schemas"]["Seat"];
            /** @description null while the seat is free. */
            name: string | null;
            /** @description Bot level when a computer plays it. */
            bot: ("random" | "basic" | "strong" | "expert") | null;
            /**
             * Format: int32
             * @description Game total.
             */
            total: number;
            /**
             * Format: int32
             * @description Bolts since the last third-bolt penalty.
             */
            bolts: number;
            /** @description null unless on the barrel. */
            barrel: components["schemas"]["BarrelDto"] | null;
            /** @description The stand-in (a cautious bot: it never raises the auction) plays this seat's turns at the table's pace until its player is back (a move, POST /back, or the seat's stream). */
            away: boolean;
            /** @description Its player left the running game (POST /leave): the stand-in plays the seat to the end, and the seat cannot be taken back (`away` stays true). */
            left: boolean;
            /** @description A stream of this seat is open on any instance. */
            connected: boolean;
            /**
             * Format: uuid
             * @description The player the seat is bound to (GET /players/{id}); a bot's is its level's computer player. null: an anonymous or free seat.
             */
            playerId: string | null;
            /** @description Who plays it: a person, a bot account or a computer player; null: free. */
            kind: ("person" | "bot" | "computer") | null;
        };
        SeatedPlayerDto: {
            /** Format: int32 */
            seat: number;
            name: string;
            /**
             * Format: uuid
             * @description null: an anonymous seat.
             */
            playerId: string | null;
            /** @description Bot level, or null. */
            bot: string | null;
            /**
             * @description A person, a bot account or a computer player.
             * @enum {string}
             */
            kind: "person" | "bot" | "computer";
        };
        RatingPointDto: {
            mu: components["schemas"]["Mu"];
            sigma: components["schemas"]["Sigma"];
            ordinal: components["schemas"]["Ordinal"];
        };
        RatingChangeDto: {
            pool: components["schemas"]["PlayerCount"];
            /**
             * Format: int32
             * @description The finishing place (equal totals share one; a forfeit or leaving is last).
             */
            place: number;
            before: components["schemas"]["RatingPointDto"];
            after: components["schemas"]["RatingPointDto"];
            /**
             * Format: double
             * @description How much the game counted for the rating: 1 fully; 1/2, 1/3 for a repeat with the same people or from one address; 0 not at all (a game nobody really played, a repeat past the bound). README, "Players and ratings".
             */
            weight: number;
        };
        PlayerGameDto: {
            id: components["schemas"]["GameId"];
            name: components["schemas"]["GameName"];
            /** @enum {string} */
            status: "waiting" | "playing" | "finished" | "closed";
            players: components["schemas"]["PlayerCount"];
            rated: boolean;
            /** @enum {string} */
            visibility: "public" | "private";
            createdAt: components["schemas"]["LadderPauseDtoAt"];
            /**
             * Format: int32
             * @description The player's seat (a game is listed once: a computer player holding two seats is listed by its first).
             */
            seat: number;
            /** @description The player left the game (a bot finished it). */
            left: boolean;
            opponents: components["schemas"]["SeatedPlayerDto"][];
            /**
             * Format: int32
             * @description Whose turn it is; null unless playing.
             */
            turn: number | null;
            /**
             * Format: date-time
             * @description By when the person to act must act (as the game's view shows it), or null.
             */
            deadline: string | null;
            /**
             * Format: int32
             * @description Who won; null unless finished.
             */
            winner: number | null;
            result: components["schemas"]["GameResultOrNull"];
            /** @description What a finished rated game did to the player's rating. */
            ratingChange: components["schemas"]["RatingChangeDto"] | null;
        };
        PoolRatingDto: {
            mu: components["schemas"]["Mu"];
            sigma: components["schemas"]["Sigma"];
            ordinal: components["schemas"]["Ordinal"];
            pool: components["schemas"]["Pool"];
            games: components["schemas"]["Games"];
            /** @description Fewer than 10 rated games in the pool: not on the leaderboard yet. */
            provisional: boolean;
        };
        HistoryPointDto: {
            mu: components["schemas"]["Mu"];
            sigma: components["schemas"]["Sigma"];
            ordinal: components["schemas"]["Ordinal"];
            /**
             * Format: date
             * @example 2026-12-01
             */
            day: string;
            games: components["schemas"]["Games"];
        };
        LeaderDto: {
            mu: components["schemas"]["Mu"];
            sigma: components["schemas"]["Sigma"];
            ordinal: components["schemas"]["Ordinal"];
            /** Format: int32 */
            rank: number;
            id: components["schemas"]["GameId"];
            name: string;
            /** @description A computer player's bot level; null for a person. */
            bot: string | null;
            /**
             * @description Who the player is.
             * @enum {string}
             */
            kind: "person" | "bot" | "computer";
            games: components["schemas"]["Games"];
        };
        /**
         * @description One of the 24 cards: rank then suit letter (S C D H). Rank order within a suit, low to high, with each rank's card points: 9 (0) < J (2) < Q (3) < K (4) < 10 (10) < A (11). The pack holds 120 card points. A higher card of the suit led wins the trick unless a trump is played; the highest trump wins. Each of the three players in a deal gets 7 cards and 3 go to the talon, face down; the talon joins the declarer's hand during the talon phase (the declarer then gives one card to each opponent, so everyone plays 8 tricks with 8 cards). A king and queen of one suit held together are a marriage, declared by leading one of them: S 40, C 60, D 80, H 100.
         * @example AH
         * @enum {string}
         */
        Card: "9S" | "JS" | "QS" | "KS" | "10S" | "AS" | "9C" | "JC" | "QC" | "KC" | "10C" | "AC" | "9D" | "JD" | "QD" | "KD" | "10D" | "AD" | "9H" | "JH" | "QH" | "KH" | "10H" | "AH";
        /**
         * @description Spades, clubs, diamonds, hearts; a marriage in it is worth S 40, C 60, D 80, H 100.
         * @enum {string}
         */
        Suit: "S" | "C" | "D" | "H";
        /**
         * Format: int32
         * @description A seat, numbered from 0 clockwise; a 3-player table uses 0..2.
         */
        Seat: number;
        /** @description One kind of move your seat may make now, with its choices. */
        LegalActionDto: components["schemas"]["LegalBid"] | components["schemas"]["LegalPass"] | components["schemas"]["LegalRedeal"] | components["schemas"]["LegalGive"] | components["schemas"]["LegalContract"] | components["schemas"]["LegalSurrender"] | components["schemas"]["LegalPlay"];
        /** @description Raise the bid to an amount in the range. */
        LegalBid: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bid";
            /**
             * Format: int32
             * @description Smallest bid allowed.
             */
            min: number;
            /**
             * Format: int32
             * @description Largest bid allowed.
             */
            max: number;
            /**
             * Format: int32
             * @description Allowed bids are min, min + step, ... up to max.
             */
            step: number;
        };
        /** @description Pass: final for this deal. */
        LegalPass: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pass";
        };
        /** @description Demand a redeal (all four nines in hand). */
        LegalRedeal: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "redeal";
        };
        /** @description The declarer gives one of `cards` to each seat of `toSeats`. */
        LegalGive: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "give";
            /** @description Your hand, talon included: give any two. */
            cards: components["schemas"]["Card"][];
            /** @description Opponents. */
            toSeats: components["schemas"]["Seat"][];
        };
        /** @description Announce the contract. */
        LegalContract: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "contract";
            /**
             * Format: int32
             * @description Smallest contract allowed.
             */
            min: number;
            /**
             * Format: int32
             * @description Largest contract allowed.
             */
            max: number;
            /**
             * Format: int32
             * @description Allowed contracts are min, min + step, ... up to max.
             */
            step: number;
        };
        /** @description Surrender the deal (расписать). */
        LegalSurrender: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "surrender";
        };
        /** @description Play one of `cards`; one of `marriageCards` may be led declaring a marriage. */
        LegalPlay: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "play";
            /** @description The cards you may play now. */
            cards: components["schemas"]["Card"][];
            /** @description Cards you may lead with declareMarriage: true. */
            marriageCards: components["schemas"]["Card"][];
        };
        TransferDto: {
            /**
             * Format: int32
             * @description The opponent who receives the card.
             * @example 1
             */
            toSeat: number;
            card: components["schemas"]["Card"];
        };
        BidDto: {
            amount: components["schemas"]["BidRaise"];
        };
        CardTransfersDto: {
            transfers: components["schemas"]["TransferDto"][];
        };
        ContractDto: {
            amount: components["schemas"]["ContractAmount"];
        };
        PlayDto: {
            card: components["schemas"]["Card"];
            /** @description Declare the marriage of the led K or Q (default false). */
            declareMarriage?: boolean;
        };
        CutDto: {
            seed: components["schemas"]["CutSeed"];
        };
        /** @description A move: a legal action with its choices made. */
        Action: components["schemas"]["BidAction"] | components["schemas"]["PassAction"] | components["schemas"]["RedealAction"] | components["schemas"]["GiveAction"] | components["schemas"]["ContractAction"] | components["schemas"]["SurrenderAction"] | components["schemas"]["PlayAction"] | components["schemas"]["CutAction"];
        /** @description Raise the bid. */
        BidAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bid";
            amount: components["schemas"]["BidRaise"];
        };
        /** @description Pass. */
        PassAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pass";
        };
        /** @description Demand a redeal. */
        RedealAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "redeal";
        };
        /** @description Give one card to each opponent. */
        GiveAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "give";
            transfers: components["schemas"]["TransferDto"][];
        };
        /** @description Announce the contract. */
        ContractAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "contract";
            amount: components["schemas"]["ContractAmount"];
        };
        /** @description Surrender the deal. */
        SurrenderAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "surrender";
        };
        /** @description Play a card. */
        PlayAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "play";
            card: components["schemas"]["Card"];
            /** @description Declare the marriage of the led K or Q (default false). */
            declareMarriage?: boolean;
        };
        /** @description Cut the next deal: this deal's dealer, once, at any time during the deal (never listed in legalActions). */
        CutAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "cut";
            seed: components["schemas"]["CutSeed"];
        };
        /**
         * Format: int32
         * @description Sequence number in the game's log.
         */
        EventSeq: number;
        /**
         * Format: int32
         * @description The game version the event belongs to.
         */
        EventVersion: number;
        /** @description One event of the log, as you may see it. */
        GameEventDto: components["schemas"]["PlayerJoinedEvent"] | components["schemas"]["TurnTimedOutEvent"] | components["schemas"]["SeatAwayEvent"] | components["schemas"]["SeatBackEvent"] | components["schemas"]["PlayerLeftEvent"] | components["schemas"]["GameForfeitedEvent"] | components["schemas"]["GameAbandonedEvent"] | components["schemas"]["GameClosedEvent"] | components["schemas"]["RematchCreatedEvent"] | components["schemas"]["GameStartedEvent"] | components["schemas"]["DealStartedEvent"] | components["schemas"]["CutEvent"] | components["schemas"]["BidEvent"] | components["schemas"]["PassEvent"] | components["schemas"]["RedealDemandedEvent"] | components["schemas"]["BiddingWonEvent"] | components["schemas"]["TalonRevealedEvent"] | components["schemas"]["CardGivenEvent"] | components["schemas"]["ContractAnnouncedEvent"] | components["schemas"]["SurrenderedEvent"] | components["schemas"]["CardPlayedEvent"] | components["schemas"]["MarriageDeclaredEvent"] | components["schemas"]["TrumpChangedEvent"] | components["schemas"]["TrickWonEvent"] | components["schemas"]["DealScoredEvent"] | components["schemas"]["DealRevealedEvent"] | components["schemas"]["GameOverEvent"];
        /** @description A player (or a bot) took a seat. Recorded by the service; seen by everyone. */
        PlayerJoinedEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "player_joined";
            data: {
                /** @enum {string} */
                type: "player_joined";
                seat: components["schemas"]["Seat"];
                name: string;
                bot: ("random" | "basic" | "strong" | "expert") | null;
            };
        };
        /** @description The seat to act let its time run out (docs/online-play.md): with `bot`, a bot's move for it follows in the same update; with `forfeit`, game_forfeited follows. */
        TurnTimedOutEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "turn_timed_out";
            data: {
                /** @enum {string} */
                type: "turn_timed_out";
                seat: components["schemas"]["Seat"];
                /** @enum {string} */
                onTimeout: "bot" | "forfeit";
            };
        };
        /** @description Two timeouts in a row: the stand-in plays the seat's turns until its player is back. */
        SeatAwayEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "seat_away";
            data: {
                /** @enum {string} */
                type: "seat_away";
                seat: components["schemas"]["Seat"];
            };
        };
        /** @description The seat's player is back (a move, POST /back, or its stream opened): no bot plays for it. */
        SeatBackEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "seat_back";
            data: {
                /** @enum {string} */
                type: "seat_back";
                seat: components["schemas"]["Seat"];
            };
        };
        /** @description A player left: from a waiting game the seat is free again (`running` false); from a running one a bot plays the seat to the end, unless the game ends by forfeit. */
        PlayerLeftEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "player_left";
            data: {
                /** @enum {string} */
                type: "player_left";
                seat: components["schemas"]["Seat"];
                running: boolean;
            };
        };
        /** @description The game ended by `seat`'s forfeit; the winner has the highest total among the others. */
        GameForfeitedEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "game_forfeited";
            data: {
                /** @enum {string} */
                type: "game_forfeited";
                seat: components["schemas"]["Seat"];
                winner: components["schemas"]["Seat"];
                totals: components["schemas"]["Totals"];
            };
        };
        /** @description Every person stayed away from the table (or left) for ABANDONED_GAME_TTL after a deal ended: the game is over without a winner (docs/online-play.md). */
        GameAbandonedEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "game_abandoned";
            data: {
                /** @enum {string} */
                type: "game_abandoned";
                totals: components["schemas"]["Totals"];
            };
        };
        /** @description The waiting game was closed: its seats were not filled within WAITING_GAME_TTL. */
        GameClosedEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "game_closed";
            data: {
                /** @enum {string} */
                type: "game_closed";
                /** @enum {string} */
                reason: "not_filled";
            };
        };
        /** @description A seat asked for a rematch: the new game, where each seat may take its own. */
        RematchCreatedEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "rematch_created";
            data: {
                /** @enum {string} */
                type: "rematch_created";
                gameId: components["schemas"]["GameId"];
            };
        };
        /** @description Every seat was taken and the game began. */
        GameStartedEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "game_started";
            data: {
                /** @enum {string} */
                type: "game_started";
                /** Format: int32 */
                players: number;
                rules: components["schemas"]["RulesDto"];
                firstDealer: components["schemas"]["Seat"];
            };
        };
        /** @description A deal was dealt. Redacted: `hand` is only your own hand, and absent for spectators; nobody sees another seat's cards. */
        DealStartedEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "deal_started";
            data: {
                /** @enum {string} */
                type: "deal_started";
                deal: components["schemas"]["DealNumber"];
                dealer: components["schemas"]["Seat"];
                sittingOut: components["schemas"]["SittingOut"];
                handSizes: number[];
                commitment: string;
                openingBid: {
                    seat: components["schemas"]["Seat"];
                    amount: components["schemas"]["BidAmount"];
                };
                turn: components["schemas"]["Seat"];
                /** @description Your own hand; absent for spectators. */
                hand?: components["schemas"]["Card"][];
                /** @description With the cut: SHA-256 of this deal's server seed. */
                serverSeedHash?: string;
                /** @description With the cut: SHA-256 of the next deal's server seed. */
                nextServerSeedHash?: string;
            };
        };
        /** @description This deal's dealer cut for the next deal (docs/rules.md, "Fairness"); `deal` is the deal cut. */
        CutEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "cut";
            data: {
                /** @enum {string} */
                type: "cut";
                seat: components["schemas"]["Seat"];
                deal: components["schemas"]["DealNumber"];
                /** @example 3f9a0c27e1d84b6b */
                seed: string;
            };
        };
        /** @description A seat bid. */
        BidEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bid";
            data: {
                /** @enum {string} */
                type: "bid";
                seat: components["schemas"]["Seat"];
                amount: components["schemas"]["BidAmount"];
            };
        };
        /** @description A seat passed. */
        PassEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pass";
            data: {
                /** @enum {string} */
                type: "pass";
                seat: components["schemas"]["Seat"];
            };
        };
        /** @description A seat showed four nines and the deal was dealt again. */
        RedealDemandedEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "redeal_demanded";
            data: {
                /** @enum {string} */
                type: "redeal_demanded";
                seat: components["schemas"]["Seat"];
                deal: components["schemas"]["DealNumber"];
                /** @description The nines shown. */
                cards: components["schemas"]["Card"][];
            };
        };
        /** @description The bidding ended. */
        BiddingWonEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bidding_won";
            data: {
                /** @enum {string} */
                type: "bidding_won";
                seat: components["schemas"]["Seat"];
                amount: components["schemas"]["BidAmount"];
            };
        };
        /** @description The talon was turned up for everyone and joined the declarer's hand. */
        TalonRevealedEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "talon_revealed";
            data: {
                /** @enum {string} */
                type: "talon_revealed";
                seat: components["schemas"]["Seat"];
                cards: components["schemas"]["Card"][];
            };
        };
        /** @description The declarer gave a card. Redacted: `card` is null for everyone but the giver and the receiver. */
        CardGivenEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "card_given";
            data: {
                /** @enum {string} */
                type: "card_given";
                fromSeat: components["schemas"]["Seat"];
                toSeat: components["schemas"]["Seat"];
                card: components["schemas"]["Card"] | null;
            };
        };
        /** @description The declarer announced the contract. */
        ContractAnnouncedEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "contract_announced";
            data: {
                /** @enum {string} */
                type: "contract_announced";
                seat: components["schemas"]["Seat"];
                amount: components["schemas"]["BidAmount"];
            };
        };
        /** @description The declarer surrendered the deal. */
        SurrenderedEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "surrendered";
            data: {
                /** @enum {string} */
                type: "surrendered";
                seat: components["schemas"]["Seat"];
                contract: components["schemas"]["BidAmount"];
            };
        };
        /** @description A card was played; `marriage` when it declared one. */
        CardPlayedEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "card_played";
            data: {
                /** @enum {string} */
                type: "card_played";
                seat: components["schemas"]["Seat"];
                card: components["schemas"]["Card"];
                marriage: boolean;
            };
        };
        /** @description A marriage was declared (suit null: the four-aces variant). */
        MarriageDeclaredEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "marriage_declared";
            data: {
                /** @enum {string} */
                type: "marriage_declared";
                seat: components["schemas"]["Seat"];
                suit: components["schemas"]["SuitOrNull"];
                /** Format: int32 */
                value: number;
            };
        };
        /** @description A marriage named a new trump. */
        TrumpChangedEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "trump_changed";
            data: {
                /** @enum {string} */
                type: "trump_changed";
                from: components["schemas"]["SuitOrNull"];
                to: components["schemas"]["Suit"];
            };
        };
        /** @description A trick was taken. */
        TrickWonEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "trick_won";
            data: {
                /** @enum {string} */
                type: "trick_won";
                winner: components["schemas"]["Seat"];
                /**
                 * Format: int32
                 * @description Trick number in the deal.
                 */
                trick: number;
                cards: components["schemas"]["PlayedCardDto"][];
                /**
                 * Format: int32
                 * @description Card points in the trick.
                 */
                points: number;
            };
        };
        /** @description The deal was scored. */
        DealScoredEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "deal_scored";
            data: {
                /** @enum {string} */
                type: "deal_scored";
                row: components["schemas"]["ScoreRowDto"];
            };
        };
        /** @description The finished deal's deck and secret, matching its commitment (see getDealProof). */
        DealRevealedEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "deal_revealed";
            data: {
                /** @enum {string} */
                type: "deal_revealed";
                deal: components["schemas"]["DealNumber"];
                dealer: components["schemas"]["Seat"];
                order: components["schemas"]["Seat"][];
                deck: components["schemas"]["Card"][];
                secret: string;
                commitment: string;
                /** @description With the cut: SHA-256 of secret. */
                serverSeedHash?: string;
                /** @description With the cut: the seats' seeds in seat order. */
                seeds?: components["schemas"]["SeedDto"][];
                cut?: components["schemas"]["SeedDto"];
            };
        };
        /** @description A player reached the winning total. */
        GameOverEvent: {
            seq: components["schemas"]["EventSeq"];
            version: components["schemas"]["EventVersion"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "game_over";
            data: {
                /** @enum {string} */
                type: "game_over";
                winner: components["schemas"]["Seat"];
                totals: components["schemas"]["Totals"];
                /** @description With the cut: the game's master secret, now that no deal is left to come. */
                serverMaster?: string;
            };
        };
        /** @description Something besides the deal score that changed a total, or why nothing did. */
        ScoreEventDto: components["schemas"]["ScoreSatOutEvent"] | components["schemas"]["ScoreBarrelNoScoreEvent"] | components["schemas"]["ScoreBoltEvent"] | components["schemas"]["ScoreThirdBoltEvent"] | components["schemas"]["ScoreWinEvent"] | components["schemas"]["ScoreBarrelOnEvent"] | components["schemas"]["ScoreBarrelShortEvent"] | components["schemas"]["ScoreBarrelCountdownEvent"] | components["schemas"]["ScoreBarrelFallEvent"] | components["schemas"]["ScoreBarrelOffLostEvent"] | components["schemas"]["ScoreBarrelCollisionEvent"] | components["schemas"]["ScoreDumpTruckEvent"];
        /** @description The dealer sat this deal out (4 players). */
        ScoreSatOutEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "sat_out";
        };
        /** @description On the barrel: only the declarer scores. */
        ScoreBarrelNoScoreEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "barrel_no_score";
        };
        /** @description A bolt (nothing scored); `count` bolts since the last penalty. */
        ScoreBoltEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bolt";
            /**
             * Format: int32
             * @description Bolts now counted.
             */
            count: number;
        };
        /** @description The third bolt: a penalty. */
        ScoreThirdBoltEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "third_bolt";
            points: components["schemas"]["ScorePoints"];
        };
        /** @description Reached the winning total: the game is won. */
        ScoreWinEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "win";
        };
        /** @description Climbed onto the barrel. */
        ScoreBarrelOnEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "barrel_on";
            points: components["schemas"]["ScorePoints"];
            dealsLeft: components["schemas"]["BarrelDealsLeft"];
        };
        /** @description On the barrel, the contract fell short. */
        ScoreBarrelShortEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "barrel_short";
            points: components["schemas"]["ScorePoints"];
        };
        /** @description A deal on the barrel passed. */
        ScoreBarrelCountdownEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "barrel_countdown";
            dealsLeft: components["schemas"]["BarrelDealsLeft"];
        };
        /** @description Fell off the barrel: a penalty. */
        ScoreBarrelFallEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "barrel_fall";
            points: components["schemas"]["ScorePoints"];
        };
        /** @description Off the barrel, having lost the place. */
        ScoreBarrelOffLostEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "barrel_off_lost";
        };
        /** @description Pushed off the barrel by a newcomer: a penalty. */
        ScoreBarrelCollisionEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "barrel_collision";
            points: components["schemas"]["ScorePoints"];
        };
        /** @description A total of exactly 555: reset to 0. */
        ScoreDumpTruckEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "dump_truck";
            points: components["schemas"]["ScorePoints"];
        };
        /** @description A game whose status is waiting. */
        WaitingGameView: {
            id: components["schemas"]["GameId"];
            name: components["schemas"]["GameName"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "waiting";
            version: components["schemas"]["GameVersion"];
            players: components["schemas"]["PlayerCount"];
            rules: components["schemas"]["RulesDto"];
            serverCommitment: components["schemas"]["ServerCommitment"];
            you: components["schemas"]["YourSeat"];
            seats: components["schemas"]["SeatLines"];
            deal: components["schemas"]["DealViewOrNull"];
            legalActions: components["schemas"]["LegalActions"];
            winner: components["schemas"]["Winner"];
            previousDeal: components["schemas"]["PreviousDealOrNull"];
            result: components["schemas"]["GameResultOrNull"];
            timeControl: components["schemas"]["TimeControlOrNull"];
            visibility: components["schemas"]["Visibility"];
            rated: components["schemas"]["Rated"];
            rematch: components["schemas"]["RematchId"];
            botPaceMs: components["schemas"]["BotPaceMs"];
        };
        /** @description A game whose status is playing. */
        PlayingGameView: {
            id: components["schemas"]["GameId"];
            name: components["schemas"]["GameName"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "playing";
            version: components["schemas"]["GameVersion"];
            players: components["schemas"]["PlayerCount"];
            rules: components["schemas"]["RulesDto"];
            serverCommitment: components["schemas"]["ServerCommitment"];
            you: components["schemas"]["YourSeat"];
            seats: components["schemas"]["SeatLines"];
            deal: components["schemas"]["DealViewDto"];
            legalActions: components["schemas"]["LegalActions"];
            winner: components["schemas"]["Winner"];
            previousDeal: components["schemas"]["PreviousDealOrNull"];
            result: components["schemas"]["GameResultOrNull"];
            timeControl: components["schemas"]["TimeControlOrNull"];
            visibility: components["schemas"]["Visibility"];
            rated: components["schemas"]["Rated"];
            rematch: components["schemas"]["RematchId"];
            botPaceMs: components["schemas"]["BotPaceMs"];
        };
        /** @description A game whose status is finished. */
        FinishedGameView: {
            id: components["schemas"]["GameId"];
            name: components["schemas"]["GameName"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "finished";
            version: components["schemas"]["GameVersion"];
            players: components["schemas"]["PlayerCount"];
            rules: components["schemas"]["RulesDto"];
            serverCommitment: components["schemas"]["ServerCommitment"];
            you: components["schemas"]["YourSeat"];
            seats: components["schemas"]["SeatLines"];
            deal: components["schemas"]["DealViewOrNull"];
            legalActions: components["schemas"]["LegalActions"];
            winner: components["schemas"]["Winner"];
            previousDeal: components["schemas"]["PreviousDealOrNull"];
            result: components["schemas"]["GameResultOrNull"];
            timeControl: components["schemas"]["TimeControlOrNull"];
            visibility: components["schemas"]["Visibility"];
            rated: components["schemas"]["Rated"];
            rematch: components["schemas"]["RematchId"];
            botPaceMs: components["schemas"]["BotPaceMs"];
        };
        /** @description A game whose status is closed. */
        ClosedGameView: {
            id: components["schemas"]["GameId"];
            name: components["schemas"]["GameName"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "closed";
            version: components["schemas"]["GameVersion"];
            players: components["schemas"]["PlayerCount"];
            rules: components["schemas"]["RulesDto"];
            serverCommitment: components["schemas"]["ServerCommitment"];
            you: components["schemas"]["YourSeat"];
            seats: components["schemas"]["SeatLines"];
            deal: components["schemas"]["DealViewOrNull"];
            legalActions: components["schemas"]["LegalActions"];
            winner: components["schemas"]["Winner"];
            previousDeal: components["schemas"]["PreviousDealOrNull"];
            result: components["schemas"]["GameResultOrNull"];
            timeControl: components["schemas"]["TimeControlOrNull"];
            visibility: components["schemas"]["Visibility"];
            rated: components["schemas"]["Rated"];
            rematch: components["schemas"]["RematchId"];
            botPaceMs: components["schemas"]["BotPaceMs"];
        };
        StreamViewFields: {
            /**
             * @description What this message is: always `view`.
             * @enum {string}
             */
            kind: "view";
            /**
             * Format: int32
             * @description Sequence number of the newest event the view reflects.
             */
            lastSeq: number;
        };
        /** @description One message of a game's event stream (its `data`): the view first, then updates; `kind` says which. */
        StreamMessage: components["schemas"]["StreamViewDto"] | components["schemas"]["StreamUpdateDto"];
        HealthStatus: {
            /** @enum {string} */
            status: "ok" | "error" | "shutting_down";
            /** @enum {string} */
            instance?: "ready";
            /**
             * @description Readiness: `away` while the database does not answer.
             * @enum {string}
             */
            database?: "up" | "away";
            info?: components["schemas"]["HealthIndicators"];
            error?: components["schemas"]["HealthIndicators"];
            details?: components["schemas"]["HealthIndicators"];
        };
        /** @description One entry per indicator checked (readiness: `database`, `notifications`). */
        HealthIndicators: {
            [key: string]: {
                /** @enum {string} */
                status: "up" | "down";
                since?: components["schemas"]["LadderPauseDtoAt"];
            };
        };
        /** @description One message of a player's event stream (its `data`); `kind` says which. */
        PlayerStreamMessage: components["schemas"]["PlayerStreamReadyDto"] | components["schemas"]["MatchedMessageDto"] | components["schemas"]["QueueExpiredMessageDto"] | components["schemas"]["GameStartedMessageDto"] | components["schemas"]["YourTurnMessageDto"] | components["schemas"]["GameFinishedMessageDto"] | components["schemas"]["ChallengeMessageDto"];
        InternalErrorProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "internal_error";
        };
        ReadinessServiceUnavailableProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "shutting_down" | "database_unavailable" | "notifications_unavailable";
        };
        PostBadRequestProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "malformed_json" | "validation_failed" | "invalid_idempotency_key";
        };
        InvalidTokenProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "invalid_token";
        };
        PlayerRequiredProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "player_required" | "player_too_new";
        };
        BodyTooLargeProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "body_too_large";
        };
        UnsupportedMediaTypeProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "unsupported_media_type";
        };
        IdempotencyKeyReusedProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "idempotency_key_reused";
        };
        NewGameTooManyRequestsProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "rate_limited" | "too_many_requests_in_flight" | "too_many_idempotent_answers" | "too_many_games";
        };
        ServiceUnavailableProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "overloaded" | "database_unavailable";
        };
        PageBadRequestProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "validation_failed" | "invalid_cursor";
        };
        TooManyRequestsProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "rate_limited" | "too_many_requests_in_flight";
        };
        JoinGameForbiddenProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "player_required" | "player_too_new" | "bots_not_allowed";
        };
        GameNotFoundProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "game_not_found";
        };
        JoinGameConflictProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "game_full" | "already_seated" | "seat_reserved";
        };
        GameClosedProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "game_closed";
        };
        IdempotentTooManyRequestsProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "rate_limited" | "too_many_requests_in_flight" | "too_many_idempotent_answers";
        };
        UnauthorizedProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "missing_token" | "invalid_token";
        };
        RematchConflictProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "game_not_finished" | "game_full" | "seat_taken" | "already_seated";
        };
        NotSeatedInRatedGameProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "not_seated_in_rated_game";
        };
        AddBotConflictProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "game_full" | "seat_taken" | "person_required" | "seat_reserved";
        };
        AddBotUnprocessableEntityProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "idempotency_key_reused" | "no_such_seat";
        };
        MoveBadRequestProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "malformed_json" | "invalid_idempotency_key" | "invalid_if_match" | "validation_failed";
        };
        MoveConflictProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "game_over" | "not_your_turn" | "wrong_phase" | "seat_sits_out" | "not_the_cutter" | "already_cut" | "game_not_running" | "concurrent_update" | "seat_left" | "turn_timed_out";
        };
        VersionMismatchProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "version_mismatch";
        };
        MoveUnprocessableEntityProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "idempotency_key_reused" | "invalid_action" | "invalid_seat" | "bid_too_low" | "bid_not_multiple_of_step" | "bid_above_120_needs_marriage" | "bid_above_cap" | "redeal_not_allowed" | "invalid_transfer" | "card_not_in_hand" | "contract_too_low" | "contract_not_multiple_of_step" | "contract_above_120_needs_marriage" | "contract_above_cap" | "surrender_too_late" | "must_follow_suit" | "must_play_trump" | "must_beat" | "must_overtrump" | "marriage_not_allowed_on_first_trick" | "marriage_only_when_leading" | "no_marriage_partner" | "not_a_marriage_card";
        };
        PresenceConflictProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "game_not_running" | "seat_left" | "concurrent_update";
        };
        ValidationFailedProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "validation_failed";
        };
        GetDealProofNotFoundProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "game_not_found" | "proof_not_available";
        };
        GetDealReplayNotFoundProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "game_not_found" | "replay_not_available";
        };
        StreamBadRequestProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "validation_failed" | "invalid_last_event_id" | "invalid_resume_point" | "ambiguous_credentials";
        };
        StreamGameUnauthorizedProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "invalid_token" | "invalid_ticket";
        };
        StreamTooManyRequestsProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "rate_limited" | "too_many_requests_in_flight" | "too_many_streams";
        };
        PlayerBadRequestProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "malformed_json" | "validation_failed";
        };
        SeatLeftProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "seat_left";
        };
        HintNotInRatedGameProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "hint_not_in_rated_game";
        };
        GetHintConflictProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "not_your_turn" | "game_not_running" | "seat_left";
        };
        DecisionServiceUnavailableProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "overloaded" | "database_unavailable" | "shutting_down" | "decision_timed_out";
        };
        GetDealAnalysisNotFoundProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "game_not_found" | "replay_not_available" | "analysis_not_available";
        };
        GetDealAnalysisTooManyRequestsProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "rate_limited" | "too_many_requests_in_flight" | "too_many_analyses";
        };
        CreatePlayerTooManyRequestsProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "rate_limited" | "too_many_requests_in_flight" | "too_many_idempotent_answers" | "too_many_players";
        };
        PlayerNotFoundProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "player_not_found";
        };
        StreamPlayerUnauthorizedProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "missing_token" | "invalid_token" | "invalid_ticket";
        };
        JoinQueueForbiddenProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "player_too_new" | "bot_paused";
        };
        AlreadyQueuedProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "already_queued";
        };
        JoinQueueTooManyRequestsProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "rate_limited" | "too_many_requests_in_flight" | "too_many_idempotent_answers" | "too_many_games" | "too_many_queue_entries" | "too_many_bot_games";
        };
        QueueEntryNotFoundProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "queue_entry_not_found";
        };
        QueueEntryMatchedProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "queue_entry_matched";
        };
        CreateChallengeForbiddenProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "player_too_new" | "bots_not_allowed";
        };
        InvalidInviteesProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "invalid_invitees";
        };
        BotGamesTooManyRequestsProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "rate_limited" | "too_many_requests_in_flight" | "too_many_bot_games";
        };
        ChallengeNotFoundProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "challenge_not_found";
        };
        NotInvitedProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "not_invited";
        };
        ChallengeClosedProblem: components["schemas"]["ProblemDto"] & {
            /** @enum {string} */
            code: "challenge_closed";
        };
        /**
         * Format: int32
         * @description Deal number, from 1; a redeal counts as a deal.
         */
        DealNumber: number;
        /** @description SHA-256 of the game's master secret, published when the game was created, before any seed was sent (docs/rules.md, "Fairness"); null for games created before the cut. */
        ServerCommitment: string | null;
        /** @description How the game ended; null until it is finished. */
        GameResultOrNull: components["schemas"]["GameResultDto"] | null;
        /** @description The turn clock; null: untimed. */
        TimeControlOrNull: components["schemas"]["TimeControlDto"] | null;
        /**
         * Format: int32
         * @enum {integer}
         */
        PlayerCount: 3 | 4;
        /** @description How the last deal ended, from its end until the next deal's first card; else null. */
        PreviousDealOrNull: components["schemas"]["PreviousDealDto"] | null;
        /**
         * Format: int32
         * @description The message's sequence number in your stream (its `id:`).
         */
        Seq: number;
        Totals: number[];
        /**
         * Format: int32
         * @description Points this event added to the total.
         */
        ScorePoints: number;
        /**
         * Format: int32
         * @description Grows by one with every accepted change; the ETag begins with it.
         */
        GameVersion: number;
        /** @description What your seat may do now; send one back, its choices made, to POST /actions. */
        LegalActions: components["schemas"]["LegalActionDto"][];
        /** @description Who won; null until the game is over. */
        Winner: components["schemas"]["Seat"] | null;
        /** @description Your seat; null for spectators. */
        YourSeat: components["schemas"]["Seat"] | null;
        /**
         * Format: uuid
         * @description The rematch of this finished game, once a seat asked for one.
         */
        RematchId: string | null;
        /**
         * Format: int32
         * @description Milliseconds a computer player (or an away seat's stand-in) waits before its move.
         */
        BotPaceMs: number;
        /**
         * Format: date-time
         * @description When the message was written.
         */
        At: string;
        /**
         * Format: double
         * @description Its spread (a new player: 25/3); it shrinks with games.
         */
        Sigma: number;
        /**
         * Format: double
         * @description The mean of the skill estimate (a new player: 25).
         */
        Mu: number;
        /** @description 4 players: the dealer, who sits out. */
        SittingOut: components["schemas"]["Seat"] | null;
        /**
         * Format: int32
         * @description The pool: tables of 3 or of 4 players are rated apart.
         * @enum {integer}
         */
        Pool: 3 | 4;
        /** @description null until the game starts and after it ends. */
        DealViewOrNull: components["schemas"]["DealViewDto"] | null;
        /**
         * Format: double
         * @description mu - 3 sigma: what the leaderboard ranks by.
         */
        Ordinal: number;
        /** Format: uuid */
        GameId: string;
        SeatOrNull: components["schemas"]["Seat"] | null;
        /** Format: int32 */
        BidAmount: number;
        SeatLines: components["schemas"]["SeatSummaryDto"][];
        /**
         * @description `private` games are not listed.
         * @enum {string}
         */
        Visibility: "public" | "private";
        /**
         * Format: int32
         * @description Deals still to come in which the player may win from the barrel.
         */
        BarrelDealsLeft: number;
        /**
         * @description 1-40 printable characters showing something visible; not a name that reads as a computer player's, `Bot (<level>)` in any case, spacing or punctuation. A bot account may call itself a bot ("MyBot").
         * @example Anna
         */
        Name: string;
        /**
         * @description Your cut of the next deal (you are this deal's dealer): combined with the server seed whose hash is deal.nextCut.serverSeedHash.
         * @example 3f9a0c27e1d84b6b
         */
        CutSeed: string;
        GameName: string | null;
        /** @description Card points in each seat's tricks. */
        PointsPerSeat: number[];
        /** @description Finishing the game updates its players' ratings (every seat is a player's or a bot's). */
        Rated: boolean;
        /**
         * Format: int32
         * @description Rated games finished in the pool.
         */
        Games: number;
        /**
         * @description Follow suit, else trump; the variants also oblige to beat / overtrump when able. Default the first.
         * @enum {string}
         */
        FollowRule: "follow_then_trump" | "must_beat" | "must_overtrump";
        /** @description Bearer token of the player (opaque; `player.` and 43 base64url characters). Shown once; keep it secret. It also stands for every seat the player holds. */
        Token: string;
        /**
         * Format: int32
         * @description Smallest raise of a bid or contract. Default 5.
         * @enum {integer}
         */
        BidStep: 5 | 10;
        /**
         * @description Bids above 120 need a marriage in hand, or are capped at 120 + marriages held. Default the first.
         * @enum {string}
         */
        BidCap: "marriage_required_above_120" | "capped_by_marriages";
        /**
         * Format: int32
         * @description 4: the dealer sits out each deal. Default 3.
         * @enum {integer}
         */
        RulesPlayerCount: 3 | 4;
        /**
         * Format: uuid
         * @description The game.
         */
        MatchedMessageDtoGameId: string;
        SuitOrNull: components["schemas"]["Suit"] | null;
        /** Format: date-time */
        LadderPauseDtoAt: string;
        /**
         * Format: int32
         * @description At least the winning bid, in steps of the bid step.
         * @example 120
         */
        ContractAmount: number;
        /**
         * Format: int32
         * @description A raise: at least the highest bid plus the step.
         * @example 105
         */
        BidRaise: number;
        /**
         * @deprecated
         * @description A bid or a pass: AuctionEntryDto under its name of version 1.0.0 (DealViewDto.bids), for clients generated from it.
         */
        BidRecordDto: components["schemas"]["AuctionEntryDto"];
        /**
         * @deprecated
         * @description The fields every game view has (WaitingGameView, PlayingGameView, FinishedGameView, ClosedGameView), under its name of version 1.0.0, for clients generated from it. No operation answers it alone: read GameViewDto.
         */
        GameViewFields: {
            id: components["schemas"]["GameId"];
            name: components["schemas"]["GameName"];
            /** @enum {string} */
            status: "waiting" | "playing" | "finished" | "closed";
            version: components["schemas"]["GameVersion"];
            players: components["schemas"]["PlayerCount"];
            rules: components["schemas"]["RulesDto"];
            serverCommitment: components["schemas"]["ServerCommitment"];
            you: components["schemas"]["YourSeat"];
            seats: components["schemas"]["SeatLines"];
            deal: components["schemas"]["DealViewOrNull"];
            legalActions: components["schemas"]["LegalActions"];
            winner: components["schemas"]["Winner"];
            previousDeal: components["schemas"]["PreviousDealOrNull"];
            result: components["schemas"]["GameResultOrNull"];
            timeControl: components["schemas"]["TimeControlOrNull"];
            visibility: components["schemas"]["Visibility"];
            rated: components["schemas"]["Rated"];
            rematch: components["schemas"]["RematchId"];
            botPaceMs: components["schemas"]["BotPaceMs"];
        };
    };
    responses: {
        /** @description An unexpected error (logged with the request id). */
        ProbeInternalError: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["InternalErrorProblem"];
            };
        };
        /** @description At capacity, stopping, or the database cannot be reached: retry after Retry-After seconds. */
        ReadinessServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ReadinessServiceUnavailableProblem"];
            };
        };
        /** @description Malformed JSON, or a field, header or query failed validation (`errors` names each field). */
        PostBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["PostBadRequestProblem"];
            };
        };
        /** @description Missing, malformed or unknown seat token or stream ticket. */
        InvalidToken: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["InvalidTokenProblem"];
            };
        };
        /** @description Problem details. */
        PlayerRequired: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["PlayerRequiredProblem"];
            };
        };
        /** @description The body is larger than BODY_LIMIT_BYTES. */
        BodyTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["BodyTooLargeProblem"];
            };
        };
        /** @description A body that is not application/json (bodiless moves too, when they send one), or compressed. */
        UnsupportedMediaType: {
            headers: {
                /** @description The only content coding a request body may have. */
                "Accept-Encoding"?: "identity";
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
            };
        };
        /** @description Against the rules (the engine code, such as `must_follow_suit`) or a reused Idempotency-Key. */
        IdempotencyKeyReused: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["IdempotencyKeyReusedProblem"];
            };
        };
        /** @description Rate limited, or too many of your requests in flight: retry after Retry-After seconds. */
        NewGameTooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["NewGameTooManyRequestsProblem"];
            };
        };
        /** @description An unexpected error (logged with the request id). */
        InternalError: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["InternalErrorProblem"];
            };
        };
        /** @description At capacity, stopping, or the database cannot be reached: retry after Retry-After seconds. */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
            };
        };
        /** @description Malformed JSON, or a field, header or query failed validation (`errors` names each field). */
        PageBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["PageBadRequestProblem"];
            };
        };
        /** @description Rate limited, or too many of your requests in flight: retry after Retry-After seconds. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["TooManyRequestsProblem"];
            };
        };
        /** @description Problem details. */
        JoinGameForbidden: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["JoinGameForbiddenProblem"];
            };
        };
        /** @description No such game, or what was asked of it is not available yet. */
        GameNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["GameNotFoundProblem"];
            };
        };
        /** @description Not your turn, wrong phase, or the game or seat is not where the request expects it. */
        JoinGameConflict: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["JoinGameConflictProblem"];
            };
        };
        /** @description The game was closed: its seats were not filled within WAITING_GAME_TTL. */
        GameClosed: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["GameClosedProblem"];
            };
        };
        /** @description Rate limited, or too many of your requests in flight: retry after Retry-After seconds. */
        IdempotentTooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["IdempotentTooManyRequestsProblem"];
            };
        };
        /** @description Missing, malformed or unknown seat token or stream ticket. */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["UnauthorizedProblem"];
            };
        };
        /** @description Not your turn, wrong phase, or the game or seat is not where the request expects it. */
        RematchConflict: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["RematchConflictProblem"];
            };
        };
        /** @description Problem details. */
        NotSeatedInRatedGame: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["NotSeatedInRatedGameProblem"];
            };
        };
        /** @description Not your turn, wrong phase, or the game or seat is not where the request expects it. */
        AddBotConflict: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["AddBotConflictProblem"];
            };
        };
        /** @description Against the rules (the engine code, such as `must_follow_suit`) or a reused Idempotency-Key. */
        AddBotUnprocessableEntity: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["AddBotUnprocessableEntityProblem"];
            };
        };
        /** @description Malformed JSON, or a field, header or query failed validation (`errors` names each field). */
        MoveBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["MoveBadRequestProblem"];
            };
        };
        /** @description Not your turn, wrong phase, or the game or seat is not where the request expects it. */
        MoveConflict: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["MoveConflictProblem"];
            };
        };
        /** @description If-Match names an older version (`currentVersion` is the current one). */
        VersionMismatch: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["VersionMismatchProblem"];
            };
        };
        /** @description Against the rules (the engine code, such as `must_follow_suit`) or a reused Idempotency-Key. */
        MoveUnprocessableEntity: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["MoveUnprocessableEntityProblem"];
            };
        };
        /** @description Not your turn, wrong phase, or the game or seat is not where the request expects it. */
        PresenceConflict: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["PresenceConflictProblem"];
            };
        };
        /** @description Malformed JSON, or a field, header or query failed validation (`errors` names each field). */
        ValidationFailed: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ValidationFailedProblem"];
            };
        };
        /** @description No such game, or what was asked of it is not available yet. */
        GetDealProofNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["GetDealProofNotFoundProblem"];
            };
        };
        /** @description No such game, or what was asked of it is not available yet. */
        GetDealReplayNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["GetDealReplayNotFoundProblem"];
            };
        };
        /** @description Malformed JSON, or a field, header or query failed validation (`errors` names each field). */
        StreamBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["StreamBadRequestProblem"];
            };
        };
        /** @description Missing, malformed or unknown seat token or stream ticket. */
        StreamGameUnauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["StreamGameUnauthorizedProblem"];
            };
        };
        /** @description Rate limited, or too many of your requests in flight: retry after Retry-After seconds. */
        StreamTooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["StreamTooManyRequestsProblem"];
            };
        };
        /** @description Malformed JSON, or a field, header or query failed validation (`errors` names each field). */
        PlayerBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["PlayerBadRequestProblem"];
            };
        };
        /** @description Not your turn, wrong phase, or the game or seat is not where the request expects it. */
        SeatLeft: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["SeatLeftProblem"];
            };
        };
        /** @description Problem details. */
        HintNotInRatedGame: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["HintNotInRatedGameProblem"];
            };
        };
        /** @description Not your turn, wrong phase, or the game or seat is not where the request expects it. */
        GetHintConflict: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["GetHintConflictProblem"];
            };
        };
        /** @description At capacity, stopping, or the database cannot be reached: retry after Retry-After seconds. */
        DecisionServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["DecisionServiceUnavailableProblem"];
            };
        };
        /** @description No such game, or what was asked of it is not available yet. */
        GetDealAnalysisNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["GetDealAnalysisNotFoundProblem"];
            };
        };
        /** @description Rate limited, or too many of your requests in flight: retry after Retry-After seconds. */
        GetDealAnalysisTooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["GetDealAnalysisTooManyRequestsProblem"];
            };
        };
        /** @description Rate limited, or too many of your requests in flight: retry after Retry-After seconds. */
        CreatePlayerTooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["CreatePlayerTooManyRequestsProblem"];
            };
        };
        /** @description No such game, or what was asked of it is not available yet. */
        PlayerNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["PlayerNotFoundProblem"];
            };
        };
        /** @description Missing, malformed or unknown seat token or stream ticket. */
        StreamPlayerUnauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["StreamPlayerUnauthorizedProblem"];
            };
        };
        /** @description Problem details. */
        JoinQueueForbidden: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["JoinQueueForbiddenProblem"];
            };
        };
        /** @description Not your turn, wrong phase, or the game or seat is not where the request expects it. */
        AlreadyQueued: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["AlreadyQueuedProblem"];
            };
        };
        /** @description Rate limited, or too many of your requests in flight: retry after Retry-After seconds. */
        JoinQueueTooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["JoinQueueTooManyRequestsProblem"];
            };
        };
        /** @description No such game, or what was asked of it is not available yet. */
        QueueEntryNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["QueueEntryNotFoundProblem"];
            };
        };
        /** @description Not your turn, wrong phase, or the game or seat is not where the request expects it. */
        QueueEntryMatched: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["QueueEntryMatchedProblem"];
            };
        };
        /** @description Problem details. */
        CreateChallengeForbidden: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["CreateChallengeForbiddenProblem"];
            };
        };
        /** @description Against the rules (the engine code, such as `must_follow_suit`) or a reused Idempotency-Key. */
        InvalidInvitees: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["InvalidInviteesProblem"];
            };
        };
        /** @description Rate limited, or too many of your requests in flight: retry after Retry-After seconds. */
        BotGamesTooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["BotGamesTooManyRequestsProblem"];
            };
        };
        /** @description No such game, or what was asked of it is not available yet. */
        ChallengeNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ChallengeNotFoundProblem"];
            };
        };
        /** @description Problem details. */
        NotInvited: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["NotInvitedProblem"];
            };
        };
        /** @description Not your turn, wrong phase, or the game or seat is not where the request expects it. */
        ChallengeClosed: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ChallengeClosedProblem"];
            };
        };
        /** @description The new seat view. */
        GameViewDtoOK: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                ETag: components["headers"]["ETag"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["GameViewDto"];
            };
        };
        PlayerGamePageDtoOK: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PlayerGamePageDto"];
            };
        };
    };
    parameters: {
        /**
         * @description The game id (UUID).
         * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
         */
        gameId: string;
        /**
         * @description Makes a retry safe: the same key and body answer the first answer again.
         * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
         */
        "Idempotency-Key": string;
        /**
         * @description The ETag of the view the move was decided on (or its bare version, such as "12"): only its version is compared, and an older one is refused with 412.
         * @example "4-s0-AbCdEfGhIjK"
         */
        "If-Match": string;
        /**
         * @description Makes a retry safe: the same key and body answer the first answer again. On this route, which needs no seat token, the key must be an unguessable secret of at least 128 random bits (22-128 characters of A-Z a-z 0-9 - _, at least 8 of them different: a random UUID, or 16 random bytes in base64url), else 400 `invalid_idempotency_key`: the replay of a join holds its seat token, and every client behind one address shares the scope of such keys.
         * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
         */
        "Anonymous-Idempotency-Key": string;
        /** @example waiting */
        status: "waiting" | "playing" | "finished" | "closed";
        /**
         * @description Page size (default 20).
         * @example 20
         */
        limit: number;
        /**
         * @description The `nextCursor` of the previous page.
         * @example MjAyNi0xMS0zMFQxMjowMDowMC4wMDBafDNmMGMxYTUy
         */
        cursor: string;
        /**
         * @description Deal number, from 1.
         * @example 1
         */
        deal: number;
        /** @description The player id (UUID). */
        playerId: string;
        /** @description The challenge (UUID). */
        challengeId: string;
        /** @description The pool (default 3). */
        pool: 3 | 4;
        /** @description The queue entry (UUID). */
        entryId: string;
    };
    requestBodies: never;
    headers: {
        /** @description The request's id (the caller's X-Request-Id when sane): quote it in reports. */
        "X-Request-Id": string;
        /** @description `*`, or the request's Origin when CORS_ORIGINS lists it; absent otherwise. */
        "Access-Control-Allow-Origin": string;
        /** @description Requests allowed per window. */
        "RateLimit-Limit": number;
        /** @description Requests left in this window. */
        "RateLimit-Remaining": number;
        /** @description Seconds until the window resets. */
        "RateLimit-Reset": number;
        /** @description The view's tag: the game version, then whom the view is for (`p` the spectator, `s<n>` seat n), then a digest of the seat lines, which presence changes without a new version (such as "12-s0-AbCdEfGhIjK"). Send it back in If-None-Match, or in If-Match with a move (which compares only its version). */
        ETag: string;
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
        /** @description The path of the resource made (the same on a replay of its Idempotency-Key). */
        Location: string;
        /** @description The bearer challenge (RFC 6750): `Bearer realm="thousand"`, with `error="invalid_token"` when a token or ticket was sent but is no good. */
        "WWW-Authenticate": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    liveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
            500: components["responses"]["ProbeInternalError"];
        };
    };
    readiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This instance can serve requests. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
            500: components["responses"]["ProbeInternalError"];
            503: components["responses"]["ReadinessServiceUnavailable"];
        };
    };
    listGames: {
        parameters: {
            query?: {
                /** @example waiting */
                status?: components["parameters"]["status"];
                /**
                 * @description Page size (default 20).
                 * @example 20
                 */
                limit?: components["parameters"]["limit"];
                /**
                 * @description The `nextCursor` of the previous page.
                 * @example MjAyNi0xMS0zMFQxMjowMDowMC4wMDBafDNmMGMxYTUy
                 */
                cursor?: components["parameters"]["cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GamePageDto"];
                };
            };
            400: components["responses"]["PageBadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createGame: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body answer the first answer again. On this route, which needs no seat token, the key must be an unguessable secret of at least 128 random bits (22-128 characters of A-Z a-z 0-9 - _, at least 8 of them different: a random UUID, or 16 random bytes in base64url), else 400 `invalid_idempotency_key`: the replay of a join holds its seat token, and every client behind one address shares the scope of such keys.
                 * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
                 */
                "Idempotency-Key"?: components["parameters"]["Anonymous-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateGameDto"];
            };
        };
        responses: {
            /** @description The new game, status `waiting`. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameViewDto"];
                };
            };
            400: components["responses"]["PostBadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["PlayerRequired"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["NewGameTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    joinGame: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body answer the first answer again. On this route, which needs no seat token, the key must be an unguessable secret of at least 128 random bits (22-128 characters of A-Z a-z 0-9 - _, at least 8 of them different: a random UUID, or 16 random bytes in base64url), else 400 `invalid_idempotency_key`: the replay of a join holds its seat token, and every client behind one address shares the scope of such keys.
                 * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
                 */
                "Idempotency-Key"?: components["parameters"]["Anonymous-Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinGameDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinedGameDto"];
                };
            };
            400: components["responses"]["PostBadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["JoinGameForbidden"];
            404: components["responses"]["GameNotFound"];
            409: components["responses"]["JoinGameConflict"];
            410: components["responses"]["GameClosed"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["IdempotentTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGame: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An ETag from an earlier read: 304 with no body if the caller's view has not changed since (another caller's ETag never matches).
                 * @example "4-p-AbCdEfGhIjK"
                 */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameViewDto"];
                };
            };
            /** @description Not modified: If-None-Match names this caller's current view. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["GameNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rematch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body answer the first answer again.
                 * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RematchDto"];
            };
        };
        responses: {
            /** @description Your seat in the rematch; `Location` is the rematch. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinedGameDto"];
                };
            };
            400: components["responses"]["PostBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["GameNotFound"];
            409: components["responses"]["RematchConflict"];
            410: components["responses"]["GameClosed"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["NewGameTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addBot: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body answer the first answer again. On this route, which needs no seat token, the key must be an unguessable secret of at least 128 random bits (22-128 characters of A-Z a-z 0-9 - _, at least 8 of them different: a random UUID, or 16 random bytes in base64url), else 400 `invalid_idempotency_key`: the replay of a join holds its seat token, and every client behind one address shares the scope of such keys.
                 * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
                 */
                "Idempotency-Key"?: components["parameters"]["Anonymous-Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddBotDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BotSeatDto"];
                };
            };
            400: components["responses"]["PostBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotSeatedInRatedGame"];
            404: components["responses"]["GameNotFound"];
            409: components["responses"]["AddBotConflict"];
            410: components["responses"]["GameClosed"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["AddBotUnprocessableEntity"];
            429: components["responses"]["IdempotentTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    act: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The ETag of the view the move was decided on (or its bare version, such as "12"): only its version is compared, and an older one is refused with 412.
                 * @example "4-s0-AbCdEfGhIjK"
                 */
                "If-Match"?: components["parameters"]["If-Match"];
                /**
                 * @description Makes a retry safe: the same key and body answer the first answer again.
                 * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Action"];
            };
        };
        responses: {
            200: components["responses"]["GameViewDtoOK"];
            400: components["responses"]["MoveBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["GameNotFound"];
            409: components["responses"]["MoveConflict"];
            412: components["responses"]["VersionMismatch"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["MoveUnprocessableEntity"];
            429: components["responses"]["IdempotentTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bid: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The ETag of the view the move was decided on (or its bare version, such as "12"): only its version is compared, and an older one is refused with 412.
                 * @example "4-s0-AbCdEfGhIjK"
                 */
                "If-Match"?: components["parameters"]["If-Match"];
                /**
                 * @description Makes a retry safe: the same key and body answer the first answer again.
                 * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BidDto"];
            };
        };
        responses: {
            200: components["responses"]["GameViewDtoOK"];
            400: components["responses"]["MoveBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["GameNotFound"];
            409: components["responses"]["MoveConflict"];
            412: components["responses"]["VersionMismatch"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["MoveUnprocessableEntity"];
            429: components["responses"]["IdempotentTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    pass: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The ETag of the view the move was decided on (or its bare version, such as "12"): only its version is compared, and an older one is refused with 412.
                 * @example "4-s0-AbCdEfGhIjK"
                 */
                "If-Match"?: components["parameters"]["If-Match"];
                /**
                 * @description Makes a retry safe: the same key and body answer the first answer again.
                 * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["GameViewDtoOK"];
            400: components["responses"]["MoveBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["GameNotFound"];
            409: components["responses"]["MoveConflict"];
            412: components["responses"]["VersionMismatch"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["MoveUnprocessableEntity"];
            429: components["responses"]["IdempotentTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    redeal: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The ETag of the view the move was decided on (or its bare version, such as "12"): only its version is compared, and an older one is refused with 412.
                 * @example "4-s0-AbCdEfGhIjK"
                 */
                "If-Match"?: components["parameters"]["If-Match"];
                /**
                 * @description Makes a retry safe: the same key and body answer the first answer again.
                 * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["GameViewDtoOK"];
            400: components["responses"]["MoveBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["GameNotFound"];
            409: components["responses"]["MoveConflict"];
            412: components["responses"]["VersionMismatch"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["MoveUnprocessableEntity"];
            429: components["responses"]["IdempotentTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    giveCards: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The ETag of the view the move was decided on (or its bare version, such as "12"): only its version is compared, and an older one is refused with 412.
                 * @example "4-s0-AbCdEfGhIjK"
                 */
                "If-Match"?: components["parameters"]["If-Match"];
                /**
                 * @description Makes a retry safe: the same key and body answer the first answer again.
                 * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardTransfersDto"];
            };
        };
        responses: {
            200: components["responses"]["GameViewDtoOK"];
            400: components["responses"]["MoveBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["GameNotFound"];
            409: components["responses"]["MoveConflict"];
            412: components["responses"]["VersionMismatch"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["MoveUnprocessableEntity"];
            429: components["responses"]["IdempotentTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    announceContract: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The ETag of the view the move was decided on (or its bare version, such as "12"): only its version is compared, and an older one is refused with 412.
                 * @example "4-s0-AbCdEfGhIjK"
                 */
                "If-Match"?: components["parameters"]["If-Match"];
                /**
                 * @description Makes a retry safe: the same key and body answer the first answer again.
                 * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContractDto"];
            };
        };
        responses: {
            200: components["responses"]["GameViewDtoOK"];
            400: components["responses"]["MoveBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["GameNotFound"];
            409: components["responses"]["MoveConflict"];
            412: components["responses"]["VersionMismatch"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["MoveUnprocessableEntity"];
            429: components["responses"]["IdempotentTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    surrender: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The ETag of the view the move was decided on (or its bare version, such as "12"): only its version is compared, and an older one is refused with 412.
                 * @example "4-s0-AbCdEfGhIjK"
                 */
                "If-Match"?: components["parameters"]["If-Match"];
                /**
                 * @description Makes a retry safe: the same key and body answer the first answer again.
                 * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["GameViewDtoOK"];
            400: components["responses"]["MoveBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["GameNotFound"];
            409: components["responses"]["MoveConflict"];
            412: components["responses"]["VersionMismatch"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["MoveUnprocessableEntity"];
            429: components["responses"]["IdempotentTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cut: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The ETag of the view the move was decided on (or its bare version, such as "12"): only its version is compared, and an older one is refused with 412.
                 * @example "4-s0-AbCdEfGhIjK"
                 */
                "If-Match"?: components["parameters"]["If-Match"];
                /**
                 * @description Makes a retry safe: the same key and body answer the first answer again.
                 * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CutDto"];
            };
        };
        responses: {
            200: components["responses"]["GameViewDtoOK"];
            400: components["responses"]["MoveBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["GameNotFound"];
            409: components["responses"]["MoveConflict"];
            412: components["responses"]["VersionMismatch"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["MoveUnprocessableEntity"];
            429: components["responses"]["IdempotentTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    playCard: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The ETag of the view the move was decided on (or its bare version, such as "12"): only its version is compared, and an older one is refused with 412.
                 * @example "4-s0-AbCdEfGhIjK"
                 */
                "If-Match"?: components["parameters"]["If-Match"];
                /**
                 * @description Makes a retry safe: the same key and body answer the first answer again.
                 * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayDto"];
            };
        };
        responses: {
            200: components["responses"]["GameViewDtoOK"];
            400: components["responses"]["MoveBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["GameNotFound"];
            409: components["responses"]["MoveConflict"];
            412: components["responses"]["VersionMismatch"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["MoveUnprocessableEntity"];
            429: components["responses"]["IdempotentTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    leaveGame: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body answer the first answer again.
                 * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game after you left (spectator view). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameViewDto"];
                };
            };
            400: components["responses"]["PostBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["GameNotFound"];
            409: components["responses"]["PresenceConflict"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["IdempotentTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    comeBack: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body answer the first answer again.
                 * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game as your seat sees it. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameViewDto"];
                };
            };
            400: components["responses"]["PostBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["GameNotFound"];
            409: components["responses"]["PresenceConflict"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["IdempotentTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getScoreTable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreTableDto"];
                };
            };
            404: components["responses"]["GameNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /**
                 * @description Only events with a greater sequence number (default 0).
                 * @example 0
                 */
                after?: number;
                /**
                 * @description Page size (default 500).
                 * @example 20
                 */
                limit?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventPageDto"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["GameNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDealProof: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
                /**
                 * @description Deal number, from 1.
                 * @example 1
                 */
                deal: components["parameters"]["deal"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealProofDto"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["GetDealProofNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDealReplay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
                /**
                 * @description Deal number, from 1.
                 * @example 1
                 */
                deal: components["parameters"]["deal"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealReplayDto"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["GetDealReplayNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    streamGame: {
        parameters: {
            query?: {
                /**
                 * @description Resume after this sequence number, as the Last-Event-ID header does (which wins when both are sent), for EventSource, which cannot send headers; past the game's last event: 400 `invalid_resume_point`.
                 * @example 12
                 */
                lastSeq?: number;
                /**
                 * @deprecated
                 * @description Deprecated: the former name of `lastSeq` (which wins when both are sent), still read. An answer to a request that sends it carries `Deprecation` and `Sunset` headers.
                 * @example 0
                 */
                after?: number;
                /** @description A single-use stream ticket (POST /api/v1/games/{gameId}/stream-tickets) in place of the Authorization header, for EventSource. Never send the seat token in a URL. A ticket that is unknown, already used, expired or for another game is refused with 401 `invalid_ticket`; a ticket with an Authorization header too with 400 `ambiguous_credentials`. */
                ticket?: string;
            };
            header?: {
                /**
                 * @description Resume after this sequence number; past the last event: 400 `invalid_resume_point`.
                 * @example 12
                 */
                "Last-Event-ID"?: string;
            };
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An event stream (text/event-stream), not one JSON document: read it as a stream of messages. `event: view` (no id) carries a StreamViewDto; `event: update` (id = sequence number) carries a StreamUpdateDto; lines starting with `:` are keep-alive comments. Each message's `data` is one JSON object whose `kind` says which. */
            200: {
                headers: {
                    /** @description Sent when the request used the deprecated `after` (RFC 9745): when it was deprecated. */
                    Deprecation?: string;
                    /** @description Sent with Deprecation (RFC 8594): from when `after` may stop working (only with a new major version of the API). */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["StreamMessage"];
                };
            };
            400: components["responses"]["StreamBadRequest"];
            401: components["responses"]["StreamGameUnauthorized"];
            404: components["responses"]["GameNotFound"];
            429: components["responses"]["StreamTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createStreamTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A single-use ticket for this seat, valid until `expiresAt` (about a minute). */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreamTicketDto"];
                };
            };
            400: components["responses"]["PlayerBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["GameNotFound"];
            409: components["responses"]["SeatLeft"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHint: {
        parameters: {
            query?: {
                /** @description Which computer player answers (default strong; expert solves each sampled deal). */
                level?: "random" | "basic" | "strong" | "expert";
            };
            header?: never;
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HintDto"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["HintNotInRatedGame"];
            404: components["responses"]["GameNotFound"];
            409: components["responses"]["GetHintConflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DecisionServiceUnavailable"];
        };
    };
    getDealAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The game id (UUID).
                 * @example 3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b
                 */
                gameId: components["parameters"]["gameId"];
                /**
                 * @description Deal number, from 1.
                 * @example 1
                 */
                deal: components["parameters"]["deal"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealAnalysisDto"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["GetDealAnalysisNotFound"];
            429: components["responses"]["GetDealAnalysisTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DecisionServiceUnavailable"];
        };
    };
    createPlayer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body answer the first answer again. On this route, which needs no seat token, the key must be an unguessable secret of at least 128 random bits (22-128 characters of A-Z a-z 0-9 - _, at least 8 of them different: a random UUID, or 16 random bytes in base64url), else 400 `invalid_idempotency_key`: the replay of a join holds its seat token, and every client behind one address shares the scope of such keys.
                 * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
                 */
                "Idempotency-Key"?: components["parameters"]["Anonymous-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePlayerDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerWithTokenDto"];
                };
            };
            400: components["responses"]["PostBadRequest"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["CreatePlayerTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerDto"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    renameMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayerNameDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerDto"];
                };
            };
            400: components["responses"]["PlayerBadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    newPlayerToken: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a duplicate sent while the first is in flight answer the same new token (the answer is stored encrypted with a key derived from the Idempotency-Key). Once the token is replaced, a retry with it is refused (401 `invalid_token`): keep the answer. The key must be an unguessable secret of at least 128 random bits (22-128 characters of A-Z a-z 0-9 - _, at least 8 of them different: a random UUID, or 16 random bytes in base64url), else 400 `invalid_idempotency_key`.
                 * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewPlayerTokenDto"];
                };
            };
            400: components["responses"]["PostBadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["IdempotentTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player id (UUID). */
                playerId: components["parameters"]["playerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerDto"];
                };
            };
            404: components["responses"]["PlayerNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRatingHistory: {
        parameters: {
            query?: {
                /** @description The pool (default 3). */
                pool?: components["parameters"]["pool"];
            };
            header?: never;
            path: {
                /** @description The player id (UUID). */
                playerId: components["parameters"]["playerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingHistoryDto"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["PlayerNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyGames: {
        parameters: {
            query?: {
                /** @example waiting */
                status?: components["parameters"]["status"];
                /**
                 * @description Page size (default 20).
                 * @example 20
                 */
                limit?: components["parameters"]["limit"];
                /**
                 * @description The `nextCursor` of the previous page.
                 * @example MjAyNi0xMS0zMFQxMjowMDowMC4wMDBafDNmMGMxYTUy
                 */
                cursor?: components["parameters"]["cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PlayerGamePageDtoOK"];
            400: components["responses"]["PageBadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPlayerGames: {
        parameters: {
            query?: {
                /** @example waiting */
                status?: components["parameters"]["status"];
                /**
                 * @description Page size (default 20).
                 * @example 20
                 */
                limit?: components["parameters"]["limit"];
                /**
                 * @description The `nextCursor` of the previous page.
                 * @example MjAyNi0xMS0zMFQxMjowMDowMC4wMDBafDNmMGMxYTUy
                 */
                cursor?: components["parameters"]["cursor"];
            };
            header?: never;
            path: {
                /** @description The player id (UUID). */
                playerId: components["parameters"]["playerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PlayerGamePageDtoOK"];
            400: components["responses"]["PageBadRequest"];
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["PlayerNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPlayerStreamTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A single-use ticket. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreamTicketDto"];
                };
            };
            400: components["responses"]["PlayerBadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    streamPlayer: {
        parameters: {
            query?: {
                /**
                 * @description Resume after this sequence number, as the Last-Event-ID header does (which wins when both are sent); past the stream's last message: 400 `invalid_resume_point`.
                 * @example 12
                 */
                lastSeq?: number;
                /** @description A single-use ticket (POST /api/v1/players/me/stream-tickets) in place of the Authorization header, for EventSource. Never send the player token in a URL. An unknown, used or expired ticket: 401 `invalid_ticket`; a ticket and an Authorization header: 400 `ambiguous_credentials`. */
                ticket?: string;
            };
            header?: {
                /**
                 * @description Resume after this sequence number; past the last message: 400.
                 * @example 12
                 */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An event stream (text/event-stream): first `event: ready` (no id), then one message per `matched`, `queue_expired`, `game_started`, `your_turn`, `game_finished` or `challenge` (id: its sequence number in your stream), and `:` keep-alive comments. Each message's `data` is one JSON object whose `kind` says which. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["PlayerStreamMessage"];
                };
            };
            400: components["responses"]["StreamBadRequest"];
            401: components["responses"]["StreamPlayerUnauthorized"];
            429: components["responses"]["StreamTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    joinQueue: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body answer the first answer again.
                 * @example 7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueueRequestDto"];
            };
        };
        responses: {
            /** @description The entry. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueEntryDto"];
                };
            };
            400: components["responses"]["PostBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["JoinQueueForbidden"];
            409: components["responses"]["AlreadyQueued"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["JoinQueueTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getQueueEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The queue entry (UUID). */
                entryId: components["parameters"]["entryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueEntryDto"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["QueueEntryNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    leaveQueue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The queue entry (UUID). */
                entryId: components["parameters"]["entryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["QueueEntryNotFound"];
            409: components["responses"]["QueueEntryMatched"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLeaderboard: {
        parameters: {
            query?: {
                /** @description The pool (default 3). */
                pool?: components["parameters"]["pool"];
                /**
                 * @description How many (default 20).
                 * @example 20
                 */
                limit?: number;
                /** @description The board: `person` (default; people and computer players) or `bot` (bot accounts). */
                kind?: "person" | "bot";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardDto"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateChallengeDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeDto"];
                };
            };
            400: components["responses"]["PlayerBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CreateChallengeForbidden"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInvitees"];
            429: components["responses"]["BotGamesTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The challenge (UUID). */
                challengeId: components["parameters"]["challengeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeDto"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ChallengeNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    acceptChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The challenge (UUID). */
                challengeId: components["parameters"]["challengeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeDto"];
                };
            };
            400: components["responses"]["PlayerBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotInvited"];
            404: components["responses"]["ChallengeNotFound"];
            409: components["responses"]["ChallengeClosed"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["BotGamesTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    declineChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The challenge (UUID). */
                challengeId: components["parameters"]["challengeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeDto"];
                };
            };
            400: components["responses"]["PlayerBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotInvited"];
            404: components["responses"]["ChallengeNotFound"];
            409: components["responses"]["ChallengeClosed"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
