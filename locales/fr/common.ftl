# Les mots que partagent tous les écrans, et comment cette langue écrit les nombres.

language-name = Français
number-decimal-mark = ,
number-percent = { $value } %

## L’en-tête de chaque partie

game-home = Accueil
game-undo = Annuler
game-redo = Refaire
