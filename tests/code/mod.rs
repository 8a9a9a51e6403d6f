//! The source and the scripts themselves: how its modules depend on each other, and the
//! tools CI uses.

mod catalogues;
mod ci_tools;
mod module_cycles;
mod text_fields;
mod words_in_code;
