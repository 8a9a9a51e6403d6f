//! The source and the scripts themselves: how its modules depend on each other, and the
//! tools CI uses.

mod ci_tools;
mod module_cycles;
mod text_fields;
