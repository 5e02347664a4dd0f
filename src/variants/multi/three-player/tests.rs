//! The hexagon's geometry, pinned (rules.md G1, G4–G7); the rule cases are in
//! `tests/multi_three_player.rs`.

use super::geometry::*;

fn cells(names: &str) -> Vec<Cell> {
    names.split_whitespace().map(|n| parse_cell(n).unwrap_or_else(|| panic!("{n}"))).collect()
}

fn sorted(mut v: Vec<Cell>) -> Vec<Cell> {
    v.sort();
    v
}

fn c(name: &str) -> Cell {
    parse_cell(name).unwrap()
}

#[test]
fn g1_ninety_six_named_cells() {
    let hex = hexagon();
    assert_eq!(hex.polygons.len(), 96);
    for cell in 0..CELLS as Cell {
        assert_eq!(parse_cell(&name(cell)), Some(cell));
    }
    assert_eq!(name(0), "Wa1");
    assert_eq!(name(95), "Bh4");
    assert_eq!(parse_cell("Wi1"), None);
    assert_eq!(parse_cell("Wa5"), None);
}

#[test]
fn g1_cells_tile_the_hexagon() {
    // Shoelace areas: every cell is a proper quadrilateral, and together they fill the
    // hexagon of circumradius 1 (area 3√3/2) without overlap.
    let area = |p: &[Point; 4]| (0..4).map(|i| p[i].0 * p[(i + 1) % 4].1 - p[(i + 1) % 4].0 * p[i].1).sum::<f64>() / 2.0;
    let areas: Vec<f64> = hexagon().polygons.iter().map(area).collect();
    assert!(areas.iter().all(|&a| a > 0.0), "every cell counter-clockwise with area");
    let total: f64 = areas.iter().sum();
    assert!((total - 3.0 * 3f64.sqrt() / 2.0).abs() < 1e-9, "{total}");
}

#[test]
fn g1_a_third_of_a_turn_maps_the_board_onto_itself() {
    let hex = hexagon();
    let turn = |v: &[Cell]| sorted(v.iter().map(|&n| turn_cell(n, 1)).collect());
    for cell in 0..CELLS as Cell {
        let t = turn_cell(cell, 1) as usize;
        let (x, y) = hex.polygons[cell as usize][0];
        let (s, co) = (-2.0 * std::f64::consts::PI / 3.0).sin_cos();
        let (tx, ty) = hex.polygons[t][0];
        assert!((x * co - y * s - tx).abs() < 1e-9 && (x * s + y * co - ty).abs() < 1e-9, "{}", name(cell));
        assert_eq!(turn(&hex.orthogonal[cell as usize]), sorted(hex.orthogonal[t].clone()));
        assert_eq!(turn(&hex.diagonal[cell as usize]), sorted(hex.diagonal[t].clone()));
        assert_eq!(turn(&hex.knight[cell as usize]), sorted(hex.knight[t].clone()));
        for seat in 0..SEATS {
            let next = (seat + 1) % SEATS;
            assert_eq!(hex.pawn_forward[seat][cell as usize].map(|n| turn_cell(n, 1)), hex.pawn_forward[next][t]);
            assert_eq!(turn(&hex.pawn_captures[seat][cell as usize]), sorted(hex.pawn_captures[next][t].clone()));
        }
        let rays = |r: &Vec<Vec<Cell>>| {
            let mut r: Vec<Vec<Cell>> = r.iter().map(|ray| ray.iter().map(|&n| turn_cell(n, 1)).collect()).collect();
            r.sort();
            r
        };
        let mut expected = hex.orthogonal_rays[t].clone();
        expected.sort();
        assert_eq!(rays(&hex.orthogonal_rays[cell as usize]), expected);
        let mut expected = hex.diagonal_rays[t].clone();
        expected.sort();
        assert_eq!(rays(&hex.diagonal_rays[cell as usize]), expected);
    }
}

#[test]
fn g4_neighbours_a_corner_a_seam_and_the_centre() {
    let hex = hexagon();
    let ortho = |n: &str| sorted(hex.orthogonal[c(n) as usize].clone());
    let diag = |n: &str| sorted(hex.diagonal[c(n) as usize].clone());
    assert_eq!(ortho("Wa1"), sorted(cells("Wa2 Wb1")));
    assert_eq!(diag("Wa1"), sorted(cells("Wb2")));
    assert_eq!(ortho("Wa4"), sorted(cells("Wa3 Wb4 Rh4")));
    assert_eq!(diag("Wa4"), sorted(cells("Wb3 Rg4")));
    assert_eq!(ortho("Wd4"), sorted(cells("Wc4 Wd3 We4 Re4")));
    assert_eq!(diag("Wd4"), sorted(cells("Wc3 We3 Rf4 Rd4 Bd4 Be4")));
    assert_eq!(ortho("We4"), sorted(cells("Wd4 We3 Wf4 Bd4")));
    // At most four orthogonal neighbours; six cells meet at the centre.
    assert!(hex.orthogonal.iter().all(|n| n.len() <= 4));
    let centre: Vec<Cell> = (0..CELLS as Cell).filter(|&x| hex.touch(x, c("Wd4")) && hex.touch(x, c("We4")) && hex.touch(x, c("Rd4"))).collect();
    assert_eq!(sorted(centre), sorted(cells("Wd4 We4 Rd4 Re4 Bd4 Be4")));
}

#[test]
fn g4_neighbourhood_is_mutual() {
    let hex = hexagon();
    for a in 0..CELLS as Cell {
        for &b in &hex.orthogonal[a as usize] {
            assert!(hex.orthogonal[b as usize].contains(&a));
        }
        for &b in &hex.diagonal[a as usize] {
            assert!(hex.diagonal[b as usize].contains(&a));
        }
    }
}

#[test]
fn g5_lines_straight_on() {
    let hex = hexagon();
    let rays = |n: &str| {
        let mut all: Vec<Vec<Cell>> = hex.orthogonal_rays[c(n) as usize].clone();
        all.extend(hex.diagonal_rays[c(n) as usize].clone());
        all.sort();
        all
    };
    let expect = |lines: &[&str]| {
        let mut all: Vec<Vec<Cell>> = lines.iter().map(|l| cells(l)).collect();
        all.sort();
        all
    };
    assert_eq!(
        rays("Wd4"),
        expect(&["Wd3 Wd2 Wd1", "We4 Wf4 Wg4 Wh4", "Wc4 Wb4 Wa4", "Re4 Re3 Re2 Re1", "Wc3 Wb2 Wa1", "We3 Wf2 Wg1", "Be4 Bf3 Bg2 Bh1", "Rf4 Rg3 Rh2"])
    );
    assert_eq!(
        rays("Wa1"),
        expect(&["Wb1 Wc1 Wd1 We1 Wf1 Wg1 Wh1", "Wa2 Wa3 Wa4 Rh4 Rh3 Rh2 Rh1", "Wb2 Wc3 Wd4 Be4 Bf3 Bg2 Bh1"])
    );
    // We4 crosses the centre into Red's d4; White's e–h files run on into Black's d–a files.
    assert!(hex.diagonal_rays[c("We4") as usize].iter().any(|r| r[0] == c("Rd4")));
    assert!(hex.orthogonal_rays[c("Wh1") as usize].contains(&cells("Wh2 Wh3 Wh4 Ba4 Ba3 Ba2 Ba1")));
}

#[test]
fn g5_lines_run_both_ways() {
    let hex = hexagon();
    for rays in [&hex.orthogonal_rays, &hex.diagonal_rays] {
        for a in 0..CELLS as Cell {
            for ray in &rays[a as usize] {
                let back: Vec<Cell> = ray.iter().rev().skip(1).copied().chain([a]).collect();
                assert!(rays[*ray.last().unwrap() as usize].iter().any(|r| r.starts_with(&back)), "{}", name(a));
            }
        }
    }
}

#[test]
fn g6_king_and_knight() {
    let hex = hexagon();
    assert_eq!(hex.neighbours(c("Wd4")).count(), 10);
    assert_eq!(sorted(hex.knight[c("Wb1") as usize].clone()), sorted(cells("Wa3 Wc3 Wd2")));
    assert_eq!(sorted(hex.knight[c("Wd3") as usize].clone()), sorted(cells("Wb2 Wb4 Wc1 We1 Wf2 Wf4 Rd4 Rf4 Bd4 Be4")));
}

#[test]
fn g6_knight_leaps_near_the_centre_are_not_mutual() {
    // Wd3 reaches Rd4 (one step to Wd4, one diagonal step across the centre), but from Rd4 the
    // knight cannot come back: a knight's attackers need their own table.
    let hex = hexagon();
    assert!(hex.knight[c("Wd3") as usize].contains(&c("Rd4")));
    assert!(!hex.knight[c("Rd4") as usize].contains(&c("Wd3")));
    for a in 0..CELLS as Cell {
        for &b in &hex.knight[a as usize] {
            assert!(hex.knight_from[b as usize].contains(&a));
        }
    }
    // Away from the centre they are the chess knight's, mutual.
    for &b in &hex.knight[c("Wb1") as usize] {
        assert!(hex.knight[b as usize].contains(&c("Wb1")));
    }
}

#[test]
fn g7_pawn_lines_and_captures() {
    let hex = hexagon();
    let white = 0;
    assert_eq!(hex.pawn_forward[white][c("Wd4") as usize], Some(c("Re4")));
    assert_eq!(hex.pawn_forward[white][c("Re4") as usize], Some(c("Re3")));
    assert_eq!(hex.pawn_forward[white][c("Re1") as usize], None);
    assert_eq!(sorted(hex.pawn_captures[white][c("Wd4") as usize].clone()), sorted(cells("Rd4 Rf4 Be4")));
    assert_eq!(sorted(hex.pawn_captures[white][c("We4") as usize].clone()), sorted(cells("Bc4 Be4 Rd4")));
    assert_eq!(sorted(hex.pawn_captures[white][c("Wb2") as usize].clone()), sorted(cells("Wa3 Wc3")));
    assert_eq!(sorted(hex.pawn_captures[white][c("Re3") as usize].clone()), sorted(cells("Rd2 Rf2")));
    assert_eq!(sorted(hex.pawn_captures[1][c("Wb4") as usize].clone()), sorted(cells("Wa3 Wc3")));
}
