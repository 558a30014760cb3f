export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness probe */
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
        /** Readiness probe (checks the database) */
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
        /** List games */
        get: operations["listGames"];
        put?: never;
        /** Create a game */
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
        /** Take a seat */
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
        /** Read a game */
        get: operations["getGame"];
        put?: never;
        post?: never;
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
        /** Raise the bid */
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
        /** Pass */
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
        /** Demand a redeal (four nines) */
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
        /** Give one card to each opponent */
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
        /** Announce the contract */
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
        /** Surrender the deal */
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
        /** Cut the next deal */
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
        /** Play a card */
        post: operations["playCard"];
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
        /** Read the score table */
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
        /** Read the event log */
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
        /** Reveal a finished deal for verification */
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
        /** Replay a finished deal step by step */
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
        /** Live events of a game (SSE) */
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
        /** Get a ticket for the seat's stream */
        post: operations["createStreamTicket"];
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
        /** Seat a computer player */
        post: operations["addBot"];
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
        /** A hint for your move */
        get: operations["getHint"];
        put?: never;
        post?: never;
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
        ProblemDto: {
            /** @example https://thousand.example/problems/not-your-turn */
            type: string;
            /** @example Conflict */
            title: string;
            /** @example 409 */
            status: number;
            /** @example It is seat 2 to act, not seat 0. */
            detail: string;
            /** @example /api/v1/games/3f0c.../bids */
            instance?: string;
            /**
             * @description Stable machine code of the refusal.
             * @example not_your_turn
             */
            code: string;
            /** @description For validation_failed: every bad field. */
            errors?: {
                field?: string;
                message?: string;
            }[];
        };
        RulesInputDto: {
            /**
             * @description 4: the dealer sits out each deal. Default 3.
             * @enum {number}
             */
            players?: 3 | 4;
            /**
             * @description Smallest raise of a bid or contract. Default 5.
             * @enum {number}
             */
            bidStep?: 5 | 10;
            /** @description A player dealt all four nines may demand a redeal. Default true. */
            fourNinesRedeal?: boolean;
            /**
             * @description Bids above 120 need a marriage in hand, or are capped at 120 + marriages held. Default the first.
             * @enum {string}
             */
            bidCap?: "marriage_required_above_120" | "capped_by_marriages";
            /**
             * @description Follow suit, else trump; the variants also oblige to beat / overtrump when able. Default the first.
             * @enum {string}
             */
            followRule?: "follow_then_trump" | "must_beat" | "must_overtrump";
            /** @description Four aces may be declared for 200 (trump unchanged). Default false. */
            aceMarriage?: boolean;
            /** @description A newcomer on the barrel pushes the one there off (-120). Default true. */
            barrelCollision?: boolean;
            /** @description A total of exactly 555 is reset to 0. Default true. */
            dumpTruck?: boolean;
        };
        CreateGameDto: {
            /**
             * @description Shown in listings.
             * @example Friday table
             */
            name?: string;
            /**
             * @description Number of seats (default 3).
             * @enum {number}
             */
            players?: 3 | 4;
            /** @description Any subset of the rule set; the rest takes the defaults. */
            rules?: components["schemas"]["RulesInputDto"];
        };
        RulesDto: {
            /**
             * @description 4: the dealer sits out each deal. Default 3.
             * @enum {number}
             */
            players: 3 | 4;
            /**
             * @description Smallest raise of a bid or contract. Default 5.
             * @enum {number}
             */
            bidStep: 5 | 10;
            /** @description A player dealt all four nines may demand a redeal. Default true. */
            fourNinesRedeal: boolean;
            /**
             * @description Bids above 120 need a marriage in hand, or are capped at 120 + marriages held. Default the first.
             * @enum {string}
             */
            bidCap: "marriage_required_above_120" | "capped_by_marriages";
            /**
             * @description Follow suit, else trump; the variants also oblige to beat / overtrump when able. Default the first.
             * @enum {string}
             */
            followRule: "follow_then_trump" | "must_beat" | "must_overtrump";
            /** @description Four aces may be declared for 200 (trump unchanged). Default false. */
            aceMarriage: boolean;
            /** @description A newcomer on the barrel pushes the one there off (-120). Default true. */
            barrelCollision: boolean;
            /** @description A total of exactly 555 is reset to 0. Default true. */
            dumpTruck: boolean;
        };
        BarrelDto: {
            /** @description Deals still to come in which the player may win from the barrel. */
            dealsLeft: number;
        };
        SeatSummaryDto: {
            seat: number;
            /** @description null while the seat is free. */
            name: string | null;
            /** @description Bot level when a computer plays it. */
            bot: string | null;
            total: number;
            /** @description Bolts since the last third-bolt penalty. */
            bolts: number;
            barrel: components["schemas"]["BarrelDto"] | null;
        };
        BidRecordDto: {
            seat: number;
            /** @description null for a pass. */
            amount: number | null;
        };
        MarriageDto: {
            seat: number;
            /**
             * @description null for the four-aces marriage.
             * @enum {string|null}
             */
            suit: "S" | "C" | "D" | "H" | null;
            /** @example 100 */
            value: number;
        };
        PlayedCardDto: {
            seat: number;
            /**
             * @description Rank (9 J Q K 10 A) + suit (S C D H).
             * @example 10H
             */
            card: string;
        };
        TrickDto: {
            leader: number;
            cards: components["schemas"]["PlayedCardDto"][];
        };
        CompletedTrickDto: {
            leader: number;
            cards: components["schemas"]["PlayedCardDto"][];
            winner: number;
        };
        GivenCardDto: {
            toSeat: number;
            /**
             * @description Rank (9 J Q K 10 A) + suit (S C D H).
             * @example 10H
             */
            card: string;
        };
        ReceivedCardDto: {
            fromSeat: number;
            /**
             * @description Rank (9 J Q K 10 A) + suit (S C D H).
             * @example 10H
             */
            card: string;
        };
        NextCutDto: {
            /** @description Who cuts for the next deal: this deal's dealer, at any time during the deal (POST /cuts); not listed in legalActions, which are the moves of a turn. */
            seat: number;
            /** @description Whether the cut has been made. */
            made: boolean;
            /** @description SHA-256 of the next deal's server seed, which the cut will meet. */
            serverSeedHash: string;
        };
        DealViewDto: {
            /** @description Deal number, from 1; a redeal counts as a deal. */
            number: number;
            dealer: number;
            /** @description 4 players: the dealer, who sits out. */
            sittingOut: number | null;
            /** @enum {string} */
            phase: "bidding" | "talon" | "contract" | "playing";
            /** @description The seat to act. */
            turn: number;
            bids: components["schemas"]["BidRecordDto"][];
            highestBid: number;
            highestBidder: number;
            declarer: number | null;
            contract: number | null;
            /** @description null until turned up. */
            talon: string[] | null;
            /** @description Your cards; absent for spectators. */
            hand?: string[];
            handSizes: number[];
            /** @enum {string|null} */
            trump: "S" | "C" | "D" | "H" | null;
            marriages: components["schemas"]["MarriageDto"][];
            trick: components["schemas"]["TrickDto"];
            lastTrick: components["schemas"]["CompletedTrickDto"] | null;
            /** @description Tricks taken per seat. */
            tricksTaken: number[];
            /** @description Card points in each seat's tricks. */
            points: number[];
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
        };
        LegalActionDto: {
            /** @enum {string} */
            type: "bid" | "pass" | "redeal" | "give" | "contract" | "surrender" | "play" | "cut";
            /** @description bid/contract: smallest amount. */
            min?: number;
            /** @description bid/contract: largest amount. */
            max?: number;
            /** @description bid/contract: step between amounts. */
            step?: number;
            /** @description give/play: the cards allowed. */
            cards?: string[];
            /** @description give: the opponents to give to. */
            toSeats?: number[];
            /** @description play: cards that may be led declaring a marriage. */
            marriageCards?: string[];
        };
        GameViewDto: {
            /** Format: uuid */
            id: string;
            name: string | null;
            /** @enum {string} */
            status: "waiting" | "playing" | "finished";
            /** @description Grows by one with every accepted change; also the ETag. */
            version: number;
            /** @enum {number} */
            players: 3 | 4;
            rules: components["schemas"]["RulesDto"];
            /** @description SHA-256 of the game's master secret, published when the game was created, before any seed was sent (docs/rules.md, "Fairness"); null for games created before the cut. */
            serverCommitment: string | null;
            /** @description Your seat; null for spectators. */
            you: number | null;
            seats: components["schemas"]["SeatSummaryDto"][];
            /** @description null until the game starts and after it ends. */
            deal: components["schemas"]["DealViewDto"] | null;
            /** @description What your seat may do now. */
            legalActions: components["schemas"]["LegalActionDto"][];
            winner: number | null;
        };
        GameSummaryDto: {
            /** Format: uuid */
            id: string;
            name: string | null;
            /** @enum {string} */
            status: "waiting" | "playing" | "finished";
            players: number;
            seatsTaken: number;
            version: number;
            winner: number | null;
            /** Format: date-time */
            createdAt: string;
        };
        GamePageDto: {
            games: components["schemas"]["GameSummaryDto"][];
            /** @description Pass as `cursor` for the next page. */
            nextCursor: string | null;
        };
        JoinGameDto: {
            /** @example Anna */
            name: string;
            /**
             * @description Your part of every deck of this game (docs/rules.md, "Fairness"): choose it at random, after reading the game's serverCommitment. Without one the service's stands in, and every proof says so.
             * @example 3f9a0c27e1d84b6b
             */
            clientSeed?: string;
        };
        JoinedGameDto: {
            seat: number;
            /** @description Bearer token of the seat. Shown once; keep it secret. */
            token: string;
            game: components["schemas"]["GameViewDto"];
        };
        BidDto: {
            /**
             * @description A raise: at least the highest bid plus the step.
             * @example 105
             */
            amount: number;
        };
        TransferDto: {
            /**
             * @description The opponent who receives the card.
             * @example 1
             */
            toSeat: number;
            /** @example 9S */
            card: string;
        };
        CardTransfersDto: {
            transfers: components["schemas"]["TransferDto"][];
        };
        ContractDto: {
            /**
             * @description At least the winning bid, in steps of the bid step.
             * @example 120
             */
            amount: number;
        };
        CutDto: {
            /**
             * @description Your cut of the next deal (you are this deal's dealer): combined with the server seed whose hash is deal.nextCut.serverSeedHash.
             * @example 3f9a0c27e1d84b6b
             */
            seed: string;
        };
        PlayDto: {
            /** @example KH */
            card: string;
            /** @description Declare the marriage of the led K or Q (default false). */
            declareMarriage?: boolean;
        };
        ScoreEventDto: {
            /** @enum {string} */
            type: "sat_out" | "barrel_no_score" | "bolt" | "third_bolt" | "win" | "barrel_on" | "barrel_short" | "barrel_countdown" | "barrel_fall" | "barrel_off_lost" | "barrel_collision" | "dump_truck";
            /** @description Points this event added to the total (penalties negative). */
            points?: number;
            dealsLeft?: number;
            /** @description bolt: bolts now counted. */
            count?: number;
        };
        ScoreEntryDto: {
            seat: number;
            /** @description null for a bolt, sitting out, on the barrel, a redeal. */
            score: number | null;
            bolt: boolean;
            events: components["schemas"]["ScoreEventDto"][];
            /** @description Total after this deal. */
            total: number;
        };
        ScoreRowDto: {
            deal: number;
            dealer: number;
            declarer: number | null;
            contract: number | null;
            /** @enum {string} */
            result: "made" | "failed" | "surrendered" | "redealt";
            entries: components["schemas"]["ScoreEntryDto"][];
        };
        ScoreTableDto: {
            rows: components["schemas"]["ScoreRowDto"][];
            totals: number[];
            winner: number | null;
        };
        GameEventDto: {
            /** @description Sequence number in the game's log. */
            seq: number;
            /** @description The game version the event belongs to. */
            version: number;
            /**
             * @description player_joined, game_started, deal_started, cut, bid, pass, redeal_demanded, bidding_won, talon_revealed, card_given, contract_announced, surrendered, card_played, marriage_declared, trump_changed, trick_won, deal_scored, deal_revealed, game_over
             * @example card_played
             */
            type: string;
            /** @description The event as you may see it. */
            data: {
                [key: string]: unknown;
            };
        };
        EventPageDto: {
            events: components["schemas"]["GameEventDto"][];
            /** @description Sequence number of the newest event in the log. */
            lastSeq: number;
        };
        SeedDto: {
            seat: number;
            seed: string;
            /**
             * @description player: the seat sent it; service: none was sent and the service stood in.
             * @enum {string}
             */
            by: "player" | "service";
        };
        DealProofDto: {
            deal: number;
            dealer: number;
            /** @description Seats in deal order: order[i] got deck[7i..7i+6]; deck[21..23] was the talon. */
            order: number[];
            deck: string[];
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
        HandDto: {
            seat: number;
            cards: string[];
        };
        AuctionEntryDto: {
            seat: number;
            /** @description null for a pass. */
            amount: number | null;
        };
        CardPassDto: {
            fromSeat: number;
            toSeat: number;
            /**
             * @description Rank (9 J Q K 10 A) + suit (S C D H).
             * @example 10H
             */
            card: string;
        };
        ReplayTrickDto: {
            /** @description Trick number, from 1. */
            number: number;
            leader: number;
            /** @description In play order, the lead first. */
            cards: components["schemas"]["PlayedCardDto"][];
            winner: number;
            /** @description Card points in the trick. */
            points: number;
            /** @description The marriage declared with the lead. */
            marriage: components["schemas"]["MarriageDto"] | null;
            /**
             * @description Trump while the trick was played.
             * @enum {string|null}
             */
            trump: "S" | "C" | "D" | "H" | null;
        };
        DealReplayDto: {
            deal: number;
            dealer: number;
            sittingOut: number | null;
            /** @description The playing seats in deal order. */
            order: number[];
            /** @description The hands as dealt, in deal order. */
            hands: components["schemas"]["HandDto"][];
            talon: string[];
            /** @description Every bid and pass in order, the opener's compulsory 100 first. */
            auction: components["schemas"]["AuctionEntryDto"][];
            /** @description A four-nines redeal demanded: who, and the nines. */
            redeal: components["schemas"]["HandDto"] | null;
            declarer: number | null;
            winningBid: number | null;
            /** @description The cards the declarer gave. */
            passes: components["schemas"]["CardPassDto"][];
            /** @description The contract announced (null: surrendered before announcing one). */
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
        StreamViewDto: {
            /** Format: uuid */
            id: string;
            name: string | null;
            /** @enum {string} */
            status: "waiting" | "playing" | "finished";
            /** @description Grows by one with every accepted change; also the ETag. */
            version: number;
            /** @enum {number} */
            players: 3 | 4;
            rules: components["schemas"]["RulesDto"];
            /** @description SHA-256 of the game's master secret, published when the game was created, before any seed was sent (docs/rules.md, "Fairness"); null for games created before the cut. */
            serverCommitment: string | null;
            /** @description Your seat; null for spectators. */
            you: number | null;
            seats: components["schemas"]["SeatSummaryDto"][];
            /** @description null until the game starts and after it ends. */
            deal: components["schemas"]["DealViewDto"] | null;
            /** @description What your seat may do now. */
            legalActions: components["schemas"]["LegalActionDto"][];
            winner: number | null;
            /**
             * @description What this message is: always `view`.
             * @enum {string}
             */
            kind: "view";
            /** @description Sequence number of the newest event the view reflects. */
            lastSeq: number;
        };
        StreamUpdateDto: {
            /**
             * @description What this message is: always `update`.
             * @enum {string}
             */
            kind: "update";
            /** @description The game version after the action. */
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
        AddBotDto: {
            /**
             * @description random: any legal move; basic: heuristics; strong: search.
             * @enum {string}
             */
            level: "random" | "basic" | "strong";
            /** @description The seat to fill; default the first free one. */
            seat?: number;
        };
        BotSeatDto: {
            seat: number;
            /** @enum {string} */
            level: "random" | "basic" | "strong";
            /** @description The spectator view of the game. */
            game: components["schemas"]["GameViewDto"];
        };
        HintDto: {
            /**
             * @description The move, shaped like the body of its endpoint plus `type` (bid, pass, give, contract, surrender, play, redeal).
             * @example {
             *       "type": "play",
             *       "card": "AH",
             *       "declareMarriage": false
             *     }
             */
            action: {
                [key: string]: unknown;
            };
            /** @example lead the ace of hearts */
            reason: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
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
                    [name: string]: unknown;
                };
                content?: never;
            };
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
            /** @description The service can serve requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database cannot be reached. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listGames: {
        parameters: {
            query?: {
                status?: "waiting" | "playing" | "finished";
                /** @description Page size (default 20). */
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GamePageDto"];
                };
            };
            /** @description Malformed JSON (`malformed_json`) or a field failed validation (`validation_failed`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    createGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body answer the first answer again. */
                "Idempotency-Key"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameViewDto"];
                };
            };
            /** @description Malformed JSON (`malformed_json`) or a field failed validation (`validation_failed`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large (`body_too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Against the rules (the engine code, such as `must_follow_suit`) or a reused Idempotency-Key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    joinGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body answer the first answer again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The game id (UUID). */
                gameId: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinedGameDto"];
                };
            };
            /** @description Malformed JSON (`malformed_json`) or a field failed validation (`validation_failed`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No such game (`game_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not your turn, wrong phase, or the game is not running (the engine code, or `game_not_running`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Against the rules (the engine code, such as `must_follow_suit`) or a reused Idempotency-Key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag from an earlier read: 304 with no body if the game has not changed since. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The game id (UUID). */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The game version, quoted. */
                    ETag?: unknown;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameViewDto"];
                };
            };
            /** @description Not modified since the ETag given in If-None-Match. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing (`missing_token`) or unknown (`invalid_token`) seat token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No such game (`game_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    bid: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag (version) the move was decided on; an older one is refused with 412. */
                "If-Match"?: string;
                /** @description Makes a retry safe: the same key and body answer the first answer again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The game id (UUID). */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BidDto"];
            };
        };
        responses: {
            /** @description The new seat view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameViewDto"];
                };
            };
            /** @description Malformed JSON (`malformed_json`) or a field failed validation (`validation_failed`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing (`missing_token`) or unknown (`invalid_token`) seat token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No such game (`game_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not your turn, wrong phase, or the game is not running (the engine code, or `game_not_running`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description If-Match names an older version (`version_mismatch`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Against the rules (the engine code, such as `must_follow_suit`) or a reused Idempotency-Key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    pass: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag (version) the move was decided on; an older one is refused with 412. */
                "If-Match"?: string;
                /** @description Makes a retry safe: the same key and body answer the first answer again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The game id (UUID). */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new seat view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameViewDto"];
                };
            };
            /** @description Malformed JSON (`malformed_json`) or a field failed validation (`validation_failed`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing (`missing_token`) or unknown (`invalid_token`) seat token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No such game (`game_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not your turn, wrong phase, or the game is not running (the engine code, or `game_not_running`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description If-Match names an older version (`version_mismatch`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Against the rules (the engine code, such as `must_follow_suit`) or a reused Idempotency-Key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    redeal: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag (version) the move was decided on; an older one is refused with 412. */
                "If-Match"?: string;
                /** @description Makes a retry safe: the same key and body answer the first answer again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The game id (UUID). */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new seat view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameViewDto"];
                };
            };
            /** @description Malformed JSON (`malformed_json`) or a field failed validation (`validation_failed`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing (`missing_token`) or unknown (`invalid_token`) seat token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No such game (`game_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not your turn, wrong phase, or the game is not running (the engine code, or `game_not_running`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description If-Match names an older version (`version_mismatch`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Against the rules (the engine code, such as `must_follow_suit`) or a reused Idempotency-Key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    giveCards: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag (version) the move was decided on; an older one is refused with 412. */
                "If-Match"?: string;
                /** @description Makes a retry safe: the same key and body answer the first answer again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The game id (UUID). */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardTransfersDto"];
            };
        };
        responses: {
            /** @description The new seat view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameViewDto"];
                };
            };
            /** @description Malformed JSON (`malformed_json`) or a field failed validation (`validation_failed`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing (`missing_token`) or unknown (`invalid_token`) seat token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No such game (`game_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not your turn, wrong phase, or the game is not running (the engine code, or `game_not_running`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description If-Match names an older version (`version_mismatch`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Against the rules (the engine code, such as `must_follow_suit`) or a reused Idempotency-Key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    announceContract: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag (version) the move was decided on; an older one is refused with 412. */
                "If-Match"?: string;
                /** @description Makes a retry safe: the same key and body answer the first answer again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The game id (UUID). */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContractDto"];
            };
        };
        responses: {
            /** @description The new seat view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameViewDto"];
                };
            };
            /** @description Malformed JSON (`malformed_json`) or a field failed validation (`validation_failed`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing (`missing_token`) or unknown (`invalid_token`) seat token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No such game (`game_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not your turn, wrong phase, or the game is not running (the engine code, or `game_not_running`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description If-Match names an older version (`version_mismatch`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Against the rules (the engine code, such as `must_follow_suit`) or a reused Idempotency-Key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    surrender: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag (version) the move was decided on; an older one is refused with 412. */
                "If-Match"?: string;
                /** @description Makes a retry safe: the same key and body answer the first answer again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The game id (UUID). */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new seat view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameViewDto"];
                };
            };
            /** @description Malformed JSON (`malformed_json`) or a field failed validation (`validation_failed`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing (`missing_token`) or unknown (`invalid_token`) seat token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No such game (`game_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not your turn, wrong phase, or the game is not running (the engine code, or `game_not_running`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description If-Match names an older version (`version_mismatch`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Against the rules (the engine code, such as `must_follow_suit`) or a reused Idempotency-Key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    cut: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag (version) the move was decided on; an older one is refused with 412. */
                "If-Match"?: string;
                /** @description Makes a retry safe: the same key and body answer the first answer again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The game id (UUID). */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CutDto"];
            };
        };
        responses: {
            /** @description The new seat view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameViewDto"];
                };
            };
            /** @description Malformed JSON (`malformed_json`) or a field failed validation (`validation_failed`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing (`missing_token`) or unknown (`invalid_token`) seat token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No such game (`game_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not your turn, wrong phase, or the game is not running (the engine code, or `game_not_running`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description If-Match names an older version (`version_mismatch`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Against the rules (the engine code, such as `must_follow_suit`) or a reused Idempotency-Key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    playCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag (version) the move was decided on; an older one is refused with 412. */
                "If-Match"?: string;
                /** @description Makes a retry safe: the same key and body answer the first answer again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The game id (UUID). */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayDto"];
            };
        };
        responses: {
            /** @description The new seat view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameViewDto"];
                };
            };
            /** @description Malformed JSON (`malformed_json`) or a field failed validation (`validation_failed`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing (`missing_token`) or unknown (`invalid_token`) seat token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No such game (`game_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not your turn, wrong phase, or the game is not running (the engine code, or `game_not_running`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description If-Match names an older version (`version_mismatch`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Against the rules (the engine code, such as `must_follow_suit`) or a reused Idempotency-Key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getScoreTable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game id (UUID). */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreTableDto"];
                };
            };
            /** @description No such game (`game_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Only events with a greater sequence number (default 0). */
                after?: number;
                /** @description Page size (default 500). */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The game id (UUID). */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventPageDto"];
                };
            };
            /** @description Malformed JSON (`malformed_json`) or a field failed validation (`validation_failed`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing (`missing_token`) or unknown (`invalid_token`) seat token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No such game (`game_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getDealProof: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game id (UUID). */
                gameId: string;
                /** @description Deal number, from 1. */
                deal: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealProofDto"];
                };
            };
            /** @description Malformed JSON (`malformed_json`) or a field failed validation (`validation_failed`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No such game (`game_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getDealReplay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game id (UUID). */
                gameId: string;
                /** @description Deal number, from 1. */
                deal: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealReplayDto"];
                };
            };
            /** @description Malformed JSON (`malformed_json`) or a field failed validation (`validation_failed`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No such game (`game_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    streamGame: {
        parameters: {
            query?: {
                /** @description Resume after this sequence number (as Last-Event-ID). */
                after?: number;
                /** @description A single-use stream ticket (POST /api/v1/games/{gameId}/stream-tickets) in place of the Authorization header, for EventSource. Never send the seat token in a URL. A ticket that is unknown, already used, expired or for another game is refused with 401 `invalid_ticket`; a ticket with an Authorization header too with 400 `ambiguous_credentials`. */
                ticket?: string;
            };
            header?: {
                /** @description Resume after this sequence number. */
                "Last-Event-ID"?: string;
            };
            path: {
                /** @description The game id (UUID). */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream. `event: view` (no id) carries a StreamViewDto; `event: update` (id = sequence number) carries a StreamUpdateDto; lines starting with `:` are keep-alive comments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["StreamViewDto"] | components["schemas"]["StreamUpdateDto"];
                };
            };
            /** @description Malformed JSON (`malformed_json`) or a field failed validation (`validation_failed`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Missing (`missing_token`) or unknown (`invalid_token`) seat token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No such game (`game_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    createStreamTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game id (UUID). */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A single-use ticket for this seat, valid until `expiresAt` (about a minute). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreamTicketDto"];
                };
            };
            /** @description Missing (`missing_token`) or unknown (`invalid_token`) seat token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No such game (`game_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    addBot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The game id (UUID). */
                gameId: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BotSeatDto"];
                };
            };
            /** @description Malformed JSON (`malformed_json`) or a field failed validation (`validation_failed`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No such game (`game_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not your turn, wrong phase, or the game is not running (the engine code, or `game_not_running`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Against the rules (the engine code, such as `must_follow_suit`) or a reused Idempotency-Key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getHint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game id (UUID). */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HintDto"];
                };
            };
            /** @description Missing (`missing_token`) or unknown (`invalid_token`) seat token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No such game (`game_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Not your turn, wrong phase, or the game is not running (the engine code, or `game_not_running`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited (`rate_limited`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description The database cannot be reached (`database_unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
}
