//! The other games behind the same `Game` handle (the `variants` feature): a
//! `Box<dyn AnyGame>` of `crate::variants`, whose answers are strings, turned into the API's
//! objects. Move details a page needs (from, to, capture, castling rook, drop, duck) are read
//! from the move's UCI and the board its mover sees, so that nothing hidden leaks in Fog of War.

use super::dto::{self, joined};
use super::error;
use crate::chess::Color;
use super::moves;
use crate::variants::{self, color_of, Claim, Layout, MoveDescription, MoveText, Outcome, Player, VariantError};
use wasm_bindgen::prelude::*;
#[cfg(feature = "bot")]
use crate::bot::{score::mate_moves, variant::VariantBot, Clock, Limits};

/// How the module builds the games: with the bot beside each one, in a module that has the bot.
#[cfg(feature = "bot")]
type Builder = crate::bot::variant::playable::WithBot;
#[cfg(not(feature = "bot"))]
type Builder = variants::Bare;
/// A game as the module holds it.
type Held = <Builder as variants::Build>::Game;
#[cfg(feature = "bot")]
use std::sync::atomic::AtomicBool;

#[wasm_bindgen(module = "/src/wasm/objects.js")]
extern "C" {
    #[wasm_bindgen(js_name = variantBoard)]
    fn board_object(shape: &[u8], codes: &str, hidden: &[u8], hands: &str, duck: &str, phase: &str, viewer: &str, kinds: &str, overlays: &str, count: &str) -> JsValue;
    #[wasm_bindgen(js_name = withHelp)]
    fn with_help(info: JsValue, help: &str) -> JsValue;
    #[wasm_bindgen(js_name = withSides)]
    fn with_sides(info: JsValue, first: &str, second: &str) -> JsValue;
}

#[wasm_bindgen(typescript_custom_section)]
const TS_WAVES: &'static str = r#"
export interface MoveInfo {
  /** The piece that moves (or is dropped), by its name in the game: "knight", "cannon". */
  piece?: string | null;
  /** Who moves: a colour, or a seat's id in games of more players ('red'). */
  mover?: string;
  /** The piece taken and the square it stood on (en passant: beside `from`, not `to`). */
  captured?: { role: string; owner: string; square: string } | null;
  /** Castling: where the rook lands (`castleRook` is where it stands). */
  rookTo?: string;
  /** The name of what the piece becomes on promotion ("queen", "tokin"). */
  promotedTo?: string | null;
  /** Atomic: every square the explosion empties, the capturer's and the captured piece's included. */
  exploded?: string[];
  /** Friendly Chess: the squares recruited, the target first, then each wave of the chain. */
  waves?: string[][];
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
    game: Box<Held>,
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
        let name = match mode {
            Some(mode) => format!("{base}:{mode}"),
            None => base.to_string(),
        };
        let game = variants::build::<Builder>(&name, None).map_err(js)?;
        if let Some(setup) = setup {
            return Err(error::js(format!("{base} has no setup '{setup}': start from a FEN (Game.fromFen(fen, {{ variant: '{base}' }}))")));
        }
        Ok(Other::new(game, false))
    }

    /// A position of game `id` ('four-player:teams': that game in that mode).
    pub fn from_fen(id: &str, fen: &str) -> Result<Other, JsError> {
        Ok(Other::new(variants::build::<Builder>(id, Some(fen)).map_err(js)?, true))
    }

    fn new(game: Box<Held>, set_up: bool) -> Other {
        Other { game, played: Vec::new(), set_up, tags: Vec::new(), imported_result: None }
    }

    /// The first game of a PGN text whose `Variant` tag names a game other than chess (`None`
    /// for chess and Chess960, which chess's reader reads).
    pub fn from_pgn(text: &str) -> Result<Option<Other>, JsError> {
        let Some(read) = variants::pgn::read_as::<Builder>(text).map_err(js)? else { return Ok(None) };
        let variants::pgn::Imported { game, played, set_up, tags, result } = read;
        Ok(Some(Other { game, played, set_up, tags, imported_result: result }))
    }

    pub fn variant(&self) -> &'static str {
        self.game.variant()
    }

    pub fn reveal(&mut self) {
        self.game.reveal();
    }

    /// How many moves have been played.
    pub fn played_count(&self) -> usize {
        self.played.len()
    }

    /// The variant bot's move here as a `ThinkResult` (Fog of War: from what the side to move
    /// sees). Throws when the game is over.
    #[cfg(feature = "bot")]
    pub fn think(&self, bot: &mut VariantBot, limits: &Limits, clock: &dyn Clock) -> Result<JsValue, JsError> {
        use crate::bot::variant::playable::Playable;
        let thought = Playable::think(self.game.as_ref(), bot, limits, clock, &AtomicBool::new(false)).map_err(js)?;
        let best = thought.best.ok_or_else(|| error::js("the game is over: there is no legal move to think about"))?;
        let san = self.game.legal_moves().into_iter().find(|m| m.uci == best).map_or_else(|| best.clone(), |m| m.san);
        let mate = mate_moves(thought.score);
        let score_cp = if mate.is_none() { Some(thought.score) } else { None };
        let pv = joined(thought.pv.iter().map(String::as_str));
        Ok(dto::think_result(&best, &san, score_cp, mate, thought.depth, thought.nodes as f64, &pv, None))
    }

    /// The variant bot's best lines in a position of the game ([`Playable::analyse`]).
    #[cfg(feature = "bot")]
    pub fn analyse(&self, bot: &mut VariantBot, request: &crate::bot::variant::analysis::Request, on_depth: &mut dyn FnMut(&crate::bot::variant::analysis::Analysis)) -> Result<crate::bot::variant::analysis::Analysis, JsError> {
        crate::bot::variant::playable::Playable::analyse(self.game.as_ref(), bot, request, on_depth).map_err(js)
    }

    pub fn fen(&self) -> Result<String, JsError> {
        self.game.fen().map_err(js)
    }

    pub fn fen_at(&self, ply: usize) -> Result<String, JsError> {
        self.game.fen_at(ply).map_err(js)
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
        let moves = self.game.describe_legal();
        moves::parse(&moves::array(moves.iter().map(|(text, d)| self.move_json(text, d, with_san))))
    }

    /// Plays a move in UCI or SAN; a refusal says why when the game's rules give a reason (an
    /// empty pocket, an occupied square for the duck, a square hidden in the fog).
    pub fn play(&mut self, text: &str) -> Result<JsValue, JsError> {
        let played = self.game.play(text).map_err(js)?;
        let info = self.last_move().unwrap_or(JsValue::NULL);
        self.played.push(played);
        self.imported_result = None;
        Ok(info)
    }

    /// Takes back one ply; the move as its mover saw it, or `null` at the start.
    pub fn undo(&mut self) -> JsValue {
        let info = self.last_move();
        if self.game.undo().is_err() {
            return JsValue::NULL;
        }
        self.imported_result = None;
        self.played.pop();
        info.unwrap_or(JsValue::NULL)
    }

    /// The last move played as a `MoveInfo`.
    fn last_move(&self) -> Option<JsValue> {
        let (text, d) = self.game.last_move()?;
        Some(moves::parse(&self.move_json(&text, &d, true)))
    }

    /// A move's `MoveInfo` JSON: seats named as the API names them (colours, or the seats' ids
    /// in games of more players), the promotion keyed as the notation writes it.
    fn move_json(&self, text: &MoveText, d: &MoveDescription, with_san: bool) -> String {
        let multi = self.game.multi();
        let seat = |p: Player| match multi {
            Some(g) => super::cells::seat_id(g.position(), p),
            None => color_of(p).name().to_string(),
        };
        let promotion = d.promotion.map(|name| match multi {
            Some(_) => name.to_string(),
            // The suffix UCI writes after the destination: `q`, or `+` for Shogi's promoted form.
            None => text.uci.split(',').next().and_then(|main| main.chars().last()).map_or_else(String::new, String::from),
        });
        moves::json(text, d, with_san, &seat, promotion)
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
        let Some(text) = with_move else {
            return self.game.claim(claim).map_err(js);
        };
        let outcome = self.game.claim_with(claim, text).map_err(js)?;
        if let Some((played, _)) = self.game.last_move() {
            self.played.push(played);
        }
        self.imported_result = None;
        Ok(outcome)
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
        if let Some(bad) = [from, to].into_iter().find(|name| !self.game.has_cell(name)) {
            return Err(error::js(format!("invalid square '{bad}' (not a cell of this board)")));
        }
        let goes = |d: &MoveDescription| d.from.as_deref() == Some(from) && d.to.as_deref() == Some(to);
        let found = self.game.describe_legal().iter().any(|(_, d)| goes(d));
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

    fn index(&self, name: &str) -> Option<usize> {
        self.layout.cell_index(name)
    }

    fn name(&self, i: usize) -> String {
        variants::layout_cell_name((i % self.files as usize) as u8, (i / self.files as usize) as u8)
    }
}

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
    for v in variants::REGISTRY.iter() {
        let ids = joined(v.modes.iter().map(|m| m.id));
        let labels = v.modes.iter().map(|m| m.label).collect::<Vec<_>>().join("\n");
        let mut info = super::game::game_info(v.id, v.name, v.players, v.family, v.description, &ids, &labels);
        // The sides' names live with each game's rules: ask a game of it.
        if v.players == 2 {
            if let Ok(game) = variants::create(v.id) {
                info = with_sides(info, game.sides()[0], game.sides()[1]);
            }
        }
        list.push(&with_help(info, v.help));
    }
    list.into()
}
