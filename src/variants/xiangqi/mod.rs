//! Xiangqi (pyffish `xiangqi`): see `rules.md`.

pub mod repetition;
pub mod notation;
