//! Texel tuning of the evaluation weights: find the weights whose evaluation, through a
//! logistic curve, best predicts the results of the games the positions came from (data from
//! `examples/datagen.rs`). The evaluation is linear in its weights once each position's
//! features are traced (`eval::features`), so plain gradient descent (Adam) over the whole
//! data set works.
//!
//!     cargo run --release --example tune -- DATA.txt [DATA2.txt …] [--epochs N] [--lambda L]
//!         [--prior P] [--groups material,passed,…] [--out src/chess/weights/tuned.rs]

#[path = "support/flags.rs"]
mod flags;
#[path = "support/record.rs"]
mod record;

use wasm_chess::bot::eval::{self, Sink, LAYOUT, MAX_PHASE, NUM_WEIGHTS, S, SCALE_NORMAL};
use wasm_chess::chess::weights::WEIGHTS;
use wasm_chess::chess::Color;

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
    let mut take = |flag: &str| flags::take(&mut args, flag);
    let epochs: usize = take("--epochs").and_then(|e| e.parse().ok()).unwrap_or(3_000);
    // Pull towards the current weights: rare features (a knight on a8) keep their prior
    // instead of fitting noise; common ones are decided by the data.
    let prior_strength: f64 = take("--prior").and_then(|e| e.parse().ok()).unwrap_or(5e-9);
    // Which weight groups (names from `eval::LAYOUT`) to tune; the others stay as they are.
    // The target mixes the game's result with the position's own search score (when the data
    // has one): `lambda` of the result, the rest from the search. Few games carry little
    // information per position; a deeper search's verdict carries some for every position.
    let lambda: f64 = take("--lambda").and_then(|e| e.parse().ok()).unwrap_or(0.5);
    let groups: Option<Vec<String>> = take("--groups").map(|g| g.split(',').map(str::to_string).collect());
    let mut tunable = vec![groups.is_none(); NUM_WEIGHTS];
    if let Some(groups) = &groups {
        let mut index = 0;
        for (name, len) in LAYOUT {
            if groups.iter().any(|g| g == name) {
                tunable[index..index + len].fill(true);
            }
            index += len;
        }
    }
    let out = take("--out").unwrap_or_else(|| "src/chess/weights/tuned.rs".into());
    assert!(!args.is_empty(), "usage: tune DATA.txt … [--epochs N] [--out FILE]");

    // Every tenth block of positions is held out: positions of one game sit together, so the
    // validation error measures what carries over to other games.
    let (mut samples, mut validation) = (Vec::new(), Vec::new());
    for (i, sample) in load(&args, lambda).into_iter().enumerate() {
        if (i / 500) % 10 == 9 { &mut validation } else { &mut samples }.push(sample);
    }
    eprintln!("{} positions for training, {} for validation", samples.len(), validation.len());
    let prior: Vec<[f64; 2]> = WEIGHTS.iter().map(|s| [s.0 as f64, s.1 as f64]).collect();
    let mut weights = prior.clone();
    let k = best_k(&samples, &weights);
    eprintln!("K = {k:.3}, error {:.6}, validation {:.6}", error(&samples, &weights, k), error(&validation, &weights, k));
    let mut best = (error(&validation, &weights, k), weights.clone(), 0);

    // Adam over the full data set.
    let (lr, b1, b2) = (1.0, 0.9, 0.999);
    let mut m = vec![[0.0; 2]; NUM_WEIGHTS];
    let mut v = vec![[0.0; 2]; NUM_WEIGHTS];
    for epoch in 1..=epochs {
        let grad = gradient(&samples, &weights, k);
        for i in 0..NUM_WEIGHTS {
            for p in 0..2 {
                if !tunable[i] {
                    continue;
                }
                let grad = grad[i][p] + 2.0 * prior_strength * (weights[i][p] - prior[i][p]);
                m[i][p] = b1 * m[i][p] + (1.0 - b1) * grad;
                v[i][p] = b2 * v[i][p] + (1.0 - b2) * grad * grad;
                let mh = m[i][p] / (1.0 - b1.powi(epoch as i32));
                let vh = v[i][p] / (1.0 - b2.powi(epoch as i32));
                weights[i][p] -= lr * mh / (vh.sqrt() + 1e-8);
            }
        }
        if epoch % 10 == 0 {
            let held_out = error(&validation, &weights, k);
            eprintln!("epoch {epoch}: error {:.6}, validation {held_out:.6}", error(&samples, &weights, k));
            if held_out < best.0 {
                best = (held_out, weights.clone(), epoch);
            }
        }
    }
    // Early stopping: keep the weights that predicted the held-out games best.
    let (held_out, weights, epoch) = best;
    eprintln!("best validation error {held_out:.6} at epoch {epoch}");
    write_params(&out, &weights, samples.len(), k, held_out);
}

/// The logistic scale used to turn a search score into an expected result.
const SCORE_K: f64 = 2.7;

fn load(paths: &[String], lambda: f64) -> Vec<Sample> {
    let mut samples = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        for line in text.lines() {
            let Some(record::Record { fen, pos, result, score }) = record::parse(line) else { continue };
            let result = match score {
                Some(score) => lambda * result + (1.0 - lambda) * sigmoid(SCORE_K, score),
                None => result,
            };
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
    let (mut best, mut step) = (2.0, 1.0);
    for _ in 0..8 {
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
    text.push_str("//! Evaluation weights (middlegame, endgame) in the order of `LAYOUT`.\n");
    text.push_str(&format!(
        "//! Texel-tuned by `examples/tune.rs` on {positions} positions from our own self-play games\n\
         //! (`examples/datagen.rs`); logistic scale K = {k:.3}, held-out mean squared error {error:.6}.\n\n"
    ));
    text.push_str("use super::S;\n\n");
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
