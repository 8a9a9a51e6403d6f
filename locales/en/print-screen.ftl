# The Print screen: the sheet options, a preview of the layout, and saving the PDF.

print-screen-heading = Print and play
print-screen-kit-both = Both
print-screen-kit-dnfm = Do Not Forsake Me
print-screen-kit-sherwood = Sherwood
print-screen-bleed = 3 mm bleed
print-screen-crop-marks = Crop marks
print-screen-back-offset = Back offset (mm) X,Y
print-screen-counters-large = Counters 5/8 in
print-screen-counters-small = 1/2 in
print-screen-ink-saver = Ink saver: pale fills with outlines
print-screen-duplex = Duplex: the printer turns the sheet on its
print-screen-long-edge = long edge
print-screen-short-edge = short edge
print-screen-at-full-size = Print at 100 % (actual size). Backs follow each front page, mirrored for the edge the printer turns.
print-screen-making = Making the PDF…
print-screen-save = Save PDF…
print-screen-open-pdf = Open the PDF
print-screen-open-file = Open the file
print-screen-open-folder = Open the folder
print-screen-save-in-folder = Save in the data folder instead
# A choice that is on, marked.
print-screen-chosen = ● { $choice }
print-screen-cards = Cards
print-screen-counters = Counters
# $what: Cards or Counters; $count: how many fit on a sheet.
print-screen-per-sheet = { $what }: { $count } per sheet
print-screen-per-sheet-side = { $what }: { $count } per sheet, the sheet on its side

## The back offset, in words, and the printer check

# $mm: millimetres, as the language writes them ("0.5"); the direction as seen on the back.
print-screen-offset-right = { $mm } mm right
print-screen-offset-left = { $mm } mm left
print-screen-offset-up = { $mm } mm up
print-screen-offset-down = { $mm } mm down
print-screen-offset-none = Backs print right behind their fronts (no offset).
# $shift: one of the four above.
print-screen-offset-one = Backs moved { $shift }, as you look at the back.
print-screen-offset-two = Backs moved { $across } and { $up }, as you look at the back.
print-screen-offset-reset = Reset
print-screen-check = Check my printer
print-screen-check-how = Print the sheet on both sides at 100 % (no scaling), hold it up to the light and tap the square whose lines meet:
print-screen-back-bleed = Bleed on the backs (more bleed than the fronts puts fewer on a sheet):
print-screen-back-bleed-same = as the fronts
print-screen-back-bleed-mm = { $mm } mm
print-screen-back-crop-marks = Crop marks on the backs
print-screen-measured = The check's 10 cm rulers measure (mm) across,down
print-screen-measured-true = The kit is printed as it is: both rulers measure 10 cm.
# $across, $down: the kit's scale on each axis, in per cent ("101.0").
print-screen-measured-scaled = The kit is printed at { $across } % across and { $down } % down, so that both rulers come out true.
print-screen-measured-reset = Print as it is
print-screen-fold = Fold-over: no duplex printer needed
print-screen-fold-how = Each page holds its fronts above a fold and their backs below it. Print on one side, fold on the dashed line, glue, then cut.
print-screen-shop = For a print shop
print-screen-shop-how-thegamecrafter = The Do Not Forsake Me deck as The Game Crafter takes it: a 300 dpi PNG of every card face, 825 × 1125 pixels with 1/8 in of bleed, named card-01-front.png, card-01-back.png and on, in one zip.
print-screen-shop-how-drivethrucards = The Do Not Forsake Me deck as DriveThruCards takes it: one PDF, a card face to a page with 1/8 in of bleed, each front followed by its back.
print-screen-shop-how-makeplayingcards = The Do Not Forsake Me deck as MakePlayingCards takes it: a 300 dpi PNG of every card face, 822 × 1122 pixels with its 36 pixels of bleed, named card-01-front.png, card-01-back.png and on, in one zip.
print-screen-shop-save = Save the deck for { $shop }…
print-screen-counter-sheet-how = The Sherwood counters as one 300 dpi picture: fronts above the fold and their backs below it, to print on one side, fold, glue and cut.
print-screen-counter-sheet-save = Save the counter sheet…
