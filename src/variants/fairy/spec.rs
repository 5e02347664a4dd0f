//! A game declared as data: its board, its pieces by their moves, its start, its zones, promotion,
//! hands and the ends that data can say. What data cannot say is a hook ([`super::Rules`]).
//!
//! Moves are written in a Betza subset (as Fairy-Stockfish and the chess-variant literature do):
//! atoms `W F D N A H C Z G` (one leap: 1-0, 1-1, 2-0, 2-1, 2-2, 3-0, 3-1, 3-2, 3-3), `K` = `WF`,
//! riders `R` `B` `Q` (or a doubled atom `WW`, or an atom with a range digit `W2`); before an
//! atom: directions `f b l r` (forward = towards the opponent), `v` (more vertical than
//! sideways), `s` (more sideways than vertical), a doubled letter narrows (`ffN` = shogi's
//! knight), a pair of axes intersects (`fl`); `m` move only, `c` capture only, `n` lame (every
//! cell on the way, orthogonal step first then diagonal, must be empty: xiangqi's horse `nN`
//! and elephant `nA`), `p` hopper (over exactly one piece: the cannon, `mRpcR`). Atoms that
//! hold only in a zone are declared beside the Betza string ([`Atom`]).

use super::cells::Shape;

/// Which moves an atom makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Both,
    /// To an empty cell only.
    Move,
    /// Taking an enemy piece only.
    Capture,
}

/// How an atom travels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// One jump (blocked only when `lame`).
    Leap,
    /// Repeated steps in one direction until blocked (at most `range` steps when not 0).
    Ride,
    /// Along a line over exactly one piece (the screen): moves land on empty cells beyond it,
    /// captures take the first piece beyond it.
    Hop,
}

/// Cells counted from a player's own side (rank 0 = the owner's back rank), so that one
/// declaration serves both players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zone {
    /// Every cell.
    All,
    /// Ranks `lo..=hi` from the owner's side.
    Ranks(u8, u8),
    /// Files `lo..=hi` (a = 0) within ranks `lo..=hi` from the owner's side (a palace).
    Rect { files: (u8, u8), ranks: (u8, u8) },
    /// The listed `(file, rank)` cells, ranks from the owner's side.
    List(&'static [(u8, u8)]),
    /// The zone of the owner and the same zone of the opponent (both palaces).
    Both(&'static Zone),
}

/// One kind of move of a piece: a direction (`dy > 0` towards the opponent) and how it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Atom {
    pub dx: i8,
    pub dy: i8,
    pub reach: Reach,
    /// Riders: the most steps (0 = unlimited).
    pub range: u8,
    pub mode: Mode,
    /// Leapers: blocked by a piece on the way (orthogonal step first, then diagonal).
    pub lame: bool,
    /// The atom holds only when the piece stands in this zone (xiangqi's soldier across the river).
    pub from: Zone,
    /// Every cell the move touches, start and end included, lies in this zone (janggi's palace
    /// diagonals).
    pub within: Zone,
}

impl Atom {
    pub const fn leap(dx: i8, dy: i8) -> Atom {
        Atom { dx, dy, reach: Reach::Leap, range: 0, mode: Mode::Both, lame: false, from: Zone::All, within: Zone::All }
    }
    pub const fn ride(dx: i8, dy: i8) -> Atom {
        Atom { reach: Reach::Ride, ..Atom::leap(dx, dy) }
    }
    /// A hop along a unit direction (with `within`: along a zone's line, janggi's palace diagonals).
    pub const fn hop(dx: i8, dy: i8) -> Atom {
        Atom { reach: Reach::Hop, ..Atom::leap(dx, dy) }
    }
    pub const fn from(self, zone: Zone) -> Atom {
        Atom { from: zone, ..self }
    }
    pub const fn within(self, zone: Zone) -> Atom {
        Atom { within: zone, ..self }
    }
    pub const fn mode(self, mode: Mode) -> Atom {
        Atom { mode, ..self }
    }
}

/// How a piece promotes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Promotion {
    /// A move starting or ending in this zone may promote.
    pub zone: Zone,
    /// The letters of what it may become; `+` is its own promoted form (shogi).
    pub to: &'static str,
    /// Where promoting is forced (no move stays unpromoted there); `Zone::All` = always forced
    /// in `zone`.
    pub forced: Option<Zone>,
}

/// One piece type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceSpec {
    /// FEN letter, lower case (White's is upper case).
    pub letter: char,
    /// Written `+` and the letter (a promoted shogi piece); captured, it goes to the hand as the
    /// piece of the same letter.
    pub promoted: bool,
    /// Its name, for people (the page, the screen reader).
    pub name: &'static str,
    pub betza: &'static str,
    /// Moves the Betza string does not say (zone-bound atoms).
    pub atoms: &'static [Atom],
    pub royal: bool,
    /// A pawn: its moves reset the n-move clock, counting rules count it, SAN omits its letter.
    pub pawn: bool,
    /// It may only stand in this zone (palace, own half).
    pub region: Zone,
    pub promotion: Option<Promotion>,
    /// Where it may be dropped from the hand.
    pub drop: Zone,
    /// No second one of it on a file when dropped (shogi's nifu).
    pub drop_one_per_file: bool,
    /// Another FEN letter read as this piece (xiangqi's `e` elephant, `h` horse).
    pub alias: Option<char>,
    /// A hopper that may neither hop over nor take a piece of its own type (janggi's cannon).
    pub hops_only_other_kinds: bool,
}

impl PieceSpec {
    pub const fn new(letter: char, name: &'static str, betza: &'static str) -> PieceSpec {
        PieceSpec { letter, promoted: false, name, betza, atoms: &[], royal: false, pawn: false, region: Zone::All, promotion: None, drop: Zone::All, drop_one_per_file: false, alias: None, hops_only_other_kinds: false }
    }
    pub const fn alias(self, letter: char) -> PieceSpec {
        PieceSpec { alias: Some(letter), ..self }
    }
    pub const fn hops_only_other_kinds(self) -> PieceSpec {
        PieceSpec { hops_only_other_kinds: true, ..self }
    }
    pub const fn royal(self) -> PieceSpec {
        PieceSpec { royal: true, ..self }
    }
    pub const fn pawn(self) -> PieceSpec {
        PieceSpec { pawn: true, ..self }
    }
    pub const fn promoted(self) -> PieceSpec {
        PieceSpec { promoted: true, ..self }
    }
    pub const fn region(self, zone: Zone) -> PieceSpec {
        PieceSpec { region: zone, ..self }
    }
    pub const fn atoms(self, atoms: &'static [Atom]) -> PieceSpec {
        PieceSpec { atoms, ..self }
    }
    pub const fn promotes(self, promotion: Promotion) -> PieceSpec {
        PieceSpec { promotion: Some(promotion), ..self }
    }
    pub const fn drops(self, zone: Zone, one_per_file: bool) -> PieceSpec {
        PieceSpec { drop: zone, drop_one_per_file: one_per_file, ..self }
    }
}

/// What the king is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Royal {
    /// Check must be answered; checkmate ends the game.
    Check,
    /// No check: a king may be left attacked; taking it wins (Chaturanga as we play it).
    Capture,
}

/// A result from the view of the side it happens to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Loss,
    Draw,
    Win,
}

/// A game, as data.
#[derive(Clone, Copy, Debug)]
pub struct Spec {
    pub shape: Shape,
    pub pieces: &'static [PieceSpec],
    /// The start position, in the game's FEN.
    pub start: &'static str,
    pub royal: Royal,
    /// The stalemated side's result.
    pub stalemate: Verdict,
    /// Shatranj: a side left with its king alone loses, unless it can bare the other king at once.
    pub bare_king: bool,
    /// The FEN carries hands (`[..]`) and pieces may be dropped from them.
    pub hands: bool,
    /// Captured pieces go to the captor's hand (shogi), unpromoted.
    pub captures_to_hand: bool,
    /// The order of the letters of a hand in the FEN.
    pub hand_order: &'static str,
    /// The FEN's castling field holds initial-move rights as files (Ouk Chatrang's `DEde`).
    pub rights: bool,
    /// The FEN's e.p. field holds a counting limit and its half-move field the counting ply
    /// (Makruk, Ouk Chatrang, Sittuyin).
    pub counting: bool,
    /// SAN writes the pawn's letter (xiangqi, janggi); chess-like games omit it.
    pub pawn_letter_in_san: bool,
    /// The flying general (xiangqi): no move may leave the two kings facing each other on a file
    /// with nothing between them.
    pub flying_general: bool,
}

impl Spec {
    /// The defaults of an 8×8 chess-family game; a game changes what differs.
    pub const DEFAULT: Spec = Spec {
        shape: Shape::new(8, 8),
        pieces: &[],
        start: "",
        royal: Royal::Check,
        stalemate: Verdict::Draw,
        bare_king: false,
        hands: false,
        captures_to_hand: false,
        hand_order: "",
        rights: false,
        counting: false,
        pawn_letter_in_san: false,
        flying_general: false,
    };
}

/// The atoms of a Betza string; an error names what it could not read.
pub fn parse_betza(text: &str) -> Result<Vec<Atom>, String> {
    let mut atoms = Vec::new();
    let mut mods = String::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        i += 1;
        if "fblrvsmcnp".contains(c) {
            mods.push(c);
            continue;
        }
        let (bases, mut rider): (&[(i8, i8)], bool) = match c {
            'W' => (&[(1, 0)], false),
            'F' => (&[(1, 1)], false),
            'D' => (&[(2, 0)], false),
            'N' => (&[(2, 1)], false),
            'A' => (&[(2, 2)], false),
            'H' => (&[(3, 0)], false),
            'C' => (&[(3, 1)], false),
            'Z' => (&[(3, 2)], false),
            'G' => (&[(3, 3)], false),
            'K' => (&[(1, 0), (1, 1)], false),
            'R' => (&[(1, 0)], true),
            'B' => (&[(1, 1)], true),
            'Q' => (&[(1, 0), (1, 1)], true),
            _ => return Err(format!("'{c}' in '{text}'")),
        };
        let mut range = 0;
        if i < chars.len() && chars[i] == c && !rider {
            rider = true;
            i += 1;
        } else if i < chars.len() && chars[i].is_ascii_digit() {
            rider = true;
            range = chars[i].to_digit(10).unwrap_or(0) as u8;
            i += 1;
        }
        let mode = match (mods.contains('m'), mods.contains('c')) {
            (true, false) => Mode::Move,
            (false, true) => Mode::Capture,
            _ => Mode::Both,
        };
        let reach = if mods.contains('p') {
            Reach::Hop
        } else if rider {
            Reach::Ride
        } else {
            Reach::Leap
        };
        let dirs: String = mods.chars().filter(|c| "fblrvs".contains(*c)).collect();
        for &(a, b) in bases {
            for (dx, dy) in symmetric(a, b) {
                if directions_allow(&dirs, dx, dy) {
                    atoms.push(Atom { dx, dy, reach, range, mode, lame: mods.contains('n'), from: Zone::All, within: Zone::All });
                }
            }
        }
        mods.clear();
    }
    if !mods.is_empty() {
        return Err(format!("'{text}' ends with modifiers"));
    }
    Ok(atoms)
}

/// The 8 (or 4) directions of a leap `(a, b)`.
fn symmetric(a: i8, b: i8) -> Vec<(i8, i8)> {
    let mut all = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let d = (x * sx, y * sy);
            if !all.contains(&d) {
                all.push(d);
            }
        }
    }
    all
}

/// Do the direction letters allow `(dx, dy)`? No letters: every direction. Clauses are united;
/// a doubled letter narrows, a vertical and a horizontal letter side by side intersect.
fn directions_allow(dirs: &str, dx: i8, dy: i8) -> bool {
    if dirs.is_empty() {
        return true;
    }
    let one = |c: char| match c {
        'f' => dy > 0,
        'b' => dy < 0,
        'r' => dx > 0,
        'l' => dx < 0,
        'v' => dy.abs() > dx.abs(),
        's' => dx.abs() > dy.abs(),
        _ => false,
    };
    let narrow = |c: char| match c {
        'f' | 'b' => one(c) && dy.abs() > dx.abs(),
        'l' | 'r' => one(c) && dx.abs() > dy.abs(),
        _ => one(c),
    };
    let chars: Vec<char> = dirs.chars().collect();
    let mut i = 0;
    let mut any = false;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if next == Some(c) {
            any |= narrow(c);
            i += 2;
        } else if matches!((c, next), ('f' | 'b', Some('l' | 'r')) | ('l' | 'r', Some('f' | 'b'))) {
            any |= one(c) && one(next.unwrap_or(c));
            i += 2;
        } else {
            any |= one(c);
            i += 1;
        }
    }
    any
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dirs(text: &str) -> Vec<(i8, i8, Mode)> {
        let mut v: Vec<_> = parse_betza(text).unwrap().into_iter().map(|a| (a.dx, a.dy, a.mode)).collect();
        v.sort_by_key(|&(x, y, _)| (x, y));
        v
    }

    #[test]
    fn betza_says_the_pawns_and_the_khon() {
        assert_eq!(dirs("fmWfcF"), vec![(-1, 1, Mode::Capture), (0, 1, Mode::Move), (1, 1, Mode::Capture)]);
        assert_eq!(dirs("FfW").len(), 5);
        assert_eq!(dirs("ffN").iter().map(|&(x, y, _)| (x, y)).collect::<Vec<_>>(), vec![(-1, 2), (1, 2)]);
        assert_eq!(dirs("K").len(), 8);
        assert_eq!(dirs("fsW").len(), 3);
    }

    #[test]
    fn betza_says_riders_hoppers_and_lame_leapers() {
        let rook = parse_betza("R").unwrap();
        assert!(rook.len() == 4 && rook.iter().all(|a| a.reach == Reach::Ride && a.range == 0));
        let cannon = parse_betza("mRpcR").unwrap();
        assert_eq!(cannon.iter().filter(|a| a.reach == Reach::Hop && a.mode == Mode::Capture).count(), 4);
        assert!(parse_betza("nN").unwrap().iter().all(|a| a.lame && a.reach == Reach::Leap));
        assert!(parse_betza("X").is_err() && parse_betza("fm").is_err());
    }
}
