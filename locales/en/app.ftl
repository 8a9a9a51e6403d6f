# The shell: the window's title, the notices, the start-up problems, files saved and opened.

## Titles and what a screen reader says of the page

# $game: the game's title; $name: the save's name.
app-title-game = { $game } — { $name }
app-title-print = PnP Companion — Print
app-title-record = PnP Companion — Your record
app-cannot-start = PnP Companion cannot start
app-headline-dnfm-over = Do Not Forsake Me, turn { $turn }: the game is over
# $phase: the phase the game is in.
app-headline-dnfm = Do Not Forsake Me, turn { $turn }: { $phase }
# $step: the step the turn is at.
app-headline-sherwood = The Sherwood Syndrome, turn { $turn }: { $step }
# What the page's live region says after each action the turn log records: $action what
# was done, $what what happened.
app-live-outcome = { $action }: { $what }
# Two lines of what happened, run together for the live region.
app-live-outcome-more = { $said }. { $line }
# The same after a line that ends its own sentence.
app-live-outcome-next = { $said } { $line }

## Start-up and a broken install

# $problem: what no longer fits.
app-chart-entry-misfit = Your saved chart data has an entry that no longer fits: { $problem }
# $path: the file of imported paragraphs; $error: why it does not read.
app-imported-unread-kept = { $path } could not be read ({ $error }); the paragraphs you imported are not shown until it is fixed or imported again; the file is kept
app-imported-unread = { $error }; the paragraphs you imported are not shown until it is fixed or imported again
app-data-damaged = The app's own game data is damaged: { $error }
app-reinstall = Reinstall PnP Companion. Your saved games and your own data were not touched.
app-card-data-broken = The card data is broken.
app-sherwood-data-broken = The Sherwood data is broken.

## Notices

app-ok = OK
app-reload = Reload
app-update-waiting = A new version of PnP Companion is ready. Reload to use it: your games are kept.
app-add-to-home-screen = Keep your games: add PnP Companion to your home screen (Share, then Add to Home Screen on an iPhone; the menu, then Install app on Android). A browser may clear a page's data after some days without a visit (Safari does after 7); an installed app keeps it. Export everything now and then as a copy.
app-saving-before-close = Saving your game before closing…
app-not-saved-play-on = Not saved: { $error }. Play on; the app tries again after your next action.
# The save was written by another window, tab or text mode since it was opened here.
app-kept-as-copy = “{ $name }” was saved by another window, tab or text mode since you opened it here. That game is kept as it is; this one is now saved as “{ $copy }”.
app-not-saved = Not saved: { $error }.
app-no-file-chosen = No file chosen.
app-no-file-chosen-desktop = No file chosen. If no dialog appeared, type the path and press Import.
app-no-folder-paragraphs = No data folder: the paragraphs cannot be kept.
app-no-folder-export = No data folder to export to.
app-no-folder-remember = No data folder: cannot remember it.
# $wanted: the name asked for.
app-no-such-save = No saved game '{ $wanted }' in the data folder.
app-pick-data = A save or data exported from PnP Companion
app-pick-rulebook = Your Sherwood Syndrome rulebook as plain text
# $address: the web app's address.
app-links-start-with = Links of shared games now start with { $address }.
app-no-web-address = No web app address: links are shown without one, and no QR code.
# $name: the save's name.
app-ended-already = “{ $name }” has ended: your record already has it.
app-counted-lost = “{ $name }” is counted as lost in your record.
app-your-chart-data = your Sherwood chart data: { $error }
# $why: what went wrong.
app-not-shared = The game could not be shared: { $why }
app-shared-not-added = The shared game was not added: { $why }
app-shared-declined = The shared game was not added. Open its link again to add it later.

## Work done off the screen: settings, the turn log, renaming, deleting, importing

app-settings-not-saved = Settings not saved: { $error }
# $path: where the file is.
app-log-is-in = The turn log is in { $path }
app-already-called = It is already called “{ $name }”.
app-name-taken = Another save is called “{ $name }”: pick another name.
app-save-gone = That save is gone.
app-not-renamed = Not renamed: { $error }
app-renamed-old-stays = Renamed, but the old file stays: { $error }
app-renamed = Renamed to “{ $name }”.
app-not-deleted = Not deleted: { $error }
app-deleted-backup = “{ $name }” is deleted; its backup stays at { $path }.
app-deleted = “{ $name }” is deleted.
app-nothing-imported = Nothing imported: { $error }
# $found, $missing: how many paragraphs.
app-imported-paragraphs = Imported { $found } paragraphs; { $missing } not found.
# $done: what was exported; $skipped: the saves left out.
app-left-out = { $done }. Left out, as unreadable: { $skipped }
# $file: the file's name.
app-file-unreadable = { $file } could not be read: { $error }

## Files: the save dialog, downloads, opening a file

app-no-storage-desktop = No data folder could be found: games will not be saved.
app-no-storage-browser = This browser keeps no data for this page (a private window, or site data blocked): games will not be saved.
app-shared-no-storage-desktop = A game was shared with you, but no data folder could be found: games will not be saved.
app-shared-no-storage-browser = A game was shared with you, but this browser keeps no data for this page (a private window, or site data blocked): games will not be saved.
app-not-chosen = no file was chosen, so nothing was written
app-no-dialog-no-folder = this system shows no save dialog and has no data folder
# $said: where the file went.
app-no-dialog = This system shows no save dialog (no desktop portal, no zenity). { $said }
# $path: the file; $size: its size in kilobytes.
app-saved-file = Saved { $path } ({ $size }).
app-saved-in-folder = Saved in the data folder: { $path } ({ $size }).
app-opened = Opened { $path }
app-no-opener = No program here opens { $path }; open it from your file manager.
app-kilobytes = { $kilobytes } KB
# $megabytes: the largest file the app reads.
app-file-too-large = it is too large (more than { $megabytes } MB) to be one of this app's files
app-browser-cannot-read = the browser could not read it
app-download-refused = the browser refused the download
app-language-not-fetched = That language could not be downloaded (are you offline?). The app stays in this one; try again once online.
app-no-page = there is no page to download from
# $name: the file's name.
app-downloaded = Downloaded { $name } ({ $size })
app-shared-file = Shared { $name } ({ $size })
app-share-cancelled = the share was cancelled, so nothing was sent
app-awake-dropped = This phone let the screen lock again as soon as the app asked to keep it on (a known fault of apps added to the Home Screen on some iOS versions): the screen may still go dark. Set the phone's Auto-Lock longer for a game.
app-no-folder-in-browser = a browser has no data folder to write into; use Save PDF
app-open-from-downloads = Open { $path } from your downloads.
# The kinds of file a dialog offers.
app-kind-pdf = PDF
app-kind-png = PNG picture
app-kind-zip = Zip of pictures
app-kind-markdown = Markdown
app-kind-json = PnP Companion data
app-kind-text = Text
