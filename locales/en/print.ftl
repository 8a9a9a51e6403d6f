# The print kit: its sheets' headers and ruler, the Sherwood Syndrome counters' words, and
# what goes wrong (the Do Not Forsake Me cards' words are in print-dnfm.ftl).

## The sheets

# The PDF's title, as a viewer shows it.
print-kit-title = PnP Companion print kit
print-sheet-title-dnfm = Do Not Forsake Me
print-sheet-title-sherwood = Sherwood Syndrome counters
# A sheet's header. $title: the kit's; $sheet, $sheets: which sheet of how many; $side:
# print-sheet-fronts or a print-sheet-backs; $paper: the paper size.
print-sheet-header = { $title } · sheet { $sheet } of { $sheets }, { $side } · { $paper } · print at 100 %
print-sheet-fronts = fronts
print-shop-thegamecrafter = The Game Crafter
print-shop-drivethrucards = DriveThruCards
print-shop-makeplayingcards = MakePlayingCards
print-shop-deck-title = Do Not Forsake Me — the deck for a card printer
print-sheet-fold-side = fold-over: print on one side, fold on the dashed line, glue, cut
print-sheet-fold = fold
print-counter-sheet-header = { $title } · { $how }
print-sheet-backs-long = backs: turn over on the long edge
print-sheet-backs-short = backs: turn over on the short edge
# The ruler's unit.
print-ruler-cm = cm
print-paper-a4 = A4
print-paper-letter = US Letter

## The Sherwood Syndrome counters (people's names stay as the rulebook prints them)

print-counter-kings-men = King's Men
print-counter-royal-palace = Royal Palace
print-counter-royal-party = Royal Party
print-counter-imprisoned = Imprisoned
print-counter-injured = Injured
print-counter-horse = Horse
print-counter-sanctuary = Sanctuary
print-counter-witchcraft = Witchcraft
print-counter-warchest = Warchest
print-counter-morale = Morale
print-counter-orders = Orders
# A blank counter's name (not printed). $kind: whose colour it has.
print-counter-blank = blank { $kind }

## What goes wrong

print-error-font = the bundled font could not be read
print-error-image = a page is too large to draw as a picture
# $reason: what is wrong.
print-error-data = the card data is broken: { $reason }
# $error: the PDF library's words.
print-error-pdf-write = the PDF could not be written: { $error }
print-error-pdf-catalog = the PDF has no catalog: { $error }
# The web app's PDF writer (a second download, fetched when the player first prints) is not there.
print-error-writer-missing = the { -app }'s PDF writer could not be fetched: go online once and try again (after that it prints offline too)
print-error-pages = the PDF writer could not read the kit's pages: reload the { -app } so that its parts match
# An option as the player typed it: $text. The words in the list are typed as they are.
print-error-back-offset = '{ $text }' is not a back offset: write X,Y in millimetres, e.g. 1.5,-0.5 (each between -10 and 10)
print-error-measured = '{ $text }' is not what the rulers measure: write ACROSS,DOWN in millimetres, e.g. 99.5,100 (each between 90 and 110)
print-error-shop = '{ $text }' is not a card printer the app writes for: drivethrucards
print-error-bleed = bleed is 0 or 3 (mm), not '{ $text }'
print-error-back-bleed = a back bleeds 0 to 6 (mm), not '{ $text }'
print-error-kit = '{ $text }' is not a kit: dnfm, sherwood or all
print-error-paper = '{ $text }' is not a paper size: a4 or letter
print-error-counter-size = counters are 5/8 or 1/2 inch, not '{ $text }'
print-error-flip = the printer turns the sheet on its long or short edge, not '{ $text }'

## The printer check (src/print/calibration.rs): one sheet printed on both sides

print-check-pdf-title = PnP Companion printer check
# $side: print-check-front or a print-check-back; $paper: the paper size.
print-check-title = Printer check · { $side } · { $paper }
print-check-front = front
print-check-back-long = back, turned on the long edge
print-check-back-short = back, turned on the short edge
print-check-how-long = Print this sheet on both sides at 100 % (actual size, no scaling), the printer turning it on the long edge. Hold it up to the light: in one square the lines of both sides meet. Tap that square's number in the app (Print and play, Check my printer), or type the X and Y under it as the back offset.
print-check-how-short = Print this sheet on both sides at 100 % (actual size, no scaling), the printer turning it on the short edge. Hold it up to the light: in one square the lines of both sides meet. Tap that square's number in the app (Print and play, Check my printer), or type the X and Y under it as the back offset.
print-check-back-how = Each square on this side is moved by its own amount. The one that meets its front says how far your printer moves the backs.
print-check-scale = At 100 % the rulers measure exactly 10 cm (across at the bottom, down at the right) and 1 inch. If one does not, give both lengths under the printer check in the app: the kit is printed to make up for it.
# A square's back offset in whole millimetres, signed: "X −1 · Y +2".
print-check-shift = X { $x } · Y { $y }
print-check-ten-cm = 10 cm
print-check-ten-cm-down = 10 cm, down
print-check-inch = 1 inch
