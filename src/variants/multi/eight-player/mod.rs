//! Eight-player chess on HighEldar's 516-square board (rules.md in this folder), modes `singles`
//! (everyone for themselves, as four-player `ffa`), `pairs` and `teams`.

use crate::variants::multi::board::{Board, EAST, NORTH, SOUTH, WEST};
use crate::variants::multi::rules::*;
use crate::variants::Mode;
use std::sync::OnceLock;

pub const MODES: &[Mode] = &[
    Mode { id: "singles", label: "Singles: every army for itself, for points" },
    Mode { id: "pairs", label: "Pairs: the two armies of each side together" },
    Mode { id: "teams", label: "Teams: two neighbouring sides against the other two" },
];

/// 24×24 minus the four 3×3 corners and a notch 2 wide, 3 deep in the middle of each side.
fn board() -> Board {
    Board::grid(24, 24, |f, r| {
        let rim = |x: i32| !(3..=20).contains(&x);
        let middle = |x: i32| x == 11 || x == 12;
        let corner = rim(f) && rim(r);
        let notch = (middle(f) && rim(r)) || (middle(r) && rim(f));
        !corner && !notch
    })
}

fn build(mode: &str) -> Rules {
    let board = board();
    let free = mode == "singles";
    // White (seat 0) and Black (seat 7) on the bottom side; the others are these turned
    let bottom = vec![
        castle(&board, 0, 0, "h1", "k1"),
        castle(&board, 0, 1, "h1", "d1"),
        castle(&board, 7, 0, "r1", "u1"),
        castle(&board, 7, 1, "r1", "n1"),
    ];
    Rules {
        name: match mode {
            "singles" => "eight-player:singles",
            "pairs" => "eight-player:pairs",
            _ => "eight-player:teams",
        },
        seats: vec![("White", 'w'), ("Red", 'r'), ("Blue", 'b'), ("Yellow", 'y'), ("Purple", 'p'), ("Orange", 'o'), ("Green", 'g'), ("Black", 'k')],
        team: match mode {
            "singles" => vec![0, 1, 2, 3, 4, 5, 6, 7],
            // White+Black, Red+Blue, Yellow+Purple, Orange+Green
            "pairs" => vec![0, 1, 1, 2, 2, 3, 3, 0],
            // bottom and left against top and right
            _ => vec![0, 0, 0, 1, 1, 1, 1, 0],
        },
        pawn_dir: vec![NORTH, EAST, EAST, SOUTH, SOUTH, WEST, WEST, NORTH],
        start: "yR,yN,yB,yK,yQ,yB,yN,yR,pR,pN,pB,pK,pQ,pB,pN,pR/yP,yP,yP,yP,yP,yP,yP,yP,pP,pP,pP,pP,pP,pP,pP,pP/16/bR,bP,20,oP,oR/bN,bP,20,oP,oN/bB,bP,20,oP,oB/bQ,bP,20,oP,oK/bK,bP,20,oP,oQ/bB,bP,20,oP,oB/bN,bP,20,oP,oN/bR,bP,20,oP,oR/18/18/rR,rP,20,gP,gR/rN,rP,20,gP,gN/rB,rP,20,gP,gB/rQ,rP,20,gP,gK/rK,rP,20,gP,gQ/rB,rP,20,gP,gB/rN,rP,20,gP,gN/rR,rP,20,gP,gR/16/wP,wP,wP,wP,wP,wP,wP,wP,kP,kP,kP,kP,kP,kP,kP,kP/wR,wN,wB,wQ,wK,wB,wN,wR,kR,kN,kB,kQ,kK,kB,kN,kR w a,a,a,a,a,a,a,a 0,0,0,0,0,0,0,0 KQ,KQ,KQ,KQ,KQ,KQ,KQ,KQ - 0 1",
        check: true,
        no_move: if free { NoMove::OutStalemateScores } else { NoMove::MatedOut },
        immediate_mate: free,
        points: free.then_some([0, 9, 5, 5, 3, 1, 0, 0]),
        promoted_points: Some(1),
        drawn_end_points: free,
        ranking: if free { Ranking::Score } else { Ranking::Teams },
        pawn_resets_clock: true,
        double_step: true,
        double_line: lines(&board, 2),
        promotion_line: lines(&board, if free { 13 } else { 21 }),
        promotion_kinds: &[QUEEN, ROOK, BISHOP, KNIGHT],
        castles: turned_castles(&board, bottom, 8, 2, true),
        pawn_dirs_in_text: false,
        turn_clockwise: true,
        seats_per_quarter: 2,
        board,
    }
}

pub fn rules(mode: &str) -> Option<&'static Rules> {
    static SINGLES: OnceLock<Rules> = OnceLock::new();
    static PAIRS: OnceLock<Rules> = OnceLock::new();
    static TEAMS: OnceLock<Rules> = OnceLock::new();
    match mode {
        "singles" => Some(SINGLES.get_or_init(|| build("singles"))),
        "pairs" => Some(PAIRS.get_or_init(|| build("pairs"))),
        "teams" => Some(TEAMS.get_or_init(|| build("teams"))),
        _ => None,
    }
}
