//! A fairy game's [`Layout`], read from its declaration: the shape, the pieces' names, palaces
//! where the royal piece is bound to a rectangle (then pieces stand on points), a river where a
//! piece is bound to its own half, the count and Sittuyin's placement phase.

use super::pos::Pos;
use super::spec::Zone;
use crate::variants::layout::cell_name;
use crate::variants::{Layout, PieceKind};

pub fn of(pos: &Pos) -> Layout {
    let spec = &pos.t.spec;
    let (files, ranks) = (pos.t.shape.files, pos.t.shape.ranks);
    let mut kinds: Vec<PieceKind> = Vec::new();
    for p in spec.pieces {
        let kind = PieceKind { letter: p.letter, name: p.name, royal: p.royal, promoted: p.promoted };
        if !kinds.iter().any(|k| k.letter == kind.letter && k.promoted == kind.promoted) {
            kinds.push(kind);
        }
    }
    let palace = spec.pieces.iter().find(|p| p.royal).and_then(|p| match p.region {
        Zone::Rect { files, ranks } => Some((files, ranks)),
        _ => None,
    });
    let palaces = palace.map_or_else(Vec::new, |((f0, f1), (r0, r1))| {
        vec![(cell_name(f0, r0), cell_name(f1, r1)), (cell_name(f0, ranks - 1 - r1), cell_name(f1, ranks - 1 - r0))]
    });
    let river = if palace.is_some() {
        spec.pieces.iter().find_map(|p| match p.region {
            Zone::Ranks(0, hi) if hi + 1 < ranks => Some(hi + 1),
            _ => None,
        })
    } else {
        None
    };
    let count = (spec.counting && pos.count_limit != 0).then(|| (pos.count_ply.div_ceil(2), pos.count_limit / 2));
    let placing = spec.hands && !spec.captures_to_hand && pos.hands.iter().flatten().any(|&n| n > 0);
    Layout { files, ranks, points: palace.is_some(), kinds, palaces, river, count, phase: if placing { "placement" } else { "play" } }
}

#[cfg(test)]
mod tests {
    use crate::variants::makruk::Makruk;
    use crate::variants::GamePosition;

    #[test]
    fn makruk_names_its_own_pieces_on_squares() {
        let layout = Makruk::start().layout();
        assert_eq!((layout.files, layout.ranks, layout.points), (8, 8, false));
        let names: Vec<_> = layout.kinds.iter().map(|k| (k.letter, k.name)).collect();
        assert!(names.contains(&('m', "met")) && names.contains(&('s', "khon")), "{names:?}");
        assert!(layout.kinds.iter().any(|k| k.letter == 'k' && k.royal));
        assert!(layout.palaces.is_empty() && layout.river.is_none());
        assert_eq!((layout.count, layout.phase), (None, "play"));
    }

    #[test]
    fn the_count_is_shown_in_moves_while_it_runs() {
        // A lone black king against a rook: pieces' honour, 16 moves; the FEN holds plies.
        let pos = Makruk::from_fen("8/8/8/4k3/8/8/3K4/R7 b - 32 13 40").unwrap();
        assert_eq!(pos.layout().count, Some((7, 16)));
    }
}
