//! The source itself: how its modules depend on each other.

mod module_cycles;
