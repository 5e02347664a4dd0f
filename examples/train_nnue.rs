//! Trains the evaluation network of `src/bot/nnue.rs` on the engine's own games
//! (`examples/datagen.rs` output: `FEN;RESULT;SCORE`, White's view), on the CPU.
//!
//!     cargo run --release --example train_nnue -- OUT.nnue DATA_DIR_OR_FILE… [--epochs N]
//!         [--lambda L] [--lr R] [--batch B] [--threads T] [--seed S] [--from NET.nnue]
//!
//! The network predicts the expected result for the side to move through a logistic curve;
//! the target mixes the game's result (`lambda` of it) with the search's own score. By default
//! the target is the score alone: on 1.6 million positions, results (of games played at 5,000
//! nodes a move, many decided by a late blunder) made the network play worse (at equal nodes,
//! −260 Elo against the hand-written evaluation with `lambda` 0.3, −101 with 0, 60 games each,
//! 32 hidden units). Plain
//! minibatch Adam in f32 with the learning rate decayed tenfold over the run; every tenth
//! block of 500 positions is held out, and the weights that predict those best are written.
//! Training positions without castling rights are also learnt in their mirror image.
//! Weights are clipped to what the integer network can hold.
//!
//! `--from` starts from a network already made instead of random weights, so that a network
//! can go on learning from new games without the old ones, which need not be kept.

#[path = "support/record.rs"]
mod record;
#[path = "support/xorshift.rs"]
mod xorshift;
use xorshift::Xorshift;

use std::path::Path;
use wasm_chess::bot::eval;
use wasm_chess::bot::nnue::{self, Network, EVAL_SCALE, HIDDEN, INPUTS};
use wasm_chess::chess::{Color, Position};

/// Centipawns per unit of the logistic curve. Wide enough that a piece or two up is not yet
/// flat on the curve, so that the network still learns how much material is worth.
const WDL_SCALE: f32 = 400.0;
const HIDDEN_CLIP: f32 = 1.98;
const OUTPUT_CLIP: f32 = 7.9;

/// Positions as their active inputs: for each, the side to move's inputs then the other
/// side's, and the target.
struct Data {
    /// The hand-written evaluation's squared error over the positions (unmirrored), to beat.
    baseline_error: f64,
    inputs: Vec<u16>,
    /// For each position: where its inputs start, how many each side has, and its target.
    samples: Vec<(u32, u8, u8, f32)>,
}

impl Data {
    fn new() -> Data {
        Data { baseline_error: 0.0, inputs: Vec::new(), samples: Vec::new() }
    }

    /// Adds `pos`, or its mirror image (files a–h reversed) when `mirrored`.
    fn push(&mut self, pos: &Position, target: f32, mirrored: bool) {
        let start = self.inputs.len() as u32;
        let mut counts = [0u8; 2];
        // The inputs are 64 squares a block, a1 = 0: the mirror of a square flips its low 3 bits.
        let file_flip = if mirrored { 7 } else { 0 };
        for (k, perspective) in [pos.turn(), !pos.turn()].into_iter().enumerate() {
            nnue::for_each_feature(pos, perspective, |f| {
                self.inputs.push((f ^ file_flip) as u16);
                counts[k] += 1;
            });
        }
        self.samples.push((start, counts[0], counts[1], target));
    }

    fn sides(&self, i: usize) -> ([&[u16]; 2], f32) {
        let (start, us, them, target) = self.samples[i];
        let (start, us, them) = (start as usize, us as usize, them as usize);
        ([&self.inputs[start..start + us], &self.inputs[start + us..start + us + them]], target)
    }
}

#[derive(Clone)]
struct Weights {
    hidden: Vec<[f32; HIDDEN]>,
    hidden_bias: [f32; HIDDEN],
    output: [[f32; HIDDEN]; 2],
    output_bias: f32,
}

impl Weights {
    fn zero() -> Weights {
        Weights { hidden: vec![[0.0; HIDDEN]; INPUTS], hidden_bias: [0.0; HIDDEN], output: [[0.0; HIDDEN]; 2], output_bias: 0.0 }
    }

    fn random(rng: &mut Xorshift) -> Weights {
        let mut uniform = |a: f32| ((rng.next() >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0) * a;
        let mut w = Weights::zero();
        w.hidden.iter_mut().flatten().for_each(|v| *v = uniform(0.1));
        w.hidden_bias.iter_mut().for_each(|v| *v = 0.1 + uniform(0.05));
        w.output.iter_mut().flatten().for_each(|v| *v = uniform(0.2));
        w
    }

    /// Every parameter, in one fixed order (for Adam and for summing gradients).
    fn params_mut(&mut self) -> impl Iterator<Item = &mut f32> {
        self.hidden.iter_mut().flatten().chain(self.hidden_bias.iter_mut()).chain(self.output.iter_mut().flatten()).chain(std::iter::once(&mut self.output_bias))
    }

    fn clip(&mut self) {
        self.hidden.iter_mut().flatten().chain(self.hidden_bias.iter_mut()).for_each(|v| *v = v.clamp(-HIDDEN_CLIP, HIDDEN_CLIP));
        self.output.iter_mut().flatten().for_each(|v| *v = v.clamp(-OUTPUT_CLIP, OUTPUT_CLIP));
    }

    /// The predicted result for the side to move, and the hidden sums of each side.
    fn forward(&self, sides: [&[u16]; 2]) -> (f32, [[f32; HIDDEN]; 2]) {
        let mut sums = [self.hidden_bias; 2];
        for (sum, inputs) in sums.iter_mut().zip(sides) {
            for &f in inputs {
                for (s, w) in sum.iter_mut().zip(&self.hidden[f as usize]) {
                    *s += w;
                }
            }
        }
        let mut out = self.output_bias;
        for (sum, weights) in sums.iter().zip(&self.output) {
            out += sum.iter().zip(weights).map(|(s, w)| s.clamp(0.0, 1.0) * w).sum::<f32>();
        }
        (sigmoid(out * EVAL_SCALE as f32 / WDL_SCALE), sums)
    }

    /// Adds the gradient of the squared error on one position to `grad`; returns the error.
    fn backward(&self, sides: [&[u16]; 2], target: f32, grad: &mut Weights) -> f32 {
        let (p, sums) = self.forward(sides);
        let d_out = 2.0 * (p - target) * p * (1.0 - p) * EVAL_SCALE as f32 / WDL_SCALE;
        grad.output_bias += d_out;
        for k in 0..2 {
            let mut d_sum = [0.0; HIDDEN];
            for h in 0..HIDDEN {
                let s = sums[k][h];
                grad.output[k][h] += d_out * s.clamp(0.0, 1.0);
                if s > 0.0 && s < 1.0 {
                    d_sum[h] = d_out * self.output[k][h];
                }
            }
            for h in 0..HIDDEN {
                grad.hidden_bias[h] += d_sum[h];
            }
            for &f in sides[k] {
                for (g, d) in grad.hidden[f as usize].iter_mut().zip(&d_sum) {
                    *g += d;
                }
            }
        }
        (p - target) * (p - target)
    }
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

struct Options {
    out: String,
    inputs: Vec<String>,
    epochs: usize,
    lambda: f32,
    lr: f32,
    batch: usize,
    threads: usize,
    seed: u64,
    from: Option<String>,
}

fn parse_args() -> Options {
    let usage = "usage: train_nnue OUT.nnue DATA… [--epochs N] [--lambda L] [--lr R] [--batch B] [--threads T] [--seed S] [--from NET.nnue]";
    let mut args = std::env::args().skip(1);
    let out = args.next().expect(usage);
    let mut o = Options { out, inputs: Vec::new(), epochs: 40, lambda: 0.0, lr: 0.003, batch: 16_384, threads: 2, seed: 1, from: None };
    while let Some(a) = args.next() {
        let mut value = || args.next().expect(usage);
        match a.as_str() {
            "--epochs" => o.epochs = value().parse().expect(usage),
            "--lambda" => o.lambda = value().parse().expect(usage),
            "--lr" => o.lr = value().parse().expect(usage),
            "--batch" => o.batch = value().parse().expect(usage),
            "--threads" => o.threads = value().parse::<usize>().expect(usage).max(1),
            "--seed" => o.seed = value().parse().expect(usage),
            "--from" => o.from = Some(value()),
            _ => o.inputs.push(a),
        }
    }
    assert!(!o.inputs.is_empty(), "{usage}");
    o
}

/// The data files named: files as they are, directories for their `*.txt` (sorted).
fn data_files(inputs: &[String]) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for input in inputs {
        let path = Path::new(input);
        if path.is_dir() {
            let mut inside: Vec<_> = std::fs::read_dir(path)
                .expect("data directory")
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "txt"))
                .collect();
            inside.sort();
            files.extend(inside);
        } else {
            files.push(path.to_path_buf());
        }
    }
    files
}

fn load(o: &Options) -> (Data, Data) {
    let (mut train, mut held_out) = (Data::new(), Data::new());
    let mut line_no = 0usize;
    for file in data_files(&o.inputs) {
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        for line in text.lines() {
            let Some(record::Record { pos, result, score: Some(score), .. }) = record::parse(line) else { continue };
            let (result, score) = (result as f32, score as f32);
            // Both from the side to move's view.
            let (result, score) = if pos.turn() == Color::White { (result, score) } else { (1.0 - result, -score) };
            let target = o.lambda * result + (1.0 - o.lambda) * sigmoid(score / WDL_SCALE);
            // Positions of one game sit together: hold out whole blocks, so that the held-out
            // error measures what carries over to other games.
            if (line_no / 500) % 10 == 9 {
                let baseline = sigmoid(eval::evaluate(&pos) as f32 / WDL_SCALE) - target;
                held_out.baseline_error += (baseline * baseline) as f64;
                held_out.push(&pos, target, false);
            } else {
                train.push(&pos, target, false);
                // Without castling rights, the mirror image is worth the same: twice the data.
                if !pos.castling().any() {
                    train.push(&pos, target, true);
                }
            }
            line_no += 1;
        }
    }
    (train, held_out)
}

/// Mean squared error over `data`.
fn error(w: &Weights, data: &Data) -> f64 {
    let total: f64 = (0..data.samples.len())
        .map(|i| {
            let (sides, target) = data.sides(i);
            let (p, _) = w.forward(sides);
            ((p - target) * (p - target)) as f64
        })
        .sum();
    total / data.samples.len().max(1) as f64
}

fn main() {
    let o = parse_args();
    let (train, held_out) = load(&o);
    eprintln!(
        "{} positions for training, {} held out; the hand-written evaluation's held-out error {:.6}",
        train.samples.len(),
        held_out.samples.len(),
        held_out.baseline_error / held_out.samples.len().max(1) as f64
    );
    let mut rng = Xorshift(o.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut w = match &o.from {
        Some(path) => {
            let (hidden, hidden_bias, output, output_bias) = Network::read(path.as_ref()).unwrap_or_else(|e| panic!("{e}")).dequantize();
            Weights { hidden, hidden_bias, output, output_bias }
        }
        None => Weights::random(&mut rng),
    };
    let (mut m, mut v) = (Weights::zero(), Weights::zero());
    let (b1, b2) = (0.9f32, 0.999f32);
    let mut order: Vec<usize> = (0..train.samples.len()).collect();
    let mut best = (error(&w, &held_out), w.clone(), 0);
    if o.from.is_some() {
        eprintln!("the starting network's held-out error {:.6}", best.0);
    }
    let mut step = 0i32;
    for epoch in 1..=o.epochs {
        // Fisher–Yates.
        for i in (1..order.len()).rev() {
            order.swap(i, (rng.next() % (i as u64 + 1)) as usize);
        }
        let lr = o.lr * 0.1f32.powf((epoch - 1) as f32 / (o.epochs - 1).max(1) as f32);
        let mut train_error = 0.0f64;
        for batch in order.chunks(o.batch) {
            let per_thread = batch.len().div_ceil(o.threads);
            let grads: Vec<(Weights, f64)> = std::thread::scope(|scope| {
                let handles: Vec<_> = batch
                    .chunks(per_thread)
                    .map(|part| {
                        let (w, train) = (&w, &train);
                        scope.spawn(move || {
                            let mut grad = Weights::zero();
                            let mut err = 0.0f64;
                            for &i in part {
                                let (sides, target) = train.sides(i);
                                err += w.backward(sides, target, &mut grad) as f64;
                            }
                            (grad, err)
                        })
                    })
                    .collect();
                handles.into_iter().map(|h| h.join().expect("a training thread")).collect()
            });
            let mut grad = Weights::zero();
            for (mut g, err) in grads {
                train_error += err;
                for (total, part) in grad.params_mut().zip(g.params_mut()) {
                    *total += *part;
                }
            }
            step += 1;
            let scale = 1.0 / batch.len() as f32;
            let (c1, c2) = (1.0 - b1.powi(step), 1.0 - b2.powi(step));
            for (((p, g), m), v) in w.params_mut().zip(grad.params_mut()).zip(m.params_mut()).zip(v.params_mut()) {
                let g = *g * scale;
                *m = b1 * *m + (1.0 - b1) * g;
                *v = b2 * *v + (1.0 - b2) * g * g;
                *p -= lr * (*m / c1) / ((*v / c2).sqrt() + 1e-8);
            }
            w.clip();
        }
        let held = error(&w, &held_out);
        eprintln!("epoch {epoch}: lr {lr:.6}, training error {:.6}, held out {held:.6}", train_error / train.samples.len() as f64);
        if held < best.0 {
            best = (held, w.clone(), epoch);
        }
    }
    let (held, w, epoch) = best;
    let net = Network::quantize(&w.hidden, &w.hidden_bias, &w.output, w.output_bias);
    std::fs::write(&o.out, net.to_bytes()).expect("write the network");
    eprintln!("best held-out error {held:.6} at epoch {epoch}; wrote {} ({} bytes)", o.out, nnue::FILE_SIZE);
}
