# Le kit d’impression : en-têtes et règle des feuilles, les mots des pions de Sherwood
# Syndrome et ce qui échoue (les cartes de Do Not Forsake Me : print-dnfm.ftl).

## Les feuilles

print-kit-title = Kit d’impression PnP Companion
print-sheet-title-dnfm = Do Not Forsake Me
print-sheet-title-sherwood = Pions de Sherwood Syndrome
print-sheet-header = { $title } · feuille { $sheet } sur { $sheets }, { $side } · { $paper } · imprimer à 100 %
print-sheet-fronts = recto
print-sheet-backs-long = verso : retourner sur le bord long
print-sheet-backs-short = verso : retourner sur le bord court
print-ruler-cm = cm
print-paper-a4 = A4
print-paper-letter = US Letter

## Les pions de Sherwood Syndrome (les noms restent tels que le livret les imprime)

print-counter-kings-men = Hommes du roi
print-counter-royal-palace = Palais royal
print-counter-royal-party = Cortège royal
print-counter-imprisoned = Prisonnier
print-counter-injured = Blessé
print-counter-horse = Cheval
print-counter-sanctuary = Asile
print-counter-witchcraft = Sorcellerie
print-counter-warchest = Trésor de guerre
print-counter-morale = Moral
print-counter-orders = Ordres
print-counter-blank = vierge : { $kind }

## Ce qui échoue

print-error-font = la police fournie n’a pas pu être lue
print-error-data = les données des cartes sont défectueuses : { $reason }
print-error-pdf-write = le PDF n’a pas pu être écrit : { $error }
print-error-pdf-catalog = le PDF n’a pas de catalogue : { $error }
print-error-back-offset = « { $text } » n’est pas un décalage des versos : écrivez X,Y en millimètres, p. ex. 1.5,-0.5 (chacun entre -10 et 10)
print-error-bleed = le fond perdu est 0 ou 3 (mm), pas « { $text } »
print-error-kit = « { $text } » n’est pas un kit : dnfm, sherwood ou all
print-error-paper = « { $text } » n’est pas un format de papier : a4 ou letter
print-error-counter-size = les pions font 5/8 ou 1/2 pouce, pas « { $text } »
print-error-flip = l’imprimante retourne la feuille sur le bord long (long) ou court (short), pas « { $text } »
