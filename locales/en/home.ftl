# Home: the saves, a new game, your data, the settings.

app-name = PnP Companion
# $version: the app's version number.
about-line = A companion for two solo tabletop games · version { $version }
home-help = Help
home-f1 = F1: help and keyboard shortcuts

## The saves

home-continue = Continue
home-no-saves = No saved games yet.
home-unreadable = unreadable
home-save-unreadable = cannot be read (kept)
home-save-physical = physical
home-save-digital = digital
home-save-turn = turn { $turn }
home-save-won = won
home-save-lost = lost
home-options-open = Options
home-options-close = Close
# $path: the save file.
home-not-a-game = { $path } is not a game this version knows
home-seed = Seed { $seed }
home-copy-seed = Copy seed
home-seed-copied = Seed { $seed } copied.
home-new-name = New name
home-rename = Rename
home-type-name-first = Type the new name first.
home-other-device = To play it on another device
home-share = Share
home-export = Export
home-cannot-share = This save cannot be read, so it cannot be shared.
home-link-copied = Link copied.
home-paste-first = Paste the link first.
home-given-up = Given it up? Your record can count it as lost (you can still play on)
home-count-as-lost = Count as lost
home-delete = Delete…
home-delete-question = Delete “{ $name }”? The game cannot be continued after.
home-delete-yes = Delete it
home-delete-no = Keep it

## A new game

home-new-game = New game
home-name-placeholder = Name (optional)
home-seed-placeholder = Seed (optional, to replay a game)
home-bad-seed = '{ $seed }' is not a seed: use a whole number, or leave it empty
home-digital = Digital
home-physical = Physical
# The way of playing that is chosen, marked.
home-chosen = ● { $mode }
home-mode-physical = Physical: my own dice and cards
home-mode-digital = Digital: the app draws and rolls
home-record = Your record of plays
home-print = Print and play PDFs

## Your data

home-your-data = Your data
home-your-data-about = Move your games, settings and Sherwood charts between devices (a phone and a desktop): export here, import there.
home-data-at-risk = This browser may clear the app's games after some days without a visit. Add PnP Companion to your home screen to keep them.
# $when: how long ago, e.g. "3 h ago".
home-last-exported = Last exported { $when }.
home-not-exported = Not exported yet.
home-export-all = Export everything
home-import = Import…
# After an import that kept this device's settings: take the file's after all.
home-take-settings = Use its settings too

## Settings

home-settings = Settings
home-language = Language
home-follow-system = Follow the system
home-theme = Theme
home-theme-light = Light
home-theme-dark = Dark
home-scale = Scale
# $chosen, $shown: percentages.
home-scale-capped = At { $chosen } this screen shows { $shown }: the page would be too narrow otherwise.
home-number-pads = Number pads for dice and numbers (a touch screen)
home-reopen-last = Reopen the last game where you left it
home-screen-reader = Play with a screen reader
home-screen-reader-what = A page of headings, text and buttons over the picture, for VoiceOver, TalkBack, NVDA or Orca: the same game, played as the text mode plays it.
home-keep-screen-on = Keep the screen on during a game
home-cannot-keep-awake = This browser cannot keep the screen on (Safari before iOS 16.4): set the phone's Auto-Lock longer for a game.
home-awake-dropped = This phone let the screen lock again as soon as it was asked to keep it on: the screen may still go dark. Set the phone's Auto-Lock longer for a game.
home-web-address = Where your web app lives (its address), for links and QR codes of shared games
home-web-address-placeholder = https://…
home-address-scheme = The web app's address starts with https:// (as the browser shows it).
home-keep = Keep

## How long ago

age-just-now = just now
age-minutes = { $n } min ago
age-hours = { $n } h ago
age-days = { $n ->
    [one] { $n } day ago
   *[other] { $n } days ago
}
