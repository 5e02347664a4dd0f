//! Four Seasons chess (rules.md in this folder): 8×8, alfils and ferzes, pawns of one army in two
//! directions, mate on the mated seat's turn, the last king wins.

use crate::variants::multi::board::{Board, EAST, NORTH, WEST, SOUTH};
use crate::variants::multi::rules::*;
use std::sync::OnceLock;

pub fn rules() -> &'static Rules {
    static RULES: OnceLock<Rules> = OnceLock::new();
    RULES.get_or_init(|| {
        let board = Board::grid(8, 8, |_, _| true);
        Rules {
            name: "four-seasons",
            seats: vec![("Green", 'g'), ("Red", 'r'), ("Black", 'b'), ("White", 'w')],
            team: vec![0, 1, 2, 3],
            // each pawn carries its own direction in the text; these are unused defaults
            pawn_dir: vec![NORTH, WEST, SOUTH, EAST],
            start: "wK,wN,wPe,2,bPw,bR,bK/wR,wA,wPe,2,bPw,bA,bN/wPs,wPs,4,bPs,bPs/8/8/gPn,gPn,4,rPn,rPn/gN,gA,gPe,2,rPw,rA,rR/gK,gR,gPe,2,rPw,rN,rK g a,a,a,a 0,0,0,0 - - 0 1",
            check: true,
            no_move: NoMove::MatedOutKingLeaves,
            immediate_mate: false,
            points: None,
            promoted_points: None,
            drawn_end_points: false,
            ranking: Ranking::LastKing,
            pawn_resets_clock: true,
            double_step: false,
            double_line: lines(&board, 2),
            promotion_line: far_edges(&board),
            promotion_kinds: &[FERZ],
            castles: Vec::new(),
            pawn_dirs_in_text: true,
            turn_clockwise: false,
            seats_per_quarter: 1,
            board,
        }
    })
}
