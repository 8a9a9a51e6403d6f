# The command line: its help, its errors and its reports (the text; --json never moves with
# the language).

## The commands

cli-about = A companion for two solo tabletop games: Do Not Forsake Me (Oh My Darling) and The Sherwood Syndrome
cli-about-dnfm = Do Not Forsake Me (Oh My Darling): combat values, events, prices, odds, simulation
cli-about-sherwood = The Sherwood Syndrome (Star Trek III, 1985): rolls, chart look-ups and scripted play
cli-about-print = Print-and-play PDFs: the Do Not Forsake Me cards and the Sherwood counter sheets
cli-about-saves = Save files: what one holds, and bringing in saves exported on another device
cli-about-record = Your record of plays: games won and lost per game and mode, or every play as CSV
cli-lang-help = The language of the text: en, de or fr (else the system's); --json is the same in every language
# $code: what was typed; $known: the codes there are ("en, de, fr").
cli-lang-unknown = there is no language "{ $code }": use one of { $known }

## Errors

# $error: what went wrong (already in words).
cli-error = error: { $error }
cli-output-failed = could not write the output: { $error }
cli-window-failed = error: the window could not open: { $error }
cli-app-failed = the app could not start: { $error }

## Where a datum comes from

provenance-rulebook = rulebook
provenance-inferred = inferred
provenance-designed = designed
provenance-unknown = unknown
provenance-player = player

## Sherwood: rolls and tables

# $step: the turn's step, in words.
cli-sw-when = Turn { $turn }, { $step }

# $text: what was typed.
cli-sw-not-a-space = '{ $text }' is neither a place the rulebook names nor a kind of space (town, castle, cathedral, royal-palace, bridge-ford, road, forest)
cli-sw-not-a-value = '{ $spec }' is not a counter value: write it as PERSON.STAT=N, e.g. kirk.raid=3
cli-sw-not-whole = '{ $number }' is not a whole number (in '{ $spec }')
cli-sw-value-out-of-range = { $value } is not a value a counter prints (in '{ $spec }'): expected -20 to 20
# $ask: what is missing, in a sentence; $person and $stat: the words to type.
cli-sw-pass-value = { $ask } Pass it as --value { $person }.{ $stat }=N.
cli-sw-rolled-seed = rolled, seed { $seed }
cli-sw-rolled = rolled
cli-sw-your-die = your die
# $how: rolled (with its seed) or your die.
cli-sw-die = die ({ $how })
cli-sw-total = total
cli-sw-result = Result: { $result }
# $provenance: rulebook, inferred, designed, unknown or player.
cli-sw-cell-is = (this cell is { $provenance })
cli-sw-follow-up-die = Follow-up die: { $die } → { $gold } gold to the Warchest
cli-sw-follow-up = Follow-up: { $reason } — roll it and pass it as a second --roll value
cli-sw-note = Note: { $note }
# $odds: each result with its chance, "·" between.
cli-sw-odds = Odds before the roll: { $odds }
cli-sw-table-title = { $name }  (? = not in the rulebook: read it off your chart; ~ = inferred; * = yours)

## Scripted sessions (both games)

# $line: the script's line number; $when: where the game stood; $label: the action.
cli-session-line = line { $line } · { $when } · { $label }
cli-session-refused = refused: { $reason }
cli-session-not-read = line { $line } · not read: { $error }; the line is skipped
cli-session-standing = Where the game stands
cli-session-one-unread = line { $line } of the script could not be read
# $lines: the line numbers, with commas.
cli-session-unread = { $count } lines of the script could not be read: lines { $lines }
cli-script-stdin-failed = could not read the script from standard input: { $error }
cli-script-unreadable = the script cannot be read: { $error }
cli-script-json-ends = this is not JSON: the line ends before its object does (a closing {"}"} missing?)
cli-script-not-json = this is not JSON ({ $error }, at column { $column })
# $example: an action's name, as typed.
cli-script-not-object = expected one JSON object with an "action", such as {"{"}"action": "{ $example }"{"}"}
# A percentage the command line writes with one decimal ("47.5 %").
cli-percent = { $value } %

## Die-roll ranges (a chart's bands)

# $text: the range as written.
range-unreadable = '{ $text }' is not a die-roll range (expected e.g. "4", "1-3", "0 or less", "16 or more", "9 +")
range-backwards = the range '{ $text }' runs backwards
range-empty = a table needs at least one die-roll range
range-not-contiguous = the ranges '{ $first }' and '{ $second }' do not meet: every total must fall in exactly one
range-open-inside = only the first range may be open downward and only the last open upward ('{ $text }')

## Saves, the record, the print kit

cli-no-data-folder = no data folder could be found for this user
cli-saves-chart-differs = { $error }. To add it with the sender's entries in those cells, run it again with --theirs.
# $name: the save's name.
cli-saves-opened = Opened the shared game as the save “{ $name }”.
cli-saves-import-settings-hint = To use the file's settings instead, import it again with --settings.
cli-saves-data-folder = Data folder: { $folder }
cli-saves-chart-data = your Sherwood chart data: { $error }
cli-saves-not-a-save = { $file } is not a save ({ $error })
cli-saves-unknown-game = { $file } is not a save of a game this version knows
cli-saves-seed = Seed: { $seed }
cli-saves-actions = Actions: { $actions }
cli-saves-won = Finished: won
cli-saves-lost = Finished: lost
cli-saves-not-finished = Not finished
# An export asked to write a file that is there already, without --force.
cli-file-there = { $file } is there already: nothing written. Give another file, or add --force to write over it.
cli-record-not-written = { $file } could not be written: { $error }
# $plays: how many plays; $file: the CSV file.
cli-record-written = { $plays } plays written to { $file }
cli-record-no-json = the record could not be put as JSON: { $error }
cli-record-empty = No game has ended yet: your record starts with the first that does.
cli-record-physical = physical
cli-record-digital = digital
cli-record-longest-run = longest run of wins: { $wins }
cli-record-turns = { $kind ->
    [sherwood] turns
   *[other] turns
} a game: { $turns } on average
# $text: what was typed.
cli-print-crop-marks = --crop-marks is on or off, not '{ $text }'
cli-print-back-crop-marks = --back-crop-marks is on or off, not '{ $text }'
# $kilobytes: the PDF's size; $ms: how long it took, in milliseconds.
cli-print-wrote = Wrote { $file } ({ $kilobytes } KB) in { $ms } ms.
# $shop: the card printer named with --shop.
cli-print-shop-dnfm-only = --shop { $shop } prints the Do Not Forsake Me deck: write print dnfm --shop { $shop }
cli-print-png-sherwood-only = --png draws the Sherwood counter sheet: write print sherwood --png
cli-print-ending = { $file } does not end in .{ $ending }, the kind of file this writes: name it so
