//! The other games behind the same `Game` handle (the `variants` feature): a
//! `Box<dyn AnyGame>` of `crate::variants`, whose answers are strings, turned into the API's
//! objects. Move details a page needs (from, to, capture, castling rook, drop, duck) are read
//! from the move's UCI and the board its mover sees, so that nothing hidden leaks in Fog of War.

use super::dto::{self, joined};
use super::error;
use crate::chess::Color;
use crate::variants::{self, AnyGame, Claim, Layout, MoveText, Outcome, Player, VariantError};
use wasm_bindgen::prelude::*;
#[cfg(feature = "bot")]
use crate::bot::{score::mate_moves, variant::VariantBot, Clock, Limits};
#[cfg(feature = "bot")]
use std::sync::atomic::AtomicBool;

#[wasm_bindgen(module = "/src/wasm/objects.js")]
extern "C" {
    #[wasm_bindgen(js_name = variantBoard)]
    fn board_object(shape: &[u8], codes: &str, hidden: &[u8], hands: &str, duck: &str, phase: &str, viewer: &str, kinds: &str, overlays: &str, count: &str) -> JsValue;
    #[wasm_bindgen(js_name = variantMove)]
    fn move_object(uci: &str, san: Option<String>, record: &[u8], files: u8) -> JsValue;
    #[wasm_bindgen(js_name = variantMoves)]
    fn move_list(ucis: &str, sans: Option<String>, records: &[u8], files: u8) -> JsValue;
    #[wasm_bindgen(js_name = withWaves)]
    fn with_waves(info: JsValue, waves: &str) -> JsValue;
    #[wasm_bindgen(js_name = withHelp)]
    fn with_help(info: JsValue, help: &str) -> JsValue;
    #[wasm_bindgen(js_name = withSides)]
    fn with_sides(info: JsValue, first: &str, second: &str) -> JsValue;
}

#[wasm_bindgen(typescript_custom_section)]
const TS_WAVES: &'static str = r#"
export interface MoveInfo {
  /** `play()` of a move that does more than moving, wave by wave (Friendly Chess: the squares
   *  recruited, the target first, then each wave of the chain). Absent otherwise. */
  waves?: string[][];
}
export interface MoveInfo {
  /** A pass (Janggi): `uci` names the general's point twice, `from` equals `to`. */
  pass?: boolean;
}
/** A piece of the game shown (`board().pieces`), in the chess catalogue's shape. */
export interface FamilyPiece {
  /** `wN`, `bC`, `w+P` (a promoted piece). */
  code: string;
  color: Color;
  /** Its name in the game: "cannon", "met", "promoted silver". */
  role: string;
  letter: string;
  royal: boolean;
  promoted: boolean;
}
export interface BoardInfo {
  /** 'points': pieces stand on the crossings of lines (Xiangqi, Janggi). */
  style?: "squares" | "points";
  /** Games other than chess: every piece the board may show, with its name in that game. */
  pieces?: FamilyPiece[];
  /** Drawn over the board: palaces corner to corner (with their diagonals), the river above `rank`. */
  overlays?: ({ kind: "palace"; from: string; to: string } | { kind: "river"; rank: number })[];
  /** Makruk, Ouk Chatrang, Sittuyin: the count while one runs, in moves. */
  count?: { count: number; limit: number };
}
export interface GameInfo {
  /** The game's short rules help: paragraphs separated by blank lines, list items starting "- ". */
  help: string;
}
"#;

/// A game other than chess, with the moves played as the API wrote them (for `history()` in
/// SAN and the PGN, which the facade does not keep).
pub struct Other {
    game: Box<dyn AnyGame>,
    played: Vec<MoveText>,
    /// Started from a FEN (the PGN then carries SetUp and FEN).
    set_up: bool,
    /// Read from PGN: its tags (the defaults of `pgn()`'s) and its result while nothing was
    /// played or taken back since (a resignation, a flag the moves cannot show).
    tags: Vec<(String, String)>,
    imported_result: Option<String>,
}

/// Bad input from the games, as a JavaScript `Error`.
fn js(e: VariantError) -> JsError {
    error::js(e)
}

impl Other {
    /// A new game of registry id `base` in `mode` (checked against the registry's modes).
    pub fn create(base: &str, mode: Option<&str>, setup: Option<&str>) -> Result<Other, JsError> {
        let info = variants::info(base).map_err(js)?;
        if let Some(mode) = mode {
            if !info.has_mode(mode) {
                let ids: Vec<&str> = info.modes.iter().map(|m| m.id).collect();
                let known = if ids.is_empty() { "it has no modes".to_string() } else { format!("its modes: {}", ids.join(", ")) };
                return Err(error::js(format!("{} has no mode '{mode}' ({known})", info.id)));
            }
        }
        if let Some(setup) = setup {
            return Err(error::js(format!("{} has no setup '{setup}': start from a FEN (Game.fromFen(fen, {{ variant: '{}' }}))", info.id, info.id)));
        }
        let game = (info.create)(None, mode).map_err(js)?;
        Ok(Other::new(game, false))
    }

    /// `id` may name a mode: 'four-player:teams' (what `variant()` answers for a game in one).
    pub fn from_fen(id: &str, fen: &str) -> Result<Other, JsError> {
        Ok(Other::new(variants::from_fen(id, fen).map_err(js)?, true))
    }

    fn new(game: Box<dyn AnyGame>, set_up: bool) -> Other {
        Other { game, played: Vec::new(), set_up, tags: Vec::new(), imported_result: None }
    }

    /// The first game of a PGN text whose `Variant` tag names a game other than chess (`None`
    /// for chess and Chess960, which chess's reader reads).
    pub fn from_pgn(text: &str) -> Result<Option<Other>, JsError> {
        let Some(read) = variants::pgn::read(text).map_err(js)? else { return Ok(None) };
        let variants::pgn::Imported { game, played, set_up, tags, result } = read;
        Ok(Some(Other { game, played, set_up, tags, imported_result: result }))
    }

    pub fn variant(&self) -> &'static str {
        self.game.variant()
    }

    /// The variant bot's move here as a `ThinkResult` (Fog of War: from what the side to move
    /// sees). Throws when the game is over.
    #[cfg(feature = "bot")]
    pub fn think(&self, bot: &mut VariantBot, limits: &Limits, clock: &dyn Clock) -> Result<JsValue, JsError> {
        let thought = self.game.think(bot, limits, clock, &AtomicBool::new(false)).map_err(js)?;
        let best = thought.best.ok_or_else(|| error::js("the game is over: there is no legal move to think about"))?;
        let san = self.game.legal_moves().into_iter().find(|m| m.uci == best).map_or_else(|| best.clone(), |m| m.san);
        let mate = mate_moves(thought.score);
        let score_cp = if mate.is_none() { Some(thought.score) } else { None };
        let pv = joined(thought.pv.iter().map(String::as_str));
        Ok(dto::think_result(&best, &san, score_cp, mate, thought.depth, thought.nodes as f64, &pv, None))
    }

    fn name(&self) -> &'static str {
        let id = self.variant().split(':').next().unwrap_or_default();
        variants::info(id).map_or("this game", |info| info.name)
    }

    pub fn fen(&self) -> Result<String, JsError> {
        self.game.fen().map_err(js)
    }

    pub fn start_fen(&self) -> String {
        self.game.start_fen()
    }

    /// The number of the first move: a FEN's last field, a position text's eighth (C11).
    pub fn start_move_number(&self) -> u32 {
        match self.game.multi() {
            Some(multi) => multi.start().fullmove,
            None => self.start_fen().rsplit(' ').next().and_then(|n| n.parse().ok()).unwrap_or(1),
        }
    }

    /// The seat to move in a game of more players ('red'), `None` in the others.
    pub fn seat_to_move(&self) -> Option<String> {
        super::cells::seat_to_move(self.game.as_ref())
    }

    pub fn turn(&self) -> Color {
        color_of(self.game.status().turn)
    }

    pub fn legal_moves(&self, with_san: bool) -> JsValue {
        if let Some(moves) = super::cells::legal_moves(self.game.as_ref()) { return moves; }
        let seen = self.seen();
        let moves = self.game.legal_moves();
        let records: Vec<u8> = moves.iter().flat_map(|m| seen.record(&m.uci)).collect();
        let sans = with_san.then(|| joined(moves.iter().map(|m| &m.san)));
        move_list(&joined(moves.iter().map(|m| &m.uci)), sans, &records, seen.files)
    }

    /// Plays a move in UCI or SAN; a refusal says why when the reason is one of the games'
    /// own (an empty pocket, an occupied square for the duck, a square hidden in the fog).
    pub fn play(&mut self, text: &str) -> Result<JsValue, JsError> {
        let seen = self.seen();
        let before = super::cells::position(self.game.as_ref());
        let waves = self.game.effects(text).unwrap_or_default();
        let played = self.game.play(text).map_err(|e| error::js(self.refusal(text, e, &seen)))?;
        let mut info = super::cells::move_info(self.game.as_ref(), before.as_ref(), &played)
            .unwrap_or_else(|| move_object(&played.uci, Some(played.san.clone()), &seen.record(&played.uci), seen.files));
        if !waves.is_empty() {
            info = with_waves(info, &joined(waves.iter().map(|wave| wave.join(","))));
        }
        self.played.push(played);
        self.imported_result = None;
        Ok(info)
    }

    /// Takes back one ply; the move as its mover saw it, or `null` at the start.
    pub fn undo(&mut self) -> JsValue {
        if self.game.undo().is_err() {
            return JsValue::NULL;
        }
        self.imported_result = None;
        match self.played.pop() {
            Some(m) => super::cells::move_info(self.game.as_ref(), None, &m).unwrap_or_else(|| {
                let seen = self.seen();
                move_object(&m.uci, Some(m.san), &seen.record(&m.uci), seen.files)
            }),
            None => JsValue::NULL,
        }
    }

    /// The moves played in SAN (refused in Fog of War until the end).
    pub fn history(&self) -> Result<Vec<String>, JsError> {
        self.game.history().map_err(js)?;
        Ok(self.played.iter().map(|m| m.san.clone()).collect())
    }

    pub fn history_uci(&self) -> Result<Vec<String>, JsError> {
        self.game.history().map_err(js)
    }

    pub fn status(&self) -> JsValue {
        if let Some(status) = super::cells::status(self.game.as_ref()) { return status; }
        let status = self.game.status();
        let claimable = joined(status.claimable.iter().map(|c| c.name()));
        let (winner, reason) = status.outcome.map_or(("", ""), |o| (o.winner.map_or("", |p| color_of(p).name()), o.reason.name()));
        dto::status_object(color_of(status.turn).name(), status.check, winner, reason, &claimable)
    }

    /// The whole board, with hands, the duck, the phase, the pieces' names, palaces and river,
    /// and the count (refused in Fog of War during play).
    pub fn board(&self) -> Result<JsValue, JsError> {
        if let Some(board) = super::cells::board(self.game.as_ref()) { return Ok(board); }
        let pieces = self.game.board().map_err(js)?;
        Ok(self.board_from(&pieces, &[], ""))
    }

    /// What `viewer` sees: the board with every hidden square marked (none outside Fog of War).
    pub fn view(&self, viewer: Color) -> Result<JsValue, JsError> {
        let view = self.game.view(viewer.index() as Player).map_err(js)?;
        let seen = Seen::new(self.game.layout(), &view.pieces, &[]);
        let mut hidden = vec![0u8; seen.cells.len()];
        for name in &view.hidden {
            if let Some(i) = seen.index(name) {
                hidden[i] = 1;
            }
        }
        Ok(self.board_from(&view.pieces, &hidden, viewer.name()))
    }

    fn board_from(&self, pieces: &[(String, char)], hidden: &[u8], viewer: &str) -> JsValue {
        let layout = self.game.layout();
        let promoted = if viewer.is_empty() { self.game.promoted() } else { Vec::new() };
        let seen = Seen::new(layout, pieces, &promoted);
        let codes = joined(seen.cells.iter().map(|cell| cell.map_or_else(|| "-".to_string(), |(letter, owner, up)| code(letter, owner, up))));
        let hands = joined(self.game.hands().iter().map(|(owner, hand)| {
            let counts = joined(hand.iter().map(|(role, n)| format!("{role}{n}")));
            format!("{}:{}", color_of(*owner).name(), counts.replace(' ', ","))
        }));
        let layout = &seen.layout;
        let phase = if self.game.status().outcome.is_some() { "over" } else { layout.phase };
        let kinds = joined(layout.kinds.iter().map(|k| format!("{}:{}:{}:{}", k.letter, k.name.replace(' ', "_"), u8::from(k.royal), u8::from(k.promoted))));
        let mut overlays: Vec<String> = layout.palaces.iter().map(|(a, b)| format!("palace:{a}:{b}")).collect();
        overlays.extend(layout.river.map(|rank| format!("river:{rank}")));
        let count = layout.count.map_or_else(String::new, |(count, limit)| format!("{count} {limit}"));
        let duck = seen.duck.map(|i| seen.name(i)).unwrap_or_default();
        let shape = [layout.files, layout.ranks, u8::from(layout.points)];
        board_object(&shape, &codes, hidden, &hands, &duck, phase, viewer, &kinds, &overlays.join(" "), &count)
    }

    pub fn claim(&mut self, claim: &str, with_move: Option<&str>) -> Result<Outcome, JsError> {
        let claim = match claim {
            "threefold" => Claim::Repetition,
            "fifty-moves" => Claim::MoveRule,
            _ => return Err(error::js(format!("unknown draw claim '{claim}' (expected 'threefold' or 'fifty-moves')"))),
        };
        if let Some(text) = with_move {
            self.play(text)?;
        }
        self.game.claim(claim).map_err(|e| {
            if with_move.is_some() {
                self.undo();
            }
            js(e)
        })
    }

    pub fn resign(&mut self, color: Color) -> Result<Outcome, JsError> {
        self.game.resign(color.index() as Player).map_err(js)
    }

    pub fn agree_draw(&mut self) -> Result<Outcome, JsError> {
        self.game.agree_draw().map_err(js)
    }

    pub fn flag(&mut self, color: Color) -> Result<Outcome, JsError> {
        self.game.flag(color.index() as Player).map_err(js)
    }

    /// `None` when a legal move goes from `from` to `to` (cells of this game's board), else why not.
    pub fn explain_move(&self, from: &str, to: &str) -> Result<Option<String>, JsError> {
        let seen = self.seen();
        let cell = |name: &str| {
            seen.index(name).ok_or_else(|| {
                let last = variants::layout_cell_name(seen.layout.files - 1, seen.layout.ranks - 1);
                error::js(format!("invalid square '{name}' (expected a1 … {last})"))
            })
        };
        let (from_cell, to_cell) = (cell(from)?, cell(to)?);
        let goes = |uci: &str| seen.prefix(uci).is_some_and(|(f, rest)| f == from_cell && seen.prefix(rest).is_some_and(|(t, _)| t == to_cell));
        let found = self.game.legal_moves().iter().any(|m| goes(&m.uci));
        Ok((!found).then(|| format!("no legal move goes from {from} to {to}")))
    }

    /// The game as PGN, with its `Variant` tag (refused in Fog of War until the end).
    pub fn pgn(&self, tags: &[(String, String)]) -> Result<String, JsError> {
        let result = match (self.game.status().outcome, &self.imported_result) {
            (Some(outcome), _) => outcome.result(),
            (None, Some(imported)) => imported.as_str(),
            (None, None) => "*",
        };
        let all_tags: Vec<(String, String)> = self.tags.iter().chain(tags).cloned().collect();
        variants::pgn::write(self.game.as_ref(), &self.played, self.set_up, result, &all_tags).map_err(js)
    }

    /// The board the side to move sees (all of it outside Fog of War).
    fn seen(&self) -> Seen {
        let turn = self.game.status().turn;
        let pieces = self.game.view(turn).map(|view| view.pieces).unwrap_or_default();
        Seen::new(self.game.layout(), &pieces, &[])
    }

    /// The facade's refusal of `text`, with the reason when the move is one the game knows
    /// cannot be: a drop without the piece in hand or onto a taken square, a duck onto a taken
    /// square or left where it is, a move from a square hidden in the fog.
    fn refusal(&self, text: &str, error: VariantError, seen: &Seen) -> String {
        if !matches!(error, VariantError::IllegalMove { .. } | VariantError::MoveSyntax(_)) {
            return error.to_string();
        }
        let why = self.why_illegal(text, seen);
        match why {
            Some(why) => VariantError::IllegalMove { text: text.to_string(), why }.to_string(),
            None => error.to_string(),
        }
    }

    fn why_illegal(&self, text: &str, seen: &Seen) -> Option<String> {
        let turn = self.game.status().turn;
        // The side as its players call it (Shogi: "Sente has no rook in hand").
        let mover = self.game.sides().get(usize::from(turn)).copied().unwrap_or("the player to move");
        if let Some((role, to)) = text.split_once('@') {
            let role = role.to_ascii_lowercase();
            let hands = self.game.hands();
            let Some((_, hand)) = hands.iter().find(|(owner, _)| *owner == turn) else {
                return Some(format!("{} has no drops", self.name()));
            };
            let count = hand.iter().find(|(r, _)| role == r.to_string()).map(|&(_, n)| n);
            let chess_pawn = role == "p" && seen.layout.kinds.iter().any(|k| k.letter == 'p' && k.name == "pawn") && seen.layout.ranks == 8;
            return match (count, seen.index(to)) {
                (None, _) => Some(format!("'{role}' is not a piece that can be dropped")),
                (Some(0), _) => Some(format!("{mover} has no {} in hand", seen.role_name(&role))),
                (_, Some(i)) if seen.cells[i].is_some() => Some(format!("{to} is occupied")),
                (_, Some(i)) if chess_pawn && (i < 8 || i >= 56) => Some("a pawn cannot be dropped on the first or last rank".into()),
                _ => None,
            };
        }
        let (from, rest) = seen.prefix(text)?;
        let from_name = seen.name(from);
        let view = self.game.view(turn).ok()?;
        if view.hidden.iter().any(|h| *h == from_name) {
            return Some(format!("{from_name} is hidden from {mover} in the fog, so no {mover} piece stands there"));
        }
        match (text.split_once(','), self.variant() == "duck") {
            (Some(_), false) => Some(format!("only Duck chess moves a duck; {} moves are written like e2e4", self.name())),
            (None, true) => Some("in Duck chess a move also names the duck's square, e.g. e2e4,e4d5".into()),
            (Some((_, duck)), true) => {
                let (to, _) = seen.prefix(rest)?;
                let target = seen.index(duck.get(duck.len().saturating_sub(2)..)?)?;
                let name = seen.name(target);
                if seen.duck == Some(target) {
                    Some(format!("the duck must move: it already stands on {name}"))
                } else if target == to || (seen.cells[target].is_some() && target != from) {
                    Some(format!("the duck cannot go to {name}: the square is occupied"))
                } else {
                    None
                }
            }
            (None, false) => None,
        }
    }
}

fn color_of(player: Player) -> Color {
    if player == 0 {
        Color::White
    } else {
        Color::Black
    }
}

/// A piece's code in `board()`: colour, `+` when promoted, the letter in upper case (`wN`, `b+P`).
fn code(letter: char, owner: Player, promoted: bool) -> String {
    let colour = if owner == 0 { 'w' } else { 'b' };
    let plus = if promoted { "+" } else { "" };
    format!("{colour}{plus}{}", letter.to_ascii_uppercase())
}

/// A board cell by cell (rank by rank from `a1`), as one side sees it: each piece's lower-case
/// letter, owner and whether it is promoted; the duck's cell (`*`), which is no piece. Move
/// details are read from a move's UCI and this, so nothing hidden leaks in Fog of War.
struct Seen {
    layout: Layout,
    files: u8,
    cells: Vec<Option<(char, Player, bool)>>,
    duck: Option<usize>,
}

impl Seen {
    fn new(layout: Layout, pieces: &[(String, char)], promoted: &[String]) -> Seen {
        let files = layout.files;
        let mut seen = Seen { files, cells: vec![None; files as usize * layout.ranks as usize], duck: None, layout };
        for (name, letter) in pieces {
            let Some(i) = seen.index(name) else { continue };
            if *letter == '*' {
                seen.duck = Some(i);
            } else {
                let owner = if letter.is_ascii_uppercase() { 0 } else { 1 };
                seen.cells[i] = Some((letter.to_ascii_lowercase(), owner, promoted.contains(name)));
            }
        }
        seen
    }

    /// The cell named at the start of `text` (`a10a9`: a10) and the rest of the text.
    fn prefix<'a>(&self, text: &'a str) -> Option<(usize, &'a str)> {
        let file = text.bytes().next()?.checked_sub(b'a')?;
        if file >= self.files {
            return None;
        }
        let digits = text[1..].bytes().take_while(u8::is_ascii_digit).count().min(2);
        let rank: u8 = text.get(1..1 + digits)?.parse().ok()?;
        if rank == 0 || rank > self.layout.ranks {
            return None;
        }
        Some(((rank as usize - 1) * self.files as usize + file as usize, &text[1 + digits..]))
    }

    fn index(&self, name: &str) -> Option<usize> {
        self.prefix(name).filter(|(_, rest)| rest.is_empty()).map(|(i, _)| i)
    }

    fn name(&self, i: usize) -> String {
        variants::layout_cell_name((i % self.files as usize) as u8, (i / self.files as usize) as u8)
    }

    fn role_name(&self, letter: &str) -> &'static str {
        self.layout.kinds.iter().find(|k| letter.starts_with(k.letter)).map_or("piece", |k| k.name)
    }

    /// The record of a legal move written `uci` (pyffish's: `e2e4`, `e7e8q`, `N@f3`, `e1g1`,
    /// `e2e4,e4d5`, `a10a9`, `e2e2` for a pass, `h3h4+`).
    fn record(&self, uci: &str) -> [u8; 7] {
        let at = |i: usize| self.cells.get(i).copied().flatten();
        if let Some((role, to)) = uci.split_once('@') {
            let to = self.index(to).map_or(NONE, |i| i as u8);
            let drop = role.chars().next().map_or(0, |c| c.to_ascii_lowercase() as u8);
            return [NONE, to, to, 0, 0, drop, NONE];
        }
        let (main, duck) = match uci.split_once(',') {
            Some((main, duck)) => (main, self.prefix(duck).and_then(|(_, rest)| self.index(rest)).map_or(NONE, |i| i as u8)),
            None => (uci, NONE),
        };
        let Some((from, rest)) = self.prefix(main) else { return [NONE, NONE, NONE, 0, 0, 0, duck] };
        let Some((to, suffix)) = self.prefix(rest) else { return [from as u8, NONE, NONE, 0, 0, 0, duck] };
        let promotion = suffix.chars().next().map_or(0, |c| c as u8);
        let mut flags = 0;
        let mut rook = to;
        let files = self.files as usize;
        let (file, rank) = (|i: usize| (i % files) as i32, |i: usize| (i / files) as i32);
        if let Some((letter, owner, _)) = at(from) {
            let royal = self.layout.kinds.iter().any(|k| k.letter == letter && k.royal);
            let pawn = letter == 'p' && self.layout.kinds.iter().any(|k| k.letter == 'p' && k.name == "pawn");
            if from == to && promotion == 0 {
                flags |= PASS;
            } else if royal && rank(to) == rank(from) && (file(to) - file(from)).abs() == 2 && self.has_rook(owner, from) {
                // Castling (the king's two-step): the rook is the farthest of its own on that side.
                flags |= CASTLE;
                let step = (file(to) - file(from)).signum();
                let mut f = file(from) + step;
                while (0..self.files as i32).contains(&f) {
                    let sq = (rank(from) * files as i32 + f) as usize;
                    if matches!(at(sq), Some(('r', o, _)) if o == owner) {
                        rook = sq;
                    }
                    f += step;
                }
            } else if at(to).is_some_and(|(_, o, _)| o != owner)
                || (pawn && promotion == 0 && at(to).is_none() && (file(to) - file(from)).abs() == 1 && (rank(to) - rank(from)).abs() == 1)
            {
                flags |= CAPTURE;
            }
        }
        [from as u8, to as u8, rook as u8, flags, promotion, 0, duck]
    }

    /// Whether `owner` has a rook on the rank of `from` (castling is only for games with rooks).
    fn has_rook(&self, owner: Player, from: usize) -> bool {
        let files = self.files as usize;
        let start = from - from % files;
        (start..start + files).any(|i| matches!(self.cells[i], Some(('r', o, _)) if o == owner))
    }
}

// A move's record for objects.js, seven bytes: from (255 for a drop), to, the castling rook's
// cell (else `to`), flags (these), the promotion's character (0: none; `+` for shogi's), the
// dropped role's letter (0: no drop), the duck's cell (255: none). Cells count rank by rank.
const CAPTURE: u8 = 1;
const CASTLE: u8 = 2;
const PASS: u8 = 4;
const NONE: u8 = 255;

/// Perft of any game of the registry from a FEN of that game (the variants module's
/// `variantPerft('atomic', fen, 4)`), as [`super::perft`] counts chess: the last ply counted.
#[wasm_bindgen(js_name = variantPerft)]
pub fn variant_perft(id: &str, fen: &str, depth: f64) -> Result<f64, JsError> {
    let depth = super::perft_depth(depth)?;
    Ok(variants::from_fen(id, fen).map_err(js)?.perft(depth) as f64)
}

/// `Game.variants()`: every game of the registry, with its rules help.
pub fn catalog() -> JsValue {
    let list = js_sys::Array::new();
    for v in variants::REGISTRY {
        let ids = joined(v.modes.iter().map(|m| m.id));
        let labels = v.modes.iter().map(|m| m.label).collect::<Vec<_>>().join("\n");
        let mut info = super::game::game_info(v.id, v.name, v.players, v.family, v.description, &ids, &labels);
        // The sides' names live with each game's rules: ask a game of it.
        if v.players == 2 {
            if let Ok(game) = (v.create)(None, None) {
                info = with_sides(info, game.sides()[0], game.sides()[1]);
            }
        }
        list.push(&with_help(info, v.help));
    }
    list.into()
}
