//! `pnp-companion print <dnfm|sherwood|all> [options] -o FILE.pdf`

use super::CliError;
use crate::games::dnfm::cards::CardSet;
use crate::print::geometry::Paper;
use crate::print::options::{Kit, PrintOptions, parse_back_offset, parse_bleed};
use crate::print::sherwood::CounterSize;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct PrintArgs {
    /// dnfm, sherwood or all
    kit: String,
    /// a4 or letter
    #[arg(long, default_value = "a4")]
    paper: String,
    /// Bleed around each component: 0 or 3 (mm)
    #[arg(long, default_value = "0")]
    bleed: String,
    /// Crop marks outside the trim: on or off
    #[arg(long, default_value = "on")]
    crop_marks: String,
    /// Shift of the back pages for printers that do not line up: X,Y in mm
    #[arg(long, default_value = "0,0", allow_hyphen_values = true)]
    back_offset: String,
    /// Sherwood counters: 5/8 or 1/2 (inch)
    #[arg(long, default_value = "5/8")]
    counter_size: String,
    /// The PDF to write
    #[arg(short, long)]
    output: PathBuf,
}

fn input(t: impl Into<String>) -> CliError {
    CliError::Input(t.into())
}

pub fn options(a: &PrintArgs) -> Result<PrintOptions, CliError> {
    let kit = match a.kit.trim().to_ascii_lowercase().as_str() {
        "dnfm" => Kit::Dnfm,
        "sherwood" => Kit::Sherwood,
        "all" => Kit::All,
        other => {
            return Err(input(format!(
                "'{other}' is not a kit: dnfm, sherwood or all"
            )));
        }
    };
    let paper = match a.paper.trim().to_ascii_lowercase().as_str() {
        "a4" => Paper::A4,
        "letter" | "us-letter" => Paper::Letter,
        other => {
            return Err(input(format!(
                "'{other}' is not a paper size: a4 or letter"
            )));
        }
    };
    let crop_marks = match a.crop_marks.trim().to_ascii_lowercase().as_str() {
        "on" | "yes" | "true" => true,
        "off" | "no" | "false" => false,
        other => return Err(input(format!("--crop-marks is on or off, not '{other}'"))),
    };
    let counter_size = match a.counter_size.trim() {
        "5/8" => CounterSize::FiveEighths,
        "1/2" => CounterSize::Half,
        other => {
            return Err(input(format!(
                "counters are 5/8 or 1/2 inch, not '{other}'"
            )));
        }
    };
    Ok(PrintOptions {
        kit,
        paper,
        bleed: parse_bleed(&a.bleed).map_err(|e| input(e.to_string()))?,
        crop_marks,
        back_offset: parse_back_offset(&a.back_offset).map_err(|e| input(e.to_string()))?,
        counter_size,
    })
}

pub fn run(a: &PrintArgs, out: &mut impl Write) -> Result<(), CliError> {
    let o = options(a)?;
    let set = CardSet::builtin().map_err(|e| input(e.to_string()))?;
    let sherwood = super::sherwood_data::player_data()?;
    let started = std::time::Instant::now();
    let pdf = crate::print::pdf::render(&o, set, &sherwood).map_err(|e| input(e.to_string()))?;
    let took = started.elapsed();
    crate::store::files::replace_atomic(&a.output, &pdf)?;
    writeln!(
        out,
        "Wrote {} ({} KB) in {} ms.",
        a.output.display(),
        pdf.len().div_ceil(1024),
        took.as_millis()
    )?;
    Ok(())
}
