//! The position text and the move text of `rules.md` ("Position text", C2): written and read;
//! a bad text is refused with the fault named.

use super::board::Cell;
use super::position::*;
use super::rules::*;
use crate::variants::VariantError;

const DIR_LETTERS: [char; 4] = ['n', 'e', 's', 'w'];

fn piece_text(rules: &Rules, p: Piece) -> String {
    let mut t = String::new();
    t.push(rules.seats[seat_of(p) as usize].1);
    t.push(KIND_LETTERS[kind_of(p) as usize]);
    if kind_of(p) == PAWN && rules.pawn_dirs_in_text {
        t.push(DIR_LETTERS[dir_of(p) as usize]);
    }
    if promoted(p) {
        t.push('~');
    }
    t
}

pub fn write_position(pos: &Pos) -> String {
    let r = pos.rules;
    let n = pos.n();
    let rows: Vec<String> = r
        .board
        .rows
        .iter()
        .map(|row| {
            let mut tokens = Vec::new();
            let mut empty = 0;
            for &c in row {
                let p = pos.board[c as usize];
                if p == 0 {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    tokens.push(empty.to_string());
                    empty = 0;
                }
                tokens.push(piece_text(r, p));
            }
            if empty > 0 {
                tokens.push(empty.to_string());
            }
            tokens.join(",")
        })
        .collect();
    let status: Vec<String> = pos.status[..n].iter().map(|&k| if k == 0 { "a".to_string() } else { format!("g{k}") }).collect();
    let scores: Vec<String> = pos.scores[..n].iter().map(|x| x.to_string()).collect();
    let castling = if r.has_castling() {
        pos.castling[..n]
            .iter()
            .map(|&c| match c {
                0 => "-",
                1 => "K",
                2 => "Q",
                _ => "KQ",
            })
            .collect::<Vec<_>>()
            .join(",")
    } else {
        "-".to_string()
    };
    let ep = pos.ep.map_or("-".to_string(), |(a, b)| format!("{}:{}", r.board.name(a), r.board.name(b)));
    let text = format!("{} {} {} {} {} {} {} {}", rows.join("/"), r.seats[pos.turn as usize].1, status.join(","), scores.join(","), castling, ep, pos.halfmove, pos.fullmove);
    match r.mode() {
        Some(mode) => format!("{text} {mode}"),
        None => text,
    }
}

/// The mode a position text names in its ninth field (games with modes), if it has one.
pub fn mode_of(text: &str) -> Option<&str> {
    let fields: Vec<&str> = text.split(' ').collect();
    (fields.len() == 9).then(|| fields[8])
}

fn bad(why: impl Into<String>) -> VariantError {
    VariantError::Fen(why.into())
}

fn read_piece(rules: &Rules, token: &str) -> Result<Piece, VariantError> {
    let mut chars = token.chars();
    let seat = chars.next().and_then(|c| rules.seat_of(c)).ok_or_else(|| bad(format!("'{token}': unknown seat")))?;
    let kind = chars.next().and_then(|c| KIND_LETTERS.iter().position(|&k| k == c)).ok_or_else(|| bad(format!("'{token}': unknown piece")))? as u8;
    let mut rest: String = chars.collect();
    let promo = rest.ends_with('~');
    if promo {
        rest.pop();
    }
    let mut dir = rules.pawn_dir[seat as usize];
    if kind == PAWN && rules.pawn_dirs_in_text {
        let d = rest.pop().and_then(|c| DIR_LETTERS.iter().position(|&x| x == c)).ok_or_else(|| bad(format!("'{token}': a pawn needs its direction (n, e, s, w)")))?;
        dir = d as u8;
    }
    if !rest.is_empty() {
        return Err(bad(format!("'{token}': unknown piece")));
    }
    Ok(piece(seat, kind, if kind == PAWN { dir } else { 0 }, promo))
}

fn per_seat<'a>(field: &'a str, what: &str, n: usize) -> Result<Vec<&'a str>, VariantError> {
    let parts: Vec<&str> = field.split(',').collect();
    if parts.len() != n {
        return Err(bad(format!("{what}: {} entries for {n} seats", parts.len())));
    }
    Ok(parts)
}

/// A whole number from `min` to `max`, or an error naming `what` and the range.
fn counter(field: &str, what: &str, min: i64, max: i64) -> Result<i64, VariantError> {
    let out_of_range = || bad(format!("{what} '{field}' is not a whole number from {min} to {max}"));
    if field.is_empty() || !field.chars().all(|c| c.is_ascii_digit()) {
        return Err(out_of_range());
    }
    field.parse::<i64>().ok().filter(|x| (min..=max).contains(x)).ok_or_else(out_of_range)
}

pub fn read_position(rules: &'static Rules, text: &str) -> Result<Pos, VariantError> {
    let fields: Vec<&str> = text.split(' ').collect();
    match (fields.len(), rules.mode()) {
        (8, _) => {}
        (9, Some(mode)) if fields[8] == mode => {}
        (9, Some(mode)) => return Err(bad(format!("the text is of mode '{}', not '{mode}'", fields[8]))),
        (n, Some(_)) => return Err(bad(format!("{n} fields instead of 8 (9 with the mode)"))),
        (n, None) => return Err(bad(format!("{n} fields instead of 8"))),
    }
    let n = rules.n();
    let b = &rules.board;
    let mut pos = Pos {
        rules,
        board: [0; super::board::MAX_CELLS],
        turn: 0,
        status: [0; MAX_SEATS],
        scores: [0; MAX_SEATS],
        castling: [0; MAX_SEATS],
        ep: None,
        halfmove: 0,
        fullmove: 1,
        kings: [NO_CELL; MAX_SEATS],
    };
    let rows: Vec<&str> = fields[0].split('/').collect();
    if rows.len() != b.rows.len() {
        return Err(bad(format!("{} rows instead of {}", rows.len(), b.rows.len())));
    }
    for (i, (row, cells)) in rows.iter().zip(&b.rows).enumerate() {
        let mut at = 0usize;
        for token in row.split(',') {
            if token.starts_with(|c: char| c.is_ascii_digit()) {
                let k: usize = token.parse().map_err(|_| bad(format!("row {}: '{token}' is not a number", i + 1)))?;
                if k == 0 {
                    return Err(bad(format!("row {}: an empty run of 0", i + 1)));
                }
                if k > cells.len() - at {
                    return Err(bad(format!("row {} is too long: more than {} cells", i + 1, cells.len())));
                }
                at += k;
            } else {
                let p = read_piece(rules, token)?;
                if at < cells.len() {
                    pos.board[cells[at] as usize] = p;
                }
                at += 1;
            }
            if at > cells.len() {
                return Err(bad(format!("row {} is too long: more than {} cells", i + 1, cells.len())));
            }
        }
        if at != cells.len() {
            return Err(bad(format!("row {} is too short: {at} cells of {}", i + 1, cells.len())));
        }
    }
    pos.turn = fields[1].chars().next().filter(|_| fields[1].len() == 1).and_then(|c| rules.seat_of(c)).ok_or_else(|| bad(format!("'{}' is no seat", fields[1])))?;
    let statuses = per_seat(fields[2], "status", n)?;
    let out = statuses.iter().filter(|&&st| st != "a").count();
    for (s, st) in statuses.into_iter().enumerate() {
        pos.status[s] = match st {
            "a" => 0,
            _ => st.strip_prefix('g').filter(|k| k.chars().all(|c| c.is_ascii_digit())).and_then(|k| k.parse::<u8>().ok()).filter(|&k| k > 0).ok_or_else(|| bad(format!("status '{st}' is neither a nor g<k>")))?,
        };
    }
    // the seats out are numbered by the order they went out: 1 to their count, each once
    for k in 1..=out as u8 {
        let given = pos.status[..n].iter().filter(|&&x| x == k).count();
        if given != 1 {
            let why = if given > 1 { format!("g{k} is given {given} times") } else { format!("g{k} is missing") };
            return Err(bad(format!("status: {why} (the seats out are numbered from g1 in the order they went out, each number once)")));
        }
    }
    // scores only grow from 0, and only in games with points
    let (what, max_score) = match rules.points {
        Some(_) => ("score", COUNTER_MAX as i64),
        None => ("score (a game without points)", 0),
    };
    for (s, sc) in per_seat(fields[3], "scores", n)?.into_iter().enumerate() {
        pos.scores[s] = counter(sc, what, 0, max_score)? as i32;
    }
    if !rules.has_castling() {
        if fields[4] != "-" {
            return Err(bad("this game has no castling: the castling field must be '-'"));
        }
    } else {
        for (s, c) in per_seat(fields[4], "castling", n)?.into_iter().enumerate() {
            pos.castling[s] = match c {
                "-" => 0,
                "K" => 1,
                "Q" => 2,
                "KQ" => 3,
                _ => return Err(bad(format!("castling '{c}' is not K, Q, KQ or -"))),
            };
        }
    }
    if fields[5] != "-" {
        if !rules.double_step {
            return Err(bad("this game has no en passant: the field must be '-'"));
        }
        let cell = |name: &str| b.cell(name).ok_or_else(|| bad(format!("en passant: no cell '{name}'")));
        let (a, p) = fields[5].split_once(':').ok_or_else(|| bad("en passant is '<passed>:<pawn>'"))?;
        let (a, p): (Cell, Cell) = (cell(a)?, cell(p)?);
        if pos.board[p as usize] == 0 || kind_of(pos.board[p as usize]) != PAWN {
            return Err(bad("en passant: no pawn on its cell"));
        }
        pos.ep = Some((a, p));
    }
    // the half-move counter ends the game at its limit (C9): it never goes beyond
    pos.halfmove = counter(fields[6], "the half-move counter", 0, pos.move_limit() as i64)? as u32;
    pos.fullmove = counter(fields[7], "the full-move number", 1, COUNTER_MAX as i64)? as u32;
    for s in 0..n as u8 {
        let kings: Vec<Cell> = (0..b.len() as Cell).filter(|&c| pos.board[c as usize] != 0 && seat_of(pos.board[c as usize]) == s && kind_of(pos.board[c as usize]) == KING).collect();
        if pos.alive(s) && kings.len() != 1 {
            return Err(bad(format!("{} is alive with {} kings instead of one", rules.seats[s as usize].0, kings.len())));
        }
        if kings.len() > 1 {
            return Err(bad(format!("{} has {} kings", rules.seats[s as usize].0, kings.len())));
        }
        pos.kings[s as usize] = kings.first().copied().unwrap_or(NO_CELL);
    }
    if !pos.alive(pos.turn) {
        return Err(bad(format!("the side to move, {}, is out", rules.seats[pos.turn as usize].0)));
    }
    pos.settle();
    Ok(pos)
}

pub fn move_text(pos: &Pos, m: Move) -> String {
    if m.kind == MoveKind::Pass {
        return "pass".to_string();
    }
    let b = &pos.rules.board;
    let promo = m.promo.map_or(String::new(), |k| format!("={}", KIND_LETTERS[k as usize]));
    format!("{}-{}{promo}", b.name(m.from), b.name(m.to))
}

/// The legal move written `text`; an error says whether it is no move at all or not legal here.
/// A check or mate sign or annotation glyphs after the move (`d2-d4+`, `e7-e8=Q#`, `h2-h3!?`)
/// are read as the plain move: records written by people and other programs carry them.
pub fn parse_move(pos: &Pos, text: &str) -> Result<Move, VariantError> {
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    let plain = text.trim_end_matches(['+', '#', '!', '?']);
    if let Some(&m) = legal.iter().find(|&&m| move_text(pos, m) == plain) {
        return Ok(m);
    }
    let b = &pos.rules.board;
    let shaped = plain == "pass"
        || plain.split_once('-').is_some_and(|(from, to)| {
            let to = to.split_once('=').map_or(to, |(t, k)| if k.len() == 1 && KIND_LETTERS.iter().any(|&c| k.starts_with(c)) { t } else { "" });
            b.cell(from).is_some() && b.cell(to).is_some()
        });
    if !shaped {
        return Err(VariantError::MoveSyntax(text.to_string()));
    }
    let why = if legal.is_empty() {
        "the game is over".to_string()
    } else if plain == "pass" {
        "a seat passes only when it has no move".to_string()
    } else {
        let from = b.cell(plain.split('-').next().unwrap()).unwrap();
        let p = pos.board[from as usize];
        if p == 0 {
            format!("no piece on {}", b.name(from))
        } else if seat_of(p) != pos.turn {
            format!("the piece on {} is not {}'s", b.name(from), pos.rules.seats[pos.turn as usize].0)
        } else if pos.in_check(pos.turn) {
            format!("{} is in check", pos.rules.seats[pos.turn as usize].0)
        } else {
            String::new()
        }
    };
    Err(VariantError::IllegalMove { text: text.to_string(), why })
}
