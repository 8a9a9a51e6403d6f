# L’écran Imprimer : les options de la feuille, un aperçu de la mise en page, et l’enregistrement du PDF.

print-screen-heading = Imprimer et jouer
print-screen-kit-both = Les deux
print-screen-kit-dnfm = Do Not Forsake Me
print-screen-kit-sherwood = Sherwood
print-screen-paper-a4 = A4
print-screen-paper-letter = US Letter
print-screen-bleed = Fond perdu 3 mm
print-screen-crop-marks = Traits de coupe
print-screen-back-offset = Décalage des dos (mm) X,Y
print-screen-counters-large = Pions 5/8 po
print-screen-counters-small = 1/2 po
print-screen-ink-saver = Économie d’encre : aplats pâles et contours
print-screen-duplex = Recto verso : l’imprimante retourne la feuille sur le
print-screen-long-edge = bord long
print-screen-short-edge = bord court
print-screen-at-full-size = Imprimez à 100 % (taille réelle). Les dos suivent chaque page de recto, en miroir selon le bord où l’imprimante retourne.
print-screen-making = Création du PDF…
print-screen-save = Enregistrer le PDF…
print-screen-open-pdf = Ouvrir le PDF
print-screen-open-folder = Ouvrir le dossier
print-screen-save-in-folder = Enregistrer plutôt dans le dossier de données
print-screen-chosen = ● { $choice }
print-screen-cards = Cartes
print-screen-counters = Pions
print-screen-per-sheet = { $what } : { $count } par feuille
print-screen-per-sheet-side = { $what } : { $count } par feuille, feuille à l’italienne
