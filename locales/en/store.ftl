# The app's files: what went wrong reading or writing one, as a notice says it.

store-no-data-dir = no data folder could be found for this user
# $path: the file; $error: the system's words for what went wrong.
store-cannot-read = could not read { $path }: { $error }
store-cannot-write = could not write { $path }: { $error }
# $megabytes: the largest file the app reads.
store-too-large = { $path } is too large (more than { $megabytes } MB) to be one of this app's files
# $size: the megabytes it would have been.
store-too-large-to-write = { $path } would be { $size } MB, more than the { $megabytes } MB this app reads back: it was not written, and the copy before it is kept
store-not-text = { $path } is not text (not UTF-8)
# $reason: what is wrong with it.
store-corrupt = { $path } cannot be read ({ $reason }); it is kept as it is
# $writer: the app and version that wrote it; $found, $supported: format numbers; $reader: this app and version.
store-too-new = { $path } was written by { $writer } in a newer format ({ $found }) than this { $reader } reads (up to { $supported }). Update PnP Companion to open it; the file is kept as it is
store-a-newer-version = a newer version
# $format: the format the file names.
store-not-a-save = not a PnP Companion save (format '{ $format }')
# $found: the game the save holds; $game: the one asked for (dnfm, sherwood).
store-save-of-other-game = a save of '{ $found }', not '{ $game }'
store-save-gone = the save is gone (removed since the list was made?)
store-save-newer-or-other = { $path } is from a newer version or another program; it is kept as it is
# A save's name when every "name 2", "name 3"… is taken.
store-name-imported = { $name } (imported)
store-damaged-data = its stored data is damaged
store-damaged-data-why = its stored data is damaged ({ $error })
store-stored-copy-bad = the stored copy does not parse, so it is not overwritten
store-settings-unreadable = { $path } could not be read ({ $error }); defaults are used and the file is kept

## An older save brought up to this build's format

store-migrate-not-object = the save is not a JSON object
store-migrate-no-way = no way to read save format { $version }
store-migrate-no-game = the save holds no game
# $mode: what the save says instead of physical or digital.
store-migrate-unknown-mode = unknown dice mode “{ $mode }”
store-migrate-no-mode = the game names no dice mode

## The web app's storage (the browser's)

store-browser-refused = This browser keeps no data for this page (a private window, or site data blocked): games will not be saved. Export a game to keep it.
store-browser-full = the browser's storage for this page is full: export and delete old games to make room
store-browser-refused-write = the browser refused to keep it
# Where a file is kept in the browser, as an error names it; $key: the file's name (saves/evening.json).
store-browser-place = (this browser)/{ $key }

## Import: a save or a data export brought in from another device

# $name: the file picked; $reason: why.
store-import-unknown = { $name } is not a PnP Companion save or data export ({ $reason }); nothing was imported
# $writer: the app and version that exported it; $reader: this app and version.
store-import-too-new = { $name } was exported by { $writer } in a newer format than this { $reader } reads. Update PnP Companion to import it; nothing was imported
# $key: the file inside the export (saves/evening.json), or store-import-the-save.
store-import-bad-file = { $name }: { $key } in it cannot be used ({ $reason }); nothing was imported
store-import-the-save = the save
store-import-not-json = not JSON: { $error }
store-import-no-format = it names no format
store-import-format = its format is '{ $format }'
store-import-cannot-merge = it cannot be merged: { $problem }
store-import-unknown-game = it is a save of a game this version does not know
store-import-unknown-file = the app keeps no file of that name
# What an import brought in: the parts below, joined with ", " into $what.
store-imported-one-save = the save “{ $name }”
store-imported-saves = { $count ->
    [one] { $count } save
   *[other] { $count } saves
}
store-imported-settings = the settings
store-imported-plays = { $count ->
    [one] { $count } play into your record
   *[other] { $count } plays into your record
}
store-imported-chart-data = your Sherwood chart data
store-imported-paragraphs = the imported paragraphs
store-imported = Imported { $what }
store-imported-nothing = Nothing new to import
# $said: store-imported or store-imported-nothing; $unchanged: saves that were here already.
store-imported-summary = { $unchanged ->
    [0] { $said }.
    [one] { $said } ({ $unchanged } save was here already).
   *[other] { $said } ({ $unchanged } saves were here already).
}
# After an import: what was kept as it was here. $differences: store-differs lines joined with "; ".
store-imported-chart-kept = Where your chart data differs, yours is kept: { $differences }.
store-imported-paragraphs-kept = { $count ->
    [one] { $count } imported paragraph reads differently from yours; yours is kept.
   *[other] { $count } imported paragraphs read differently from yours; yours are kept.
}
store-imported-settings-kept = The file's settings were not used; yours are kept.

## A game shared by a link

store-link-no-game = this is not a link to a shared game (it has no “#game=” part)
store-link-too-long = this link is too long to be a shared game ({ $count } characters)
# $why: what is wrong with it.
store-link-damaged = this link is damaged ({ $why }); ask for it again, or for the save's file
store-link-too-new = this link was made by a newer PnP Companion (link format { $version }); update the app to open it
store-link-does-not-replay = the game in this link does not replay here ({ $why }); nothing was imported
store-link-differs = the game in this link replays to a different state here than where it was shared (another version of the app, or other Sherwood chart data); nothing was imported
# $differences: the entries that differ, joined with "; ".
store-link-chart-differs = the game in this link was played on chart entries that differ from yours ({ $differences }); nothing was imported
store-link-encode = the game could not be written into a link ({ $why })
# $count: the moves in the link; $most: the most a link may carry.
store-link-too-many-steps = this link holds { $count } moves, more than a game ever needs ({ $most }); nothing was imported
store-link-read-unreached = this link marks paragraphs as read that its game never reached; nothing was imported
store-link-not-as-written = this link is not as PnP Companion writes one (its moves do not match the game they play); nothing was imported
store-link-not-base64 = not base64url: { $error }
store-link-too-big = it unpacks to more than a game can be
store-link-does-not-unpack = it does not unpack
store-link-no-format = it names no link format
store-link-chart-entries = its chart entries: { $problem }
# What a link holds, for the offer to add it: $mode is store-mode-physical or -digital.
store-received-dnfm = Do Not Forsake Me, { $mode }, turn { $turn }
store-received-sherwood = The Sherwood Syndrome, { $mode }, turn { $turn }
store-mode-physical = physical
store-mode-digital = digital
# The name of a shared game whose link names none.
store-shared-game = Shared game
store-opened = The shared game is now the save “{ $name }”.
store-entries-not-added = Its chart entries were not added to yours: { $error }.
store-entries-added = Its chart entries are now in yours.
store-entries-theirs = Its chart entries are now in yours, and where yours differed theirs now stand: { $differences }.
store-entries-unreadable = Its chart entries were not added: your own cannot be read ({ $error }).

## The player's own Sherwood data (chart cells, counter values, people and spaces)

# $table: the chart's name; $name: what the player gave; $names: the chart's own, joined with ", ".
store-chart-no-row = the { $table } has no row '{ $name }' (its rows: { $names })
store-chart-no-column = the { $table } has no column '{ $name }' (its columns: { $names })
store-not-sherwood-data = not a Sherwood data file (format '{ $format }')
store-da-costa-printed = da Costa's persuasiveness is printed in the rulebook (-2)
# $person: the person's id; $stat: the value's word (raid …).
store-value-out-of-range = { $person }'s { $stat }: { $value } is out of range
store-no-person = no person '{ $person }'
store-no-such-cell = no such cell
store-cell-printed = that cell is printed in the rulebook and cannot be changed
store-cell-not-buildable = '{ $code }' is not a cell this chart prints: choose one of its results, or its parts joined with commas
store-value-not-printed = { $value } is not a value a counter prints (-20 to 20)
store-name-length = a name must be 1 to 60 characters
# $name: the name given.
store-name-taken = there is already someone called '{ $name }'
store-space-name-length = a space name must be 1 to 60 characters
# One difference between two players' data: $what is the entry, $mine and $theirs its two values.
store-differs = { $what }: yours { $mine }, theirs { $theirs }
store-file-does-not-parse = the file on disk does not parse, so it is not overwritten
store-file-unreadable = the file on disk cannot be read
# A save another process of the app holds (a window, a text mode).
store-in-use = “{ $path }” is open in another window or text mode of the app. Close it there first: two that play one game would write over each other.
store-open-in-another-tab = This game is open in another tab of this app. Play it there, or close that tab first: two tabs that play one game would write over each other.
store-changed-elsewhere = “{ $path }” was written by another window, tab or text mode of the app since it was opened here; it is not written over
