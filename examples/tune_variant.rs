//! Texel tuning of a game's evaluation weights ([`Tunable`]) on positions of the bot's own games
//! (`examples/variant_datagen.rs`): the weights whose evaluation, through a logistic curve, best
//! predicts each position's target — the game's result mixed with the search's score. The
//! evaluations are not linear in their weights (king danger grows with the square of its units),
//! so the search is a local one: each weight in turn is moved by its step while the loss falls,
//! and the step halves when neither direction helps.
//!
//!     cargo run --release --example tune_variant -- crazyhouse DATA.txt [DATA2.txt …]
//!         [--lambda L] [--passes N] [--threads T] [--k K]
//!
//! Every tenth game is held out: its loss, before and after, tells whether the new weights
//! predict games they were not fitted on. The weights found are printed for the game's `eval.rs`.
//!
//! A game with a learned table ([`Tunable::table_len`]: the placement by the kings of Shogi,
//! Minishogi, Crazyhouse and Atomic) has it fitted instead, with the weights as they are:
//!
//!     cargo run --release --example tune_variant -- minishogi DATA.txt … --table OUT.bin
//!         [--epochs N] [--rate R] [--decay D]
//!
//! The table is linear in its entries, so it is fitted by gradient descent (Adam), all entries at
//! once, and the epoch whose held-out loss is lowest is written: little-endian `i16`s, the file
//! the game's evaluation includes.

#[path = "support/flags.rs"]
mod flags;

use std::io::BufRead;
use wasm_chess::variants::antichess::Antichess;
use wasm_chess::variants::atomic::Atomic;
use wasm_chess::variants::crazyhouse::Crazyhouse;
use wasm_chess::variants::duck::Duck;
use wasm_chess::variants::janggi::Janggi;
use wasm_chess::variants::minishogi::Minishogi;
use wasm_chess::variants::shogi::Shogi;
use wasm_chess::variants::sittuyin::Sittuyin;
use wasm_chess::variants::xiangqi::Xiangqi;
use wasm_chess::variants::{GamePosition, Tunable};

/// One training position and what it should predict (the first player's expected score): the
/// game's result at first, then the result mixed with the search's score.
struct Sample<P> {
    pos: P,
    /// The search's score, from the first player's view.
    score: f64,
    result: f64,
    target: f64,
}

struct Data<P> {
    train: Vec<Sample<P>>,
    held_out: Vec<Sample<P>>,
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut take = |flag: &str| flags::take(&mut args, flag);
    let options = Options {
        // The share of the game's result in the target; the rest is the search's score, which
        // says something about every position where a result says little about most.
        lambda: take("--lambda").and_then(|v| v.parse().ok()).unwrap_or(0.5),
        passes: take("--passes").and_then(|v| v.parse().ok()).unwrap_or(30),
        threads: take("--threads").and_then(|v| v.parse().ok()).unwrap_or(2),
        table: take("--table"),
        epochs: take("--epochs").and_then(|v| v.parse().ok()).unwrap_or(1_000),
        rate: take("--rate").and_then(|v| v.parse().ok()).unwrap_or(1.0),
        decay: take("--decay").and_then(|v| v.parse().ok()).unwrap_or(1e-9),
        k: take("--k").and_then(|v| v.parse().ok()),
    };
    let (game, files) = args.split_first().expect("usage: tune_variant GAME DATA.txt …");
    match game.as_str() {
        "antichess" => tune::<Antichess>(files, &options),
        "atomic" => tune::<Atomic>(files, &options),
        "crazyhouse" => tune::<Crazyhouse>(files, &options),
        "duck" => tune::<Duck>(files, &options),
        "janggi" => tune::<Janggi>(files, &options),
        "shogi" => tune::<Shogi>(files, &options),
        "minishogi" => tune::<Minishogi>(files, &options),
        "sittuyin" => tune::<Sittuyin>(files, &options),
        "xiangqi" => tune::<Xiangqi>(files, &options),
        other => panic!("no tunable evaluation for {other}"),
    }
}

struct Options {
    lambda: f64,
    passes: usize,
    threads: usize,
    /// Where to write the learned table, fitted in place of the weights.
    table: Option<String>,
    epochs: usize,
    /// Adam's step, in centipawns.
    rate: f64,
    /// The pull of each entry towards zero, against the loss: entries few positions read stay
    /// small.
    decay: f64,
    /// The scale of [`sigmoid`], given rather than fitted: where most games are drawn, the
    /// results alone fit a scale so flat that every search score reads as a draw.
    k: Option<f64>,
}

/// Centipawns to an expected score, on the scale `k` fitted to the data.
fn sigmoid(cp: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * cp / 400.0))
}

fn read<P: GamePosition>(files: &[String]) -> Data<P> {
    let mut data = Data { train: Vec::new(), held_out: Vec::new() };
    let mut skipped = 0;
    for file in files {
        let reader = std::io::BufReader::new(std::fs::File::open(file).unwrap_or_else(|e| panic!("{file}: {e}")));
        for line in reader.lines().map_while(Result::ok) {
            let fields: Vec<&str> = line.split('\t').collect();
            let parsed = match fields[..] {
                [game, fen, score, result] => (|| Some((game.parse::<usize>().ok()?, P::from_fen(fen).ok()?, score.parse::<f64>().ok()?, result.parse::<f64>().ok()?)))(),
                _ => None,
            };
            let Some((game, pos, score, result)) = parsed else {
                skipped += 1;
                continue;
            };
            // The search's score is the side to move's; the target is the first player's.
            let score = if pos.turn() == 0 { score } else { -score };
            let sample = Sample { pos, score, result, target: result };
            if game % 10 == 0 {
                data.held_out.push(sample);
            } else {
                data.train.push(sample);
            }
        }
    }
    if skipped > 0 {
        eprintln!("{skipped} lines skipped: not a game, a position, a score and a result");
    }
    data
}

/// The mean squared error of the weights' predictions, over `threads` threads.
fn loss<P: Tunable + Sync>(samples: &[Sample<P>], weights: &P::Weights, k: f64, threads: usize) -> f64 {
    let chunk = samples.len().div_ceil(threads.max(1)).max(1);
    let total: f64 = std::thread::scope(|s| {
        let parts: Vec<_> = samples
            .chunks(chunk)
            .map(|part| {
                s.spawn(move || {
                    part.iter()
                        .map(|x| {
                            let v = x.pos.evaluate_with(weights) as f64;
                            let white = if x.pos.turn() == 0 { v } else { -v };
                            (x.target - sigmoid(white, k)).powi(2)
                        })
                        .sum::<f64>()
                })
            })
            .collect();
        parts.into_iter().map(|p| p.join().expect("a loss thread")).sum()
    });
    total / samples.len().max(1) as f64
}

fn tune<P: Tunable + Sync>(files: &[String], options: &Options) {
    let mut data: Data<P> = read(files);
    eprintln!("{} positions to fit, {} held out", data.train.len(), data.held_out.len());
    let threads = options.threads;
    let mut weights = P::weights();

    // The scale that turns centipawns into expected scores, fitted once to the results and the
    // weights as they are (unless given), so that the tuning moves the weights and not the scale.
    let mut k = options.k.unwrap_or(1.0);
    let mut step = 0.25;
    let mut best = loss(&data.train, &weights, k, threads);
    while options.k.is_none() && step > 0.001 {
        let mut moved = false;
        for candidate in [k + step, k - step] {
            let l = loss(&data.train, &weights, candidate, threads);
            if candidate > 0.0 && l < best {
                (k, best, moved) = (candidate, l, true);
                break;
            }
        }
        if !moved {
            step /= 2.0;
        }
    }
    for x in data.train.iter_mut().chain(data.held_out.iter_mut()) {
        x.target = options.lambda * x.result + (1.0 - options.lambda) * sigmoid(x.score, k);
    }
    best = loss(&data.train, &weights, k, threads);
    let held_out_before = loss(&data.held_out, &weights, k, threads);
    eprintln!("k {k:.3}; loss {best:.6}, held out {held_out_before:.6}");
    if let Some(out) = &options.table {
        fit_table(&data, k, out, options);
        return;
    }

    let count = P::params(&mut weights).len();
    let mut steps: Vec<i32> = P::params(&mut weights).iter().map(|(_, v)| (v.abs() / 8).max(1)).collect();
    for pass in 1..=options.passes {
        let mut improved = false;
        for i in 0..count {
            for direction in [1, -1] {
                let mut gained = false;
                loop {
                    let mut trial = weights.clone();
                    *P::params(&mut trial)[i].1 += direction * steps[i];
                    let l = loss(&data.train, &trial, k, threads);
                    if l < best {
                        (weights, best, gained, improved) = (trial, l, true, true);
                    } else {
                        break;
                    }
                }
                if gained {
                    break;
                }
                if direction == -1 && steps[i] > 1 {
                    steps[i] /= 2;
                }
            }
        }
        let held_out = loss(&data.held_out, &weights, k, threads);
        eprintln!("pass {pass}: loss {best:.6}, held out {held_out:.6}");
        if !improved && steps.iter().all(|&s| s == 1) {
            break;
        }
    }
    let mut start = P::weights();
    let before: Vec<i32> = P::params(&mut start).into_iter().map(|(_, v)| *v).collect();
    for ((name, v), old) in P::params(&mut weights).into_iter().zip(before) {
        if *v != old {
            println!("{name}: {old} -> {v}");
        }
    }
    println!("held out: {held_out_before:.6} -> {:.6}", loss(&data.held_out, &weights, k, threads));
    println!("{weights:#?}");
}

/// A position as the tuner of a table sees it: the rest of its evaluation (the first player's
/// view) and the entries it reads.
struct Row {
    rest: f64,
    entries: Vec<(u32, i8)>,
    target: f64,
}

impl Row {
    fn value(&self, table: &[f64]) -> f64 {
        self.rest + self.entries.iter().map(|&(i, sign)| table[i as usize] * sign as f64).sum::<f64>()
    }
}

fn table_loss(rows: &[Row], table: &[f64], k: f64) -> f64 {
    rows.iter().map(|r| (r.target - sigmoid(r.value(table), k)).powi(2)).sum::<f64>() / rows.len().max(1) as f64
}

/// Fits the game's learned table by Adam on the whole training set at each epoch, and writes the
/// epoch that predicts the held-out games best.
fn fit_table<P: Tunable>(data: &Data<P>, k: f64, out: &str, options: &Options) {
    let weights = P::weights();
    let len = data.train.first().map_or(0, |x| x.pos.table_len());
    assert!(len > 0, "this game has no learned table");
    let current: Vec<f64> = match P::table(&weights) {
        [] => vec![0.0; len],
        table => table.iter().map(|&v| v as f64).collect(),
    };
    assert_eq!(current.len(), len, "the game's table is not of its board's length");
    let rows = |samples: &[Sample<P>]| -> Vec<Row> {
        samples
            .iter()
            .map(|x| {
                let mut entries = Vec::new();
                x.pos.table_entries(&mut entries);
                let v = x.pos.evaluate_with(&weights) as f64;
                let white = if x.pos.turn() == 0 { v } else { -v };
                // The entries of the game's own table are taken out: the fit starts from none.
                let read: f64 = entries.iter().map(|&(i, sign)| current[i as usize] * sign as f64).sum();
                Row { rest: white - read, entries, target: x.target }
            })
            .collect()
    };
    let (train, held_out) = (rows(&data.train), rows(&data.held_out));
    let held_out_before = table_loss(&held_out, &current, k);
    eprintln!("table of {len} entries; held out {held_out_before:.6} with the game's own");

    // The loss's slope at a score, per centipawn: d/dv of (t − σ(v))², σ in base 10 over 400/k.
    let slope = k * std::f64::consts::LN_10 / 400.0;
    let (beta1, beta2, epsilon) = (0.9, 0.999, 1e-12);
    let mut table = vec![0.0; len];
    let (mut m, mut v) = (vec![0.0; len], vec![0.0; len]);
    let mut best = (f64::MAX, table.clone(), 0);
    for epoch in 1..=options.epochs {
        let mut gradient = vec![0.0; len];
        for r in &train {
            let s = sigmoid(r.value(&table), k);
            let d = 2.0 * (s - r.target) * s * (1.0 - s) * slope;
            for &(i, sign) in &r.entries {
                gradient[i as usize] += d * sign as f64;
            }
        }
        for i in 0..len {
            let g = gradient[i] / train.len() as f64 + options.decay * table[i];
            m[i] = beta1 * m[i] + (1.0 - beta1) * g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
            let (m_hat, v_hat) = (m[i] / (1.0 - beta1.powi(epoch as i32)), v[i] / (1.0 - beta2.powi(epoch as i32)));
            table[i] -= options.rate * m_hat / (v_hat.sqrt() + epsilon);
        }
        if epoch % 10 == 0 {
            let held = table_loss(&held_out, &table, k);
            if held < best.0 {
                best = (held, table.clone(), epoch);
            }
            if epoch % 100 == 0 {
                eprintln!("epoch {epoch}: loss {:.6}, held out {held:.6}", table_loss(&train, &table, k));
            }
        }
    }
    let rounded: Vec<i16> = best.1.iter().map(|&x| x.round().clamp(i16::MIN as f64, i16::MAX as f64) as i16).collect();
    let as_read: Vec<f64> = rounded.iter().map(|&x| x as f64).collect();
    let bytes: Vec<u8> = rounded.iter().flat_map(|x| x.to_le_bytes()).collect();
    std::fs::write(out, bytes).unwrap_or_else(|e| panic!("{out}: {e}"));
    println!("epoch {} kept; held out: {held_out_before:.6} -> {:.6}; written to {out}", best.2, table_loss(&held_out, &as_read, k));
}
