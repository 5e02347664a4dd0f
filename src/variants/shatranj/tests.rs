//! shatranj, law by law.
