//! What unit tests across the crate share about positions written as FEN.

/// The position of `fen` with the colours exchanged: the board mirrored top to bottom, cases,
/// the hand of a game of drops (`[…]` after the board), the turn and the castling rights swapped
/// (en passant and the counters dropped). Colours are names: a position and its mirror image are
/// worth the same to the side to move.
pub fn mirrored(fen: &str) -> String {
    let swap_case = |c: char| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() };
    let fields: Vec<&str> = fen.split(' ').collect();
    let (board, hand) = match fields[0].split_once('[') {
        Some((board, hand)) => (board, format!("[{}]", hand.trim_end_matches(']').chars().map(swap_case).collect::<String>())),
        None => (fields[0], String::new()),
    };
    let rows: Vec<String> = board.split('/').rev().map(|row| row.chars().map(swap_case).collect()).collect();
    let turn = if fields[1] == "w" { "b" } else { "w" };
    let castling: String = if fields[2] == "-" {
        "-".into()
    } else {
        let mut rights: Vec<char> = fields[2].chars().map(swap_case).collect();
        rights.sort_by_key(|c| (c.is_ascii_lowercase(), *c));
        rights.into_iter().collect()
    };
    format!("{}{hand} {turn} {castling} - 0 1", rows.join("/"))
}

#[test]
fn a_mirror_image_swaps_board_hand_turn_and_rights() {
    assert_eq!(mirrored("r3k2r/8/8/8/8/8/8/R3K3 w Qkq e3 5 20"), "r3k3/8/8/8/8/8/8/R3K2R b KQq - 0 1");
    assert_eq!(mirrored("4k3/8/6N1/8/8/8/P7/RNBQK3[QRBNp] w Q - 0 1"), "rnbqk3/p7/8/8/8/6n1/8/4K3[qrbnP] b q - 0 1");
}
