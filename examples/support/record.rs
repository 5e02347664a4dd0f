//! One training position as `examples/datagen.rs` writes it and the trainers (`tune.rs`,
//! `train_nnue.rs`) read it: `FEN;RESULT;SCORE`, the game's result (1, 0.5 or 0) and the
//! search's score in centipawns, both from White's view. Included by path (`#[path =
//! "support/record.rs"] mod record;`), so that the format is written down once.

use wasm_chess::chess::Position;

#[allow(dead_code)]
pub struct Record<'a> {
    pub fen: &'a str,
    pub pos: Position,
    /// The game's result for White.
    pub result: f64,
    /// The search's score for White; files of older generators may have none.
    pub score: Option<f64>,
}

/// The line of one position.
#[allow(dead_code)]
pub fn line(fen: &str, result: f64, score: i32) -> String {
    format!("{fen};{result};{score}")
}

/// The position of a line, or `None` for a line that is not one (a blank, a foreign format).
#[allow(dead_code)]
pub fn parse(line: &str) -> Option<Record<'_>> {
    let mut fields = line.split(';');
    let fen = fields.next()?;
    let result = fields.next()?.trim().parse().ok()?;
    let score = fields.next().and_then(|s| s.trim().parse().ok());
    Some(Record { fen, pos: Position::from_fen(fen).ok()?, result, score })
}
