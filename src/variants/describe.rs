//! What a move does, told by the rules of its game: everything a page needs to show, animate
//! and say it, so that nothing downstream re-derives a rule from a move's text (which piece
//! an en-passant capture takes, where a castling rook goes, what an explosion removes).

use super::Player;

/// A piece as people name it, with its owner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceOn {
    /// Its name in the game: "knight", "cannon", "promoted silver".
    pub name: &'static str,
    pub owner: Player,
    /// The cell it stands on (for a capture: where it stood, not always the mover's target).
    pub cell: String,
}

/// One move, described. Cells are named as the game names them (`e4`, `a10`, `j7`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveDescription {
    /// The seat that moves.
    pub mover: Player,
    /// The piece that moves, or is dropped or placed; `None` for a pass.
    pub piece: Option<&'static str>,
    /// Where the piece leaves; `None` for a drop and a placement. A pass names the royal
    /// piece's own cell as `from` and `to` where the game's notation does (Janggi), else none.
    pub from: Option<String>,
    /// Where it lands.
    pub to: Option<String>,
    /// The piece taken, where it stood.
    pub captured: Option<PieceOn>,
    /// The capture was en passant: the pawn taken stood beside `from`, not on `to`.
    pub en_passant: bool,
    /// Castling: the rook's cell before and after.
    pub rook: Option<(String, String)>,
    /// What the piece becomes (promotion), by name.
    pub promotion: Option<&'static str>,
    /// From the hand (Crazyhouse, Shogi, Sittuyin's placement).
    pub drop: bool,
    /// Nothing moves (Janggi, the games of more players).
    pub pass: bool,
    /// Duck chess: where the duck goes.
    pub duck: Option<String>,
    /// Atomic: the cells emptied by the explosion, the capturer's and the captured piece's
    /// included, in board order.
    pub exploded: Vec<String>,
    /// Friendly Chess: the cells recruited, the target first, then each wave of the chain.
    pub waves: Vec<Vec<String>>,
}
