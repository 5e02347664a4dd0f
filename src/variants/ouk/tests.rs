//! ouk, law by law.
