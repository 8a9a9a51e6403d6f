# Le kit d’impression : en-têtes et règle des feuilles, les mots des pions de Sherwood
# Syndrome et ce qui échoue (les cartes de Do Not Forsake Me : print-dnfm.ftl).

## Les feuilles

print-kit-title = Kit d’impression PnP Companion
print-sheet-title-dnfm = Do Not Forsake Me
print-sheet-title-sherwood = Pions de Sherwood Syndrome
print-sheet-header = { $title } · feuille { $sheet } sur { $sheets }, { $side } · { $paper } · imprimer à 100 %
print-sheet-fronts = recto
print-shop-thegamecrafter = The Game Crafter
print-shop-drivethrucards = DriveThruCards
print-shop-makeplayingcards = MakePlayingCards
print-shop-deck-title = Do Not Forsake Me — le paquet pour un imprimeur de cartes
print-sheet-fold-side = à plier : imprimer sur une face, plier sur le pointillé, coller, couper
print-sheet-fold = pli
print-counter-sheet-header = { $title } · { $how }
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
print-error-image = une page est trop grande pour être dessinée en image
print-error-data = les données des cartes sont défectueuses : { $reason }
print-error-pdf-write = le PDF n’a pas pu être écrit : { $error }
print-error-pdf-catalog = le PDF n’a pas de catalogue : { $error }
print-error-writer-missing = le module PDF de l’{ -app } n’a pas pu être chargé : connectez-vous une fois puis réessayez (ensuite, elle imprime aussi hors ligne)
print-error-pages = le module PDF n’a pas pu lire les pages du kit : rechargez l’{ -app } pour que ses parties correspondent
print-error-back-offset = « { $text } » n’est pas un décalage des versos : écrivez X,Y en millimètres, p. ex. 1.5,-0.5 (chacun entre -10 et 10)
print-error-measured = « { $text } » n’est pas une mesure des règles : écrivez LARGEUR,HAUTEUR en millimètres, p. ex. 99.5,100 (chacune entre 90 et 110)
print-error-shop = « { $text } » n’est pas un imprimeur de cartes pour lequel l’{ -app } écrit : drivethrucards
print-error-bleed = le fond perdu est 0 ou 3 (mm), pas « { $text } »
print-error-back-bleed = le fond perdu des versos va de 0 à 6 (mm), pas « { $text } »
print-error-kit = « { $text } » n’est pas un kit : dnfm, sherwood ou all
print-error-paper = « { $text } » n’est pas un format de papier : a4 ou letter
print-error-counter-size = les { -counter(form: "pl") } font 5/8 ou 1/2 pouce, pas « { $text } »
print-error-flip = l’imprimante retourne la feuille sur le bord long (long) ou court (short), pas « { $text } »

## The printer check (src/print/calibration.rs): one sheet printed on both sides

print-check-pdf-title = PnP Companion, test d’imprimante
print-check-title = Test d’imprimante · { $side } · { $paper }
print-check-front = recto
print-check-back-long = verso, retourné sur le bord long
print-check-back-short = verso, retourné sur le bord court
print-check-how-long = Imprimez cette feuille recto verso à 100 % (taille réelle, sans mise à l’échelle), l’imprimante la retournant sur le bord long. Tenez-la devant la lumière : dans un carré, les traits des deux faces se rejoignent. Touchez le numéro de ce carré dans l’application (Imprimer et jouer, Tester mon imprimante), ou saisissez le X et le Y inscrits dessous comme décalage des versos.
print-check-how-short = Imprimez cette feuille recto verso à 100 % (taille réelle, sans mise à l’échelle), l’imprimante la retournant sur le bord court. Tenez-la devant la lumière : dans un carré, les traits des deux faces se rejoignent. Touchez le numéro de ce carré dans l’application (Imprimer et jouer, Tester mon imprimante), ou saisissez le X et le Y inscrits dessous comme décalage des versos.
print-check-back-how = Chaque carré de cette face est décalé de sa propre valeur. Celui qui rejoint son recto indique de combien votre imprimante décale les versos.
print-check-scale = À 100 %, les règles mesurent exactement 10 cm (en largeur en bas, en hauteur à droite) et 1 pouce. Si l’une ne le fait pas, indiquez les deux longueurs sous l’essai d’impression dans l’{ -app } : le kit est imprimé de façon à le compenser.
print-check-shift = X { $x } · Y { $y }
print-check-ten-cm = 10 cm
print-check-ten-cm-down = 10 cm, en hauteur
print-check-inch = 1 pouce
