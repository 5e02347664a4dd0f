//! What the bot's unit tests share.

/// The position of `fen` with the colours exchanged: the board mirrored top to bottom, cases,
/// turn and castling rights swapped (en passant and counters dropped).
pub fn mirrored(fen: &str) -> String {
    let swap_case = |c: char| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() };
    let fields: Vec<&str> = fen.split(' ').collect();
    let board: Vec<String> = fields[0].split('/').rev().map(|r| r.chars().map(swap_case).collect()).collect();
    let turn = if fields[1] == "w" { "b" } else { "w" };
    let castling: String = if fields[2] == "-" {
        "-".into()
    } else {
        let mut c: Vec<char> = fields[2].chars().map(swap_case).collect();
        c.sort_by_key(|c| (c.is_ascii_lowercase(), *c));
        c.into_iter().collect()
    };
    format!("{} {} {} - 0 1", board.join("/"), turn, castling)
}
