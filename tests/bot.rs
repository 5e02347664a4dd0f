//! The bot's behaviour, law by law: it finds tactics, mates by the shortest way, sees draws by
//! the rules inside its search, respects its limits, plays to its level and to the odds, and its
//! search is deterministic (the bench signature).

use std::cell::Cell;
use std::sync::atomic::AtomicBool;
use wasm_chess::bot::ordering::Heuristics;
use wasm_chess::bot::search::{Searcher, Style};
use wasm_chess::bot::tt::TranspositionTable;
use wasm_chess::bot::{odds, Clock, Engine, FrozenClock, Limits, Report, DEFAULT_HASH_MB, MAX_LEVEL};
use wasm_chess::bot::score::{self, mate_moves};
use wasm_chess::chess::{san, uci, CastlingMode, Move, Position};

/// The node count over `tests/data/bench.fen` at `BENCH_DEPTH` (also printed by
/// `cargo run --release --example bench`). A change here means the search changed: update it
/// deliberately, with the reason in the commit message.
const BENCH_SIGNATURE: u64 = 265_355;
const BENCH_DEPTH: u32 = 11;

fn position(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn think(game: &[Position], limits: Limits) -> Report {
    Engine::new(DEFAULT_HASH_MB).unwrap().think(game, &limits, &FrozenClock, &AtomicBool::new(false), &mut |_| {})
}

fn best_uci(report: &Report) -> String {
    uci::to_uci(report.best_move().expect("a move"), CastlingMode::Standard)
}

/// The game reached by playing `moves` (UCI) from `fen`, every position kept.
fn game(fen: &str, moves: &str) -> Vec<Position> {
    let mut positions = vec![position(fen)];
    for text in moves.split_whitespace() {
        let pos = *positions.last().unwrap();
        let m = uci::parse(&pos, text, CastlingMode::Standard).unwrap_or_else(|e| panic!("{text}: {e}"));
        let mut next = pos;
        next.play_unchecked(m);
        positions.push(next);
    }
    positions
}

// ---- Determinism ---------------------------------------------------------------------------

fn bench_positions() -> Vec<Position> {
    include_str!("data/bench.fen").lines().filter(|l| !l.is_empty() && !l.starts_with('#')).map(position).collect()
}

#[test]
fn the_bench_signature_is_pinned() {
    let total: u64 = bench_positions().iter().map(|pos| think(&[*pos], Limits::depth(BENCH_DEPTH)).nodes).sum();
    assert_eq!(total, BENCH_SIGNATURE, "the search changed: update BENCH_SIGNATURE if that was intended");
}

#[test]
fn a_fixed_depth_search_is_deterministic() {
    let pos = bench_positions()[1];
    let a = think(&[pos], Limits::depth(8));
    let b = think(&[pos], Limits::depth(8));
    assert_eq!((a.nodes, a.score, &a.pv), (b.nodes, b.score, &b.pv));
}

// ---- Threads -------------------------------------------------------------------------------

/// Native builds only: in wasm the engine searches on one thread.
#[cfg(not(target_arch = "wasm32"))]
mod threads {
    use super::*;

    fn engine_with_threads(threads: usize) -> Engine {
        let mut engine = Engine::new(DEFAULT_HASH_MB).unwrap();
        engine.set_threads(threads);
        engine
    }

    #[test]
    fn helper_threads_leave_the_main_search_its_depths_and_its_answer() {
        // White mates in one: Qh5xf7#.
        let pos = position("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
        let mut depths = Vec::new();
        let report = engine_with_threads(3).think(&[pos], &Limits::depth(6), &FrozenClock, &AtomicBool::new(false), &mut |r| depths.push(r.depth));
        assert_eq!(best_uci(&report), "h5f7");
        assert_eq!(mate_moves(report.score), Some(1));
        assert_eq!(depths, [1, 2, 3, 4, 5, 6], "the main search reports each depth, as with one thread");
    }

    #[test]
    fn helper_threads_stop_with_the_main_search() {
        let pos = bench_positions()[1];
        let mut engine = engine_with_threads(2);
        // No depth, node or time limit: only the stop flag ends the main search, and the helpers
        // (which have no limit either) must end with it for `think` to return.
        let report = engine.think(&[pos], &Limits::default(), &FrozenClock, &AtomicBool::new(true), &mut |_| {});
        assert!(pos.legal_moves().contains(report.best_move().expect("a move")));
        let report = engine.think(&[pos], &Limits::depth(9), &FrozenClock, &AtomicBool::new(false), &mut |_| {});
        assert_eq!(report.depth, 9);
    }

    /// `think` on one thread and on four gives the same search: nodes, score and line.
    fn assert_alike_on_one_and_four_threads(think: impl Fn(&mut Engine) -> Report) {
        let (one, four) = (think(&mut engine_with_threads(1)), think(&mut engine_with_threads(4)));
        assert_eq!((one.nodes, one.score, &one.pv), (four.nodes, four.score, &four.pv));
    }

    #[test]
    fn a_level_that_bounds_the_depth_plays_the_same_on_any_number_of_threads() {
        for pos in &bench_positions()[..4] {
            assert_alike_on_one_and_four_threads(|engine| {
                engine.set_level(5);
                engine.think(&[*pos], &Limits::default(), &FrozenClock, &AtomicBool::new(false), &mut |_| {})
            });
        }
    }

    #[test]
    fn a_node_bounded_search_plays_the_same_on_any_number_of_threads() {
        for pos in &bench_positions()[..4] {
            assert_alike_on_one_and_four_threads(|engine| engine.think(&[*pos], &Limits::nodes(20_000), &FrozenClock, &AtomicBool::new(false), &mut |_| {}));
        }
    }
}

// ---- Tactics (tests/data/tactics.epd) ------------------------------------------------------

/// Depth at which every position of the tactics suite must be solved (unless it names its own
/// depth with `acd`).
const TACTICS_DEPTH: u32 = 10;

struct Tactic {
    id: String,
    pos: Position,
    depth: u32,
    best: Vec<Move>,
    avoid: Vec<Move>,
}

fn tactics() -> Vec<Tactic> {
    include_str!("data/tactics.epd")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.splitn(5, ' ').collect();
            let pos = position(&fields[..4].join(" "));
            let mut tactic = Tactic { id: String::new(), pos, depth: TACTICS_DEPTH, best: Vec::new(), avoid: Vec::new() };
            for op in fields[4].split(';').map(str::trim).filter(|o| !o.is_empty()) {
                let (name, value) = op.split_once(' ').unwrap_or((op, ""));
                let moves = || value.split_whitespace().map(|s| san::parse(&pos, s).unwrap_or_else(|e| panic!("{line}: {e}"))).collect();
                match name {
                    "bm" => tactic.best = moves(),
                    "am" => tactic.avoid = moves(),
                    "id" => tactic.id = value.trim_matches('"').to_string(),
                    "acd" => tactic.depth = value.parse().unwrap_or_else(|_| panic!("{line}: bad acd")),
                    _ => {}
                }
            }
            assert!(!tactic.best.is_empty() || !tactic.avoid.is_empty(), "{line}: no bm or am");
            tactic
        })
        .collect()
}

#[test]
fn every_tactic_of_the_suite_is_solved_at_a_fixed_depth() {
    let suite = tactics();
    assert!(suite.len() >= 20, "the suite has {} positions", suite.len());
    let mut failures = Vec::new();
    for t in &suite {
        let report = think(&[t.pos], Limits::depth(t.depth));
        let played = report.best_move().expect("a move");
        let solved = (t.best.is_empty() || t.best.contains(&played)) && !t.avoid.contains(&played);
        if !solved {
            failures.push(format!("{}: played {} ({})", t.id, san::to_san(&t.pos, played), report.score));
        }
    }
    assert!(failures.is_empty(), "{} of {} unsolved:\n{}", failures.len(), suite.len(), failures.join("\n"));
}

// ---- Mates ---------------------------------------------------------------------------------

#[test]
fn a_mate_is_announced_with_its_distance() {
    // Back-rank mate in two: Qxd8+ Rxd8 Rxd8#.
    let fen = "2rr2k1/5ppp/8/8/8/8/3Q1PPP/3R2K1 w - - 0 1";
    let report = think(&[position(fen)], Limits::depth(6));
    assert_eq!(mate_moves(report.score), Some(2), "score {}", report.score);
    assert_eq!(best_uci(&report), "d2d8");
    // Black, after Qxd8+, is mated in one whatever it does.
    let defending = think(&game(fen, "d2d8"), Limits::depth(6));
    assert_eq!(mate_moves(defending.score), Some(-1), "score {}", defending.score);
}

#[test]
fn a_checkmated_or_stalemated_root_has_no_move() {
    let mated = think(&[position("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1")], Limits::depth(3));
    assert!(mated.pv.is_empty());
    assert_eq!(mate_moves(mated.score), Some(0));
    let stalemate = think(&[position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")], Limits::depth(3));
    assert!(stalemate.pv.is_empty());
    assert_eq!(stalemate.score, 0);
}

#[test]
fn a_winning_side_does_not_stalemate() {
    // Qf7 would stalemate; a queen and king mate quickly instead.
    let report = think(&[position("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1")], Limits::depth(8));
    assert!(score::is_mate(report.score) && report.score > 0, "score {}", report.score);
    assert_ne!(best_uci(&report), "f1f7");
}

// ---- Draws by the rules inside the search --------------------------------------------------

/// Knight moves from `fen` (Black to move, White's knight on f3, Black's on g8) after which
/// White's Ng1-f3 repeats the start a third time.
const SHUFFLE: &str = "g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";

#[test]
fn a_lost_side_takes_a_threefold_repetition() {
    // White has no queen; repeating the position a third time draws. (Searched without odds
    // style: a game that started a queen down would be an odds game, with contempt.)
    let history = game("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNB1KB1R b KQkq - 0 1", SHUFFLE);
    let report = search_with(Style::default(), &history, 8);
    assert_eq!((best_uci(&report), report.score), ("g1f3".to_string(), 0));
    // Without the history, the same position is simply lost.
    assert!(search_with(Style::default(), &history[history.len() - 1..], 8).score < -500);
}

#[test]
fn the_fifty_move_rule_draws_a_won_ending_inside_the_search() {
    // King and queen against king, but 99 plies without capture or pawn move: unless mate comes
    // at once, the next move draws.
    let report = think(&[position("8/8/8/4k3/8/8/8/4K2Q w - - 99 80")], Limits::depth(6));
    assert_eq!(report.score, 0);
    // The same position with a fresh clock is won.
    let fresh = think(&[position("8/8/8/4k3/8/8/8/4K2Q w - - 0 80")], Limits::depth(6));
    assert!(fresh.score > 500, "score {}", fresh.score);
}

#[test]
fn bare_kings_and_a_minor_piece_are_a_draw() {
    let report = think(&[position("8/8/4k3/8/8/3NK3/8/8 w - - 0 1")], Limits::depth(6));
    assert_eq!(report.score, 0);
}

// ---- Limits --------------------------------------------------------------------------------

/// A clock that moves one millisecond every time it is read.
struct TickingClock(Cell<f64>);

impl Clock for TickingClock {
    fn now_ms(&self) -> f64 {
        self.0.set(self.0.get() + 1.0);
        self.0.get()
    }
}

#[test]
fn a_depth_limit_is_reached_and_not_passed() {
    let mut depths = Vec::new();
    let report = Engine::new(1).unwrap().think(&[Position::standard()], &Limits::depth(5), &FrozenClock, &AtomicBool::new(false), &mut |r| depths.push(r.depth));
    assert_eq!(depths, [1, 2, 3, 4, 5]);
    assert_eq!(report.depth, 5);
}

#[test]
fn a_node_limit_stops_the_search_close_to_it() {
    let report = think(&[Position::standard()], Limits::nodes(20_000));
    assert!(report.nodes >= 20_000 && report.nodes < 20_100, "{} nodes", report.nodes);
    assert!(report.best_move().is_some());
}

#[test]
fn movetime_is_read_from_the_injected_clock() {
    let clock = TickingClock(Cell::new(0.0));
    let report = Engine::new(1).unwrap().think(&[Position::standard()], &Limits::movetime(100.0), &clock, &AtomicBool::new(false), &mut |_| {});
    // About one clock reading per 1024 nodes plus one per iteration: a 100 ms budget is spent
    // within roughly 100 readings.
    assert!(report.nodes < 150 * 1024, "{} nodes", report.nodes);
    assert!(report.best_move().is_some());
}

#[test]
fn the_stop_flag_ends_the_search_with_a_legal_move() {
    let stop = AtomicBool::new(true);
    let pos = bench_positions()[1];
    let report = Engine::new(1).unwrap().think(&[pos], &Limits::default(), &FrozenClock, &stop, &mut |_| {});
    assert!(report.nodes <= 2_048, "{} nodes", report.nodes);
    assert!(pos.legal_moves().contains(report.best_move().expect("a move")));
}

#[test]
fn a_game_clock_budget_leaves_time_on_the_clock() {
    let clock = TickingClock(Cell::new(0.0));
    let limits = Limits { time_ms: [Some(300.0), Some(300.0)], ..Limits::default() };
    Engine::new(1).unwrap().think(&[Position::standard()], &limits, &clock, &AtomicBool::new(false), &mut |_| {});
    assert!(clock.0.get() < 300.0 * 0.5, "used {} of 300 ms", clock.0.get());
}

#[test]
fn search_moves_limit_the_choice_at_every_level() {
    // Qxf7 mates at once; told to choose between a2a3 and h2h3, the bot never plays it.
    let pos = position("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 2 3");
    assert_eq!(best_uci(&think(&[pos], Limits::depth(3))), "h5f7");
    let allowed: Vec<Move> = ["a2a3", "h2h3"].iter().map(|t| uci::parse(&pos, t, CastlingMode::Standard).unwrap()).collect();
    for level in 1..=MAX_LEVEL {
        // Weak levels often pick among scored root moves instead of the search's best: the
        // list binds that choice too.
        for seed in 0..8 {
            let mut engine = Engine::new(1).unwrap();
            engine.set_level(level);
            engine.seed(seed);
            let limits = Limits { depth: Some(4), search_moves: allowed.clone(), ..Limits::default() };
            let report = engine.think(&[pos], &limits, &FrozenClock, &AtomicBool::new(false), &mut |_| {});
            assert!(allowed.contains(&report.best_move().unwrap()), "level {level}, seed {seed}: {}", best_uci(&report));
        }
    }
    // Listed moves that are not legal are ignored; with none legal, every move is searched.
    let illegal = uci::parse(&Position::standard(), "e2e4", CastlingMode::Standard).unwrap();
    let report = think(&[pos], Limits { depth: Some(3), search_moves: vec![illegal], ..Limits::default() });
    assert_eq!(best_uci(&report), "h5f7");
}

#[test]
fn a_mate_limit_ends_the_search_at_the_first_iteration_that_finds_it() {
    let pos = position("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    let report = think(&[pos], Limits { mate: Some(1), ..Limits::default() });
    assert_eq!(best_uci(&report), "a1a8");
    assert_eq!(mate_moves(report.score), Some(1));
    assert_eq!(report.depth, 1);
    // Mate in 2 (1. Kb6 Kb8 2. Rh8#): asked for mate in 1, the search goes on to its depth limit.
    let pos = position("k7/8/2K5/8/8/8/8/7R w - - 0 1");
    let report = think(&[pos], Limits { mate: Some(1), depth: Some(6), ..Limits::default() });
    assert_eq!((mate_moves(report.score), report.depth), (Some(2), 6));
    let report = think(&[pos], Limits { mate: Some(2), depth: Some(6), ..Limits::default() });
    assert_eq!(mate_moves(report.score), Some(2));
    assert!(report.depth < 6, "stopped at depth {}", report.depth);
}

// ---- Levels --------------------------------------------------------------------------------

/// The levels below the top keep the hand-written evaluation they were rated with; the top
/// level of the native engine plays with the network it is given.
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn only_the_top_level_evaluates_with_the_network() {
    use wasm_chess::bot::nnue;
    let pos = bench_positions()[2];
    let think = |level: u32, network: Option<nnue::Network>| {
        let mut engine = Engine::new(1).unwrap();
        engine.set_level(level);
        engine.set_network(network);
        engine.think(&[pos], &Limits::depth(6), &FrozenClock, &AtomicBool::new(false), &mut |_| {})
    };
    let below_top = think(MAX_LEVEL - 1, None);
    let below_top_given_one = think(MAX_LEVEL - 1, Some(nnue::built_in()));
    assert_eq!((below_top.nodes, below_top.score, below_top.best_move()), (below_top_given_one.nodes, below_top_given_one.score, below_top_given_one.best_move()));
    let top = think(MAX_LEVEL, None);
    let top_with_network = think(MAX_LEVEL, Some(nnue::built_in()));
    assert_ne!((top.nodes, top.score), (top_with_network.nodes, top_with_network.score), "the network's search is another search");
}

fn think_at_level(level: u32, seed: u64, pos: &Position, limits: Limits) -> Report {
    let mut engine = Engine::new(1).unwrap();
    engine.set_level(level);
    engine.seed(seed);
    engine.think(&[*pos], &limits, &FrozenClock, &AtomicBool::new(false), &mut |_| {})
}

#[test]
fn even_the_weakest_level_takes_a_hanging_queen() {
    let pos = position("rnb1kbnr/pppp1ppp/8/4p1q1/3P4/2N5/PPP1PPPP/R1BQKBNR w KQkq - 0 1");
    for seed in 1..=20 {
        let report = think_at_level(1, seed, &pos, Limits::default());
        assert_eq!(best_uci(&report), "c1g5", "seed {seed}");
    }
}

#[test]
fn weak_levels_sometimes_choose_a_near_best_move_but_never_a_blunder() {
    let mut different = 0;
    let mut total = 0;
    for pos in bench_positions().iter().take(10) {
        let strong = think(&[*pos], Limits::depth(6));
        for seed in 1..=4 {
            let weak = think_at_level(3, seed, pos, Limits::default());
            let m = weak.best_move().expect("a move");
            total += 1;
            if Some(m) != strong.best_move() {
                different += 1;
                // Judged by a deeper search, the chosen move is no blunder.
                let mut after = *pos;
                after.play_unchecked(m);
                let judged = -think(&[*pos, after], Limits::depth(5)).score;
                assert!(judged > strong.score - 350, "{}: {} loses {} cp", pos.fen(), san::to_san(pos, m), strong.score - judged);
            }
        }
    }
    assert!(different > 0 && different < total, "{different} of {total} moves differ from the best");
}

#[test]
fn higher_levels_search_more() {
    let pos = bench_positions()[2];
    let nodes: Vec<u64> = [1, 4, 7, MAX_LEVEL].iter().map(|&l| think_at_level(l, 1, &pos, Limits::nodes(400_000)).nodes).collect();
    assert!(nodes.windows(2).all(|w| w[0] < w[1]), "{nodes:?}");
}

// ---- Odds ----------------------------------------------------------------------------------

fn search_with(style: Style, game: &[Position], depth: u32) -> Report {
    search_among(style, game, Limits::depth(depth))
}

fn search_among(style: Style, game: &[Position], limits: Limits) -> Report {
    let tt = TranspositionTable::new(4).unwrap();
    let mut heuristics = Heuristics::new();
    let history: Vec<u64> = game[..game.len() - 1].iter().map(Position::hash).collect();
    let stop = AtomicBool::new(false);
    let mut searcher = Searcher::new(&tt, &mut heuristics, &FrozenClock, &stop, style, &history);
    searcher.think(game.last().unwrap(), &limits, &mut |_| {})
}

#[test]
fn the_side_giving_odds_plays_for_a_win_and_the_side_receiving_them_plays_solidly() {
    let knight_odds = position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1");
    let after_e4 = game("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1", "e2e4");
    assert_eq!(odds::style_for_game(&[knight_odds]), odds::style(odds::Stance::Giving));
    assert_eq!(odds::style_for_game(&after_e4), odds::style(odds::Stance::Receiving));
    assert_eq!(odds::style_for_game(&[Position::standard()]), Style::default());
    let giving = odds::style(odds::Stance::Giving);
    let receiving = odds::style(odds::Stance::Receiving);
    assert!(giving.contempt > 0 && giving.trade_bias > 0);
    assert!(receiving.contempt == 0 && receiving.trade_bias < 0);
}

#[test]
fn contempt_turns_down_a_repetition_that_a_neutral_side_would_take() {
    // White, a pawn down for some play, can repeat the position a third time with Ng1.
    let history = game("r1bqkbnr/pppp1ppp/2n5/8/3pP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 4", SHUFFLE);
    let repeat = uci::parse(history.last().unwrap(), "g1f3", CastlingMode::Standard).unwrap();
    // Without the history the position is only a little worse for White: no reason to draw.
    let alone = search_with(Style::default(), &history[history.len() - 1..], 8);
    assert!(alone.score < 0 && alone.score > -120, "White's position scores {}", alone.score);
    let neutral = search_with(Style::default(), &history, 8);
    assert_eq!((neutral.best_move(), neutral.score), (Some(repeat), 0));
    // Playing for a win, White counts the draw a pawn below what its position is worth. (Less is
    // not always enough: the other moves' own lines hold draws that now cost White too.)
    let contempt = -alone.score + 100;
    let style = Style { contempt, ..Style::default() };
    let only_the_draw = search_among(style, &history, Limits { search_moves: vec![repeat], ..Limits::depth(8) });
    assert_eq!(only_the_draw.score, -contempt);
    let playing_for_a_win = search_with(style, &history, 8);
    assert_ne!(playing_for_a_win.best_move(), Some(repeat), "contempt {contempt}");
    assert!(playing_for_a_win.score < 0 && playing_for_a_win.score > -contempt, "{}", playing_for_a_win.score);
}

#[test]
fn trade_bias_decides_a_neutral_queen_trade() {
    // Queens face each other on an open file; the trade leaves a level pawn ending.
    let pos = position("2kq4/ppp4p/6p1/8/8/6P1/PPP4P/2KQ4 w - - 0 1");
    let trade = "d1d8";
    for depth in [6, 8] {
        let receiver = search_with(odds::style(odds::Stance::Receiving), &[pos], depth);
        let giver = search_with(odds::style(odds::Stance::Giving), &[pos], depth);
        assert_eq!(best_uci(&receiver), trade, "depth {depth}: the side with the extra material simplifies");
        assert_ne!(best_uci(&giver), trade, "depth {depth}: the side giving odds keeps the queens on");
    }
}

/// A late mate: with one legal move, the reply node (a PV node) dropped the mating check h1h8
/// from its quiet moves once late-move pruning had seen enough of them, so the defender saw its
/// mate two plies late. Every depth from 2 sees it now.
#[test]
fn the_search_sees_a_mate_in_one_against_itself_at_every_small_depth() {
    let pos = position("k7/8/1K6/8/8/8/8/7R b - - 0 1");
    for depth in 2..=6 {
        let report = think(&[pos], Limits::depth(depth));
        assert_eq!(mate_moves(report.score), Some(-1), "depth {depth}: score {}", report.score);
        let pv: Vec<String> = report.pv.iter().map(|&m| uci::to_uci(m, CastlingMode::Standard)).collect();
        assert_eq!(pv[..2], ["a8b8", "h1h8"], "depth {depth}");
    }
}
