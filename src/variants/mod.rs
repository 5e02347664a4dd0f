//! The other games: one registry, one trait for positions of any game, one generic referee.
//!
//! - [`REGISTRY`] is the only list of games: id, name, players, family, description, the
//!   oracle's name for its data files, and a constructor. `Game.variants()` is this list.
//! - [`GamePosition`] is what a game's position must answer (moves, play, hash, end, notation);
//!   the referee is generic over it, and [`Evaluate`] adds what a search needs.
//! - [`Referee`] (`crate::referee`) is the referee of every game of two, chess's too (history,
//!   undo, repetition, n-move rule, claims); [`AnyGame`] is its object-safe facade with moves as
//!   strings, for the wasm layer.
//! - Games: `board8/` holds the shared 8×8 machinery; each game is a folder of hooks over it.
//!   `docs/architecture.md` says where each lives.

pub mod antichess;
pub mod atomic;
pub mod board8;
pub mod chaturanga;
pub mod crazyhouse;
pub mod describe;
pub mod duck;
mod evaluate;
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
pub(crate) mod any_game;
pub mod shatranj;
pub mod shogi;
pub mod sittuyin;
#[cfg(test)]
mod testkit;
#[cfg(test)]
mod tests;
pub mod standard;
pub mod xiangqi;

pub use describe::{MoveDescription, PieceOn};
pub use evaluate::{labelled, named, placement_table, Evaluate, Placement, Tunable, Value};
pub use perft::perft;
pub use crate::outcome::{color_of, Claim, EndReason, Outcome, Player};
pub use any_game::{AnyGame, MoveText, Ranking, Status, View};
pub use crate::referee::{DrawRules, Referee, RefereeError, Refereed};
pub use layout::{cell_name as layout_cell_name, Layout, PieceKind};
mod layout;

use std::fmt;
use std::sync::LazyLock;

/// Bad input, said clearly. Nothing that returns one changes any state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    UnknownVariant(String),
    /// A game asked for in a mode it does not have (the message names the modes it has).
    UnknownMode(String),
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
            VariantError::UnknownMode(why) => write!(f, "{why}"),
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

/// A position of one game: what the notation, the page and the bot need beside what the
/// referee needs ([`Refereed`]). Generation fills a caller's list, so a search reuses one list per
/// ply and allocates nothing per move.
pub trait GamePosition: Refereed {
    /// The game's id in the registry.
    const ID: &'static str;
    /// What players call the two sides, seat 0 (the first to move, upper case in FEN) first:
    /// Xiangqi's Red and Black, Janggi's Cho and Han, Shogi's Sente and Gote.
    const SIDES: [&'static str; 2] = ["White", "Black"];

    fn start() -> Self;
    /// Reads the game's FEN as pyffish writes it; a FEN of another game is an error.
    fn from_fen(fen: &str) -> Result<Self, VariantError>;
    fn fen(&self) -> String;

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
    /// Pieces in hand per player, as role letters with counts, every droppable role listed
    /// (empty for games without drops).
    fn hands(&self) -> Vec<(Player, Vec<(char, u8)>)> {
        Vec::new()
    }
    /// What the legal move `m` does, told completely ([`MoveDescription`]): for a page to show,
    /// animate and say it without knowing the game's rules.
    fn describe(&self, m: Self::Move) -> MoveDescription;
    /// How a page draws this game's board ([`Layout`]): its size, its pieces' names, its
    /// palaces and river, the count and the phase. Chess's 8×8 by default.
    fn layout(&self) -> Layout {
        Layout::chess()
    }
}

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

/// One game of the registry: what players and pages are told about it.
#[derive(Clone, Copy)]
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
    /// Its short rules help for a page (the `help.md` of the game's folder).
    pub help: &'static str,
}

impl VariantInfo {
    /// Is `mode` one of this game's modes (by id)?
    pub fn has_mode(&self, mode: &str) -> bool {
        self.modes.iter().any(|m| m.id == mode)
    }
}

/// What a registry line makes of a game it builds: the referee alone ([`Bare`]), or the
/// referee with more beside it (the bot that plays it: `crate::games`). The registry is written
/// once, generic over this, so that whoever builds games needs no list of its own and the
/// rules need not know what is built on them.
pub trait Build {
    /// The game as its user holds it.
    type Game: ?Sized + AnyGame;
    /// A game of two: its positions are weighed for a search by [`Evaluate`].
    fn evaluated<P: Evaluate>(game: Referee<P>) -> Box<Self::Game>;
    /// A game of more players.
    fn multi(game: multi::MultiGame) -> Box<Self::Game>;
}

/// Builds the referee alone.
pub struct Bare;

impl Build for Bare {
    type Game = dyn AnyGame;
    fn evaluated<P: Evaluate>(game: Referee<P>) -> Box<dyn AnyGame> {
        Box::new(game)
    }
    fn multi(game: multi::MultiGame) -> Box<dyn AnyGame> {
        Box::new(game)
    }
}

/// Makes a game from its start position (`None`) or from a FEN of that game, in one of its
/// modes (`None` for games without modes, or the first).
pub type Constructor<B> = fn(Option<&str>, Option<&str>) -> Result<Box<<B as Build>::Game>, VariantError>;

/// A registry line: the game, and how to make it.
pub struct Line<B: Build> {
    pub info: VariantInfo,
    pub create: Constructor<B>,
}

fn start_of<P: GamePosition>(fen: Option<&str>) -> Result<P, VariantError> {
    match fen {
        Some(fen) => P::from_fen(fen),
        None => Ok(P::start()),
    }
}

/// The constructor of a game of two without modes.
fn evaluated<B: Build, P: Evaluate>(fen: Option<&str>, _mode: Option<&str>) -> Result<Box<B::Game>, VariantError> {
    Ok(B::evaluated(Referee::new(start_of::<P>(fen)?)))
}

/// Every game, one line each. Adding a game = its folder + one line here.
pub fn lines<B: Build>() -> [Line<B>; 22] {
    macro_rules! line {
        ($id:literal, $name:literal, $players:literal, $family:literal, $description:literal, $oracle:expr, $modes:expr, $create:expr, $help:expr) => {
            Line { info: VariantInfo { id: $id, name: $name, players: $players, family: $family, description: $description, oracle: $oracle, modes: $modes, help: $help }, create: $create }
        };
    }
    [
        line!("chess", "Chess", 2, "chess", "The classic game.", None, &[], evaluated::<B, standard::Chess>, standard::CHESS_HELP),
        line!("chess960", "Chess960", 2, "chess", "Chess with the back rank shuffled (960 start positions).", None, &[], evaluated::<B, standard::Chess960>, standard::CHESS960_HELP),
        line!("antichess", "Antichess", 2, "variant", "Captures are compulsory; lose all your pieces to win.", Some("antichess"), &[], evaluated::<B, antichess::Antichess>, antichess::HELP),
        line!("atomic", "Atomic", 2, "variant", "Every capture explodes: blow up the enemy king.", Some("atomic"), &[], evaluated::<B, atomic::Atomic>, atomic::HELP),
        line!("crazyhouse", "Crazyhouse", 2, "variant", "Captured pieces change sides and can be dropped back.", Some("crazyhouse"), &[], evaluated::<B, crazyhouse::Crazyhouse>, crazyhouse::HELP),
        line!("duck", "Duck chess", 2, "variant", "After each move, move the duck; take the king to win.", Some("duck"), &[], evaluated::<B, duck::Duck>, duck::HELP),
        line!("fog-of-war", "Fog of War", 2, "variant", "You see only where your pieces can go; take the king to win.", Some("fogofwar"), &[], evaluated::<B, fog::Fog>, fog::HELP),
        line!("friendly", "Friendly Chess", 2, "variant", "Nothing is captured: pieces unite and set off chain reactions.", None, &[], evaluated::<B, friendly::Friendly>, friendly::HELP),
        line!("chaturanga", "Chaturanga", 2, "family", "The ancient Indian game: ferz and elephant; take the king to win.", Some("chaturanga"), &[], evaluated::<B, chaturanga::Chaturanga>, chaturanga::HELP),
        line!("shatranj", "Shatranj", 2, "family", "The medieval Persian game: a bare king or a stalemated side loses.", Some("shatranj"), &[], evaluated::<B, shatranj::Shatranj>, shatranj::HELP),
        line!("makruk", "Makruk", 2, "family", "Thai chess: khon and met, pawns promote on the sixth, counting in the endgame.", Some("makruk"), &[], evaluated::<B, makruk::Makruk>, makruk::HELP),
        line!("ouk-chatrang", "Ouk Chatrang", 2, "family", "Cambodian chess: Makruk with opening leaps of the king and the met.", Some("cambodian"), &[], evaluated::<B, ouk::Ouk>, ouk::HELP),
        line!("xiangqi", "Xiangqi", 2, "family", "Chinese chess on the points: cannons jump, generals may not face each other.", Some("xiangqi"), &[], evaluated::<B, xiangqi::Xiangqi>, xiangqi::HELP),
        line!("janggi", "Janggi", 2, "family", "Korean chess: palace diagonals, passing, and bikjang decided by the material count.", Some("janggi"), janggi::MODES, janggi::create::<B>, janggi::HELP),
        line!("shogi", "Shogi", 2, "family", "Japanese chess: captured pieces return to the capturer's hand and are dropped back.", Some("shogi"), &[], evaluated::<B, shogi::Shogi>, shogi::HELP),
        line!("minishogi", "Minishogi", 2, "family", "Shogi on a 5×5 board.", Some("minishogi"), &[], evaluated::<B, minishogi::Minishogi>, minishogi::HELP),
        line!("sittuyin", "Sittuyin", 2, "family", "Burmese chess: place your pieces behind your pawns, then play.", Some("sittuyin"), &[], evaluated::<B, sittuyin::Sittuyin>, sittuyin::HELP),
        line!("chaturaji", "Chaturaji", 4, "multi", "Four armies, no check: capture kings and pieces for points.", None, &[], multi::create_chaturaji::<B>, include_str!("multi/chaturaji/help.md")),
        line!("four-seasons", "Four Seasons", 4, "multi", "Alfonso X's four-handed chess: the last king wins.", None, &[], multi::create_four_seasons::<B>, include_str!("multi/four-seasons/help.md")),
        line!("four-player", "Four-player chess", 4, "multi", "Four armies on a cross: free-for-all for points, or two teams.", None, multi::four_player::MODES, multi::create_four_player::<B>, include_str!("multi/four-player/help.md")),
        line!("eight-player", "Eight-player chess", 8, "multi", "Eight armies on a 516-square board: singles, pairs or two teams.", None, multi::eight_player::MODES, multi::create_eight_player::<B>, include_str!("multi/eight-player/help.md")),
        line!("three-player", "Three-player chess", 3, "multi", "Three armies on a hexagon of 96 cells; the first checkmate wins.", None, &[], multi::create_three_player::<B>, include_str!("multi/three-player/help.md")),
    ]
}

/// The registry: every game's line, as players and pages are told of it.
pub static REGISTRY: LazyLock<Vec<VariantInfo>> = LazyLock::new(|| lines::<Bare>().iter().map(|line| line.info).collect());

/// The registry line of `id`.
pub fn info(id: &str) -> Result<&'static VariantInfo, VariantError> {
    REGISTRY.iter().find(|v| v.id == id).ok_or_else(|| VariantError::UnknownVariant(id.to_string()))
}

/// A game of `name` made by `B`: from its start, or from `fen`, a FEN of that game. `name` is
/// a registry id, `id:mode` (`four-player:teams`, `janggi:hehe-eheh`), or `chess960:<0..959>`
/// for one of Chess960's starts.
pub fn build<B: Build>(name: &str, fen: Option<&str>) -> Result<Box<B::Game>, VariantError> {
    let (id, mode) = match name.split_once(':') {
        Some((id, mode)) => (id, Some(mode)),
        None => (name, None),
    };
    if let (Some(_), None, "chess960") = (mode, fen, id) {
        let (start, _) = crate::chess::setups::from_name(name).map_err(|e| VariantError::UnknownVariant(e.to_string()))?;
        return build::<B>("chess960", Some(&start.fen()));
    }
    let lines = lines::<B>();
    let line = lines.iter().find(|line| line.info.id == id).ok_or_else(|| VariantError::UnknownVariant(id.to_string()))?;
    if let Some(mode) = mode.filter(|&mode| !line.info.has_mode(mode)) {
        let ids: Vec<&str> = line.info.modes.iter().map(|m| m.id).collect();
        let known = if ids.is_empty() { "it has no modes".to_string() } else { format!("its modes: {}", ids.join(", ")) };
        return Err(VariantError::UnknownMode(format!("{id} has no mode '{mode}' ({known})")));
    }
    (line.create)(fen, mode)
}

/// A new game of `name` (see [`build`]) from its start position.
pub fn create(name: &str) -> Result<Box<dyn AnyGame>, VariantError> {
    build::<Bare>(name, None)
}

/// A new game of `name` (see [`build`]) from a FEN of that game.
pub fn from_fen(name: &str, fen: &str) -> Result<Box<dyn AnyGame>, VariantError> {
    build::<Bare>(name, Some(fen))
}
