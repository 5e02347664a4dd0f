//! The native notations of the 9×10 games, written beside pyffish's SAN: xiangqi's WXF and
//! janggi's Korean coordinates. Both read a snapshot of the board: `board[rank][file]` holds the
//! colour (0 = the side that moves first) and FEN letter (lower case) of the piece there.

/// A 9×10 board: ranks 0..10 from White's side, files 0..9 from the a-file.
pub type Grid = [[Option<(u8, char)>; 9]; 10];

/// A point: (file, rank), both from 0.
pub type Point = (u8, u8);

/// WXF's piece letters (elephant E, horse H).
fn wxf_letter(letter: char) -> char {
    match letter {
        'b' => 'E',
        'n' => 'H',
        other => other.to_ascii_uppercase(),
    }
}

/// A file as the mover counts it: 1 on its own right.
fn wxf_file(colour: u8, file: u8) -> u8 {
    if colour == 0 {
        9 - file
    } else {
        file + 1
    }
}

/// How far forward a rank is for `colour`.
fn forward(colour: u8, rank: u8) -> u8 {
    if colour == 0 {
        rank
    } else {
        9 - rank
    }
}

/// The move `from`→`to` in WXF: piece, its file (or `+`/`-` for the front/rear of two like
/// pieces on one file; with more, a number from the front replaces the letter), the direction
/// (`+` forward, `-` back, `=` sideways), then the distance along a file or the destination file.
pub fn wxf(board: &Grid, from: Point, to: Point) -> String {
    let Some((colour, letter)) = board[from.1 as usize][from.0 as usize] else { return String::new() };
    let like = |file: u8| (0..10u8).filter(|&r| board[r as usize][file as usize] == Some((colour, letter))).collect::<Vec<u8>>();
    let on_file = like(from.0);
    let tandem_files = (0..9u8).filter(|&f| like(f).len() >= 2).count();
    let ahead = on_file.iter().filter(|&&r| forward(colour, r) > forward(colour, from.1)).count();
    let mut text = String::new();
    if on_file.len() >= 3 || (on_file.len() == 2 && tandem_files >= 2) {
        text.push_str(&(ahead + 1).to_string());
        text.push_str(&wxf_file(colour, from.0).to_string());
    } else if on_file.len() == 2 {
        text.push(wxf_letter(letter));
        text.push(if ahead == 0 { '+' } else { '-' });
    } else {
        text.push(wxf_letter(letter));
        text.push_str(&wxf_file(colour, from.0).to_string());
    }
    text.push(match forward(colour, to.1).cmp(&forward(colour, from.1)) {
        std::cmp::Ordering::Equal => '=',
        std::cmp::Ordering::Greater => '+',
        std::cmp::Ordering::Less => '-',
    });
    if from.0 == to.0 {
        text.push_str(&from.1.abs_diff(to.1).to_string());
    } else {
        text.push_str(&wxf_file(colour, to.0).to_string());
    }
    text
}

/// A point in Korean coordinates: its rank counted from the top (1–9, 0 for the bottom rank),
/// then its file from the left (1–9).
pub fn korean_point(p: Point) -> String {
    format!("{}{}", (10 - p.1) % 10, p.0 + 1)
}

/// The move in Korean coordinates: piece letter, origin, `-` or `x`, destination (`H02-83`).
pub fn korean(board: &Grid, from: Point, to: Point) -> String {
    let Some((_, letter)) = board[from.1 as usize][from.0 as usize] else { return String::new() };
    let takes = from != to && board[to.1 as usize][to.0 as usize].is_some();
    format!("{}{}{}{}", wxf_letter(letter), korean_point(from), if takes { 'x' } else { '-' }, korean_point(to))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The xiangqi start.
    fn start() -> Grid {
        let mut g: Grid = [[None; 9]; 10];
        for (file, letter) in "rnbakabnr".chars().enumerate() {
            g[0][file] = Some((0, letter));
            g[9][file] = Some((1, letter));
        }
        for file in [1, 7] {
            g[2][file] = Some((0, 'c'));
            g[7][file] = Some((1, 'c'));
        }
        for file in [0, 2, 4, 6, 8] {
            g[3][file] = Some((0, 'p'));
            g[6][file] = Some((1, 'p'));
        }
        g
    }

    #[test]
    fn wxf_counts_files_from_each_players_right() {
        let g = start();
        assert_eq!(wxf(&g, (7, 2), (4, 2)), "C2=5", "Red's central cannon");
        assert_eq!(wxf(&g, (7, 7), (4, 7)), "C8=5", "Black's, from its own eighth file");
        assert_eq!(wxf(&g, (7, 0), (6, 2)), "H2+3");
        assert_eq!(wxf(&g, (8, 0), (8, 2)), "R1+2", "a chariot up a file: the distance");
        assert_eq!(wxf(&g, (2, 0), (4, 2)), "E7+5");
        assert_eq!(wxf(&g, (4, 3), (4, 4)), "P5+1");
    }

    #[test]
    fn two_like_pieces_on_a_file_are_front_and_rear() {
        let mut g: Grid = [[None; 9]; 10];
        g[0][4] = Some((0, 'k'));
        g[9][3] = Some((1, 'k'));
        g[2][7] = Some((0, 'r'));
        g[5][7] = Some((0, 'r'));
        assert_eq!(wxf(&g, (7, 5), (7, 8)), "R++3", "the front chariot forward 3");
        assert_eq!(wxf(&g, (7, 2), (2, 2)), "R-=7");
    }

    #[test]
    fn korean_points_count_ranks_from_the_top() {
        assert_eq!(korean_point((1, 0)), "02");
        assert_eq!(korean_point((2, 2)), "83");
        assert_eq!(korean_point((0, 9)), "11");
        let g = start();
        assert_eq!(korean(&g, (1, 0), (2, 2)), "H02-83");
    }
}
