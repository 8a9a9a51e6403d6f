# Votre historique des parties : la page, comment les parties ont fini, les totaux, et un historique illisible.

record-heading = Votre { -record }
record-empty = Aucune partie n’est encore finie. Chaque partie gagnée ou perdue ajoute une ligne ici, et elle reste quand vous supprimez la sauvegarde.
record-mode-dnfm-physical = vos propres cartes
record-mode-sherwood-physical = votre propre dé
record-mode-dnfm-digital = tirages de l’{ -app }
record-mode-sherwood-digital = jets de l’{ -app }
record-game-mode = { $game } · { $mode }
record-ways-lost = { $how } × { $count }
record-longest-run = Plus longue série de victoires : { $count }
record-average-turns = { $turns } { $kind ->
    [sherwood] tours
   *[other] tours
} par partie
record-chart-about = Une barre par partie, la plus ancienne à gauche : en haut gagnée, en bas perdue.
record-every-play = Toutes les parties
record-play-name = { $name } · { $how }
record-play-physical = { $game } · sur table · { $kind ->
    [sherwood] { -turn }
   *[other] tour
} { $turn }
record-play-digital = { $game } · numérique · { -seed } { $seed } · { $kind ->
    [sherwood] { -turn }
   *[other] tour
} { $turn }
record-open = Ouvrir
record-save-gone = Sa sauvegarde n’est plus là.

## Comment une partie a fini

record-how-megacredits = gagnée : les mégacrédits atteints
record-how-crew-lost-in-combat = perdue : l’équipage est tombé au combat
record-how-crew-lost-to-events = perdue : l’équipage perdu par les événements
record-how-won = gagnée
record-how-witchcraft = perdue : Sorcellerie
record-how-last-town-swore = perdue : la dernière ville a prêté { -fealty }
record-how-given-up = perdue : abandonnée

## Les totaux

record-none-played = aucune jouée
record-won-of = { $won } sur { $played } { $won ->
    [one] gagnée
   *[other] gagnées
} ({ $percent } %)

## Un historique illisible

record-unreadable-kept = Votre { -record } ({ $path }) n’a pas pu être lu ({ $why }) ; il est gardé tel quel, et les parties finies n’y sont ajoutées que lorsqu’il se lit de nouveau
record-cannot-read = Votre { -record } n’a pas pu être lu : { $error }
record-cannot-write = Votre { -record } n’a pas pu être enregistré : { $error }
record-not-a-record = ce n’est pas un { -record } de parties (« { $format } »)
record-newer = il a été écrit par une version plus récente (format d’{ -record } { $version })
