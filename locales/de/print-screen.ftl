# Der Druckbildschirm: Bogenoptionen, Vorschau des Layouts und Speichern des PDFs.

print-screen-heading = Drucken und spielen
print-screen-kit-both = Beide
print-screen-kit-dnfm = Do Not Forsake Me
print-screen-kit-sherwood = Sherwood
print-screen-paper-a4 = A4
print-screen-paper-letter = US-Letter
print-screen-bleed = 3 mm Beschnitt
print-screen-crop-marks = Schnittmarken
print-screen-back-offset = Versatz Rückseite (mm) X,Y
print-screen-counters-large = Spielsteine 5/8 in
print-screen-counters-small = 1/2 in
print-screen-ink-saver = Tinte sparen: blasse Flächen mit Umriss
print-screen-duplex = Duplex: Der Drucker wendet das Blatt an der
print-screen-long-edge = langen Kante
print-screen-short-edge = kurzen Kante
print-screen-at-full-size = Mit 100 % drucken (Originalgröße). Rückseiten folgen jeder Vorderseite, gespiegelt für die Kante, an der der Drucker wendet.
print-screen-making = PDF wird erstellt…
print-screen-save = PDF speichern…
print-screen-open-pdf = PDF öffnen
print-screen-open-folder = Ordner öffnen
print-screen-save-in-folder = Stattdessen im Datenordner speichern
print-screen-chosen = ● { $choice }
print-screen-cards = Karten
print-screen-counters = Spielsteine
print-screen-per-sheet = { $what }: { $count } je Blatt
print-screen-per-sheet-side = { $what }: { $count } je Blatt, Blatt quer
