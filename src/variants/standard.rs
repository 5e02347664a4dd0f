//! Chess and Chess960 in the registry: a thin adapter of the chess core ([`Position`]) to
//! [`GamePosition`], so that every game, chess included, is reached the same way. The laws of the
//! end are chess's own, in `src/game.rs` ([`Refereed`] for [`Position`]), the same that referee the
//! chess module's games; the page's chess is played by the chess engine (`src/bot/`), and the
//! plain material count of [`Evaluate`] here lets the search of the other games play it too.

use crate::chess::{san, uci, CastlingMode, Color, Move, Position};
use crate::chess::{castling_destinations, Piece, Role, Square};
use crate::variants::board8::eval::CHESS_VALUES;
use crate::variants::{Evaluate, GamePosition, MoveDescription, Outcome, PieceOn, Player, Refereed, Value, VariantError};

macro_rules! chess_game {
    ($name:ident, $id:literal, $mode:expr, $doc:literal) => {
        #[doc = $doc]
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $name(pub Position);

        impl Refereed for $name {
            type Move = Move;

            fn turn(&self) -> Player {
                Refereed::turn(&self.0)
            }
            fn legal_moves(&self, out: &mut Vec<Move>) {
                Refereed::legal_moves(&self.0, out)
            }
            fn play(&mut self, m: Move) {
                Refereed::play(&mut self.0, m)
            }
            fn hash(&self) -> u64 {
                Refereed::hash(&self.0)
            }
            fn same_position(&self, other: &Self) -> bool {
                Refereed::same_position(&self.0, &other.0)
            }
            fn halfmoves(&self) -> u32 {
                Refereed::halfmoves(&self.0)
            }
            fn is_check(&self) -> bool {
                Refereed::is_check(&self.0)
            }
            fn variant_outcome(&self, legal: &[Move]) -> Option<Outcome> {
                Refereed::variant_outcome(&self.0, legal)
            }
            fn insufficient_material(&self) -> bool {
                Refereed::insufficient_material(&self.0)
            }
            fn dead(&self) -> bool {
                Refereed::dead(&self.0)
            }
            fn can_win(&self, player: Player) -> bool {
                Refereed::can_win(&self.0, player)
            }
        }

        impl GamePosition for $name {
            const ID: &'static str = $id;

            fn start() -> Self {
                $name(Position::standard())
            }

            fn from_fen(fen: &str) -> Result<Self, VariantError> {
                Position::from_fen_in(fen, $mode).map($name).map_err(|e| VariantError::Fen(e.to_string()))
            }

            fn fen(&self) -> String {
                self.0.fen()
            }

            fn is_capture(&self, m: Move) -> bool {
                m.is_en_passant() || self.0.board().by_color(!self.0.turn()).contains(m.to())
            }

            fn uci(&self, m: Move) -> String {
                uci::to_uci(m, $mode)
            }

            fn san(&self, m: Move, legal: &[Move]) -> String {
                san::to_san_in(&self.0, m, legal)
            }

            fn pieces(&self) -> Vec<(String, char)> {
                self.0.board().pieces().map(|(sq, p)| (sq.to_string(), p.char())).collect()
            }

            fn describe(&self, m: Move) -> MoveDescription {
                describe(&self.0, m)
            }
        }

        impl Evaluate for $name {
            fn evaluate(&self) -> Value {
                let us = self.0.turn();
                material(&self.0, us) - material(&self.0, !us)
            }

            fn is_noisy(&self, m: Move) -> bool {
                self.is_capture(m) || m.promotion_role().is_some()
            }

            fn order(&self, m: Move) -> i32 {
                let board = self.0.board();
                let victim = if m.is_en_passant() { Some(Role::Pawn) } else { board.role_at(m.to()).filter(|_| !m.is_castle()) };
                let attacker = board.role_at(m.from()).map_or(0, |r| CHESS_VALUES[r.index()]);
                victim.map_or(0, |r| 10 * CHESS_VALUES[r.index()] - attacker / 10) + m.promotion_role().map_or(0, |r| CHESS_VALUES[r.index()])
            }
        }
    };
}

/// A legal chess move, described: the pawn taken en passant stands beside `from`; castling
/// (the king "takes" its rook in the core) moves the king to its destination and the rook too.
fn describe(pos: &Position, m: Move) -> MoveDescription {
    let board = pos.board();
    let mover = pos.turn().index() as Player;
    let name = |sq| board.role_at(sq).map(Role::name);
    let mut d = MoveDescription { mover, piece: name(m.from()), from: Some(m.from().to_string()), to: Some(m.to().to_string()), ..MoveDescription::default() };
    if m.is_castle() {
        let (king, rook) = castling_destinations(m.from(), m.to());
        d.to = Some(king.to_string());
        d.rook = Some((m.to().to_string(), rook.to_string()));
    } else if m.is_en_passant() {
        let taken = Square::from_coords(m.to().file(), m.from().rank());
        d.en_passant = true;
        d.captured = Some(PieceOn { name: "pawn", owner: 1 - mover, cell: taken.to_string() });
    } else if let Some(victim) = board.piece_at(m.to()).filter(|p| p.color != pos.turn()) {
        d.captured = Some(PieceOn { name: victim.role.name(), owner: 1 - mover, cell: m.to().to_string() });
    }
    d.promotion = m.promotion_role().map(Role::name);
    d
}

/// `color`'s material by chess's usual values.
fn material(pos: &Position, color: Color) -> Value {
    Role::ALL.iter().map(|&r| pos.board().by_piece(Piece::new(color, r)).count() as Value * CHESS_VALUES[r.index()]).sum()
}

chess_game!(Chess, "chess", CastlingMode::Standard, "Standard chess.");
chess_game!(Chess960, "chess960", CastlingMode::Chess960, "Chess960 (castling written king-takes-rook in UCI).");

/// The short rules help a page shows for chess (`Game.variants()`'s `help`).
pub const CHESS_HELP: &str = "Checkmate the enemy king: attack it so that it has no escape.\n\n- Each side moves in turn; a king may never be left in check.\n- Stalemate, repetition, the fifty-move rule and too little material to mate are draws.\n";
/// The same for Chess960.
pub const CHESS960_HELP: &str = "Chess with the pieces of the back rank shuffled: 960 start positions, the same for both sides.\n\n- Every rule of chess applies.\n- Castling puts king and rook on the squares they reach in chess (king on g1 or c1), wherever they started.\n";
