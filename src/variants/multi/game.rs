//! The referee of an N-player game: the positions reached, the moves (as the sheets write them),
//! undo, the fifth repetition (C9), and the outcome as a ranking; [`AnyGame`] for the page.

use super::position::{End, Move, Pos};
use crate::referee::History;
use super::rules::Rules;
use super::text::{move_text, parse_move, read_position, write_position};
use crate::chess::pgn::push_tag;
use crate::variants::{AnyGame, Claim, EndReason, MoveDescription, MoveText, Outcome, Player, Ranking, Status, VariantError, View};

#[derive(Clone, Debug)]
pub struct MultiGame {
    history: History<Pos, Move>,
}

pub const REPETITIONS: usize = 5;

impl MultiGame {
    /// A game of `rules` from its start or from a position text.
    pub fn new(rules: &'static Rules, text: Option<&str>) -> Result<MultiGame, VariantError> {
        let start = read_position(rules, text.unwrap_or(rules.start))?;
        let hash = start.hash();
        Ok(MultiGame { history: History::new(start, hash) })
    }

    pub fn position(&self) -> &Pos {
        self.history.position()
    }

    pub fn rules(&self) -> &'static Rules {
        self.position().rules
    }

    /// How often the current position has occurred (C9: board, turn, statuses, castling, e.p.).
    pub fn repetitions(&self) -> usize {
        self.history.occurrences(Pos::same_position).0 as usize
    }

    /// The end, if the game is over: the position's own end, or a fifth repetition.
    pub fn end(&self) -> Option<End> {
        let pos = self.position();
        pos.end().or_else(|| (self.repetitions() >= REPETITIONS).then(|| pos.ranked("fivefold repetition", true)))
    }

    pub fn legal(&self) -> Vec<Move> {
        let mut v = Vec::new();
        if self.end().is_none() {
            self.position().legal_moves(&mut v);
        }
        v
    }

    pub fn play_move(&mut self, m: Move) {
        let mut next = self.position().clone();
        next.play(m);
        let hash = next.hash();
        self.history.push(m, next, hash);
    }

    /// Plays the move written `text` (C2); an error changes nothing.
    pub fn play_text(&mut self, text: &str) -> Result<Move, VariantError> {
        if self.end().is_some() {
            return Err(VariantError::GameOver);
        }
        let m = parse_move(self.position(), text)?;
        self.play_move(m);
        Ok(m)
    }

    pub fn moves(&self) -> &[Move] {
        self.history.moves()
    }

    /// The position the game started from.
    pub fn start(&self) -> &Pos {
        self.history.start()
    }

    /// The record of `rules.md` ("Game record"): the game and its mode, one tag per seat (its
    /// player's name from the `tags` named by the seat, else `?`), the start when it is not the
    /// usual one, the end, the caller's other tags; then the moves, rounds numbered (C11).
    pub fn record(&self, tags: &[(String, String)]) -> String {
        let rules = self.rules();
        let given = |name: &str| tags.iter().rev().find(|(n, _)| n == name).map(|(_, v)| v.as_str());
        let mut out = String::new();
        push_tag(&mut out, "Variant", rules.name);
        for seat in &rules.seats {
            push_tag(&mut out, seat.0, given(seat.0).unwrap_or("?"));
        }
        let usual = read_position(rules, rules.start).map(|start| write_position(&start)).unwrap_or_default();
        let start = write_position(self.start());
        if start != usual {
            push_tag(&mut out, "FEN", &start);
        }
        if let Some(end) = self.end() {
            let place = |g: &Vec<u8>| g.iter().map(|&s| rules.seats[s as usize].0).collect::<Vec<_>>().join(", ");
            push_tag(&mut out, "Ranking", &end.places.iter().map(place).collect::<Vec<_>>().join("; "));
            push_tag(&mut out, "Scores", &end.scores.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(","));
            push_tag(&mut out, "Termination", end.reason);
        }
        for (i, (name, _)) in tags.iter().enumerate() {
            let derived = RECORD_TAGS.contains(&name.as_str()) || rules.seats.iter().any(|s| s.0 == name);
            if !derived && tags[..i].iter().all(|(n, _)| n != name) {
                push_tag(&mut out, name, given(name).unwrap_or_default());
            }
        }
        let mut text = Vec::new();
        for (m, pos) in self.history.played() {
            if text.is_empty() || is_round_start(pos) {
                text.push(format!("{}.", pos.fullmove));
            }
            text.push(move_text(pos, m));
        }
        if self.end().is_none() {
            text.push("*".to_string());
        }
        out + "\n" + &text.join(" ") + "\n"
    }
}

/// The record's tags that describe the game itself: written from it, never from the caller
/// (with `SetUp` and `Result`, which other programs' PGN has and the record has not).
const RECORD_TAGS: [&str; 7] = ["Variant", "FEN", "SetUp", "Ranking", "Scores", "Termination", "Result"];

/// Does a new round's number go before the move of `pos`? (its seat is the first live one)
fn is_round_start(pos: &Pos) -> bool {
    (0..pos.turn).all(|s| !pos.alive(s))
}

fn end_reason(reason: &str) -> EndReason {
    match reason {
        "checkmate" => EndReason::Checkmate,
        "fifty rounds" => EndReason::FiftyMoves,
        "fivefold repetition" => EndReason::Fivefold,
        _ => EndReason::LastStanding,
    }
}

impl AnyGame for MultiGame {
    /// The game with its mode where it has modes (`four-player:teams`): the mode is part of the
    /// rules, so a game written out and read back by this name is the same game.
    fn variant(&self) -> &'static str {
        self.rules().name
    }

    fn fen(&self) -> Result<String, VariantError> {
        Ok(write_position(self.position()))
    }

    fn fen_at(&self, ply: usize) -> Result<String, VariantError> {
        let pos = self.history.positions().get(ply).ok_or_else(|| crate::variants::any_game::past_the_end(ply, self.history.moves().len()))?;
        Ok(write_position(pos))
    }

    fn legal_moves(&self) -> Vec<MoveText> {
        let pos = self.position();
        self.legal().into_iter().map(|m| MoveText { uci: move_text(pos, m), san: move_text(pos, m) }).collect()
    }

    fn play(&mut self, text: &str) -> Result<MoveText, VariantError> {
        let pos = self.position().clone();
        let m = self.play_text(text)?;
        Ok(MoveText { uci: move_text(&pos, m), san: move_text(&pos, m) })
    }

    fn undo(&mut self) -> Result<(), VariantError> {
        if self.history.pop().is_none() {
            return Err(VariantError::NothingToUndo);
        }
        Ok(())
    }

    fn history(&self) -> Result<Vec<String>, VariantError> {
        Ok(self.history.played().map(|(m, p)| move_text(p, m)).collect())
    }

    fn status(&self) -> Status {
        let pos = self.position();
        let end = self.end();
        let outcome = end.as_ref().map(|e| Outcome { winner: (e.places[0].len() == 1).then(|| e.places[0][0]), reason: end_reason(e.reason) });
        let ranking = end.map(|e| Ranking { places: e.places, scores: e.scores, reason: e.reason });
        Status { turn: pos.turn, check: pos.in_check(pos.turn), outcome, claimable: Vec::new(), ranking }
    }

    fn claim(&mut self, claim: Claim) -> Result<Outcome, VariantError> {
        Err(VariantError::NotClaimable(format!("{}: games of more players end by themselves (rules.md C9)", claim.name())))
    }

    fn claim_with(&mut self, claim: Claim, _text: &str) -> Result<Outcome, VariantError> {
        self.claim(claim)
    }

    fn resign(&mut self, _player: Player) -> Result<Outcome, VariantError> {
        Err(VariantError::Unsupported("resigning is not part of these games' rules (the referee decides)".to_string()))
    }

    fn board(&self) -> Result<Vec<(String, char)>, VariantError> {
        let pos = self.position();
        let b = &pos.rules.board;
        Ok((0..b.len())
            .filter(|&c| pos.board[c] != 0)
            .map(|c| (b.names[c].clone(), super::rules::KIND_LETTERS[super::position::kind_of(pos.board[c]) as usize]))
            .collect())
    }

    fn view(&self, viewer: Player) -> Result<View, VariantError> {
        if viewer as usize >= self.rules().n() {
            return Err(VariantError::Unsupported(format!("there is no player {viewer}")));
        }
        Ok(View { viewer, pieces: self.board()?, hidden: Vec::new() })
    }

    fn start_fen(&self) -> String {
        write_position(self.history.start())
    }

    fn hands(&self) -> Vec<(Player, Vec<(char, u8)>)> {
        Vec::new()
    }

    fn agree_draw(&mut self) -> Result<Outcome, VariantError> {
        Err(VariantError::Unsupported("games of more players have no agreed draw".to_string()))
    }

    fn flag(&mut self, _player: Player) -> Result<Outcome, VariantError> {
        Err(VariantError::Unsupported("games of more players have no clock yet".to_string()))
    }

    fn describe(&self, text: &str) -> Result<MoveDescription, VariantError> {
        if self.end().is_some() {
            return Err(VariantError::GameOver);
        }
        let pos = self.position();
        let m = parse_move(pos, text)?;
        if !self.legal().contains(&m) {
            return Err(VariantError::IllegalMove { text: text.to_string(), why: String::new() });
        }
        Ok(pos.describe(m))
    }

    fn describe_legal(&self) -> Vec<(MoveText, MoveDescription)> {
        let pos = self.position();
        self.legal().into_iter().map(|m| (MoveText { uci: move_text(pos, m), san: move_text(pos, m) }, pos.describe(m))).collect()
    }

    fn last_move(&self) -> Option<(MoveText, MoveDescription)> {
        let (m, before) = self.history.last()?;
        Some((MoveText { uci: move_text(before, m), san: move_text(before, m) }, before.describe(m)))
    }

    fn has_cell(&self, name: &str) -> bool {
        self.rules().board.cell(name).is_some()
    }

    fn multi(&self) -> Option<&MultiGame> {
        Some(self)
    }

    fn perft(&self, depth: u32) -> u64 {
        self.position().perft(depth)
    }
}
