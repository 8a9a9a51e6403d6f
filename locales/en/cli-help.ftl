# The command line's help (--help): each command's line and each argument's, keyed by where
# it stands (src/cli/help_words.rs makes the keys: cli-about-<path>, cli-more-<path>,
# cli-arg-<path>--<argument>, cli-value-<name>), and the words clap would write itself.
# What the player types (a command, a flag, a value such as raid or on) stays as it is typed.

## clap's own words

cli-help-usage = Usage:
cli-help-commands = Commands:
cli-help-arguments = Arguments:
cli-help-options = Options:
# In a usage line: where the options go.
cli-help-options-tag = [OPTIONS]
# In a usage line: the command that comes next (pnp-companion dnfm <COMMAND>).
cli-help-command-name = COMMAND
cli-help-help = Print help
cli-help-help-short = Print help (see more with '--help')
cli-help-help-long = Print help (see a summary with '-h')
cli-help-version = Print version
cli-help-help-command = Print this message or the help of the given subcommand(s)
# After an argument's help. $value: what it is when not given.
cli-help-default = [default: { $value }]
# $names: its other names, such as --leader, --recruiter.
cli-help-aliases = [aliases: { $names }]
# $values: the values it takes, with commas.
cli-help-values = [possible values: { $values }]

## Mistakes on the command line (each after cli-error's "error: ")

# $arg: the argument as typed, or as the help names it (--ed <ED>).
cli-mistake-unknown-arg = unexpected argument '{ $arg }' found
# $command: what was typed where a command goes.
cli-mistake-unknown-command = unrecognized subcommand '{ $command }'
# $command: the command that needs another after it.
cli-mistake-no-command = '{ $command }' requires a subcommand but one was not provided
# $args: the arguments missing, with commas.
cli-mistake-missing = the following required arguments were not provided: { $args }
cli-mistake-no-value = a value is required for '{ $arg }' but none was supplied
cli-mistake-bad-value = invalid value '{ $value }' for '{ $arg }'
# $reason: why, such as cli-mistake-range's words.
cli-mistake-bad-value-because = invalid value '{ $value }' for '{ $arg }': { $reason }
cli-mistake-not-whole = not a whole number
cli-mistake-too-large = too large a number
cli-mistake-range = not between { $low } and { $high }
cli-mistake-twice = the argument '{ $arg }' cannot be used multiple times
# $other: the argument given before it.
cli-mistake-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
cli-mistake-conflict-some = the argument '{ $arg }' cannot be used with one or more of the other arguments given
cli-mistake-too-many = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
# $wanted: how many values it takes; $given: how many it got.
cli-mistake-how-many = '{ $arg }' takes { $wanted } values, but { $given } were given
cli-mistake-unreadable = the command line could not be read
# $commands: the commands there are, with commas.
cli-mistake-commands = [subcommands: { $commands }]
# $near: a command, an argument or a value near the one typed.
cli-mistake-near = tip: a similar one exists: '{ $near }'
# $help: the flag that shows the help.
cli-mistake-more = For more information, try '{ $help }'.

## Every command's argument: --json

cli-arg--json = Print one JSON object instead of text

## Do Not Forsake Me: pnp-companion dnfm …

cli-about-dnfm-combat-value = Your Combat Value from the die values you drew (kept and discarded dice shown)
cli-arg-dnfm-combat-value--wmc = Wave Motion Cannon level (1-4)
cli-arg-dnfm-combat-value--fusion = Fusioncasting level (1-4); default the starting value 4
cli-arg-dnfm-combat-value--dice = The die values drawn, e.g. 1,5,6 (3 to 5 values, each 1-6)
cli-about-dnfm-bounty-value = A bounty's Combat Value from the die values drawn for it
cli-arg-dnfm-bounty-value--bounty = The bounty's name or id (e.g. "The Narn", narn)
cli-arg-dnfm-bounty-value--wmc = Your Wave Motion Cannon level when combat began (1-4)
cli-arg-dnfm-bounty-value--dice = The die values drawn (3 or 4, as the bounty's attack line says)
cli-about-dnfm-event = The event an Event Detection total reads
cli-arg-dnfm-event--ed = The ED total (0 or more)
cli-about-dnfm-repair-cost = Price of repairing one level in space
cli-arg-dnfm-repair-cost--system = fusion, navcomm or wmc
cli-arg-dnfm-repair-cost--quadrants = Quadrants travelled this turn (1-4)
cli-about-dnfm-station-cost = Price of upgrades at a spacestation
cli-arg-dnfm-station-cost--system = fusion, navcomm or wmc
cli-arg-dnfm-station-cost--steps = Levels to buy (1-3)
cli-about-dnfm-odds = Odds from what a player can know (the cards in the deck, well mixed): exact for evading or winning a round; the coach's chance of winning the game for each choice
cli-about-dnfm-odds-evade = Chance that your NavComm draw reaches a bounty's Detection Level
cli-arg-dnfm-odds-evade--navcomm = NavComm level (1-4)
cli-arg-dnfm-odds-evade--bounty = The bounty (its DL is used)
cli-arg-dnfm-odds-evade--aside = The Dice Card set aside for the bounty (1-6), one of those that carry it; without it, averaged over those cards
cli-about-dnfm-odds-combat = Chance of winning one combat round
cli-arg-dnfm-odds-combat--wmc = Wave Motion Cannon level (1-4)
cli-arg-dnfm-odds-combat--fusion = Fusioncasting level (1-4)
cli-arg-dnfm-odds-combat--bounty = The bounty you fight (its name or id)
cli-arg-dnfm-odds-combat--aside = The Dice Card set aside for the bounty (1-6), one of those that carry it; without it, averaged over those cards
cli-about-dnfm-odds-coach = The coach: each choice open where a game stands, with its chance of winning the whole game (games played on by the simulator; see `docs/dnfm-play.md`)
cli-arg-dnfm-odds-coach--script = The script of the game so far, as for `dnfm play` (- reads standard input)
cli-arg-dnfm-odds-coach--save = A save file of a Do Not Forsake Me game (from the data folder, or exported)
cli-arg-dnfm-odds-coach--seed = The script's game seed, as for `dnfm play` (a new one is chosen when left out)
cli-arg-dnfm-odds-coach--physical = The script is physical play, as for `dnfm play --physical`
cli-arg-dnfm-odds-coach--stations = Physical play: the quadrants of your map that hold a spacestation, such as 3,10
cli-arg-dnfm-odds-coach--games = Games played on from each choice (1 to 100,000)
cli-arg-dnfm-odds-coach--coach-seed = The seed of the games played on (the same seed, the same figures)
cli-arg-dnfm-odds-coach--peek = Play on from the app's deck as it lies (digital play), which no player at a table can see, as the app's "Peek at the deck" does; without it, from what the player can know
cli-about-dnfm-simulate = Play many games with a policy and report the balance
cli-arg-dnfm-simulate--games = How many games to play
cli-arg-dnfm-simulate--seed = The seed of the first game (the same seed, the same balance)
cli-arg-dnfm-simulate--policy = cautious, bold or random
cli-about-dnfm-play = Play a game from a script: one action a line as JSON (see `docs/dnfm-play.md`)
cli-arg-dnfm-play--script = The script: one action a line as JSON; blank lines and lines starting with # are skipped; - reads standard input
cli-arg-dnfm-play--seed = Seed for the app's map and Dice Card draws, to repeat a session exactly (a new one is chosen, and shown, when left out)
cli-arg-dnfm-play--physical = Physical play: you lay out your own cards and draw your own Dice Cards, so every action that draws needs "draws" on its line
cli-arg-dnfm-play--stations = Physical play: the quadrants of your map (1-16, the ship starts on 1) that hold a spacestation, such as 3,10
cli-arg-dnfm-play--coach = Also give the coach's figures where the script ends: each choice open then, with its chance of winning the whole game (see `docs/dnfm-play.md`)
cli-arg-dnfm-play--coach-games = Coach: games played on from each choice (1 to 100,000; more games, a smaller ±)
cli-arg-dnfm-play--coach-seed = Coach: the seed of the games played on (the same seed, the same figures)

## The Sherwood Syndrome: pnp-companion sherwood …

cli-about-sherwood-roll = Roll on a table with every modifier applied and itemised
cli-more-sherwood-roll = Describe the situation (who is in the space, who acts, where, the indices) and the app derives every modifier the rulebook gives, including the special abilities.
cli-arg-sherwood-roll--table = recruiting, donations, raid, horse-theft, sanctuary, flight, fealty, kings-men, heal
cli-arg-sherwood-roll--space = The space: a place name ("Trott", "Royal Palace") or a kind (town, castle, cathedral, royal-palace, bridge-ford, road, forest)
cli-arg-sherwood-roll--actor = Who acts: the recruiter, the raid's leader, the one requesting donations or sanctuary
cli-arg-sherwood-roll--with = Your other people in the space, comma-separated ("Kirk,Jink,Uhura")
cli-arg-sherwood-roll--injured = Which of your people in the space are injured (they add nothing)
cli-arg-sherwood-roll--sanctuary = Which of your people in the space are in sanctuary
cli-arg-sherwood-roll--target = Whom you try to recruit: a person, or "squad" for a King's Men squad
cli-arg-sherwood-roll--squads = King's Men squads in the space
cli-arg-sherwood-roll--gold = Gold pieces spent on a recruiting attempt
cli-arg-sherwood-roll--warchest = The Rebel Warchest before spending (checks the gold spent)
cli-arg-sherwood-roll--phasers = Use phasers in a raid (+5, Witchcraft +1; needs a Federation crewman)
cli-arg-sherwood-roll--witchcraft = The Witchcraft index (0-19)
cli-arg-sherwood-roll--morale = The Royal Morale index (0-19; the game starts at 10)
cli-arg-sherwood-roll--orders = The Royal Orders: patrol, search or seize
cli-arg-sherwood-roll--flee-to = Flight: the space fled to (a place name or a kind, e.g. forest)
cli-arg-sherwood-roll--squads-there = Flight: King's Men squads in the space fled to
cli-arg-sherwood-roll--horses = Flight: everyone fleeing has a horse
cli-arg-sherwood-roll--patients = Healing: how many injured people are treated at once (1-3)
cli-arg-sherwood-roll--medical-kit = Healing: McCoy or Goren uses the medical kit (no roll, Witchcraft +1)
cli-arg-sherwood-roll--row = Read this chart row by name (a row you added from your own chart)
cli-arg-sherwood-roll--value = A value printed on a counter, e.g. kirk.raid=3 (stats: persuasiveness, raid, donations)
cli-arg-sherwood-roll--roll = The die you rolled yourself (0 reads as 10); a second value serves a follow-up die
cli-arg-sherwood-roll--seed = Seed for the app's own die, to repeat a roll exactly
cli-about-sherwood-paragraph = A paragraph's effect (and your imported text); spoiler-guarded without --reveal
cli-arg-sherwood-paragraph--number = The paragraph's number
cli-arg-sherwood-paragraph--reveal = Show it (it may spoil the story if it has not come up in play)
cli-about-sherwood-import-rulebook = Read your own plain-text rulebook and keep its paragraph text in your data folder
cli-arg-sherwood-import-rulebook--file = Your rulebook as a plain-text file
cli-about-sherwood-known = What you have filled in, and what is still unknown
cli-about-sherwood-set-cell = Record a chart cell from your own chart: TABLE ROW COLUMN CODE, the row and the column as your printed chart names them (`sherwood table TABLE` shows its layout)
cli-arg-sherwood-set-cell--table = The table: recruiting, donations, raid, horse-theft, sanctuary, flight, fealty, kings-men or heal
cli-arg-sherwood-set-cell--row = The row as your chart prints it down its side (see below for each table)
cli-arg-sherwood-set-cell--column = The column as your chart prints it across its top (see below for each table)
cli-arg-sherwood-set-cell--code = What the cell says: a paragraph number or a result code, such as MN or 2C,F
cli-about-sherwood-set-value = Record a counter value: PERSON STAT N (stat: persuasiveness, raid, donations)
cli-arg-sherwood-set-value--person = The person, by name
cli-arg-sherwood-set-value--stat = persuasiveness, raid or donations
cli-arg-sherwood-set-value--value = The value the counter prints (-20 to 20)
cli-about-sherwood-set-kind = Record a person's kind: PERSON KIND (enterprise, archon, neutral, royalist, cleric)
cli-arg-sherwood-set-kind--person = The person, by name
cli-arg-sherwood-set-kind--kind = enterprise, archon, neutral, royalist or cleric
cli-about-sherwood-add-person = Add a person from your own counters: NAME KIND (enterprise, archon, neutral, royalist, cleric)
cli-arg-sherwood-add-person--name = The person's name, as the counter prints it
cli-arg-sherwood-add-person--kind = enterprise, archon, neutral, royalist or cleric
cli-about-sherwood-add-space = Add a space from your own map: NAME KIND (town, castle, cathedral, bridge-ford, road, forest, other)
cli-arg-sherwood-add-space--name = The space's name, as your map prints it
cli-arg-sherwood-add-space--kind = town, castle, cathedral, bridge-ford, road, forest or other
cli-about-sherwood-export-data = Write everything you have filled in to one file
cli-arg-sherwood-export-data--file = The file to write
cli-about-sherwood-import-data = Merge a file another player exported (yours wins where both differ)
cli-arg-sherwood-import-data--file = The file another player exported
cli-about-sherwood-play = Play a game from a script: one action a line as JSON (see `docs/sherwood-play.md`)
cli-more-sherwood-play = Starts a new game (the app's setup and dice from the seed, or your own with --physical), applies each line's action and reports it applied or refused with the reason, then prints where the game stands. A line that cannot be read is reported with its number and skipped; the exit code is then 2.
cli-arg-sherwood-play--script = The script: one action a line as JSON; blank lines and lines starting with # are skipped; - reads standard input
cli-arg-sherwood-play--seed = Seed for the app's setup draw and dice, to repeat a session exactly (a new one is chosen, and shown, when left out)
cli-arg-sherwood-play--physical = Physical play: you set up with your own counters and roll your own die, so every roll needs "dice" on its line
cli-about-sherwood-table = Show a table cell by cell, with where each cell comes from
cli-arg-sherwood-table--table = recruiting, donations, raid, horse-theft, sanctuary, flight, fealty, kings-men, heal

## The print kit: pnp-companion print …

cli-arg-print--kit = dnfm, sherwood or all
cli-arg-print--calibration = Print the printer check instead of a kit: a sheet of 25 squares, on both sides, that tells the --back-offset your printer needs (and checks the scale)
cli-arg-print--paper = a4 or letter
cli-arg-print--bleed = Bleed around each component: 0 or 3 (mm)
cli-arg-print--crop-marks = Crop marks outside the trim: on or off
cli-arg-print--back-bleed = Bleed around each back, 0 to 6 (mm); as --bleed unless given. More than the fronts' widens the gaps between components
cli-arg-print--back-crop-marks = Crop marks (and cut guides) on the back pages too: on or off
cli-arg-print--back-offset = Shift of the back pages for printers that do not line up: X,Y in mm
cli-arg-print--shop = The Do Not Forsake Me deck as a card printer takes it: thegamecrafter and makeplayingcards a zip of 300 dpi PNGs, drivethrucards one PDF
cli-arg-print--png = The Sherwood counters as one 300 dpi PNG sheet, to fold and glue (with sherwood)
cli-arg-print--fold = Fold-over pages for a printer without duplex: fronts above a fold, their backs below it, printed on one side
cli-arg-print--measured = The printer check's 10 cm rulers as you measured them: ACROSS,DOWN in mm (each 90 to 110); the kit is scaled so that both come out true
cli-arg-print--counter-size = Sherwood counters: 5/8 or 1/2 (inch)
cli-arg-print--flip = The edge your duplex printer turns the sheet over: long or short
cli-arg-print--ink-saver = Spare ink: large fills (night sky, counter backgrounds) as pale tints with outlines
cli-arg-print--output = The PDF to write
cli-arg-print--force = Write over the PDF if it is there already

## Saves: pnp-companion saves …

cli-about-saves-show = What a save file holds: its game, name, seed, how far it got; an error if it cannot be played
cli-arg-saves-show--file = The save file (from the data folder, or exported by the web app)
cli-about-saves-import = Brings a save or an "everything" export (from the web app or another computer) into the data folder
cli-arg-saves-import--file = The exported file
cli-arg-saves-import--settings = Take the settings an "everything" export carries; without it, the settings here are kept (a folder with none takes them)
cli-about-saves-share = A link that carries the game in a save (its seed, mode and moves), for the web app on another device
cli-arg-saves-share--file = The save file
cli-arg-saves-share--base = The web app's address; without it, the one set in the app ("Where your web app lives"), else the link's own part from "#game=" on
cli-about-saves-open = Opens a shared game's link as a new save in the data folder (it is replayed and checked first)
cli-arg-saves-open--link = The link (or its part from "#game=" on); quote it in the shell
cli-arg-saves-open--theirs = Where the game's chart entries differ from yours, take theirs (the game was played on them); without it such a link is refused and nothing is written

## The record: pnp-companion record …

cli-arg-record--game = Only this game
cli-about-record-export = Writes every play as CSV (one row a play; `README.md` lists the columns)
cli-arg-record-export--csv = The CSV file to write
cli-arg-record-export--force = Write over the file if it is there already

## Playing in the terminal: pnp-companion play …

cli-arg-play-dnfm--physical = Physical play: you draw your own Dice Cards or roll your own die and type what they show
cli-arg-play-dnfm--seed = Seed for the app's draws and rolls, to play the same game again
cli-arg-play-dnfm--name = The name the game is saved under (the game's own name when left out)
cli-arg-play-dnfm--open = Go on with a saved game of this name (one begun here or in the window)
cli-arg-play-sherwood--physical = Physical play: you draw your own Dice Cards or roll your own die and type what they show
cli-arg-play-sherwood--seed = Seed for the app's draws and rolls, to play the same game again
cli-arg-play-sherwood--name = The name the game is saved under (the game's own name when left out)
cli-arg-play-sherwood--open = Go on with a saved game of this name (one begun here or in the window)

## The names of values (<FILE>), in capitals

cli-value-aside = ASIDE
cli-value-back-bleed = BACK_BLEED
cli-value-back-crop-marks = BACK_CROP_MARKS
cli-value-back-offset = BACK_OFFSET
cli-value-measured = MEASURED
cli-value-shop = SHOP
cli-value-base = BASE
cli-value-bleed = BLEED
cli-value-bounty = BOUNTY
cli-value-code = CODE
cli-value-column = COLUMN
cli-value-counter-size = COUNTER_SIZE
cli-value-crop-marks = CROP_MARKS
cli-value-dice = DICE
cli-value-ed = ED
cli-value-file = FILE
cli-value-flip = FLIP
cli-value-fusion = FUSION
cli-value-game = GAME
cli-value-games = GAMES
cli-value-gold = GOLD
cli-value-kind = KIND
cli-value-kit = KIT
cli-value-link = LINK
cli-value-morale = MORALE
cli-value-n = N
cli-value-n-n = N[,N]
cli-value-name = NAME
cli-value-name-kind = NAME|KIND
cli-value-navcomm = NAVCOMM
cli-value-number = NUMBER
cli-value-orders = ORDERS
cli-value-output = OUTPUT
cli-value-paper = PAPER
cli-value-patients = PATIENTS
cli-value-person = PERSON
# squad: typed as it is.
cli-value-person-squad = PERSON|squad
cli-value-person-stat-n = PERSON.STAT=N
cli-value-persons = PERSONS
cli-value-policy = POLICY
cli-value-quadrants = QUADRANTS
cli-value-row = ROW
cli-value-seed = SEED
cli-value-squads = SQUADS
cli-value-squads-there = SQUADS_THERE
cli-value-stat = STAT
cli-value-steps = STEPS
cli-value-system = SYSTEM
cli-value-table = TABLE
cli-value-value = VALUE
cli-value-warchest = WARCHEST
cli-value-witchcraft = WITCHCRAFT
cli-value-wmc = WMC
