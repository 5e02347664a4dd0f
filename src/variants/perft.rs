//! Perft of any game: the number of leaf nodes of the legal-move tree, the last ply counted
//! rather than played (as Fairy-Stockfish's `go perft` does), one reusable move list per ply.

use super::GamePosition;

/// The leaves of `pos`'s legal-move tree `depth` plies deep (depth 0: the position itself).
pub fn perft<P: GamePosition>(pos: &P, depth: u32) -> u64 {
    let mut lists = vec![Vec::with_capacity(64); depth as usize];
    count(pos, depth, &mut lists)
}

fn count<P: GamePosition>(pos: &P, depth: u32, lists: &mut [Vec<P::Move>]) -> u64 {
    let Some((list, rest)) = lists.split_first_mut() else { return 1 };
    pos.legal_moves(list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut nodes = 0;
    for &m in list.iter() {
        let mut next = pos.clone();
        next.play(m);
        nodes += count(&next, depth - 1, rest);
    }
    nodes
}
