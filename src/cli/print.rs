//! `pnp-companion print <dnfm|sherwood|all> [options] -o FILE.pdf`

use super::CliError;
use crate::games::dnfm::cards::CardSet;
use crate::print::draw::Ink;
use crate::print::geometry::{Flip, Paper};
use crate::print::options::{Kit, PrintOptions, parse_back_offset, parse_bleed};
use crate::print::sherwood::CounterSize;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct PrintArgs {
    /// dnfm, sherwood or all
    kit: Kit,
    /// a4 or letter
    #[arg(long, default_value_t = Paper::A4)]
    paper: Paper,
    /// Bleed around each component: 0 or 3 (mm)
    #[arg(long, default_value = "0", value_parser = parse_bleed)]
    bleed: f32,
    /// Crop marks outside the trim: on or off
    #[arg(long, default_value = "on", value_parser = on_off, action = clap::ArgAction::Set)]
    crop_marks: bool,
    /// Shift of the back pages for printers that do not line up: X,Y in mm
    #[arg(long, default_value = "0,0", allow_hyphen_values = true, value_parser = parse_back_offset)]
    back_offset: (f32, f32),
    /// Sherwood counters: 5/8 or 1/2 (inch)
    #[arg(long, default_value_t = CounterSize::FiveEighths)]
    counter_size: CounterSize,
    /// The edge your duplex printer turns the sheet over: long or short
    #[arg(long, default_value_t = Flip::Long)]
    flip: Flip,
    /// Spare ink: large fills (night sky, counter backgrounds) as pale tints with outlines
    #[arg(long)]
    ink_saver: bool,
    /// The PDF to write
    #[arg(short, long)]
    output: PathBuf,
}

fn input(t: impl Into<String>) -> CliError {
    CliError::Input(t.into())
}

/// `--crop-marks`: on or off (yes/no, true/false).
fn on_off(text: &str) -> Result<bool, String> {
    match text.trim().to_ascii_lowercase().as_str() {
        "on" | "yes" | "true" => Ok(true),
        "off" | "no" | "false" => Ok(false),
        other => Err(crate::t!("cli-print-crop-marks", text = other)),
    }
}

pub fn options(a: &PrintArgs) -> PrintOptions {
    PrintOptions {
        kit: a.kit,
        paper: a.paper,
        bleed: a.bleed,
        crop_marks: a.crop_marks,
        back_offset: a.back_offset,
        counter_size: a.counter_size,
        flip: a.flip,
        ink: if a.ink_saver { Ink::Saver } else { Ink::Full },
    }
}

pub fn run(a: &PrintArgs, out: &mut impl Write) -> Result<(), CliError> {
    let o = options(a);
    let set = CardSet::builtin().map_err(|e| input(e.to_string()))?;
    let sherwood = super::sherwood_data::player_data()?;
    let started = std::time::Instant::now();
    let pdf = crate::print::pdf::render(&o, set, &sherwood).map_err(|e| input(e.to_string()))?;
    let took = started.elapsed();
    crate::store::files::replace_atomic(&a.output, &pdf)?;
    let wrote = crate::t!(
        "cli-print-wrote",
        file = a.output.display().to_string(),
        kilobytes = pdf.len().div_ceil(1024),
        ms = took.as_millis().to_string()
    );
    writeln!(out, "{wrote}")?;
    Ok(())
}
