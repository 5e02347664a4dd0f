//! Chaturaji (rules.md in this folder): four armies on 8×8, no check, kings captured, points.

use crate::variants::multi::board::{Board, EAST, NORTH, SOUTH, WEST};
use crate::variants::multi::rules::*;
use std::sync::OnceLock;

pub fn rules() -> &'static Rules {
    static RULES: OnceLock<Rules> = OnceLock::new();
    RULES.get_or_init(|| {
        let board = Board::grid(8, 8, |_, _| true);
        Rules {
            name: "chaturaji",
            seats: vec![("Red", 'r'), ("Blue", 'b'), ("Yellow", 'y'), ("Green", 'g')],
            team: vec![0, 1, 2, 3],
            pawn_dir: vec![NORTH, EAST, SOUTH, WEST],
            start: "bR,bP,2,yK,yB,yN,yR/bN,bP,2,yP,yP,yP,yP/bB,bP,6/bK,bP,6/6,gP,gK/6,gP,gB/rP,rP,rP,rP,2,gP,gN/rR,rN,rB,rK,2,gP,gR r a,a,a,a 0,0,0,0 - - 0 1",
            check: false,
            no_move: NoMove::Pass,
            immediate_mate: false,
            // K Q R(boat) B N P
            points: Some([3, 9, 5, 5, 3, 1, 0, 0]),
            promoted_points: None,
            drawn_end_points: false,
            ranking: Ranking::Score,
            pawn_resets_clock: false,
            double_step: false,
            double_line: lines(&board, 2),
            promotion_line: far_edges(&board),
            promotion_kinds: &[ROOK],
            castles: Vec::new(),
            pawn_dirs_in_text: false,
            turn_clockwise: true,
            seats_per_quarter: 1,
            board,
        }
    })
}
