//! [`Rules8`]: what an 8×8 game says about itself (hooks over [`Pos8`]); [`V8`]: the
//! [`GamePosition`] every such game gets from them.

use super::refusal::refusal;
use super::{fen, san, Kind8, Move8, Pos8};
use crate::chess::{castling_destinations, Bitboard, Color, Role, Square};
use crate::variants::{color_of, DrawRules, GamePosition, MoveDescription, Refereed, Outcome, PieceOn, Player, VariantError, View};
use std::fmt;
use std::marker::PhantomData;

/// The hooks of one 8×8 game. Only `legal_moves`, `play` and the end differ much between games;
/// FEN, UCI, SAN, hashing and the referee are shared.
pub trait Rules8: 'static {
    const ID: &'static str;
    const FEN: fen::FenFlags;
    /// Does SAN carry `+`/`#`? (pyffish writes them in crazyhouse and chess, not in atomic.)
    const SAN_CHECK: bool;
    const DRAW_RULES: DrawRules = DrawRules::CHESS;

    fn start() -> Pos8 {
        Pos8::standard()
    }
    /// Further checks of a FEN that the shared reader cannot know.
    fn validate(pos: &Pos8) -> Result<(), VariantError> {
        let _ = pos;
        Ok(())
    }
    fn legal_moves(pos: &Pos8, out: &mut Vec<Move8>);
    /// Plays a legal move; by default as chess makes it (with the duck, a drop, a promotion).
    fn play(pos: &mut Pos8, m: Move8) {
        pos.make_basic(m);
        pos.finish_move();
    }
    fn is_check(pos: &Pos8) -> bool;
    fn outcome(pos: &Pos8, legal: &[Move8]) -> Option<Outcome>;
    fn insufficient_material(pos: &Pos8) -> bool;
    /// Could `player` still win (see [`GamePosition::can_win`])?
    fn can_win(pos: &Pos8, player: Color) -> bool {
        let _ = player;
        !Self::insufficient_material(pos)
    }
    /// Squares `viewer` sees, for games with hidden information.
    fn visible(pos: &Pos8, viewer: Color) -> Option<crate::chess::Bitboard> {
        let _ = (pos, viewer);
        None
    }
    /// Does moving onto an enemy piece take it? (Friendly Chess recruits it instead.)
    const CAPTURES: bool = true;
    /// The waves of squares a move changes beyond moving ([`MoveDescription::waves`]; none).
    fn waves(pos: &Pos8, m: Move8) -> Vec<Vec<Square>> {
        let _ = (pos, m);
        Vec::new()
    }
    /// The squares an explosion empties ([`MoveDescription::exploded`]; none).
    fn exploded(pos: &Pos8, m: Move8) -> Bitboard {
        let _ = (pos, m);
        Bitboard::EMPTY
    }
}

/// A position of the 8×8 game `R`.
pub struct V8<R: Rules8> {
    pub pos: Pos8,
    rules: PhantomData<R>,
}

impl<R: Rules8> V8<R> {
    pub fn new(pos: Pos8) -> V8<R> {
        V8 { pos, rules: PhantomData }
    }
}

impl<R: Rules8> Clone for V8<R> {
    fn clone(&self) -> Self {
        V8::new(self.pos)
    }
}

impl<R: Rules8> fmt::Debug for V8<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}({})", R::ID, fen::write_fen(&self.pos, R::FEN))
    }
}


impl<R: Rules8> Refereed for V8<R> {
    type Move = Move8;
    const DRAW_RULES: DrawRules = R::DRAW_RULES;

    fn turn(&self) -> Player {
        self.pos.turn.index() as Player
    }

    fn legal_moves(&self, out: &mut Vec<Move8>) {
        out.clear();
        R::legal_moves(&self.pos, out);
    }

    fn play(&mut self, m: Move8) {
        R::play(&mut self.pos, m);
    }

    fn hash(&self) -> u64 {
        self.pos.hash()
    }

    fn same_position(&self, other: &Self) -> bool {
        self.pos.same_position(&other.pos)
    }

    fn halfmoves(&self) -> u32 {
        self.pos.halfmoves
    }

    fn is_check(&self) -> bool {
        R::is_check(&self.pos)
    }

    fn variant_outcome(&self, legal: &[Move8]) -> Option<Outcome> {
        R::outcome(&self.pos, legal)
    }

    fn insufficient_material(&self) -> bool {
        R::insufficient_material(&self.pos)
    }

    fn can_win(&self, player: Player) -> bool {
        R::can_win(&self.pos, color_of(player))
    }
}

impl<R: Rules8> GamePosition for V8<R> {
    const ID: &'static str = R::ID;

    fn start() -> Self {
        V8::new(R::start())
    }

    fn from_fen(text: &str) -> Result<Self, VariantError> {
        let pos = fen::parse_fen(text, R::FEN)?;
        R::validate(&pos)?;
        Ok(V8::new(pos))
    }

    fn fen(&self) -> String {
        fen::write_fen(&self.pos, R::FEN)
    }

    fn is_capture(&self, m: Move8) -> bool {
        m.kind == super::Kind8::EnPassant || self.pos.theirs().contains(m.to)
    }

    fn uci(&self, m: Move8) -> String {
        m.uci()
    }

    /// The legal move written `text` in UCI; refused with the game's reason when it has one
    /// ([`refusal`]).
    fn parse_uci(&self, text: &str) -> Result<Move8, VariantError> {
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        legal.into_iter().find(|m| m.uci() == text).ok_or_else(|| match refusal::<R>(&self.pos, text, Self::SIDES) {
            Some(why) => VariantError::IllegalMove { text: text.to_string(), why },
            None => crate::variants::not_a_move(text),
        })
    }

    /// SAN (`+`/`#` optional), else UCI, whose refusal may say why.
    fn parse_san(&self, text: &str) -> Result<Move8, VariantError> {
        let bare = text.trim_end_matches(['+', '#']);
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        let found = legal.iter().copied().find(|&m| !bare.is_empty() && self.san(m, &legal).trim_end_matches(['+', '#']) == bare);
        found.map_or_else(|| self.parse_uci(text), Ok)
    }

    fn san(&self, m: Move8, legal: &[Move8]) -> String {
        let mut text = san::san(&self.pos, m, legal);
        if R::SAN_CHECK {
            let mut after = self.pos;
            R::play(&mut after, m);
            if R::is_check(&after) {
                let mut replies = Vec::new();
                R::legal_moves(&after, &mut replies);
                text.push(if replies.is_empty() { '#' } else { '+' });
            }
        }
        if let Some(duck) = m.duck {
            text.push(',');
            text.push_str(&duck.to_string());
        }
        text
    }

    fn view(&self, viewer: Player) -> Option<View> {
        let seen = R::visible(&self.pos, color_of(viewer))?;
        let pieces = self.pos.board.pieces().filter(|(sq, _)| seen.contains(*sq)).map(|(sq, p)| (sq.to_string(), p.char())).collect();
        let hidden = Square::all().filter(|&sq| !seen.contains(sq)).map(|sq| sq.to_string()).collect();
        Some(View { viewer, pieces, hidden })
    }

    fn hands(&self) -> Vec<(Player, Vec<(char, u8)>)> {
        if !R::FEN.pockets {
            return Vec::new();
        }
        let hand = |color: Color| super::POCKET_ROLES.iter().rev().map(|&role| (role.char(), self.pos.pocket(color, role))).collect();
        Color::ALL.into_iter().map(|color| (color.index() as Player, hand(color))).collect()
    }

    fn describe(&self, m: Move8) -> MoveDescription {
        let pos = &self.pos;
        let mover = pos.turn.index() as Player;
        let role_name = |sq| pos.board.role_at(sq).map(Role::name);
        let mut d = MoveDescription { mover, to: Some(m.to.to_string()), duck: m.duck.map(|sq| sq.to_string()), ..MoveDescription::default() };
        match m.kind {
            Kind8::Drop(role) => {
                d.piece = Some(role.name());
                d.drop = true;
            }
            Kind8::Castle => {
                let (king, rook) = castling_destinations(m.from, m.to);
                d.piece = Some("king");
                d.from = Some(m.from.to_string());
                d.to = Some(king.to_string());
                d.rook = Some((m.to.to_string(), rook.to_string()));
            }
            Kind8::EnPassant => {
                d.piece = Some("pawn");
                d.from = Some(m.from.to_string());
                d.en_passant = true;
                let taken = Square::from_coords(m.to.file(), m.from.rank());
                d.captured = Some(PieceOn { name: "pawn", owner: 1 - mover, cell: taken.to_string() });
            }
            Kind8::Normal | Kind8::Promotion(_) => {
                d.piece = role_name(m.from);
                d.from = Some(m.from.to_string());
                if let Some(victim) = pos.board.piece_at(m.to).filter(|p| R::CAPTURES && p.color != pos.turn) {
                    d.captured = Some(PieceOn { name: victim.role.name(), owner: 1 - mover, cell: m.to.to_string() });
                }
                if let Kind8::Promotion(role) = m.kind {
                    d.promotion = Some(role.name());
                }
            }
        }
        d.exploded = R::exploded(pos, m).into_iter().map(|sq| sq.to_string()).collect();
        d.waves = R::waves(pos, m).into_iter().map(|wave| wave.into_iter().map(|sq| sq.to_string()).collect()).collect();
        d
    }

    fn pieces(&self) -> Vec<(String, char)> {
        let mut all: Vec<(String, char)> = self.pos.board.pieces().map(|(sq, p)| (sq.to_string(), p.char())).collect();
        if let Some(d) = self.pos.duck {
            all.push((d.to_string(), '*'));
        }
        all
    }
}
