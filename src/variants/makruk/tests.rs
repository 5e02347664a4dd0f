//! makruk, law by law.
