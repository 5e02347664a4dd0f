//! The data-driven engine of the chess family (Chaturanga, Shatranj, Makruk, Ouk Chatrang,
//! Sittuyin, Xiangqi, Janggi, Shogi, Minishogi): a game is a [`Spec`] (board shape, pieces by
//! their moves in Betza notation, start, zones, promotion, hands and drops, the ends data can
//! say) plus the [`Rules`] hooks it overrides (counting, opening leaps, passes, bikjang, …);
//! [`Fairy<R>`] is the one [`GamePosition`] every such game gets. How to declare a game:
//! `README.md` beside this file.
//!
//! - [`cells`]: the board ([`Shape`], ≤ 128 cells) and its cell set [`Cells`] (one `u128`).
//! - [`spec`]: the declarations; [`tables`]: everything generated from them once per game
//!   (leap sets, rays, lame paths, reverse attack tables, zones per colour, hash keys).
//! - [`pos`]: the position and the move; [`gen`]: move generation and legality; [`san`]: SAN;
//!   [`rules`]: the hooks and the data's ends; [`counting`]: Makruk/Ouk/Sittuyin counting;
//!   [`evalkit`]: terms for the games' evaluations (the bot's `Evaluate`, in each game's `eval.rs`).
//!
//! Larger boards (part 3: the 160-square four-player cross, the 516-square eight-player board)
//! need a wider set: the generator only uses set operations (and, or, not, first, last,
//! iteration), so a sibling engine with `Cells` over `[u64; N]` and holes in the shape (cells
//! outside the board left out of `Shape::all` and every table) reuses `tables.rs` and `gen.rs`
//! as they are; a hexagonal board replaces the eight `DIRS` by its own neighbour tables.

pub mod cells;
pub mod counting;
pub mod evalkit;
pub mod gen;
mod layout;
pub mod pos;
pub mod rules;
pub mod san;
pub mod spec;
pub mod tables;
#[cfg(test)]
mod tests;

pub use cells::{Cell, Cells, Shape};
pub use pos::{Colour, FMove, Kind, Piece, Pos};
pub use rules::Rules;
pub use spec::{Atom, Mode, PieceSpec, Promotion, Reach, Royal, Spec, Verdict, Zone};
pub use tables::Tables;

use crate::variants::{Claim, DrawRules, GamePosition, MoveDescription, Refereed, Outcome, PieceOn, Player, VariantError};
use std::fmt;
use std::marker::PhantomData;

/// Plays `m` (a legal move of `pos`) under the game `R`: the data's move, then the game's hook.
pub fn play<R: Rules>(pos: &mut Pos, m: FMove) {
    let before = *pos;
    let captured = pos.apply(m);
    R::after_move(&before, pos, m, captured);
}

/// A position of the game `R`.
pub struct Fairy<R: Rules> {
    pub pos: Pos,
    rules: PhantomData<R>,
}

impl<R: Rules> Fairy<R> {
    pub fn new(pos: Pos) -> Fairy<R> {
        Fairy { pos, rules: PhantomData }
    }
}

impl<R: Rules> Clone for Fairy<R> {
    fn clone(&self) -> Self {
        Fairy::new(self.pos)
    }
}

impl<R: Rules> fmt::Debug for Fairy<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}({})", R::ID, self.pos.fen())
    }
}

impl<R: Rules> Refereed for Fairy<R> {
    type Move = FMove;
    const DRAW_RULES: DrawRules = R::DRAW_RULES;

    fn turn(&self) -> Player {
        self.pos.turn
    }

    fn legal_moves(&self, out: &mut Vec<FMove>) {
        gen::legal::<R>(&self.pos, out);
    }

    fn play(&mut self, m: FMove) {
        play::<R>(&mut self.pos, m);
    }

    fn hash(&self) -> u64 {
        self.pos.key()
    }

    fn same_position(&self, other: &Self) -> bool {
        self.pos.same_position(&other.pos)
    }

    fn halfmoves(&self) -> u32 {
        self.pos.halfmoves
    }

    fn is_check(&self) -> bool {
        self.pos.t.spec.royal == Royal::Check && self.pos.king_attacked(self.pos.turn)
    }

    fn variant_outcome(&self, legal: &[FMove]) -> Option<Outcome> {
        R::outcome(&self.pos, legal)
    }

    fn insufficient_material(&self) -> bool {
        R::insufficient_material(&self.pos)
    }

    fn repetition_outcome(since_first: &[Self], occurrences: u32) -> Option<Outcome> {
        R::repetition_outcome(since_first, occurrences)
    }

    fn claim_outcome(claim: Claim, positions: &[Self]) -> Outcome {
        R::claim_outcome(claim, positions)
    }

    fn move_rule_extension(positions: &[Self]) -> u32 {
        R::move_rule_extension(positions)
    }
}

impl<R: Rules> GamePosition for Fairy<R> {
    const ID: &'static str = R::ID;
    const SIDES: [&'static str; 2] = R::SIDES;

    fn start() -> Self {
        Fairy::new(R::start())
    }

    fn from_fen(fen: &str) -> Result<Self, VariantError> {
        let alias = R::fen_alias(fen)?;
        let pos = Pos::from_fen(R::tables(), alias.as_deref().unwrap_or(fen))?;
        R::validate(&pos)?;
        Ok(Fairy::new(pos))
    }

    fn fen(&self) -> String {
        self.pos.fen()
    }

    fn is_capture(&self, m: FMove) -> bool {
        m.from != m.to && !matches!(m.kind, Kind::Drop(_)) && self.pos.colours[(self.pos.turn ^ 1) as usize].has(m.to)
    }

    fn uci(&self, m: FMove) -> String {
        self.pos.uci(m)
    }

    /// Shogi's promotions end in `+`.
    fn plus_ends_moves() -> bool {
        R::SPEC.pieces.iter().any(|p| p.promotion.is_some_and(|promotion| promotion.to.contains('+')))
    }

    /// UCI, or the game's other notation for moves ([`Rules::move_alias`]); a move that is not
    /// legal is refused with the game's reason when it has one ([`Rules::illegal_reason`]).
    fn parse_uci(&self, text: &str) -> Result<FMove, VariantError> {
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        let alias = R::move_alias(&self.pos, text);
        let uci = alias.as_deref().unwrap_or(text);
        legal.into_iter().find(|&m| self.pos.uci(m) == uci).ok_or_else(|| match R::illegal_reason(&self.pos, uci) {
            Some(why) => VariantError::IllegalMove { text: text.to_string(), why },
            None => crate::variants::not_a_move(text),
        })
    }

    /// SAN as the game writes it (exactly, else without its last `+`/`#`: shogi's `+` promotes),
    /// then the game's own notation ([`Rules::parse_other`]); when nothing matches, the error of
    /// [`GamePosition::parse_uci`] (which may say why).
    fn parse_san(&self, text: &str) -> Result<FMove, VariantError> {
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        let sans: Vec<String> = legal.iter().map(|&m| R::san(&self.pos, m, &legal)).collect();
        let bare = |s: &str| s.trim_end_matches(['+', '#']).to_string();
        let found = sans.iter().position(|s| s == text).or_else(|| sans.iter().position(|s| !text.is_empty() && bare(s) == bare(text)));
        if let Some(i) = found {
            return Ok(legal[i]);
        }
        match R::parse_other(&self.pos, text, &legal) {
            Some(result) => result,
            None => self.parse_uci(text),
        }
    }

    fn san(&self, m: FMove, legal: &[FMove]) -> String {
        R::san(&self.pos, m, legal)
    }

    fn pieces(&self) -> Vec<(String, char)> {
        let p = &self.pos;
        let letter = |piece: Piece| {
            let l = p.t.pieces[piece.ty as usize].spec.letter;
            if piece.colour == 0 {
                l.to_ascii_uppercase()
            } else {
                l
            }
        };
        p.occupied().filter_map(|c| p.piece_at(c).map(|piece| (p.t.shape.name(c), letter(piece)))).collect()
    }

    fn describe(&self, m: FMove) -> MoveDescription {
        let p = &self.pos;
        let name = |ty: u8| p.t.pieces[ty as usize].spec.name;
        let cell = |c| p.t.shape.name(c);
        let mover = p.turn as Player;
        let mut d = MoveDescription { mover, to: Some(cell(m.to)), ..MoveDescription::default() };
        match m.kind {
            Kind::Pass => {
                d.pass = true;
                d.from = d.to.clone();
            }
            Kind::Drop(ty) => {
                d.piece = Some(name(ty));
                d.drop = true;
            }
            Kind::Normal | Kind::Promote(_) => {
                d.piece = p.piece_at(m.from).map(|piece| name(piece.ty));
                d.from = Some(cell(m.from));
                if self.is_capture(m) {
                    d.captured = p.piece_at(m.to).map(|victim| PieceOn { name: name(victim.ty), owner: victim.colour as Player, cell: cell(m.to) });
                }
                if let Kind::Promote(ty) = m.kind {
                    d.promotion = Some(name(ty));
                }
            }
        }
        d
    }

    fn promoted(&self) -> Vec<String> {
        let p = &self.pos;
        p.occupied().filter(|&c| p.piece_at(c).is_some_and(|piece| p.t.pieces[piece.ty as usize].spec.promoted)).map(|c| p.t.shape.name(c)).collect()
    }

    fn hands(&self) -> Vec<(Player, Vec<(char, u8)>)> {
        let p = &self.pos;
        if !p.t.spec.hands {
            return Vec::new();
        }
        let hand = |colour: usize| p.t.spec.hand_order.chars().filter_map(|l| p.t.type_of(l.to_ascii_lowercase()).map(|ty| (l.to_ascii_lowercase(), p.hands[colour][ty as usize]))).collect();
        vec![(0, hand(0)), (1, hand(1))]
    }

    fn layout(&self) -> crate::variants::Layout {
        layout::of(&self.pos)
    }
}
