# L’écran Imprimer : les options de la feuille, un aperçu de la mise en page, et l’enregistrement du PDF.

print-screen-heading = Imprimer et jouer
print-screen-kit-both = Les deux
print-screen-kit-dnfm = Do Not Forsake Me
print-screen-kit-sherwood = Sherwood
print-screen-bleed = Fond perdu 3 mm
print-screen-crop-marks = Traits de coupe
print-screen-back-offset = Décalage des versos (mm) X,Y
print-screen-counters-large = Pions 5/8 po
print-screen-counters-small = 1/2 po
print-screen-ink-saver = Économie d’encre : aplats pâles et contours
print-screen-duplex = Recto verso : l’imprimante retourne la feuille sur le
print-screen-long-edge = bord long
print-screen-short-edge = bord court
print-screen-at-full-size = Imprimez à 100 % (taille réelle). Les versos suivent chaque page de recto, en miroir selon le bord où l’imprimante retourne.
print-screen-making = Création du PDF…
print-screen-save = Enregistrer le PDF…
print-screen-open-pdf = Ouvrir le PDF
print-screen-open-file = Ouvrir le fichier
print-screen-open-folder = Ouvrir le dossier
print-screen-save-in-folder = Enregistrer plutôt dans le dossier de données
print-screen-chosen = ● { $choice }
print-screen-cards = Cartes
print-screen-counters = Pions
print-screen-per-sheet = { $what } : { $count } par feuille
print-screen-per-sheet-side = { $what } : { $count } par feuille, feuille à l’italienne

## The back offset, in words, and the printer check

print-screen-offset-right = de { $mm } mm vers la droite
print-screen-offset-left = de { $mm } mm vers la gauche
print-screen-offset-up = de { $mm } mm vers le haut
print-screen-offset-down = de { $mm } mm vers le bas
print-screen-offset-none = Les versos s’impriment juste derrière leurs rectos (aucun décalage).
print-screen-offset-one = Versos décalés { $shift }, vus côté verso.
print-screen-offset-two = Versos décalés { $across } et { $up }, vus côté verso.
print-screen-offset-reset = Réinitialiser
print-screen-check = Tester mon imprimante
print-screen-check-how = Imprimez la feuille recto verso à 100 % (sans mise à l’échelle), tenez-la devant la lumière et touchez le carré dont les traits se rejoignent :
print-screen-back-bleed = Fond perdu des versos (plus qu’au recto, moins de pièces par feuille) :
print-screen-back-bleed-same = comme le recto
print-screen-back-bleed-mm = { $mm } mm
print-screen-back-crop-marks = Traits de coupe sur les versos
print-screen-measured = Les règles de 10 cm de l’essai mesurent (mm) largeur,hauteur
print-screen-measured-true = Le kit est imprimé tel quel : les deux règles mesurent 10 cm.
# $across, $down: the kit's scale on each axis, in per cent ("101.0").
print-screen-measured-scaled = Le kit est imprimé à { $across } % en largeur et à { $down } % en hauteur, pour que les deux règles tombent juste.
print-screen-measured-reset = Imprimer tel quel
print-screen-fold = À plier : sans imprimante recto verso
print-screen-fold-how = Chaque page porte ses rectos au-dessus d’un pli et leurs versos en dessous. Imprimez sur une face, pliez sur le pointillé, collez, puis coupez.
print-screen-shop = Pour un imprimeur
print-screen-shop-how-thegamecrafter = Le paquet de Do Not Forsake Me tel que The Game Crafter le prend : un PNG à 300 dpi par face, 825 × 1125 pixels avec 1/8 de pouce de fond perdu, nommés card-01-front.png, card-01-back.png et ainsi de suite, dans un zip.
print-screen-shop-how-drivethrucards = Le paquet de Do Not Forsake Me tel que DriveThruCards le prend : un PDF, une page par face avec 1/8 de pouce de fond perdu, chaque recto suivi de son verso.
print-screen-shop-how-makeplayingcards = Le paquet de Do Not Forsake Me tel que MakePlayingCards le prend : un PNG à 300 dpi par face, 822 × 1122 pixels avec ses 36 pixels de fond perdu, nommés card-01-front.png, card-01-back.png et ainsi de suite, dans un zip.
print-screen-shop-save = Enregistrer le paquet pour { $shop }…
print-screen-counter-sheet-how = Les { -counter(form: "pl") } de Sherwood en une seule image à 300 dpi : les rectos au-dessus du pli, leurs versos en dessous, à imprimer sur une face, plier, coller et découper.
print-screen-counter-sheet-save = Enregistrer la planche de { -counter(form: "pl") }…
