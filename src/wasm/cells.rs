//! The games of more players as the page sees them (VARIANTS.md §2, `kind: 'cells'`): every cell
//! with its polygon and centre in board units, its shade and its piece; the players with their
//! colour, seat, team, status and score, and the angle that puts each seat at the bottom; whose
//! turn, who is in check, and the outcome as a ranking. The geometry comes from the game (the
//! grid's squares, the hexagon's kites); the page only scales and turns what it is told.
//!
//! Board units: x to the right, y downwards (as a page draws), one unit per grid square; the
//! hexagon has a circumradius of 8. A seat's `angle` (degrees, clockwise on the page) turns the
//! board so that seat's army is at the bottom.

use crate::variants::multi::board::{EAST, NORTH, SOUTH, WEST};
use crate::variants::multi::position::{kind_of, promoted, seat_of, Pos};
use crate::variants::multi::board::Cell;
use crate::variants::multi::three_player::geometry::{self, hexagon};
use crate::variants::multi::MultiGame;
use crate::variants::AnyGame;
use wasm_bindgen::JsValue;

/// The names of the layer's piece kinds (Chaturaji's boat moves as a rook and is the layer's rook).
use crate::variants::multi::rules::KIND_NAMES as ROLES;

/// The hexagon's circumradius in board units (its cells are then about as big as a square).
const HEX_SCALE: f64 = 8.0;

/// `board()` of a game of more players, `None` for the others.
pub fn board(game: &dyn AnyGame) -> Option<JsValue> {
    game.multi().map(|g| parse(&board_json(g)))
}

/// `status()` of a game of more players: `{ turn, check, checks, outcome }`.
pub fn status(game: &dyn AnyGame) -> Option<JsValue> {
    game.multi().map(|g| parse(&status_json(g)))
}

/// `turn()` of a game of more players: the seat to move.
pub fn seat_to_move(game: &dyn AnyGame) -> Option<String> {
    game.multi().map(|g| seat_id(g.position(), g.position().turn))
}

fn parse(json: &str) -> JsValue {
    js_sys::JSON::parse(json).expect("cells.rs writes valid JSON")
}

fn quoted(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

fn list<T>(items: impl IntoIterator<Item = T>, each: impl Fn(T) -> String) -> String {
    format!("[{}]", items.into_iter().map(each).collect::<Vec<_>>().join(","))
}

fn number(x: f64) -> String {
    let rounded = (x * 1000.0).round() / 1000.0;
    if rounded == 0.0 { "0".to_string() } else { rounded.to_string() }
}

fn point((x, y): (f64, f64)) -> String {
    format!("[{},{}]", number(x), number(y))
}

/// The page's id of a seat: its name in lower case (`red`, `white`).
pub fn seat_id(pos: &Pos, seat: u8) -> String {
    pos.rules.seats[seat as usize].0.to_ascii_lowercase()
}

/// An army's colour on the page, by its name in the rules.
fn colour(name: &str) -> &'static str {
    match name {
        "Red" => "#d43d3d",
        "Blue" => "#3d6fd4",
        "Yellow" => "#e0b21f",
        "Green" => "#3a9a4a",
        "Black" => "#2b2b2b",
        "White" => "#f4f1e8",
        "Purple" => "#8a4fc4",
        _ => "#e07a1f", // Orange
    }
}

/// Each cell's polygon in board units and its shade (0 light, 1 dark).
fn geometry(pos: &Pos) -> Vec<(Vec<(f64, f64)>, u8)> {
    let b = &pos.rules.board;
    if b.coords.is_empty() {
        // The hexagon (y upwards there): its kites, shaded like a chessboard within each section.
        let hex = hexagon();
        return (0..b.len())
            .map(|c| {
                let polygon = hex.polygons[c].iter().map(|&(x, y)| (x * HEX_SCALE, -y * HEX_SCALE)).collect();
                let (file, rank) = (geometry::file(c as Cell), geometry::rank(c as Cell));
                (polygon, ((file + rank) % 2 == 1) as u8)
            })
            .collect();
    }
    let height = b.size.1 as f64;
    b.coords
        .iter()
        .map(|&(f, r)| {
            let (x, y) = (f as f64, height - 1.0 - r as f64);
            (vec![(x, y), (x + 1.0, y), (x + 1.0, y + 1.0), (x, y + 1.0)], ((f + r) % 2 == 0) as u8)
        })
        .collect()
}

fn centre(polygon: &[(f64, f64)]) -> (f64, f64) {
    let n = polygon.len() as f64;
    let (x, y) = polygon.iter().fold((0.0, 0.0), |(x, y), p| (x + p.0, y + p.1));
    (x / n, y / n)
}

/// The angle that puts `seat`'s army at the bottom: a grid army's pawns go up from the bottom
/// when it faces north; the hexagon's sections follow each other by a third, clockwise.
fn angle(pos: &Pos, seat: u8) -> i32 {
    let rules = pos.rules;
    if rules.board.coords.is_empty() {
        return (360 - 120 * seat as i32) % 360;
    }
    match rules.pawn_dir[seat as usize] {
        NORTH => 0,
        EAST => 270,
        SOUTH => 180,
        WEST => 90,
        _ => 0,
    }
}

/// `alive` (moves), `grey` (out, its army still on the board), `out` (out, nothing left).
fn seat_status(pos: &Pos, seat: u8) -> &'static str {
    if pos.alive(seat) {
        return "alive";
    }
    let on_board = (0..pos.cells()).any(|c| pos.board[c] != 0 && seat_of(pos.board[c]) == seat);
    if on_board { "grey" } else { "out" }
}

fn board_json(g: &MultiGame) -> String {
    let pos = g.position();
    let b = &pos.rules.board;
    let shapes = geometry(pos);
    let (mut min, mut max) = ((f64::MAX, f64::MAX), (f64::MIN, f64::MIN));
    for (polygon, _) in &shapes {
        for &(x, y) in polygon {
            min = (min.0.min(x), min.1.min(y));
            max = (max.0.max(x), max.1.max(y));
        }
    }
    let cells = list(shapes.iter().enumerate(), |(c, (polygon, shade))| {
        let piece = pos.board[c];
        let piece = if piece == 0 {
            "null".to_string()
        } else {
            let (seat, kind) = (seat_of(piece), kind_of(piece) as usize);
            format!(
                "{{\"role\":\"{}\",\"letter\":\"{}\",\"owner\":{},\"grey\":{},\"promoted\":{}}}",
                ROLES[kind],
                crate::variants::multi::rules::KIND_LETTERS[kind],
                quoted(&seat_id(pos, seat)),
                !pos.alive(seat),
                promoted(piece)
            )
        };
        format!(
            "{{\"id\":{c},\"name\":{},\"polygon\":{},\"center\":{},\"shade\":{shade},\"zones\":[],\"piece\":{piece}}}",
            quoted(&b.names[c]),
            list(polygon.iter(), |&p| point(p)),
            point(centre(polygon)),
        )
    });
    let end = g.end();
    format!(
        "{{\"kind\":\"cells\",\"style\":\"squares\",\"variant\":{},\"bounds\":[{},{},{},{}],\"cells\":{cells},\"players\":{},\"turn\":{},\"phase\":\"{}\",\"overlays\":[],\"hands\":[]}}",
        quoted(g.variant()),
        number(min.0),
        number(min.1),
        number(max.0),
        number(max.1),
        players_json(pos, &scores(g)),
        quoted(&seat_id(pos, pos.turn)),
        if end.is_some() { "over" } else { "play" },
    )
}

/// Each seat's score as every answer shows it: once the game is over, the outcome's (an end by
/// C9 adds its points), else the position's.
fn scores(g: &MultiGame) -> Vec<i32> {
    g.end().map_or_else(|| g.position().scores[..g.position().n()].to_vec(), |end| end.scores)
}

fn players_json(pos: &Pos, scores: &[i32]) -> String {
    let rules = pos.rules;
    list(0..rules.seats.len() as u8, |s| {
        let name = rules.seats[s as usize].0;
        let score = scores[s as usize];
        format!(
            "{{\"id\":{},\"name\":{},\"colour\":\"{}\",\"seat\":{s},\"team\":{},\"status\":\"{}\",\"score\":{score},\"angle\":{}}}",
            quoted(&seat_id(pos, s)),
            quoted(name),
            colour(name),
            rules.team[s as usize],
            seat_status(pos, s),
            angle(pos, s),
        )
    })
}

fn status_json(g: &MultiGame) -> String {
    let pos = g.position();
    let checks = pos.checks();
    let scores = scores(g);
    let outcome = match g.end() {
        None => "null".to_string(),
        Some(end) => {
            let ranking = list(end.places.iter(), |place| list(place.iter(), |&s| quoted(&seat_id(pos, s))));
            let scores = scores.iter().enumerate().map(|(s, x)| format!("{}:{x}", quoted(&seat_id(pos, s as u8)))).collect::<Vec<_>>().join(",");
            let winner = if end.places[0].len() == 1 { quoted(&seat_id(pos, end.places[0][0])) } else { "null".to_string() };
            format!("{{\"ranking\":{ranking},\"scores\":{{{scores}}},\"reason\":{},\"winner\":{winner}}}", quoted(end.reason))
        }
    };
    format!(
        "{{\"turn\":{},\"check\":{},\"checks\":{},\"outcome\":{outcome},\"players\":{},\"claimable\":[]}}",
        quoted(&seat_id(pos, pos.turn)),
        checks.contains(&pos.turn),
        list(checks.iter(), |&s| quoted(&seat_id(pos, s))),
        players_json(pos, &scores),
    )
}

