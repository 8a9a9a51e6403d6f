//! The print kit: the PDF, its sheets, the cards' drawing and the fonts it needs.

mod font_coverage;
mod one_drawing;
mod print_axis_scale;
mod print_calibration;
mod print_cards_alone;
mod print_fold;
mod print_languages;
mod print_pdf;
mod print_sheets;
mod print_shop;
mod print_writer;
