# Le vocabulaire du jeu : un terme par notion, utilisé par les messages de tous les fichiers
# (`{ -map }`, `{ -counter(form: "pl") }`). Choisi comme dans les éditions françaises de
# jeux de plateau et de Star Trek : plateau, pion, tour, carte-dé, phaseurs.
# Formes : sg (la forme de base), pl (pluriel).

-dice-card = { $form ->
   *[sg] carte-dé
    [pl] cartes-dés
}
-draw = tirage
-rotate = mettre à l’envers
-upside-down = à l’envers
-flip = retourner
-map = plateau
-star-map = { $form ->
   *[sg] plateau
    [pl] cartes du plateau
}
-record = historique
-seed = graine
-turn = tour
-fealty = allégeance
-rebellion = rébellion
-squad = { $form ->
   *[sg] escouade
    [pl] escouades
}
-counter = { $form ->
   *[sg] pion
    [pl] pions
}
-chart-cell = cellule
-undo = Annuler
-redo = Rétablir
-adjust = Corriger
-medkit = trousse médicale
-phasers = phaseurs
-app = application
-sheet-back = verso
-ed = DE
-dl = ND
