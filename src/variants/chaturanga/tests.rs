//! chaturanga, law by law.
