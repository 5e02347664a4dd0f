//! A small neural evaluation, trained on the engine's own games (`examples/datagen.rs`,
//! `examples/train_nnue.rs`): (768 → 64) × 2 → 1.
//!
//! Each side sees the board from its own seat: 768 inputs, one per (own or their piece, role,
//! square — flipped for Black), summed into 64 hidden units by weights both seats share. The
//! side to move's 64 units and the other side's, each clipped to 0..1, feed one output, the
//! evaluation. With this few units the sums are cheap enough to take afresh at every
//! evaluation (the search runs faster than with the hand-written evaluation), so the search
//! needs no incremental updates.
//!
//! The top level plays with the network of `chess.nnue` ([`built_in`]), natively and in the
//! variants module; the chess module leaves it out, as its size budget has no room for its 99 KB.
//!
//! Weights are integers: the hidden layer in 1/`QA`, the output's in 1/`QB`. The file is
//! `MAGIC`, then the hidden weights, hidden biases and output weights as little-endian `i16`,
//! then the output bias as a little-endian `i32` (in 1/(QA·QB)).

use super::score::Value;
use crate::chess::{Bitboard, Color, Position, Role};
use std::fmt;

pub const INPUTS: usize = 768;
pub const HIDDEN: usize = 64;
/// Scale of the hidden layer's integer weights (and of a fully active unit).
pub const QA: i32 = 255;
/// Scale of the output layer's integer weights.
pub const QB: i32 = 64;
/// The network's output times this is centipawns.
pub const EVAL_SCALE: i32 = 400;
pub const MAGIC: &[u8; 8] = b"WCNNUE01";
/// The size of a network file in bytes.
pub const FILE_SIZE: usize = MAGIC.len() + 2 * (INPUTS * HIDDEN + HIDDEN + 2 * HIDDEN) + 4;

/// The input for a piece of `color` and `role` on the square of index `square`, seen from
/// `perspective`'s seat.
#[inline(always)]
pub fn feature(perspective: Color, color: Color, role: Role, square: usize) -> usize {
    let theirs = (color != perspective) as usize;
    let square = if perspective == Color::White { square } else { square ^ 56 };
    (theirs * 6 + role.index()) * 64 + square
}

/// Calls `f` with the active inputs of `pos` from `perspective`'s seat.
#[inline(always)]
pub fn for_each_feature(pos: &Position, perspective: Color, mut f: impl FnMut(usize)) {
    let board = pos.board();
    for color in Color::ALL {
        for role in Role::ALL {
            let pieces: Bitboard = board.by_role(role) & board.by_color(color);
            for square in pieces {
                f(feature(perspective, color, role, square.index()));
            }
        }
    }
}

/// The network the native engine's top level plays with: trained by `examples/train_nnue.rs`
/// on 2.5 million positions of `examples/datagen.rs`, then on 1.5 million more of its own games
/// (the README has the recipe). In wasm only the variants module carries it: the chess module's
/// size budget has no room for its 99 KB.
#[cfg(any(not(target_arch = "wasm32"), feature = "variants"))]
pub fn built_in() -> Network {
    Network::from_bytes(include_bytes!("chess.nnue")).expect("chess.nnue is a network file of this shape")
}

/// A network file that is not one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NetworkError(String);

impl fmt::Display for NetworkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

pub struct Network {
    hidden_weights: Box<[[i16; HIDDEN]; INPUTS]>,
    hidden_bias: [i16; HIDDEN],
    /// The side to move's units, then the other side's.
    output_weights: [[i16; HIDDEN]; 2],
    output_bias: i32,
}

impl Network {
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetworkError> {
        if bytes.len() != FILE_SIZE || !bytes.starts_with(MAGIC) {
            return Err(NetworkError(format!(
                "not a network file: expected {FILE_SIZE} bytes starting with {}",
                String::from_utf8_lossy(MAGIC)
            )));
        }
        let mut words = bytes[MAGIC.len()..FILE_SIZE - 4].chunks_exact(2).map(|w| i16::from_le_bytes([w[0], w[1]]));
        let mut next_row = || {
            let mut row = [0; HIDDEN];
            row.iter_mut().for_each(|v| *v = words.next().expect("the length was checked"));
            row
        };
        let mut hidden_weights = Box::new([[0; HIDDEN]; INPUTS]);
        hidden_weights.iter_mut().for_each(|row| *row = next_row());
        let hidden_bias = next_row();
        let output_weights = [next_row(), next_row()];
        let tail = &bytes[FILE_SIZE - 4..];
        let output_bias = i32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]);
        Ok(Network { hidden_weights, hidden_bias, output_weights, output_bias })
    }

    /// Reads a network file: the UCI engine's `EvalFile`, and the training tools.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn read(path: &std::path::Path) -> Result<Network, NetworkError> {
        std::fs::read(path)
            .map_err(|e| e.to_string())
            .and_then(|bytes| Network::from_bytes(&bytes).map_err(|e| e.0))
            .map_err(|why| NetworkError(format!("{}: {why}", path.display())))
    }

    /// The file that [`Network::from_bytes`] reads.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = MAGIC.to_vec();
        let rows = self.hidden_weights.iter().chain([&self.hidden_bias]).chain(&self.output_weights);
        bytes.extend(rows.flatten().flat_map(|w| w.to_le_bytes()));
        bytes.extend(self.output_bias.to_le_bytes());
        bytes
    }

    /// A network from weights in the trainer's units (floats; cp = output × EVAL_SCALE).
    pub fn quantize(hidden_weights: &[[f32; HIDDEN]], hidden_bias: &[f32; HIDDEN], output_weights: &[[f32; HIDDEN]; 2], output_bias: f32) -> Network {
        let q = |v: f32, scale: i32| (v * scale as f32).round().clamp(i16::MIN as f32, i16::MAX as f32) as i16;
        let row = |r: &[f32; HIDDEN], scale: i32| r.map(|v| q(v, scale));
        let mut weights = Box::new([[0; HIDDEN]; INPUTS]);
        for (to, from) in weights.iter_mut().zip(hidden_weights) {
            *to = row(from, QA);
        }
        Network {
            hidden_weights: weights,
            hidden_bias: row(hidden_bias, QA),
            output_weights: [row(&output_weights[0], QB), row(&output_weights[1], QB)],
            output_bias: (output_bias * (QA * QB) as f32).round() as i32,
        }
    }

    /// The weights in the trainer's units, as [`Network::quantize`] takes them: training can go
    /// on from a network already made.
    pub fn dequantize(&self) -> (Vec<[f32; HIDDEN]>, [f32; HIDDEN], [[f32; HIDDEN]; 2], f32) {
        let row = |r: &[i16; HIDDEN], scale: i32| r.map(|v| v as f32 / scale as f32);
        (
            self.hidden_weights.iter().map(|r| row(r, QA)).collect(),
            row(&self.hidden_bias, QA),
            [row(&self.output_weights[0], QB), row(&self.output_weights[1], QB)],
            self.output_bias as f32 / (QA * QB) as f32,
        )
    }

    /// The evaluation of `pos` from the side to move's view, in centipawns.
    pub fn evaluate(&self, pos: &Position) -> Value {
        let us = pos.turn();
        let mut sum = self.output_bias;
        for (perspective, weights) in [us, !us].into_iter().zip(&self.output_weights) {
            let mut units = self.hidden_bias;
            for_each_feature(pos, perspective, |f| {
                for (u, w) in units.iter_mut().zip(&self.hidden_weights[f]) {
                    *u = u.wrapping_add(*w);
                }
            });
            sum += units.iter().zip(weights).map(|(&u, &w)| (u as i32).clamp(0, QA) * w as i32).sum::<i32>();
        }
        sum * EVAL_SCALE / (QA * QB)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::testing::mirrored;

    /// A network with small made-up weights (a different value at every place), so that a
    /// mistake in the inputs' order or seats shows.
    fn network() -> Network {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            ((state >> 40) % 2001) as f32 / 1000.0 - 1.0
        };
        let hidden: Vec<[f32; HIDDEN]> = (0..INPUTS).map(|_| [(); HIDDEN].map(|_| next() * 0.3)).collect();
        let bias = [(); HIDDEN].map(|_| next() * 0.3 + 0.3);
        let output = [[(); HIDDEN].map(|_| next()), [(); HIDDEN].map(|_| next())];
        Network::quantize(&hidden, &bias, &output, 0.05)
    }

    #[test]
    fn each_input_is_one_piece_on_one_square_from_one_seat() {
        let mut seen = vec![false; INPUTS];
        for perspective in Color::ALL {
            seen.iter_mut().for_each(|s| *s = false);
            for color in Color::ALL {
                for role in Role::ALL {
                    for square in 0..64 {
                        let f = feature(perspective, color, role, square);
                        assert!(f < INPUTS && !seen[f], "input {f} given twice");
                        seen[f] = true;
                    }
                }
            }
        }
    }

    /// `net` gives each of `fens` and its colour-flipped twin the same value for the side to move.
    fn assert_colour_flipped_twins_alike(net: &Network, fens: &[&str]) {
        for fen in fens {
            let pos = Position::from_fen(fen).unwrap();
            assert_eq!(net.evaluate(&pos), net.evaluate(&Position::from_fen(&mirrored(fen)).unwrap()), "{fen}");
        }
    }

    #[test]
    fn a_position_and_its_colour_flipped_twin_are_worth_the_same_to_the_side_to_move() {
        assert_colour_flipped_twins_alike(
            &network(),
            &[
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R b KQkq - 0 5",
                "8/5k2/3p4/1p1Pp2p/pP2Pp1P/P4P1K/8/8 w - - 0 1",
            ],
        );
    }

    /// The shipped network has learnt what every player knows: the start is about even, and
    /// a queen is worth more than a rook, a rook more than a knight, a knight more than a pawn.
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn the_built_in_network_values_the_pieces_in_their_order() {
        let net = built_in();
        let start = net.evaluate(&Position::standard());
        assert!(start.abs() < 60, "the start: {start}");
        let white_without = |fen: &str| -net.evaluate(&Position::from_fen(fen).unwrap());
        let [pawn, knight, rook, queen] = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1",
        ]
        .map(white_without);
        assert!(0 < pawn && pawn < knight && knight < rook && rook < queen, "{pawn} {knight} {rook} {queen}");
    }

    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn the_built_in_network_sees_a_position_and_its_colour_flipped_twin_alike() {
        assert_colour_flipped_twins_alike(
            &built_in(),
            &[
                "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R b KQkq - 0 5",
                "8/5k2/3p4/1p1Pp2p/pP2Pp1P/P4P1K/8/8 w - - 0 1",
            ],
        );
    }

    #[test]
    fn a_network_file_reads_back_as_itself() {
        let net = network();
        let bytes = net.to_bytes();
        assert_eq!(bytes.len(), FILE_SIZE);
        let again = Network::from_bytes(&bytes).unwrap();
        assert_eq!(again.to_bytes(), bytes);
        let pos = Position::from_fen("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R b KQkq - 0 5").unwrap();
        assert_eq!(again.evaluate(&pos), net.evaluate(&pos));
    }

    #[test]
    fn a_network_taken_back_to_the_trainers_units_quantizes_to_itself() {
        let net = network();
        let (hidden, bias, output, output_bias) = net.dequantize();
        assert_eq!(Network::quantize(&hidden, &bias, &output, output_bias).to_bytes(), net.to_bytes());
    }

    #[test]
    fn a_file_that_is_not_a_network_is_refused() {
        let bytes = network().to_bytes();
        assert!(Network::from_bytes(&bytes[..FILE_SIZE - 1]).is_err());
        assert!(Network::from_bytes(&[bytes.as_slice(), &[0]].concat()).is_err());
        let mut wrong_magic = bytes.clone();
        wrong_magic[0] ^= 1;
        assert!(Network::from_bytes(&wrong_magic).is_err());
        assert!(Network::from_bytes(&[]).is_err());
    }
}
