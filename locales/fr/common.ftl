# Les mots que partagent tous les écrans, et comment cette langue écrit les nombres.

number-group-mark = { "\u202F" }
number-decimal-mark = ,
number-percent = { $value } %

## L’en-tête de chaque partie

game-home = Accueil
game-undo = { -undo }
game-redo = { -redo }

## Le journal des tours (les deux jeux)

log-heading = Journal des tours
log-export = Exporter
log-the-start = au début
log-quoted = à « { $label } »
log-go-back-question = { $actions ->
    [one] Revenir { $to } ? Cela annule { $actions } action (« { -redo } » la rétablit tant que vous ne jouez pas).
   *[other] Revenir { $to } ? Cela annule { $actions } actions (« { -redo } » les rétablit tant que vous ne jouez pas).
}
log-go-back = Revenir
log-keep-playing = Continuer à jouer
log-undone = (annulé) { $label }
log-back-to-start = Revenir au début

## Dés et cartes-dés tirés (les deux jeux)

fight-dropped = ✗ écarté
fight-white-counts = B compte
fight-black-ignored = N ignoré
dice-card-up = carte { $card }{ $side }
dice-card-down = carte { $card }{ $side } { -upside-down }

## Pavé numérique

pad-clear = Effacer
list-plus-spoken = plus
number-plus-spoken = plus { $value }
number-minus-spoken = moins { $value }
