//! How a game ends, in one vocabulary for every game: who won ([`Outcome`]), why ([`EndReason`],
//! the one list of ends, each spelt as the JavaScript API spells it), and the draws a player may
//! claim ([`Claim`]). The chess referee (`crate::game`) and the referee of the other games
//! (`crate::variants`) both speak it, in every build of the module.

/// A seat: 0 = White (moves first), 1 = Black; games with more players number them in turn order.
pub type Player = u8;

/// The colour of a seat of a two-player game.
pub fn color_of(player: Player) -> crate::chess::Color {
    if player == 0 {
        crate::chess::Color::White
    } else {
        crate::chess::Color::Black
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    Checkmate,
    Stalemate,
    /// Antichess: the side to move has lost all its pieces (and wins).
    NoPieces,
    /// Atomic: a king was blown up.
    KingExploded,
    /// Duck, Fog of War, Chaturanga: a king was taken.
    KingCaptured,
    /// Shatranj: a side was left with its king alone.
    BareKing,
    /// Makruk, Ouk Chatrang, Sittuyin: the count passed its limit (a draw).
    Counting,
    /// Xiangqi, Janggi, Shogi: the repetition came from one side checking with every move (it loses).
    PerpetualCheck,
    /// Xiangqi: the repetition came from one side chasing an unprotected piece (it loses).
    PerpetualChase,
    /// Janggi: the generals faced each other and the side to move passed; the material count decides.
    Bikjang,
    /// Janggi: both sides passed in a row; the material count decides.
    DoublePass,
    InsufficientMaterial,
    /// Chess: neither side can mate by any series of legal moves (FIDE 5.2.2), beyond bare material.
    DeadPosition,
    Threefold,
    Fivefold,
    FiftyMoves,
    SeventyFiveMoves,
    Agreement,
    Resignation,
    /// A player's time ran out and the other side could still win.
    Timeout,
    /// A player's time ran out, but the other side could not win by any series of moves.
    TimeoutVsInsufficientMaterial,
    /// Shogi: the fourth occurrence of a position (a draw; Minishogi: sente loses).
    Sennichite,
    /// Shogi: the 27-point impasse declaration.
    Impasse,
    /// Games of more players: one seat or team is left (the ranking says who is where).
    LastStanding,
}

impl EndReason {
    /// The reason as the JavaScript API spells it.
    pub fn name(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::NoPieces => "no-pieces",
            EndReason::KingExploded => "king-exploded",
            EndReason::KingCaptured => "king-captured",
            EndReason::BareKing => "bare-king",
            EndReason::Counting => "counting",
            EndReason::PerpetualCheck => "perpetual-check",
            EndReason::PerpetualChase => "perpetual-chase",
            EndReason::Bikjang => "bikjang",
            EndReason::DoublePass => "double-pass",
            EndReason::InsufficientMaterial => "insufficient-material",
            EndReason::DeadPosition => "dead-position",
            EndReason::LastStanding => "last-standing",
            EndReason::Threefold => "threefold",
            EndReason::Fivefold => "fivefold",
            EndReason::FiftyMoves => "fifty-moves",
            EndReason::SeventyFiveMoves => "seventy-five-moves",
            EndReason::Agreement => "agreement",
            EndReason::Resignation => "resignation",
            EndReason::Timeout => "timeout",
            EndReason::TimeoutVsInsufficientMaterial => "timeout-vs-insufficient-material",
            EndReason::Sennichite => "sennichite",
            EndReason::Impasse => "impasse",
        }
    }
}

/// How a game ended: a winner or none (a draw), and why. Games of more players give their
/// places and scores beside it (`variants::Ranking`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub winner: Option<Player>,
    pub reason: EndReason,
}

impl Outcome {
    pub fn win(winner: Player, reason: EndReason) -> Outcome {
        Outcome { winner: Some(winner), reason }
    }

    pub fn draw(reason: EndReason) -> Outcome {
        Outcome { winner: None, reason }
    }

    /// `1-0`, `0-1` or `1/2-1/2` (two players).
    pub fn result(self) -> &'static str {
        match self.winner {
            Some(0) => "1-0",
            Some(_) => "0-1",
            None => "1/2-1/2",
        }
    }
}

/// A draw a player may claim: the position repeated (chess: threefold, FIDE 9.2), or the n-move
/// rule (chess: fifty moves, 9.3), each game counting by its own rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim {
    Repetition,
    MoveRule,
}

impl Claim {
    pub const ALL: [Claim; 2] = [Claim::Repetition, Claim::MoveRule];

    /// The claim as the JavaScript API spells it.
    pub fn name(self) -> &'static str {
        match self {
            Claim::Repetition => "threefold",
            Claim::MoveRule => "fifty-moves",
        }
    }

    pub fn from_name(name: &str) -> Option<Claim> {
        Claim::ALL.into_iter().find(|c| c.name() == name)
    }

    /// The end it names when it is claimed.
    pub fn reason(self) -> EndReason {
        match self {
            Claim::Repetition => EndReason::Threefold,
            Claim::MoveRule => EndReason::FiftyMoves,
        }
    }
}

