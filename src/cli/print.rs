//! `pnp-companion print <dnfm|sherwood|all> [options] -o FILE.pdf`, and
//! `pnp-companion print --calibration [--paper …] [--flip …] -o FILE.pdf`: the printer check.

use super::CliError;
use crate::games::dnfm::cards::CardSet;
use crate::print::draw::Ink;
use crate::print::geometry::{Flip, Paper};
use crate::print::options::{
    Kit, Measured, PrintOptions, Shop, parse_back_bleed, parse_back_offset, parse_bleed,
    parse_measured,
};
use crate::print::sherwood::CounterSize;
use crate::print::shop::Job;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct PrintArgs {
    /// dnfm, sherwood or all
    #[arg(required_unless_present = "calibration")]
    kit: Option<Kit>,
    /// Print the printer check instead of a kit: a sheet of 25 squares, on both sides, that
    /// tells the --back-offset your printer needs (and checks the scale)
    #[arg(long, conflicts_with = "kit")]
    calibration: bool,
    /// a4 or letter
    #[arg(long, default_value_t = Paper::A4)]
    paper: Paper,
    /// Bleed around each component: 0 or 3 (mm)
    #[arg(long, default_value = "0", value_parser = parse_bleed)]
    bleed: f32,
    /// Crop marks outside the trim: on or off
    #[arg(long, default_value = "on", value_parser = on_off, action = clap::ArgAction::Set)]
    crop_marks: bool,
    /// Bleed around each back, 0 to 6 (mm); as --bleed unless given. More than the fronts'
    /// widens the gaps between components
    #[arg(long, value_parser = parse_back_bleed)]
    back_bleed: Option<f32>,
    /// Crop marks (and cut guides) on the back pages too: on or off
    #[arg(long, default_value = "on", value_parser = back_on_off, action = clap::ArgAction::Set)]
    back_crop_marks: bool,
    /// Shift of the back pages for printers that do not line up: X,Y in mm
    #[arg(long, default_value = "0,0", allow_hyphen_values = true, value_parser = parse_back_offset)]
    back_offset: (f32, f32),
    /// The printer check's 10 cm rulers as you measured them: ACROSS,DOWN in mm; the kit is
    /// scaled so both come out true
    #[arg(long, default_value = "100,100", value_parser = parse_measured)]
    measured: Measured,
    /// Fold-over pages for a printer without duplex: fronts above a fold, their backs
    /// below it, printed on one side
    #[arg(long)]
    fold: bool,
    /// The Do Not Forsake Me deck as a card printer takes it: thegamecrafter and
    /// makeplayingcards a zip of 300 dpi PNGs, drivethrucards one PDF
    #[arg(long, conflicts_with = "png")]
    shop: Option<Shop>,
    /// The Sherwood counters as one 300 dpi PNG sheet, to fold and glue (with sherwood)
    #[arg(long)]
    png: bool,
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
    /// Write over the PDF if it is there already
    #[arg(long)]
    force: bool,
}

fn input(t: impl Into<String>) -> CliError {
    CliError::Input(t.into())
}

/// On or off (yes/no, true/false); `None` for anything else.
fn switch(text: &str) -> Option<bool> {
    match text.trim().to_ascii_lowercase().as_str() {
        "on" | "yes" | "true" => Some(true),
        "off" | "no" | "false" => Some(false),
        _ => None,
    }
}

/// `--crop-marks`: on or off. (clap shows a value parser's error as it is, so it is the
/// player's sentence.)
fn on_off(text: &str) -> Result<bool, String> {
    switch(text).ok_or_else(|| crate::t!("cli-print-crop-marks", text = text.trim()))
}

/// `--back-crop-marks`: on or off (its error as `on_off`'s).
fn back_on_off(text: &str) -> Result<bool, String> {
    switch(text).ok_or_else(|| crate::t!("cli-print-back-crop-marks", text = text.trim()))
}

pub fn options(a: &PrintArgs) -> PrintOptions {
    PrintOptions {
        kit: a.kit.unwrap_or_default(),
        paper: a.paper,
        bleed: a.bleed,
        crop_marks: a.crop_marks,
        back_offset: a.back_offset,
        counter_size: a.counter_size,
        flip: a.flip,
        ink: if a.ink_saver { Ink::Saver } else { Ink::Full },
        back_bleed: a.back_bleed,
        back_crop_marks: a.back_crop_marks,
        measured: a.measured,
        fold: a.fold,
    }
}

/// The print shop's file the arguments ask for (`--shop`, `--png`), or `None` for a kit;
/// each is refused, with the command that works, for a kit it is not made from.
fn shop_job(a: &PrintArgs, o: &PrintOptions) -> Result<Option<Job>, CliError> {
    if let Some(shop) = a.shop {
        if o.kit != Kit::Dnfm {
            return Err(input(crate::t!(
                "cli-print-shop-dnfm-only",
                shop = shop.key()
            )));
        }
        let set = CardSet::builtin().map_err(|e| input(e.to_string()))?;
        return Ok(Some(crate::print::shop::deck(shop, set)));
    }
    if a.png {
        if o.kit != Kit::Sherwood {
            return Err(input(crate::t!("cli-print-png-sherwood-only")));
        }
        let sherwood = super::sherwood_data::player_data()?;
        return Ok(Some(crate::print::shop::counter_sheet(
            &sherwood,
            o.counter_size,
        )));
    }
    Ok(None)
}

pub fn run(a: &PrintArgs, out: &mut impl Write) -> Result<(), CliError> {
    super::unless_there(&a.output, a.force)?;
    let o = options(a);
    let started = std::time::Instant::now();
    let bytes = if a.calibration {
        crate::print::pdf::render_calibration(&o).map_err(|e| input(e.to_string()))?
    } else if let Some(job) = shop_job(a, &o)? {
        let ending = job.output.extension();
        let named = a.output.extension().and_then(|e| e.to_str());
        if !named.is_some_and(|e| e.eq_ignore_ascii_case(ending)) {
            return Err(input(crate::t!(
                "cli-print-ending",
                file = a.output.display().to_string(),
                ending = ending
            )));
        }
        crate::print::shop::write(&job).map_err(|e| input(e.to_string()))?
    } else {
        let set = CardSet::builtin().map_err(|e| input(e.to_string()))?;
        let sherwood = super::sherwood_data::player_data()?;
        crate::print::pdf::render(&o, set, &sherwood).map_err(|e| input(e.to_string()))?
    };
    let took = started.elapsed();
    crate::store::files::replace_atomic(&a.output, &bytes)?;
    let wrote = crate::t!(
        "cli-print-wrote",
        file = a.output.display().to_string(),
        kilobytes = bytes.len().div_ceil(1024),
        ms = took.as_millis().to_string()
    );
    writeln!(out, "{wrote}")?;
    Ok(())
}
