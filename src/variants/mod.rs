//! The other games: one registry, one trait for positions of any game, one generic referee.
//!
//! - [`REGISTRY`] is the only list of games: id, name, players, family, description, the
//!   oracle's name for its data files, and a constructor. `Game.variants()` is this list.
//! - [`GamePosition`] is what a game's position must answer (moves, play, hash, end, notation);
//!   the bot's search and the referee are generic over it.
//! - [`VariantGame`] is the referee (history, undo, repetition, n-move rule, claims); [`AnyGame`]
//!   is its object-safe facade with moves as strings, for the wasm layer.
//! - Games: `board8/` holds the shared 8×8 machinery; each game is a folder of hooks over it.
//!   See `docs/architecture.md` for where the other games will go.

pub mod antichess;
pub mod atomic;
pub mod board8;
pub mod chaturanga;
pub mod crazyhouse;
pub mod duck;
pub mod fairy;
pub mod fog;
pub mod friendly;
pub mod janggi;
pub mod makruk;
pub mod minishogi;
pub mod ouk;
pub mod multi;
pub mod perft;
pub mod pgn;
mod referee;
pub mod shatranj;
pub mod shogi;
pub mod sittuyin;
#[cfg(test)]
mod testkit;
#[cfg(test)]
mod tests;
pub mod standard;
pub mod xiangqi;

pub use perft::perft;
pub use referee::{AnyGame, Claim, MoveText, Ranking, Status, VariantGame, View};
pub use layout::{cell_name as layout_cell_name, Layout, PieceKind};
mod layout;

use std::fmt;

/// A seat: 0 = White (moves first), 1 = Black; games with more players number them in turn order.
pub type Player = u8;

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

/// How a game ended. Two-player games name a winner or none (a draw); games of more players
/// will add a ranking beside it (docs/architecture.md).
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

/// Bad input, said clearly. Nothing that returns one changes any state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    UnknownVariant(String),
    Fen(String),
    /// Not shaped like a move of this game.
    MoveSyntax(String),
    /// Shaped like a move, but not legal here (the reason, when one can be given).
    IllegalMove { text: String, why: String },
    GameOver,
    NothingToUndo,
    NotClaimable(String),
    /// An operation this game does not have (e.g. a full board view in Fog of War).
    Unsupported(String),
    /// A PGN text that cannot be read (where and why), or a tag that cannot be written.
    Pgn(String),
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::UnknownVariant(id) => write!(f, "unknown game '{id}'"),
            VariantError::Fen(why) => write!(f, "invalid FEN: {why}"),
            VariantError::MoveSyntax(s) => write!(f, "'{s}' is not a move"),
            VariantError::IllegalMove { text, why } if why.is_empty() => write!(f, "{text} is not a legal move here"),
            VariantError::IllegalMove { text, why } => write!(f, "{text} is not a legal move here: {why}"),
            VariantError::GameOver => write!(f, "the game is over"),
            VariantError::NothingToUndo => write!(f, "no move to take back"),
            VariantError::NotClaimable(why) => write!(f, "no draw can be claimed: {why}"),
            VariantError::Unsupported(why) => write!(f, "{why}"),
            VariantError::Pgn(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for VariantError {}

/// The draw rules a game has, in plies and occurrences; `None` when the game has no such rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawRules {
    /// A player may claim a draw when the position occurs this often.
    pub claim_repetition: Option<u32>,
    /// The game ends by itself at this many occurrences.
    pub auto_repetition: Option<u32>,
    /// A player may claim after this many plies without capture or pawn move (100 = 50 moves).
    pub claim_plies: Option<u32>,
    pub auto_plies: Option<u32>,
}

impl DrawRules {
    /// FIDE's: claim at threefold and fifty moves, automatic at fivefold and seventy-five.
    pub const CHESS: DrawRules =
        DrawRules { claim_repetition: Some(3), auto_repetition: Some(5), claim_plies: Some(100), auto_plies: Some(150) };
}

/// A position of one game: everything the referee, the notation and the bot need. Positions are
/// values (copy-make); moves are small `Copy` values. Generation fills a caller's list, so a
/// search reuses one list per ply and allocates nothing per move.
pub trait GamePosition: Clone + fmt::Debug + 'static {
    type Move: Copy + Eq + fmt::Debug;
    /// The game's id in the registry.
    const ID: &'static str;
    const PLAYERS: usize = 2;
    const DRAW_RULES: DrawRules = DrawRules::CHESS;
    /// What players call the two sides, seat 0 (the first to move, upper case in FEN) first:
    /// Xiangqi's Red and Black, Janggi's Cho and Han, Shogi's Sente and Gote.
    const SIDES: [&'static str; 2] = ["White", "Black"];

    fn start() -> Self;
    /// Reads the game's FEN as pyffish writes it; a FEN of another game is an error.
    fn from_fen(fen: &str) -> Result<Self, VariantError>;
    fn fen(&self) -> String;

    fn turn(&self) -> Player;
    /// Clears `out` and fills it with the legal moves (none once the game is over by its rules).
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// Plays a move taken from [`GamePosition::legal_moves`] of this position.
    fn play(&mut self, m: Self::Move);

    /// Zobrist hash: equal for positions that are the same for repetition.
    fn hash(&self) -> u64;
    /// The same position for repetition (the hash is only a first filter).
    fn same_position(&self, other: &Self) -> bool;
    /// Plies since the last irreversible move, for the n-move rule.
    fn halfmoves(&self) -> u32;
    /// Is the side to move in check (games with check)?
    fn is_check(&self) -> bool;
    /// The game's own end, given the legal moves of this position: checkmate, stalemate (a win,
    /// a loss or a draw, by game), king exploded or captured, all pieces lost.
    fn variant_outcome(&self, legal: &[Self::Move]) -> Option<Outcome>;
    /// The game's own insufficient-material rule (an automatic draw).
    fn insufficient_material(&self) -> bool;
    /// Could `player` still win by some series of legal moves (the other side helping)? Decides
    /// a flag: the side out of time loses, or draws when the other side could not win. Each
    /// game's `rules.md` says what it knows; by default anyone can win a game not already dead.
    fn can_win(&self, player: Player) -> bool {
        let _ = player;
        !self.insufficient_material()
    }

    /// What a claim gives in this game, given the game's positions from its start (the last is
    /// the current one): a draw, unless the game scores it (xiangqi's perpetual check, janggi's
    /// material count).
    fn claim_outcome(claim: Claim, positions: &[Self]) -> Outcome {
        let _ = positions;
        Outcome::draw(claim.reason())
    }
    /// Plies the n-move rule waits beyond `DRAW_RULES.claim_plies` after these positions
    /// (xiangqi lengthens it when checks were frequent).
    fn move_rule_extension(positions: &[Self]) -> u32 {
        let _ = positions;
        0
    }

    /// Does `m` take (or, in Friendly Chess, recruit) a piece? For move ordering and the
    /// quiescence search of the bot.
    fn is_capture(&self, m: Self::Move) -> bool;

    /// The move as pyffish's UCI writes it (the move-string contract).
    fn uci(&self, m: Self::Move) -> String;
    /// SAN as pyffish writes it; `legal` are this position's legal moves.
    fn san(&self, m: Self::Move, legal: &[Self::Move]) -> String;

    /// Whether a move's own string may end in `+` (shogi's promotion): then a `+` after a move
    /// is not simply a check sign to read past.
    fn plus_ends_moves() -> bool {
        false
    }

    /// The legal move written `text` in UCI (the contract's string).
    fn parse_uci(&self, text: &str) -> Result<Self::Move, VariantError> {
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        legal.into_iter().find(|&m| self.uci(m) == text).ok_or_else(|| not_a_move(text))
    }

    /// The legal move written `text` in SAN (`+`/`#` optional).
    fn parse_san(&self, text: &str) -> Result<Self::Move, VariantError> {
        let bare = text.trim_end_matches(['+', '#']);
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        let found = legal.iter().copied().find(|&m| !bare.is_empty() && self.san(m, &legal).trim_end_matches(['+', '#']) == bare);
        found.ok_or_else(|| not_a_move(text))
    }
    /// What a viewer may see, for games with hidden information (`None`: everything).
    fn view(&self, viewer: Player) -> Option<View> {
        let _ = viewer;
        None
    }
    /// The whole board, square names with piece letters (`None` for games that hide it).
    fn pieces(&self) -> Vec<(String, char)>;
    /// The cells whose piece is promoted (shogi's `+P`; [`GamePosition::pieces`] gives the
    /// base letter).
    fn promoted(&self) -> Vec<String> {
        Vec::new()
    }
    /// The end a repetition brings in games where it is not a plain draw (shogi's sennichite,
    /// perpetual check): `since_first` = the positions from the first occurrence of the current
    /// one up to it, `occurrences` = how often it has occurred. `None`: [`DrawRules`] decide.
    fn repetition_outcome(since_first: &[Self], occurrences: u32) -> Option<Outcome> {
        let _ = (since_first, occurrences);
        None
    }
    /// Pieces in hand per player, as role letters with counts, every droppable role listed
    /// (empty for games without drops).
    fn hands(&self) -> Vec<(Player, Vec<(char, u8)>)> {
        Vec::new()
    }
    /// What the legal move `m` does beyond moving, in the order it happens, for a page to show it
    /// step by step: waves of squares (Friendly Chess's chain of recruitments, wave by wave).
    /// Empty in most games.
    fn effects(&self, m: Self::Move) -> Vec<Vec<String>> {
        let _ = m;
        Vec::new()
    }
    /// How a page draws this game's board ([`Layout`]): its size, its pieces' names, its
    /// palaces and river, the count and the phase. Chess's 8×8 by default.
    fn layout(&self) -> Layout {
        Layout::chess()
    }
}

/// Makes a game from its start position (`None`) or from a FEN of that game, in one of its
/// modes (`None` for games without modes).
pub type Constructor = fn(Option<&str>, Option<&str>) -> Result<Box<dyn AnyGame>, VariantError>;

/// `text` as the game's own strings write it, when people and other programs wrote it otherwise:
/// without a check or mate sign or annotation glyphs after it (`e2e4+`, `g4g3#`, `e7e8q!?`), and
/// with a promotion written `=Q` or `Q` in the lower case (`e7e8=Q` is `e7e8q`). `None` when
/// nothing changes. `plus_ends_moves`: a `+` stays (shogi's promotion).
pub(crate) fn plain_move_text(text: &str, plus_ends_moves: bool) -> Option<String> {
    let signs: &[char] = if plus_ends_moves { &['#', '!', '?'] } else { &['+', '#', '!', '?'] };
    let mut plain = text.trim().trim_end_matches(signs).to_string();
    if let [.., before, letter] = *plain.as_bytes() {
        if letter.is_ascii_alphabetic() && (before == b'=' || (before.is_ascii_digit() && letter.is_ascii_uppercase())) {
            let lower = char::from(letter.to_ascii_lowercase());
            plain.truncate(plain.len() - if before == b'=' { 2 } else { 1 });
            plain.push(lower);
        }
    }
    (plain != text).then_some(plain)
}

/// The error for a text that is no legal move: a syntax error when it cannot be one at all.
pub(crate) fn not_a_move(text: &str) -> VariantError {
    if text.is_empty() || text.len() > 16 || !text.chars().all(|c| c.is_ascii_alphanumeric() || "@,=+#-~*".contains(c)) {
        VariantError::MoveSyntax(text.to_string())
    } else {
        VariantError::IllegalMove { text: text.to_string(), why: String::new() }
    }
}

/// A mode of a game: its id (`janggi:hehe-eheh`) and its name for players (a page shows it).
pub struct Mode {
    pub id: &'static str,
    pub label: &'static str,
}

/// One game of the registry.
pub struct VariantInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub players: u8,
    /// `chess` | `variant` | `family` | `multi`.
    pub family: &'static str,
    pub description: &'static str,
    /// The oracle's name in `data/variants/games_<oracle>.jsonl.gz` and the perft suites.
    pub oracle: Option<&'static str>,
    /// Rule modes, chosen as `id:mode` (Janggi's arrangements, four-player `ffa`/`teams`), each
    /// with the name players know it by; empty for most games.
    pub modes: &'static [Mode],
    /// A new game from the start position, or from a FEN of this game.
    pub create: Constructor,
    /// Its short rules help for a page (the `help.md` of the game's folder).
    pub help: &'static str,
}

impl VariantInfo {
    /// Is `mode` one of this game's modes (by id)?
    pub fn has_mode(&self, mode: &str) -> bool {
        self.modes.iter().any(|m| m.id == mode)
    }
}

fn start_of<P: GamePosition>(fen: Option<&str>) -> Result<P, VariantError> {
    match fen {
        Some(fen) => P::from_fen(fen),
        None => Ok(P::start()),
    }
}

/// The constructor of a game without modes that the variant bot does not play (chess has its own
/// engine, behind its own `Game`).
fn make<P: GamePosition>(fen: Option<&str>, _mode: Option<&str>) -> Result<Box<dyn AnyGame>, VariantError> {
    Ok(Box::new(VariantGame::new(start_of::<P>(fen)?)))
}

/// The constructor of a game without modes that the variant bot plays (`src/bot/variant`, with
/// the evaluation in the game's folder).
#[cfg(feature = "bot")]
fn playable<P: crate::bot::variant::Evaluate>(fen: Option<&str>, _mode: Option<&str>) -> Result<Box<dyn AnyGame>, VariantError> {
    Ok(Box::new(VariantGame::with_bot(start_of::<P>(fen)?)))
}
#[cfg(not(feature = "bot"))]
use make as playable;

/// Every game, one line each. Adding a game = its folder + one line here.
pub static REGISTRY: &[VariantInfo] = &[
    VariantInfo { id: "chess", name: "Chess", players: 2, family: "chess", description: "The classic game.", oracle: None, modes: &[], create: make::<standard::Chess>, help: standard::CHESS_HELP },
    VariantInfo { id: "chess960", name: "Chess960", players: 2, family: "chess", description: "Chess with the back rank shuffled (960 start positions).", oracle: None, modes: &[], create: make::<standard::Chess960>, help: standard::CHESS960_HELP },
    VariantInfo { id: "antichess", name: "Antichess", players: 2, family: "variant", description: "Captures are compulsory; lose all your pieces to win.", oracle: Some("antichess"), modes: &[], create: playable::<antichess::Antichess>, help: antichess::HELP },
    VariantInfo { id: "atomic", name: "Atomic", players: 2, family: "variant", description: "Every capture explodes: blow up the enemy king.", oracle: Some("atomic"), modes: &[], create: playable::<atomic::Atomic>, help: atomic::HELP },
    VariantInfo { id: "crazyhouse", name: "Crazyhouse", players: 2, family: "variant", description: "Captured pieces change sides and can be dropped back.", oracle: Some("crazyhouse"), modes: &[], create: playable::<crazyhouse::Crazyhouse>, help: crazyhouse::HELP },
    VariantInfo { id: "duck", name: "Duck chess", players: 2, family: "variant", description: "After each move, move the duck; take the king to win.", oracle: Some("duck"), modes: &[], create: playable::<duck::Duck>, help: duck::HELP },
    VariantInfo { id: "fog-of-war", name: "Fog of War", players: 2, family: "variant", description: "You see only where your pieces can go; take the king to win.", oracle: Some("fogofwar"), modes: &[], create: playable::<fog::Fog>, help: fog::HELP },
    VariantInfo { id: "friendly", name: "Friendly Chess", players: 2, family: "variant", description: "Nothing is captured: pieces unite and set off chain reactions.", oracle: None, modes: &[], create: playable::<friendly::Friendly>, help: friendly::HELP },
    VariantInfo { id: "chaturanga", name: "Chaturanga", players: 2, family: "family", description: "The ancient Indian game: ferz and elephant; take the king to win.", oracle: Some("chaturanga"), modes: &[], create: playable::<chaturanga::Chaturanga>, help: chaturanga::HELP },
    VariantInfo { id: "shatranj", name: "Shatranj", players: 2, family: "family", description: "The medieval Persian game: a bare king or a stalemated side loses.", oracle: Some("shatranj"), modes: &[], create: playable::<shatranj::Shatranj>, help: shatranj::HELP },
    VariantInfo { id: "makruk", name: "Makruk", players: 2, family: "family", description: "Thai chess: khon and met, pawns promote on the sixth, counting in the endgame.", oracle: Some("makruk"), modes: &[], create: playable::<makruk::Makruk>, help: makruk::HELP },
    VariantInfo { id: "ouk-chatrang", name: "Ouk Chatrang", players: 2, family: "family", description: "Cambodian chess: Makruk with opening leaps of the king and the met.", oracle: Some("cambodian"), modes: &[], create: playable::<ouk::Ouk>, help: ouk::HELP },
    VariantInfo { id: "xiangqi", name: "Xiangqi", players: 2, family: "family", description: "Chinese chess on the points: cannons jump, generals may not face each other.", oracle: Some("xiangqi"), modes: &[], create: playable::<xiangqi::Xiangqi>, help: xiangqi::HELP },
    VariantInfo { id: "janggi", name: "Janggi", players: 2, family: "family", description: "Korean chess: palace diagonals, passing, and bikjang decided by the material count.", oracle: Some("janggi"), modes: janggi::MODES, create: janggi::create, help: janggi::HELP },
    VariantInfo { id: "shogi", name: "Shogi", players: 2, family: "family", description: "Japanese chess: captured pieces return to the capturer's hand and are dropped back.", oracle: Some("shogi"), modes: &[], create: playable::<shogi::Shogi>, help: shogi::HELP },
    VariantInfo { id: "minishogi", name: "Minishogi", players: 2, family: "family", description: "Shogi on a 5×5 board.", oracle: Some("minishogi"), modes: &[], create: playable::<minishogi::Minishogi>, help: minishogi::HELP },
    VariantInfo { id: "sittuyin", name: "Sittuyin", players: 2, family: "family", description: "Burmese chess: place your pieces behind your pawns, then play.", oracle: Some("sittuyin"), modes: &[], create: playable::<sittuyin::Sittuyin>, help: sittuyin::HELP },
    VariantInfo { id: "chaturaji", name: "Chaturaji", players: 4, family: "multi", description: "Four armies, no check: capture kings and pieces for points.", oracle: None, modes: &[], create: multi::create_chaturaji, help: include_str!("multi/chaturaji/help.md") },
    VariantInfo { id: "four-seasons", name: "Four Seasons", players: 4, family: "multi", description: "Alfonso X's four-handed chess: the last king wins.", oracle: None, modes: &[], create: multi::create_four_seasons, help: include_str!("multi/four-seasons/help.md") },
    VariantInfo { id: "four-player", name: "Four-player chess", players: 4, family: "multi", description: "Four armies on a cross: free-for-all for points, or two teams.", oracle: None, modes: multi::four_player::MODES, create: multi::create_four_player, help: include_str!("multi/four-player/help.md") },
    VariantInfo { id: "eight-player", name: "Eight-player chess", players: 8, family: "multi", description: "Eight armies on a 516-square board: singles, pairs or two teams.", oracle: None, modes: multi::eight_player::MODES, create: multi::create_eight_player, help: include_str!("multi/eight-player/help.md") },
    VariantInfo { id: "three-player", name: "Three-player chess", players: 3, family: "multi", description: "Three armies on a hexagon of 96 cells; the first checkmate wins.", oracle: None, modes: &[], create: multi::create_three_player, help: include_str!("multi/three-player/help.md") },
];

/// The registry line of `id`.
pub fn info(id: &str) -> Result<&'static VariantInfo, VariantError> {
    REGISTRY.iter().find(|v| v.id == id).ok_or_else(|| VariantError::UnknownVariant(id.to_string()))
}

/// A new game of `id` from its start position; `chess960:<0..959>` names a Chess960 start.
pub fn create(id: &str) -> Result<Box<dyn AnyGame>, VariantError> {
    match id.split_once(':') {
        None => (info(id)?.create)(None, None),
        Some(("chess960", _)) => {
            let (start, _) = crate::chess::setups::from_name(id).map_err(|e| VariantError::UnknownVariant(e.to_string()))?;
            (info("chess960")?.create)(Some(&start.fen()), None)
        }
        Some((base, mode)) => {
            let game = info(base)?;
            if !game.has_mode(mode) {
                return Err(VariantError::UnknownVariant(format!("{base} has no mode '{mode}'")));
            }
            (game.create)(None, Some(mode))
        }
    }
}

/// A new game of `id` from a FEN of that game.
pub fn from_fen(id: &str, fen: &str) -> Result<Box<dyn AnyGame>, VariantError> {
    (info(id)?.create)(Some(fen), None)
}
