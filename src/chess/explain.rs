//! Why a move is illegal, in one line a person understands ("that piece is pinned", "you cannot
//! castle: the king would pass through an attacked square (f1)").
//!
//! [`explain`] takes a from- and a to-square as a board interface gives them (castling as the
//! king's two-square move or as the king dropped on its own rook); [`explain_text`] finds the
//! squares a rejected SAN or UCI text meant and explains those.

use super::attacks;
use super::bitboard::Bitboard;
use super::moves::Move;
use super::piece::{Color, Role};
use super::position::{castling_destinations, Position};
use super::san;
use super::square::{File, Rank, Square};
use super::uci;
use std::fmt;

/// Why moving from one square to another is not legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    NoPiece(Square),
    NotYourPiece { square: Square, turn: Color },
    /// The destination holds a piece of the mover's own colour.
    OwnPiece(Square),
    CannotMoveThatWay(Role),
    /// A sliding piece's (or a pawn's double step's) way is blocked.
    PathBlocked { role: Role, at: Square },
    PawnCannotCaptureForward,
    PawnDiagonalOnlyToCapture,
    PawnDoubleStepOnlyFromStart,
    /// The pawn beside it did not arrive by a double step on the very last move.
    EnPassantOnlyRightAfter,
    /// A pawn reaching the last rank must say what it becomes.
    PromotionNeeded,
    NotAPromotion,
    /// Only the king may move out of a double check.
    DoubleCheck,
    /// In check, and the move neither takes the checker nor blocks it.
    InCheck,
    Pinned { pinner: Square },
    /// The king would stand in check on this square.
    KingIntoCheck(Square),
    /// The move would expose the king (an en passant capture opening a rank, for instance).
    ExposesKing,
    Castling(CastlingProblem),
    /// No piece of that kind can go there (for SAN such as `Nd5` with no knight near).
    NothingReaches { role: Role, to: Square },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastlingProblem {
    /// The castling right on that side is gone; why, when the game's history tells.
    RightLost { king_side: bool, why: RightLost },
    InCheck,
    PiecesBetween(Square),
    PassesThroughAttacked(Square),
    LandsInCheck(Square),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RightLost {
    KingMoved,
    RookMoved,
    RookCaptured,
    /// The game started without this right.
    NotInStartPosition,
    /// Only the position is known, not how it arose.
    Unknown,
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Illegal::NoPiece(sq) => write!(f, "there is no piece on {sq}"),
            Illegal::NotYourPiece { square, turn } => {
                write!(f, "the piece on {square} is not yours: it is {}'s turn", turn.fold("White", "Black"))
            }
            Illegal::OwnPiece(sq) => write!(f, "{sq} is occupied by your own piece"),
            Illegal::CannotMoveThatWay(role) => write!(f, "a {} cannot move that way", role.name()),
            Illegal::PathBlocked { role, at } => write!(f, "the {}'s way is blocked on {at}", role.name()),
            Illegal::PawnCannotCaptureForward => write!(f, "a pawn cannot capture straight ahead"),
            Illegal::PawnDiagonalOnlyToCapture => write!(f, "a pawn moves diagonally only to capture"),
            Illegal::PawnDoubleStepOnlyFromStart => write!(f, "a pawn moves two squares only from its starting square"),
            Illegal::EnPassantOnlyRightAfter => {
                write!(f, "en passant is only possible right after the enemy pawn's double step")
            }
            Illegal::PromotionNeeded => write!(f, "a pawn reaching the last rank must promote: add q, r, b or n"),
            Illegal::NotAPromotion => write!(f, "only a pawn reaching the last rank promotes"),
            Illegal::DoubleCheck => write!(f, "you are in double check: only the king can move"),
            Illegal::InCheck => write!(f, "you are in check, and this move does not get out of it"),
            Illegal::Pinned { pinner } => write!(f, "that piece is pinned to your king by the piece on {pinner}"),
            Illegal::KingIntoCheck(sq) => write!(f, "the king would be in check on {sq}"),
            Illegal::ExposesKing => write!(f, "the move would leave your king in check"),
            Illegal::NothingReaches { role, to } => write!(f, "no {} of yours can move to {to}", role.name()),
            Illegal::Castling(problem) => {
                write!(f, "you cannot castle: ")?;
                match problem {
                    CastlingProblem::RightLost { why, .. } => match why {
                        RightLost::KingMoved => write!(f, "the king has moved"),
                        RightLost::RookMoved => write!(f, "that rook has moved"),
                        RightLost::RookCaptured => write!(f, "that rook was captured"),
                        RightLost::NotInStartPosition => write!(f, "the game started without that castling right"),
                        RightLost::Unknown => write!(f, "the right is lost (the king or that rook has moved)"),
                    },
                    CastlingProblem::InCheck => write!(f, "you are in check"),
                    CastlingProblem::PiecesBetween(sq) => write!(f, "there is a piece in the way on {sq}"),
                    CastlingProblem::PassesThroughAttacked(sq) => {
                        write!(f, "the king would pass through an attacked square ({sq})")
                    }
                    CastlingProblem::LandsInCheck(sq) => write!(f, "the king would land in check on {sq}"),
                }
            }
        }
    }
}

/// Is moving from `from` to `to` a castling attempt: the king onto its own rook, or the king two
/// files sideways from e1/e8?
fn castling_side(pos: &Position, from: Square, to: Square) -> Option<bool> {
    let back = pos.turn().fold(Rank::FIRST, Rank::EIGHTH);
    if from != pos.king() || from.rank() != back || to.rank() != back || from == to {
        return None;
    }
    let own_rook = pos.board().by_color(pos.turn()) & pos.board().by_role(Role::Rook);
    let two_files = from.file() == File::E && from.file().index().abs_diff(to.file().index()) == 2;
    (own_rook.contains(to) || two_files).then_some(to.file() > from.file())
}

/// `None` when some legal move goes from `from` to `to` (castling given either way, any
/// promotion); otherwise why not.
pub fn explain(pos: &Position, from: Square, to: Square) -> Option<Illegal> {
    let board = pos.board();
    let us = pos.turn();
    let Some(piece) = board.piece_at(from) else { return Some(Illegal::NoPiece(from)) };
    if piece.color != us {
        return Some(Illegal::NotYourPiece { square: from, turn: us });
    }
    let legal = pos.legal_moves();
    let reaches = |m: &&Move| {
        m.from() == from && (m.to() == to || (m.is_castle() && castling_destinations(m.from(), m.to()).0 == to))
    };
    if legal.iter().any(|m| reaches(&m)) {
        return None;
    }
    if let Some(king_side) = castling_side(pos, from, to) {
        return Some(Illegal::Castling(castling_problem(pos, king_side)));
    }
    if board.by_color(us).contains(to) {
        return Some(Illegal::OwnPiece(to));
    }
    if let Some(why) = geometry(pos, piece.role, from, to) {
        return Some(why);
    }
    Some(king_safety(pos, piece.role, from, to))
}

/// Whether the piece could make this move at all on this board, ignoring its own king's safety.
fn geometry(pos: &Position, role: Role, from: Square, to: Square) -> Option<Illegal> {
    let board = pos.board();
    let occupied = board.occupied();
    if role == Role::Pawn {
        return pawn_geometry(pos, from, to);
    }
    if !attacks::piece_attacks(role, from, Bitboard::EMPTY).contains(to) {
        return Some(Illegal::CannotMoveThatWay(role));
    }
    let blockers = attacks::between(from, to) & occupied;
    let nearest = if to > from { blockers.first() } else { blockers.last() };
    nearest.map(|at| Illegal::PathBlocked { role, at })
}

fn pawn_geometry(pos: &Position, from: Square, to: Square) -> Option<Illegal> {
    let us = pos.turn();
    let occupied = pos.board().occupied();
    let forward = us.fold(1i8, -1i8);
    let df = to.file().index() as i8 - from.file().index() as i8;
    let dr = to.rank().index() as i8 - from.rank().index() as i8;
    match (df, dr) {
        (0, d) if d == forward => occupied.contains(to).then_some(Illegal::PawnCannotCaptureForward),
        (0, d) if d == 2 * forward => {
            let start = us.fold(Rank::SECOND, Rank::SEVENTH);
            let middle = from.offset(0, forward);
            if from.rank() != start {
                Some(Illegal::PawnDoubleStepOnlyFromStart)
            } else if let Some(at) = middle.filter(|m| occupied.contains(*m)) {
                Some(Illegal::PathBlocked { role: Role::Pawn, at })
            } else {
                occupied.contains(to).then_some(Illegal::PawnCannotCaptureForward)
            }
        }
        (-1 | 1, d) if d == forward => {
            if pos.board().by_color(!us).contains(to) {
                return None;
            }
            // An enemy pawn beside ours, on the rank where en passant happens?
            let beside = Square::from_coords(to.file(), from.rank());
            let their_pawn = pos.board().by_color(!us) & pos.board().by_role(Role::Pawn);
            let ep_rank = us.fold(Rank::FIFTH, Rank::FOURTH);
            if from.rank() == ep_rank && their_pawn.contains(beside) && pos.ep_square() != Some(to) {
                Some(Illegal::EnPassantOnlyRightAfter)
            } else if pos.ep_square() == Some(to) {
                None
            } else {
                Some(Illegal::PawnDiagonalOnlyToCapture)
            }
        }
        _ => Some(Illegal::CannotMoveThatWay(Role::Pawn)),
    }
}

/// The move is possible on the board, so it must fail because of the mover's king.
fn king_safety(pos: &Position, role: Role, from: Square, to: Square) -> Illegal {
    if role == Role::King {
        return Illegal::KingIntoCheck(to);
    }
    let checkers = pos.checkers();
    let king = pos.king();
    if checkers.more_than_one() {
        return Illegal::DoubleCheck;
    }
    if let Some(checker) = checkers.first() {
        let captures_checker_en_passant = pos.ep_square() == Some(to)
            && role == Role::Pawn
            && checker == Square::from_coords(to.file(), from.rank());
        let answers = attacks::between(king, checker).with(checker);
        if !answers.contains(to) && !captures_checker_en_passant {
            return Illegal::InCheck;
        }
    }
    if pos.pinned().contains(from) && !attacks::line(king, from).contains(to) {
        if let Some(pinner) = pinner_of(pos, from) {
            return Illegal::Pinned { pinner };
        }
    }
    Illegal::ExposesKing
}

/// The enemy slider that pins the piece on `pinned` to its king.
fn pinner_of(pos: &Position, pinned: Square) -> Option<Square> {
    let board = pos.board();
    let king = pos.king();
    let them = board.by_color(!pos.turn());
    let line = attacks::line(king, pinned);
    let sliders = if king.file() == pinned.file() || king.rank() == pinned.rank() {
        board.rooks_and_queens()
    } else {
        board.bishops_and_queens()
    };
    (sliders & them & line).into_iter().find(|&s| (attacks::between(king, s) & board.occupied()) == Bitboard::from_square(pinned))
}

fn castling_problem(pos: &Position, king_side: bool) -> CastlingProblem {
    let king = pos.king();
    let Some(rook) = pos.castling_rook(pos.turn(), king_side) else {
        return CastlingProblem::RightLost { king_side, why: RightLost::Unknown };
    };
    if pos.is_check() {
        return CastlingProblem::InCheck;
    }
    let (king_to, rook_to) = castling_destinations(king, rook);
    let occupied = pos.board().occupied();
    let path = (attacks::between(king, king_to) | attacks::between(rook, rook_to)).with(king_to).with(rook_to);
    let in_the_way = path & occupied & !Bitboard::from_square(king) & !Bitboard::from_square(rook);
    let nearest = if king_side { in_the_way.first() } else { in_the_way.last() };
    if let Some(sq) = nearest {
        return CastlingProblem::PiecesBetween(sq);
    }
    let lifted = occupied ^ king ^ rook;
    let mut attacked = Bitboard::EMPTY;
    for sq in attacks::between(king, king_to) {
        if (pos.board().attackers_to(sq, lifted) & pos.board().by_color(!pos.turn())).any() {
            attacked.set(sq);
        }
    }
    // The first attacked square the king would cross, walking from the king outwards.
    if let Some(sq) = if king_side { attacked.first() } else { attacked.last() } {
        return CastlingProblem::PassesThroughAttacked(sq);
    }
    CastlingProblem::LandsInCheck(king_to)
}

/// Why the SAN or UCI `text` is not a legal move here, when one reason covers what it meant.
/// (UCI castling is read both ways, so the castling mode does not matter.)
pub fn explain_text(pos: &Position, text: &str) -> Option<Illegal> {
    let text = text.trim();
    if let Some((from, to, promotion)) = uci::coordinates(san::strip_decorations(text)) {
        return explain(pos, from, to).or_else(|| promotion_problem(pos, from, to, promotion.is_some()));
    }
    let intent = san::intent(pos, text)?;
    if let Some(king_side) = intent.castle {
        return Some(Illegal::Castling(if pos.castling_rook(pos.turn(), king_side).is_some() {
            castling_problem(pos, king_side)
        } else {
            CastlingProblem::RightLost { king_side, why: RightLost::Unknown }
        }));
    }
    // The pieces of that kind that could go there on an empty board: one reason must cover them all.
    let mut reason = None;
    let mut reached = false;
    for from in intent.origins {
        let could = match intent.role {
            Role::Pawn => pawn_geometry(pos, from, intent.to) != Some(Illegal::CannotMoveThatWay(Role::Pawn)),
            role => attacks::piece_attacks(role, from, Bitboard::EMPTY).contains(intent.to),
        };
        if !could {
            continue;
        }
        let why = explain(pos, from, intent.to).or_else(|| promotion_problem(pos, from, intent.to, intent.promotion.is_some()));
        if reached && why != reason {
            return None;
        }
        (reason, reached) = (why, true);
    }
    if !reached {
        return Some(Illegal::NothingReaches { role: intent.role, to: intent.to });
    }
    reason
}

/// For a from/to pair that some legal move takes: was the promotion piece given or wrongly so?
fn promotion_problem(pos: &Position, from: Square, to: Square, promotion: bool) -> Option<Illegal> {
    let promotes = pos.legal_moves().iter().any(|m| m.from() == from && m.to() == to && m.is_promotion());
    match (promotes, promotion) {
        (true, false) => Some(Illegal::PromotionNeeded),
        (false, true) => Some(Illegal::NotAPromotion),
        _ => None,
    }
}
