//! The transposition table: what earlier searches learnt about a position (best move, score
//! and how it bounds the true value, depth searched, static eval), keyed by Zobrist hash.
//!
//! Buckets of two entries; a new result replaces the entry of the same position, else the
//! one least worth keeping (shallow, or from an older search).

use super::score::Value;
use crate::chess::Move;
use std::fmt;
use std::sync::atomic::{AtomicU32, AtomicU64, AtomicU8, Ordering};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact (a PV node).
    Exact,
    /// The true value is at least the score (a beta cutoff).
    Lower,
    /// The true value is at most the score (no move raised alpha).
    Upper,
}

impl Bound {
    /// Does a stored score `v` with this bound settle a node searched with window (alpha, beta)?
    #[inline(always)]
    pub fn settles(self, v: Value, alpha: Value, beta: Value) -> bool {
        match self {
            Bound::Exact => true,
            Bound::Lower => v >= beta,
            Bound::Upper => v <= alpha,
        }
    }
}

/// What the table knows about a position.
#[derive(Clone, Copy, Debug)]
pub struct TtHit {
    pub mv: Option<Move>,
    /// As stored: mate scores relative to the node (see `score::from_table`).
    pub score: Value,
    pub eval: Value,
    pub depth: i32,
    pub bound: Bound,
}

/// One entry, unpacked.
#[derive(Clone, Copy, Default)]
struct Entry {
    key: u32,
    mv: u16,
    score: i16,
    eval: i16,
    depth: u8,
    /// Generation in the high 6 bits, bound in the low 2 (0 = empty).
    age_bound: u8,
}

impl Entry {
    fn bound(&self) -> Option<Bound> {
        match self.age_bound & 3 {
            1 => Some(Bound::Exact),
            2 => Some(Bound::Lower),
            3 => Some(Bound::Upper),
            _ => None,
        }
    }

    fn age(&self) -> u8 {
        self.age_bound >> 2
    }

    fn data(&self) -> u64 {
        self.mv as u64 | (self.score as u16 as u64) << 16 | (self.eval as u16 as u64) << 32 | (self.depth as u64) << 48 | (self.age_bound as u64) << 56
    }
}

const BUCKET: usize = 2;

/// Each entry's key is stored XOR-ed with both halves of its data, so an entry that another
/// search thread was writing while this one read it (half old, half new) does not match its key,
/// and reads as absent rather than as another position's result. The atomics are plain loads and
/// stores (relaxed) on every target.
#[derive(Default)]
struct Bucket {
    data: [AtomicU64; BUCKET],
    check: [AtomicU32; BUCKET],
}

impl Bucket {
    #[inline(always)]
    fn load(&self, i: usize) -> Entry {
        let data = self.data[i].load(Ordering::Relaxed);
        let key = self.check[i].load(Ordering::Relaxed) ^ fold(data);
        Entry { key, mv: data as u16, score: (data >> 16) as i16, eval: (data >> 32) as i16, depth: (data >> 48) as u8, age_bound: (data >> 56) as u8 }
    }

    #[inline(always)]
    fn save(&self, i: usize, entry: Entry) {
        let data = entry.data();
        self.data[i].store(data, Ordering::Relaxed);
        self.check[i].store(entry.key ^ fold(data), Ordering::Relaxed);
    }
}

#[inline(always)]
fn fold(data: u64) -> u32 {
    data as u32 ^ (data >> 32) as u32
}

/// There is not enough memory for a table of `mb` MiB.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfMemory {
    pub mb: usize,
}

impl fmt::Display for OutOfMemory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not enough memory for a hash table of {} MiB", self.mb)
    }
}

impl std::error::Error for OutOfMemory {}

/// A table the search threads share: every method takes `&self` but `clear`.
pub struct TranspositionTable {
    buckets: Vec<Bucket>,
    generation: AtomicU8,
}

impl TranspositionTable {
    /// A table of at most `mb` mebibytes (rounded down to a power of two buckets), or an error
    /// when the memory is not there: the size is the user's choice, so running out of memory
    /// must not abort the program (in wasm it would trap and leave a dead instance).
    pub fn new(mb: usize) -> Result<TranspositionTable, OutOfMemory> {
        let bytes = mb.max(1).checked_mul(1024 * 1024).ok_or(OutOfMemory { mb })?;
        let fitting = (bytes / std::mem::size_of::<Bucket>()).max(1);
        let count = 1 << (usize::BITS - 1 - fitting.leading_zeros());
        let mut buckets = Vec::new();
        buckets.try_reserve_exact(count).map_err(|_| OutOfMemory { mb })?;
        buckets.extend((0..count).map(|_| Bucket::default()));
        Ok(TranspositionTable { buckets, generation: AtomicU8::new(0) })
    }

    pub fn clear(&mut self) {
        self.buckets.iter_mut().for_each(|b| *b = Bucket::default());
        *self.generation.get_mut() = 0;
    }

    /// Called once per search so older results give way to newer ones.
    pub fn new_search(&self) {
        self.generation.store((self.generation.load(Ordering::Relaxed) + 1) & 63, Ordering::Relaxed);
    }

    fn locate(&self, hash: u64) -> (usize, u32) {
        ((hash as usize) & (self.buckets.len() - 1), (hash >> 32) as u32)
    }

    #[inline(always)]
    pub fn probe(&self, hash: u64) -> Option<TtHit> {
        let (index, key) = self.locate(hash);
        let bucket = self.buckets.get(index)?;
        let entry = (0..BUCKET).map(|i| bucket.load(i)).find(|e| e.key == key && e.bound().is_some())?;
        Some(TtHit {
            mv: (entry.mv != 0).then(|| Move::from_bits(entry.mv)),
            score: entry.score as Value,
            eval: entry.eval as Value,
            depth: entry.depth as i32,
            bound: entry.bound()?,
        })
    }

    /// Stores a result; `score` must already be relative to the node (`score::to_table`).
    pub fn store(&self, hash: u64, mv: Option<Move>, score: Value, eval: Value, depth: i32, bound: Bound) {
        let (index, key) = self.locate(hash);
        let generation = self.generation.load(Ordering::Relaxed);
        // (`get` is never `None`: the index is masked to the table's power-of-two size.)
        let Some(bucket) = self.buckets.get(index) else { return };
        let entries = [bucket.load(0), bucket.load(1)];
        let slot = match entries.iter().position(|e| e.key == key) {
            Some(i) => i,
            None => {
                // Keep the deeper, fresher entry: value = depth minus a penalty per generation.
                let worth = |e: &Entry| e.depth as i32 - 4 * (generation.wrapping_sub(e.age()) & 63) as i32;
                if worth(&entries[0]) <= worth(&entries[1]) { 0 } else { 1 }
            }
        };
        let old = entries[slot];
        let same = old.key == key && old.bound().is_some();
        // A shallower non-exact result for the same position keeps the deeper one's move.
        if same && bound != Bound::Exact && depth + 2 < old.depth as i32 && old.age() == generation {
            return;
        }
        let bound_bits = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let entry = Entry {
            key,
            mv: match mv {
                Some(m) => m.to_bits(),
                None if same => old.mv,
                None => 0,
            },
            score: score.clamp(i16::MIN as Value, i16::MAX as Value) as i16,
            eval: eval.clamp(i16::MIN as Value, i16::MAX as Value) as i16,
            depth: depth.clamp(0, 255) as u8,
            age_bound: generation << 2 | bound_bits,
        };
        bucket.save(slot, entry);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::squares::*;

    #[test]
    fn stores_and_finds_a_result() {
        let tt = TranspositionTable::new(1).unwrap();
        let m = Move::normal(E2, E4);
        tt.store(0xDEAD_BEEF_1234_5678, Some(m), 35, 20, 7, Bound::Lower);
        let hit = tt.probe(0xDEAD_BEEF_1234_5678).expect("stored");
        assert_eq!((hit.mv, hit.score, hit.eval, hit.depth, hit.bound), (Some(m), 35, 20, 7, Bound::Lower));
        assert!(tt.probe(0x1111_BEEF_1234_5678).is_none(), "another key in the same bucket");
    }

    #[test]
    fn an_entry_caught_half_written_reads_as_absent() {
        let tt = TranspositionTable::new(1).unwrap();
        let hash = 0xDEAD_BEEF_1234_5678;
        tt.store(hash, Some(Move::normal(E2, E4)), 35, 20, 7, Bound::Lower);
        // Another thread's store into the same slot, caught between its two writes: the new
        // data beside the old key check.
        let (index, _) = tt.locate(hash);
        let slot = (0..BUCKET).find(|&i| tt.buckets[index].load(i).bound().is_some()).unwrap();
        let other = Entry { key: 0x4242, mv: Move::normal(D2, D4).to_bits(), score: -300, eval: 5, depth: 12, age_bound: 2 };
        tt.buckets[index].data[slot].store(other.data(), Ordering::Relaxed);
        assert!(tt.probe(hash).is_none(), "the old key with the new data");
        assert!(tt.probe(0x0000_4242_1234_5678).is_none(), "the new key, whose check is not written yet");
        tt.buckets[index].save(slot, other);
        assert_eq!(tt.probe(0x0000_4242_1234_5678).map(|h| (h.score, h.depth)), Some((-300, 12)));
    }

    #[test]
    fn fits_in_the_requested_size() {
        let tt = TranspositionTable::new(3).unwrap();
        assert!(tt.buckets.len() * std::mem::size_of::<Bucket>() <= 3 * 1024 * 1024);
        assert!(tt.buckets.len() * std::mem::size_of::<Bucket>() > 1024 * 1024);
    }

    #[test]
    fn a_table_larger_than_memory_is_an_error_not_an_abort() {
        // A pebibyte: more than the address space can hold, so no allocator can give it.
        let mb = 1 << 30;
        assert_eq!(TranspositionTable::new(mb).err(), Some(OutOfMemory { mb }));
        // So many MiB that the byte count itself overflows.
        assert_eq!(TranspositionTable::new(usize::MAX).err(), Some(OutOfMemory { mb: usize::MAX }));
    }
}
