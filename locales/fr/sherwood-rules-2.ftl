# Les règles de The Sherwood Syndrome en mots, suite (sherwood-rules.ftl) : les étapes du
# journal, ce qui reste à régler, les notes d'une action, les chances en mots et ce qui
# entre dans un jet. Une ligne du journal garde sa langue.

## Le journal des tours

swr-log-turn = Tour { $turn } · { $step }
    .speak = Tour { $turn }, { $step }
swr-log-title = The Sherwood Syndrome — journal des tours
swr-log-healing = Soins
swr-log-die = { $head } : dé { $die } → { $result }
    .speak = { $head } : dé { $die }, donc { $result }
swr-log-die-total = { $head } : dé { $die }, { $total } en tout → { $result }
    .speak = { $head } : dé { $die }, { $total } en tout, donc { $result }
swr-log-die-modifiers = { $head } : dé { $die }, { $modifiers } : { $total } en tout → { $result }
    .speak = { $head } : dé { $die }, { $modifiers } : { $total } en tout, donc { $result }

## Les étapes du journal : ce que le joueur a fait

swr-log-new-place = { $kind ->
    [town] une nouvelle ville
    [castle] un nouveau château
    [cathedral] une nouvelle cathédrale
    [royal-palace] un nouveau palais royal
    [bridge-ford] un nouveau pont ou gué
    [road] une nouvelle route
    [forest] une nouvelle forêt
   *[other] une nouvelle case
}
swr-log-beam-down = Descente de { $persons } vers { $to }
swr-log-beam-up = Remontée de { $persons }
swr-log-move = Déplacement de { $persons } vers { $to }
swr-log-by = { " " }par { $person }
swr-log-recruit = Recrutement de { $target } à { $space }{ $by }
swr-log-recruit-squad = Recrutement de l’{ -squad } des hommes du roi à { $space }{ $by }
swr-log-recruit-someone = Recrutement à { $space }{ $by }
swr-log-donations = Demande de dons à { $space }{ $by }
swr-log-raid = Pillage à { $space }{ $by }
swr-log-horse-theft = Vol de chevaux à { $space }{ $by }
swr-log-sanctuary = Demande d’asile à { $space }{ $by }
swr-log-heal-kit = Soins à { $space } avec la trousse médicale
swr-log-heal = Soins à { $space }
swr-log-roll-table = { $table ->
    [fealty] Jet sur la table d’{ -fealty } à { $space }{ $by }
    [kings-men] Jet sur la table des hommes du roi à { $space }{ $by }
    [flight] Jet sur la table de la fuite à { $space }{ $by }
   *[other] Jet sur la table { $table } à { $space }{ $by }
}
swr-log-buy-horses = Achat de chevaux à { $space }
swr-log-aid-the-poor = { $gold ->
    [one] { $gold } pièce d’or
   *[other] { $gold } pièces d’or
} aux pauvres de { $space }
swr-log-preach = Frère Gerald prêche contre { $track }
swr-log-roll-gold = Jet pour l’or
swr-log-end-rebel-actions = Fin des actions des rebelles
swr-log-pay-expenses = Dépenses payées
swr-log-beam-supplies = Provisions téléportées
swr-log-starve = { $person } souffre de la faim
swr-log-end-expenses = Fin des dépenses des rebelles
swr-log-kings-men = Hommes du roi : l’{ -squad } { $squad }
swr-log-end-kings-men = Fin des actions des hommes du roi
swr-log-party-enters = Le cortège royal entre à { $town }
swr-log-party-leaves-palace = Le cortège royal quitte le palais pour { $town }
swr-log-party-road = Le cortège royal avance sur la route
swr-log-fealty-again = Allégeance, à nouveau
swr-log-end-turn = Fin du tour
swr-log-adjust = Ajustement : { $change }
swr-log-flee = Fuite vers { $to }
swr-log-seek-sanctuary = { $person } demande l’asile au lieu de fuir
swr-log-resolve-roll = Le jet gardé, lu sur la cellule saisie
swr-log-raid-again = À nouveau la table des pillages (paragraphe 150)
swr-log-left-undone = Laissé de côté : { $task }

## Ce qui reste à régler

swr-done-injured = Qui est blessé
swr-done-healed = Qui est soigné
swr-done-captured = Qui est capturé
swr-done-gets-away = Qui s’échappe
swr-done-joins = Qui vous rejoint
swr-done-goes-free = Qui est libéré
swr-done-squad-comes = L’{ -squad } qui vient à { $space }
swr-done-squad-stops = Où l’{ -squad } { $squad } s’arrête
swr-done-destination = Où vont vos gens
swr-done-identify = Qui sont les prisonniers de { $space }
swr-done-legend = Ce que « { $symbol } » a fait, selon la légende de votre table
swr-done-flight = La fuite depuis { $space }
swr-done-roll = Le jet ({ $table }) gardé pour une cellule de la table
swr-done-raid-again = Le second jet sur la table des pillages
swr-done-gold-die = Le dé d’or
swr-task-flee-or-sanctuary = Vos gens à { $space } doivent fuir : demandez d’abord l’asile, ou fuyez vers une case voisine.
swr-task-flee = Vos gens à { $space } doivent fuir vers une case voisine.
swr-task-roll = Le jet ({ $table }) attend une cellule de votre table : ligne « { $row } », colonne « { $column } ».
swr-task-raid-again = Relancez la table des pillages à { $space } (paragraphe 150).
swr-task-gold-die = Lancez un dé : autant d’or pour le Trésor de guerre.
swr-task-gold-die-half = Lancez un dé et divisez-le par deux (arrondi à l’inférieur) : autant d’or pour le Trésor de guerre.

## Actions des rebelles : ce que fait une action, dans le journal

swr-note-beam-exempt = { $person } est à { $space } : la téléportation n’augmente pas la Sorcellerie.
swr-note-beam-down = Descente vers { $space } : Sorcellerie +1.
swr-note-beam-up = Remontée : Sorcellerie +1.
swr-note-how-far = Jusqu’à deux cases (trois à cheval, arrêt en entrant dans une forêt) ; l’eau seulement aux gués et aux ponts.
swr-route-already-yours = { $person } fait déjà partie de vos gens
swr-note-phasers-used = Phaseurs utilisés : Sorcellerie +1.
swr-note-medical-kit-used = La trousse médicale : Sorcellerie +1.
swr-result-ballad = La ballade de Maura : si un seul des vôtres au plus a été blessé ou pris, Moral royal −1.
swr-result-choose-healed = Choisissez qui est soigné.
swr-note-half-die-gold = G half : +{ $gold ->
    [one] { $gold } pièce d’or
   *[other] { $gold } pièces d’or
} au Trésor de guerre.
swr-note-horses-bought = { $gold ->
    [one] { $gold } pièce d’or
   *[other] { $gold } pièces d’or
} pour des chevaux : placez un marqueur Cheval.
swr-note-aid-the-poor = { $gold ->
    [one] { $gold } pièce d’or
   *[other] { $gold } pièces d’or
} aux pauvres de { $space } : { $steps ->
    [0] moins de 5, la Sorcellerie ne bouge pas.
   *[other] Sorcellerie −{ $steps }{ $spare ->
        [0] {""}
       *[other] {" "}(les { $spare } dernières n’achètent rien)
    }.
}
swr-note-preaches = { $person } prêche à { $space } : { $track } −1.
swr-note-opens-prisons = { $person } ouvre les prisons de { $space }.

## Le cortège royal et l'allégeance

swr-route-not-a-town = « { $town } » n’est pas l’une des six villes
swr-route-town-decided = { $town } a déjà juré { -fealty } ou s’est soulevée
swr-route-randisfarne-next = après Farnosh Bridge, la route mène à Randisfarne
swr-route-klamath-last = Klamath Town est la dernière ville de la route
swr-route-first-move = à son premier mouvement, le cortège royal va à Farnosh Bridge
swr-note-party-road = Le cortège royal avance d’une case sur la route (dans le sens inverse des aiguilles d’une montre).
swr-note-sworn-already = { $town } a déjà juré { -fealty } : pas de jet d’{ -fealty } ; le cortège royal repart au prochain tour.
swr-note-leaves-map = { $person } quitte le { -map }.
swr-note-swears = { $town } jure { -fealty } ; le cortège royal repart au prochain tour.
swr-note-rises = { $town } se soulève en { -rebellion } ouverte !
swr-note-rebellion-as-defy = La { -rebellion } ouverte ne compte que si tout l’équipage de l’Archon est libre : elle compte comme un refus.
swr-note-defies = { $town } défie le roi : le cortège royal reste ; Moral royal −1.
swr-result-delay-imprisoned = L’un de vos gens dans la ville (à votre choix) est emprisonné.
swr-note-delays = { $town } temporise : le cortège royal reste.
swr-note-sanctuary-over = Les trois jours d’asile de { $person } sont terminés.

## Fuite, asile, jets gardés et dé d'or

swr-note-no-one-to-flee = Il ne reste personne des vôtres à { $space } pour fuir.
swr-note-flee = { $n ->
    [one] { $who } fuit de { $from } vers { $to }.
   *[other] { $who } fuient de { $from } vers { $to }.
}
swr-route-flee-elsewhere = ils fuient vers une case voisine, pas là où ils sont
swr-note-sanctuary-refused = Asile refusé : ils doivent fuir.
swr-note-kept-die = Le dé gardé du jet ({ $die }), total { $total }, lu sur la cellule saisie.
swr-note-phasers-paid = Les { -phasers } comptent toujours ; leur Sorcellerie a été payée au premier jet.
swr-note-108-again = Encore 108 : le pillage échoue, sans autre effet.
swr-note-107-again = Encore 107 : la peste est déjà guérie ; le pillage reste sans effet.
swr-result-healer-arrested = Le pillage est terminé : le guérisseur est arrêté pour sorcellerie.
swr-note-gold-die = Dé { $die } : +{ $gold ->
    [one] { $gold } pièce d’or
   *[other] { $gold } pièces d’or
} au Trésor de guerre.

## Les chances en mots (ce que fait un résultat, autant que le joueur peut le savoir)

swr-odds-all-captured = tous capturés
swr-odds-all-captured-and-one = tous capturés, et un de plus
swr-odds-some-injured-all-flee = quelques blessés, tous fuient
swr-odds-one-captured-rest-flee = un capturé, les autres fuient
swr-odds-all-flee = tous fuient
swr-odds-two-captured = deux capturés
swr-odds-driven-off = repoussés, un blessé
swr-odds-plague = peste : sans effet sauf si un guérisseur est là
swr-odds-healer-taken = le guérisseur soigne la peste et est pris
swr-odds-squad-comes = une { -squad } arrive, rien d’autre
swr-odds-one-freed = un prisonnier libéré
swr-odds-freed-some-injured = prisonniers libérés, quelques blessés
swr-odds-freed-all-flee = prisonniers libérés, tous fuient
swr-odds-freed-two-injured = prisonniers libérés, deux blessés
swr-odds-freed = prisonniers libérés
swr-odds-all-imprisoned = tous emprisonnés
swr-odds-nothing-happens = il ne se passe rien
swr-odds-horse-one-injured = un cheval, un blessé
swr-odds-horse = un cheval
swr-odds-refused = refusé, rien d’autre
swr-odds-sanctuary-three-days = asile pour trois jours
swr-odds-sanctuary = asile
swr-odds-all-but-one-imprisoned = tous emprisonnés sauf un
swr-odds-injured-taken = les blessés sont pris
swr-odds-one-injured-taken = un blessé pris
swr-odds-escape-horses-spent = fuite réussie, chevaux épuisés
swr-odds-escape = fuite réussie
swr-odds-legend = « { $symbol } » selon la légende de votre table
swr-odds-nothing-much = pas grand-chose
swr-odds-recruited = recruté
swr-odds-small-haul = +2 pièces d’or
swr-odds-half-die-gold = un demi-dé d’or
swr-odds-all-injured = tous blessés
swr-odds-captured = { $n ->
    [1] un capturé
    [2] deux capturés
    [3] trois capturés
   *[other] { $n } capturés
}
swr-odds-injured = { $n ->
    [1] un blessé
    [2] deux blessés
    [3] trois blessés
   *[other] { $n } blessés
}
swr-odds-squad-moves = l’{ -squad } avance vers vos gens
swr-odds-squad-does-nothing = l’{ -squad } ne fait rien
swr-odds-open-rebellion = Rébellion ouverte (si tout l’équipage de l’Archon est libre, elle gagne ; sinon elle compte comme un refus)
swr-odds-defy = Refus (le cortège reste, Moral royal −1)
swr-odds-delay = Délai (le cortège reste ; l’un des vôtres dans la ville est emprisonné)
swr-odds-swear-fealty = la ville jure { -fealty }
swr-odds-healed = soigné
swr-odds-not-healed = pas soigné
swr-odds-paragraph = Paragraphe { $n }
swr-odds-paragraph-does = Paragraphe { $n } ({ $does })
swr-odds-paragraph-unread = Paragraphe { $n } (pas encore lu)
swr-odds-unread-run = Paragraphes { $from } à { $to }, pas encore lus : { $percent } chacun
swr-odds-certain = Certain : { $what }
swr-odds-not-entered = Pas encore saisi depuis votre table : { $n ->
    [one] { $n } cellule
   *[other] { $n } cellules
}{ $place ->
    [cell] { " " }(ligne « { $row } », colonne « { $column } »)
    [column] { " " }de la colonne « { $column } »
    [row] { " " }de la ligne « { $row } »
   *[none] {""}
}
swr-odds-line = { $words } : { $percent }

## Ce qui entre dans un jet : ses modificateurs, ses notes et ce qu'il faut dire d'abord

swr-prep-phasers = Les { -phasers } font monter la Sorcellerie de 1.
swr-prep-missing-value = La valeur « { $stat } » de { $name } est encore inconnue : lisez-la au dos du { -counter } ({ $corner }).
swr-prep-missing-kind = Le type de { $name } (Enterprise, Archon, neutre, royaliste, ecclésiastique) est encore inconnu : lisez-le à la couleur du { -counter }.
swr-prep-no-id = personne n’a l’identifiant « { $id } » dans la liste des personnages
swr-prep-say-who = { $table ->
    [recruiting] dites qui recrute
    [donations] dites qui demande des dons
    [raid] dites qui mène le pillage
   *[sanctuary] dites qui demande l’asile
}
swr-prep-actor-injured = { $person } est blessé : un blessé n’apporte rien et ne mène rien, choisissez quelqu’un d’autre
swr-prep-actor-value = { $table ->
    [recruiting] { $person } recrute ({ $stat })
    [donations] { $person } demande ({ $stat })
   *[raid] { $person } mène ({ $stat })
}
swr-prep-helper-value = { $person } ajoute sa { $stat }
swr-prep-squad-here = Escouade des hommes du roi dans la case
swr-prep-say-where = { $table ->
    [donations] dites où vous demandez des dons
    [raid] dites où vous pillez
    [horse-theft] dites où vous volez des chevaux
   *[sanctuary] dites où vous demandez l’asile
} : un nom de case ou un type de case
swr-prep-no-row-called = la table « { $table } » n’a pas de ligne « { $name } »
swr-prep-no-row = la table « { $table } » n’a pas de ligne pour cela
swr-prep-say-whom = dites qui vous tentez de recruter
swr-prep-a-squad = une { -squad } des hommes du roi
swr-prep-cannot-spend = vous ne pouvez pas dépenser { $gold ->
    [one] { $gold } pièce d’or
   *[other] { $gold } pièces d’or
} : le Trésor de guerre en a { $chest }
swr-prep-gold-spent = or dépensé
swr-prep-witchcraft-penalty = Sorcellerie { $witchcraft } (−1 par tranche de trois points)
swr-prep-morale-waived = { $person } est là : le Moral royal n’est pas soustrait.
swr-prep-morale-penalty = Moral royal { $morale } (recrutement de { $target })
swr-prep-take-gold = Retirez { $gold ->
    [one] { $gold } pièce d’or
   *[other] { $gold } pièces d’or
} du Trésor de guerre, quel que soit le résultat.
swr-prep-raid-frees = { $person } est avec les pillards : les prisonniers de { $space } sont libérés sans jet.
swr-prep-phasers-need-crewman = les { -phasers } exigent dans la case un membre d’équipage de l’Enterprise ou de l’Archon qui ne soit pas blessé
swr-prep-phasers-bonus = Phaseurs (un membre d’équipage de la Fédération est là)
swr-prep-castle = Château
swr-prep-royal-palace = Palais royal
swr-prep-secret-way = { $person } connaît un passage secret vers { $space }
swr-prep-first-raid = Le premier pillage de la partie fait passer les ordres royaux à la fouille.
swr-prep-horses-in-town = on ne vole (ou n’achète) des chevaux qu’en ville
swr-prep-who-steals = dites qui est dans la ville : quelqu’un d’indemne doit voler
swr-prep-horse-thief = { $person } est voleur de chevaux
swr-prep-sanctuary-where = l’asile ne se demande qu’en ville ou dans une cathédrale
swr-prep-sanctuary-granted = { $person } demande, et l’asile est accordé sans jet.
swr-prep-asks-persuasiveness = { $person } demande (persuasion)
swr-prep-witchcraft = Sorcellerie { $witchcraft }
swr-prep-federation = { $person } est membre d’équipage de la Fédération
swr-prep-asks = { $person } demande
swr-prep-finds-help = { $person } trouve de l’aide en chemin
swr-prep-forest-with = Fuite en forêt avec { $person }
swr-prep-forest = Fuite en forêt
swr-prep-all-horses = Tous les fuyards ont un cheval
swr-prep-squads-both = Escouades des hommes du roi dans les deux cases
swr-prep-squad-from = Escouade des hommes du roi dans la case quittée
swr-prep-squad-to = Escouade des hommes du roi dans la case d’arrivée
swr-prep-move-first = Déplacez les fuyards vers la case voisine avant de lancer.
swr-prep-fealty-in-town = on ne lance sur la table d’{ -fealty } que lorsque le cortège royal est dans une ville
swr-prep-royal-morale = Moral royal { $morale }
swr-prep-stands-with-you = { $person } ({ $kind }) est avec vous dans la ville
swr-prep-forces-patrol = { $person } est dans la case de l’{ -squad } : lancez sur la colonne Patrouille au lieu de { $orders }.
swr-prep-kit-who = seuls McCoy ou Goren, indemnes, peuvent utiliser la trousse médicale
swr-prep-kit-witchcraft = La trousse médicale fait monter la Sorcellerie de 1.
swr-prep-kit-heals = { $person } utilise la trousse médicale : jusqu’à trois blessés ici sont soignés.
swr-prep-three-at-most = pas plus de trois personnes ne peuvent être soignées à la fois
swr-prep-treats = { $n ->
    [one] { $person } soigne { $n } personne.
   *[other] { $person } soigne { $n } personnes.
}
swr-prep-one-at-a-time = seuls McCoy ou Goren peuvent soigner plus d’une personne à la fois
swr-prep-one-heals = Une seule personne par case peut guérir ce tour.
swr-the-road = la route

swr-choice-end-rebel-actions = Terminer les actions des rebelles
swr-choice-pay-expenses = Payer les dépenses
swr-choice-beam-supplies = Téléporter les provisions
swr-choice-end-expenses = Terminer les dépenses des rebelles
swr-choice-end-kings-men = Terminer les actions des hommes du roi
swr-choice-end-turn = Terminer le tour
