//! The record as CSV, one row a play, for a spreadsheet or a play-logging app.

use super::Record;

/// The columns, in order (docs/guide/saves.md documents each).
pub const CSV_COLUMNS: [&str; 11] = [
    "game",
    "mode",
    "seed",
    "save",
    "name",
    "ended",
    "turns",
    "outcome",
    "how",
    "figures",
    "ended_unix",
];

/// Every play, oldest first, with a header row. Dates are UTC ("2026-12-02 14:05").
pub fn to_csv(record: &Record) -> String {
    let mut out = CSV_COLUMNS.join(",");
    out.push('\n');
    let mut plays: Vec<_> = record.plays.iter().collect();
    plays.sort_by_key(|p| p.ended_at);
    for p in plays {
        let figures: Vec<String> = p
            .figures
            .iter()
            .map(|f| format!("{}={}", f.name, f.value))
            .collect();
        let row = [
            p.game.key().to_string(),
            if p.physical { "physical" } else { "digital" }.to_string(),
            p.seed.to_string(),
            p.save.clone(),
            p.name.clone(),
            utc(p.ended_at),
            p.turns.to_string(),
            if p.won() { "won" } else { "lost" }.to_string(),
            p.how.key().to_string(),
            figures.join("; "),
            p.ended_at.to_string(),
        ];
        let cells: Vec<String> = row.iter().map(|c| cell(c)).collect();
        out.push_str(&cells.join(","));
        out.push('\n');
    }
    out
}

/// A cell quoted when it holds a comma, a quote or a line break (RFC 4180); a cell a
/// spreadsheet would run as a formula is quoted with a leading apostrophe.
fn cell(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@']) {
        format!("'{text}")
    } else {
        text.to_string()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

/// Seconds since 1970 as a UTC date and time (days to a civil date: Howard Hinnant's
/// `civil_from_days`).
fn utc(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let minutes = (secs % 86_400) / 60;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        minutes / 60,
        minutes % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::record::tests::play;
    use crate::store::record::{Figure, How};
    use crate::store::saves::GameKind;

    #[test]
    fn dates_worked_by_hand() {
        assert_eq!(utc(0), "1970-01-01 00:00");
        // 2000-03-01 is day 11,017; a leap day before it.
        assert_eq!(utc(11_017 * 86_400 + 3_660), "2000-03-01 01:01");
        assert_eq!(utc(11_016 * 86_400), "2000-02-29 00:00");
        // 2026-12-02 14:05 UTC.
        assert_eq!(utc(1_796_220_000 + 300), "2026-12-02 14:05");
    }

    #[test]
    fn one_row_a_play_with_awkward_names_quoted() {
        let mut r = crate::store::record::Record::default();
        let mut p = play(GameKind::Sherwood, 3, How::LastTownSwore, 12, 86_400);
        p.name = "Robin, \"the\" hood".into();
        p.figures = vec![
            Figure {
                name: "Witchcraft".into(),
                value: 7,
            },
            Figure {
                name: "Rebel Warchest".into(),
                value: 4,
            },
        ];
        r.add(p);
        let mut q = play(GameKind::Dnfm, 9, How::Megacredits, 15, 0);
        q.name = "=SUM(A1)".into();
        r.add(q);
        let csv = to_csv(&r);
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines[0], CSV_COLUMNS.join(","));
        assert_eq!(
            lines[1],
            "dnfm,digital,9,saves/game-9.json,'=SUM(A1),1970-01-01 00:00,15,won,megacredits,Megacredits=30,0"
        );
        assert_eq!(
            lines[2],
            "sherwood,digital,3,saves/game-3.json,\"Robin, \"\"the\"\" hood\",1970-01-02 00:00,12,lost,last-town-swore,Witchcraft=7; Rebel Warchest=4,86400"
        );
        assert_eq!(lines.len(), 3);
    }
}
