//! Texel tuning of the evaluation weights: find the weights whose evaluation, through a
//! logistic curve, best predicts the results of the games the positions came from (data from
//! `examples/datagen.rs`). The evaluation is linear in its weights once each position's
//! features are traced (`eval::features`), so plain gradient descent (Adam) over the whole
//! data set works.
//!
//!     cargo run --release --example tune -- DATA.txt [DATA2.txt …] [--epochs N] [--out src/bot/params.rs]

use wasm_chess::bot::eval::{self, Sink, LAYOUT, MAX_PHASE, NUM_WEIGHTS, S, SCALE_NORMAL};
use wasm_chess::bot::params::WEIGHTS;
use wasm_chess::chess::{Color, Position};

/// One training position: its features (index, White's count minus Black's), phase, endgame
/// scale and the game's result for White.
struct Sample {
    features: Vec<(u16, i16)>,
    phase: f64,
    scale: f64,
    result: f64,
}

struct Trace(Vec<i32>);

impl Sink for Trace {
    fn add(&mut self, color: Color, feature: usize, count: i32) {
        self.0[feature] += if color == Color::White { count } else { -count };
    }
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut take = |flag: &str| -> Option<String> {
        let i = args.iter().position(|a| a == flag)?;
        let value = args.get(i + 1).cloned();
        args.drain(i..(i + 2).min(args.len()));
        value
    };
    let epochs: usize = take("--epochs").and_then(|e| e.parse().ok()).unwrap_or(3_000);
    let out = take("--out").unwrap_or_else(|| "src/bot/params.rs".into());
    assert!(!args.is_empty(), "usage: tune DATA.txt … [--epochs N] [--out FILE]");

    let samples = load(&args);
    eprintln!("{} positions", samples.len());
    let mut weights: Vec<[f64; 2]> = WEIGHTS.iter().map(|s| [s.0 as f64, s.1 as f64]).collect();
    let k = best_k(&samples, &weights);
    eprintln!("K = {k:.3}, error {:.6}", error(&samples, &weights, k));

    // Adam over the full data set.
    let (lr, b1, b2) = (1.0, 0.9, 0.999);
    let mut m = vec![[0.0; 2]; NUM_WEIGHTS];
    let mut v = vec![[0.0; 2]; NUM_WEIGHTS];
    for epoch in 1..=epochs {
        let grad = gradient(&samples, &weights, k);
        for i in 0..NUM_WEIGHTS {
            for p in 0..2 {
                m[i][p] = b1 * m[i][p] + (1.0 - b1) * grad[i][p];
                v[i][p] = b2 * v[i][p] + (1.0 - b2) * grad[i][p] * grad[i][p];
                let mh = m[i][p] / (1.0 - b1.powi(epoch as i32));
                let vh = v[i][p] / (1.0 - b2.powi(epoch as i32));
                weights[i][p] -= lr * mh / (vh.sqrt() + 1e-8);
            }
        }
        if epoch % 100 == 0 {
            eprintln!("epoch {epoch}: error {:.6}", error(&samples, &weights, k));
        }
    }
    let final_error = error(&samples, &weights, k);
    eprintln!("final error {final_error:.6}");
    write_params(&out, &weights, samples.len(), k, final_error);
}

fn load(paths: &[String]) -> Vec<Sample> {
    let mut samples = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        for line in text.lines() {
            let Some((fen, result)) = line.rsplit_once(';') else { continue };
            let (Ok(pos), Ok(result)) = (Position::from_fen(fen), result.trim().parse::<f64>()) else { continue };
            let mut trace = Trace(vec![0; NUM_WEIGHTS]);
            eval::features(&pos, &mut trace);
            let eg: i32 = trace.0.iter().zip(WEIGHTS.iter()).map(|(&c, w)| c * w.1 as i32).sum();
            let features = trace.0.iter().enumerate().filter(|(_, &c)| c != 0).map(|(i, &c)| (i as u16, c as i16)).collect();
            let sample = Sample {
                features,
                phase: eval::phase(&pos) as f64 / MAX_PHASE as f64,
                scale: eval::endgame_scale(&pos, eg) as f64 / SCALE_NORMAL as f64,
                result,
            };
            // The traced model must be the engine's evaluation (up to integer rounding).
            let engine = eval::evaluate(&pos) * if pos.turn() == Color::White { 1 } else { -1 };
            let current: Vec<[f64; 2]> = WEIGHTS.iter().map(|s| [s.0 as f64, s.1 as f64]).collect();
            if samples.len() < 1_000 {
                let traced = evaluate(&sample, &current);
                assert!((traced - engine as f64).abs() <= 2.0, "{fen}: traced {traced} vs engine {engine}");
            }
            samples.push(sample);
        }
    }
    samples
}

/// The evaluation (White's view) of a sample under `weights`.
fn evaluate(s: &Sample, weights: &[[f64; 2]]) -> f64 {
    let (mut mg, mut eg) = (0.0, 0.0);
    for &(i, c) in &s.features {
        mg += weights[i as usize][0] * c as f64;
        eg += weights[i as usize][1] * c as f64;
    }
    mg * s.phase + eg * s.scale * (1.0 - s.phase)
}

fn sigmoid(k: f64, e: f64) -> f64 {
    1.0 / (1.0 + (-k * e / 400.0).exp())
}

fn error(samples: &[Sample], weights: &[[f64; 2]], k: f64) -> f64 {
    samples.iter().map(|s| (s.result - sigmoid(k, evaluate(s, weights))).powi(2)).sum::<f64>() / samples.len() as f64
}

fn gradient(samples: &[Sample], weights: &[[f64; 2]], k: f64) -> Vec<[f64; 2]> {
    let mut grad = vec![[0.0; 2]; NUM_WEIGHTS];
    for s in samples {
        let p = sigmoid(k, evaluate(s, weights));
        let d = (p - s.result) * p * (1.0 - p) * k / 400.0;
        let (dmg, deg) = (d * s.phase, d * s.scale * (1.0 - s.phase));
        for &(i, c) in &s.features {
            grad[i as usize][0] += dmg * c as f64;
            grad[i as usize][1] += deg * c as f64;
        }
    }
    let n = samples.len() as f64;
    for g in &mut grad {
        g[0] *= 2.0 / n;
        g[1] *= 2.0 / n;
    }
    grad
}

/// The logistic scale that best fits the current weights (a coarse-to-fine scan).
fn best_k(samples: &[Sample], weights: &[[f64; 2]]) -> f64 {
    let (mut best, mut step) = (1.0, 0.5);
    for _ in 0..6 {
        let candidates = [best - step, best, best + step];
        best = candidates
            .into_iter()
            .filter(|&k| k > 0.0)
            .min_by(|&a, &b| error(samples, weights, a).total_cmp(&error(samples, weights, b)))
            .unwrap_or(best);
        step /= 2.0;
    }
    best
}

fn write_params(path: &str, weights: &[[f64; 2]], positions: usize, k: f64, error: f64) {
    let mut text = String::new();
    text.push_str("//! Evaluation weights (middlegame, endgame) in the order of `eval::LAYOUT`.\n");
    text.push_str(&format!(
        "//! Texel-tuned by `examples/tune.rs` on {positions} positions from our own self-play games\n\
         //! (`examples/datagen.rs`); logistic scale K = {k:.3}, mean squared error {error:.6}.\n\n"
    ));
    text.push_str("use super::eval::S;\n\n");
    text.push_str(&format!("pub const WEIGHTS: [S; {NUM_WEIGHTS}] = [\n"));
    let mut index = 0;
    for (name, len) in LAYOUT {
        text.push_str(&format!("    // {name}\n"));
        let mut line = String::from("   ");
        for w in &weights[index..index + len] {
            let s = S(w[0].round() as i16, w[1].round() as i16);
            let item = format!(" S({}, {}),", s.0, s.1);
            if line.len() + item.len() > 110 {
                text.push_str(&line);
                text.push('\n');
                line = String::from("   ");
            }
            line.push_str(&item);
        }
        text.push_str(&line);
        text.push('\n');
        index += len;
    }
    text.push_str("];\n");
    std::fs::write(path, text).unwrap_or_else(|e| panic!("{path}: {e}"));
    eprintln!("wrote {path}");
}
