//! Four-player chess on the 160-square cross (rules.md in this folder), modes `ffa` (points,
//! immediate mates) and `teams` (Red + Yellow against Blue + Green).

use crate::variants::multi::board::{Board, EAST, NORTH, SOUTH, WEST};
use crate::variants::multi::rules::*;
use crate::variants::Mode;
use std::sync::OnceLock;

pub const MODES: &[Mode] = &[
    Mode { id: "ffa", label: "Free-for-all: every army for itself, for points" },
    Mode { id: "teams", label: "Teams: Red and Yellow against Blue and Green" },
];

fn cross() -> Board {
    let rim = |x: i32| !(3..=10).contains(&x);
    Board::grid(14, 14, |f, r| !(rim(f) && rim(r)))
}

fn build(teams: bool) -> Rules {
    let board = cross();
    let red = vec![castle(&board, 0, 0, "h1", "k1"), castle(&board, 0, 1, "h1", "d1")];
    Rules {
        name: if teams { "four-player:teams" } else { "four-player:ffa" },
        seats: vec![("Red", 'r'), ("Blue", 'b'), ("Yellow", 'y'), ("Green", 'g')],
        team: if teams { vec![0, 1, 0, 1] } else { vec![0, 1, 2, 3] },
        pawn_dir: vec![NORTH, EAST, SOUTH, WEST],
        start: "yR,yN,yB,yK,yQ,yB,yN,yR/yP,yP,yP,yP,yP,yP,yP,yP/8/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,bP,10,gP,gR/8/rP,rP,rP,rP,rP,rP,rP,rP/rR,rN,rB,rQ,rK,rB,rN,rR r a,a,a,a 0,0,0,0 KQ,KQ,KQ,KQ - 0 1",
        check: true,
        no_move: if teams { NoMove::MatedTeamLoses } else { NoMove::OutStalemateScores },
        immediate_mate: !teams,
        // K Q R B N P
        points: (!teams).then_some([0, 9, 5, 5, 3, 1, 0, 0]),
        promoted_points: Some(1),
        drawn_end_points: !teams,
        ranking: if teams { Ranking::Teams } else { Ranking::Score },
        pawn_resets_clock: true,
        double_step: true,
        double_line: lines(&board, 2),
        promotion_line: lines(&board, if teams { 11 } else { 8 }),
        promotion_kinds: &[QUEEN, ROOK, BISHOP, KNIGHT],
        castles: turned_castles(&board, red, 4, 1, true),
        pawn_dirs_in_text: false,
        turn_clockwise: true,
        seats_per_quarter: 1,
        board,
    }
}

pub fn rules(mode: &str) -> Option<&'static Rules> {
    static FFA: OnceLock<Rules> = OnceLock::new();
    static TEAMS: OnceLock<Rules> = OnceLock::new();
    match mode {
        "ffa" => Some(FFA.get_or_init(|| build(false))),
        "teams" => Some(TEAMS.get_or_init(|| build(true))),
        _ => None,
    }
}
