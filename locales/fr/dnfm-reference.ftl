# Le jeu de cartes de Do Not Forsake Me en mots : la table des événements, telle que l’aide
# et la carte Événements imprimée la montrent, les données des cartes vérifiées, les erreurs
# des règles et le titre du journal des tours.

## La table des événements

dnfm-ref-from-to = { $low }–{ $high }
    .speak = { $low } à { $high }
dnfm-ref-or-more = { $low } et plus
dnfm-ref-or-less = { $high } ou moins
dnfm-ref-any = tous
dnfm-ref-effect-none = rien ne se passe
dnfm-ref-effect-threshold = { $count ->
    [one] tirer 1 : { $at_most } ou moins, { $systems } perd un niveau
   *[other] tirer 1 : { $at_most } ou moins, { $systems } perdent un niveau chacun
}
dnfm-ref-effect-icons = { $cards ->
    [one] tirer 1 : ses icônes font des dégâts, comme en combat
   *[other] tirer { $cards } : leurs icônes font des dégâts, comme en combat
}
dnfm-ref-effect-counterplot = une seconde prime ce tour-ci
dnfm-ref-effect-crew = Équipage
dnfm-ref-effect-wmc = Canon
dnfm-ref-effect-fusion = Fusion
dnfm-ref-effect-navcomm = NavComm

## Les données des cartes vérifiées (ce que lit qui modifie les cartes)

dnfm-card-not-a-position = « { $text } » n’est pas une position de dé (W ou B)
dnfm-card-pattern-length = « { $text } » : un motif a de 1 à 5 positions
dnfm-card-not-levels = « { $text } » n’est pas une plage de niveaux comme 1-3
dnfm-card-levels-backwards = « { $text } » va { -upside-down }
dnfm-card-not-a-face = « { $text } » n’est pas une face de { -dice-card } : écrivez le numéro de la carte, A ou B, puis comment elle est posée, par exemple 3B à l’envers (ou 3Bd)
dnfm-card-no-such-card = il n’y a pas de { -dice-card } { $card } : elles sont numérotées de 1 à 6
dnfm-card-data-unreadable = les données des cartes ne peuvent pas être lues : { $error }
dnfm-card-event-table = table des événements : { $error }
dnfm-card-ed-start = la table des événements doit commencer à { -ed } 0
dnfm-card-wmc-pattern = le niveau de Canon { $level } demande un motif de trois positions
dnfm-card-fusion-missing = le niveau de Propulsion à fusion { $level } manque
dnfm-card-navcomm-cards = le niveau de NavComm { $level } doit tirer de 1 à 5 cartes
dnfm-card-fusion-dice = la Propulsion à fusion ajoute au plus deux dés (cinq des cinq cartes restantes)
dnfm-card-dice-numbers = les { -dice-card(form: "pl") } doivent être numérotées de 1 à 6, trouvé : { $numbers }
dnfm-card-die-value = { -dice-card } { $card } : la valeur de dé { $value } n’est pas entre 1 et 6
dnfm-card-unknown-bounty = la { -dice-card } { $card } nomme une prime inconnue, « { $bounty } »
dnfm-card-icons = { -dice-card } { $card } : deux icônes de dégâts au plus
dnfm-card-value-count = chaque valeur de dé doit apparaître quatre fois ; de 1 à 6 elles apparaissent { $counts } fois
dnfm-card-six-bounties = au moins six primes
dnfm-card-attack-missing = { $bounty } : pas d’attaque à 3 ou 4 cartes pour le Canon { $wmc }
dnfm-card-attack-overlap = { $bounty } : chaque niveau de Canon doit correspondre à une seule ligne d’attaque
dnfm-card-bounty-nowhere = { $bounty } n’est sur aucune { -dice-card }
dnfm-card-map-numbers = les cartes du Plan doivent être numérotées de 1 à 4, trouvé : { $numbers }
dnfm-card-faces = le jeu doit compter 18 cartes recto verso imprimant chaque face une fois
dnfm-card-rules = cartes de règles 1-5, chacune avec du texte
dnfm-card-crew-faces = les faces du test d’équipage doivent être entre 1 et 6
dnfm-card-crew-two = le test de la carte Équipage nomme deux valeurs de dé différentes

## Les erreurs des règles

dnfm-error-not-now = pas maintenant : { $reason }
dnfm-error-need-cards = { $count ->
    [one] tirez encore { $count } { -dice-card } pour { $purpose } et saisissez ce qu’elle montre
   *[other] tirez encore { $count } { -dice-card(form: "pl") } pour { $purpose } et saisissez ce qu’elles montrent
}
dnfm-error-bad-card = la { -dice-card } { $card } ne peut pas être tirée ici : { $reason }
dnfm-error-over = la partie est terminée
dnfm-error-data = les données des cartes sont abîmées : { $error }
dnfm-data-too-many = plus de six { -dice-card(form: "pl") } en un tirage
dnfm-data-no-card = pas de { -dice-card } { $card }
dnfm-data-none-drawn = aucune carte tirée
dnfm-data-navcomm-level = niveau de NavComm
dnfm-data-bounty = prime { $id }
dnfm-data-no-event = pas d’événement pour { -ed } { $ed }
dnfm-data-no-attack = { $bounty } n’a pas d’attaque pour le Canon { $wmc }
dnfm-data-attack = attaque de { $bounty }
dnfm-data-fusion-level = niveau de Propulsion à fusion
dnfm-data-wmc-level = niveau de Canon

## Ce pour quoi on tire des cartes-dés (« tirez encore 2 cartes-dés pour … »)

dnfm-draw-for-event-detection = la détection d’événement
dnfm-draw-for-event-check = le test contre l’événement
dnfm-draw-for-evasion = l’esquive
dnfm-draw-for-crew-check = le test d’équipage
dnfm-draw-for-bounty = la prime
dnfm-draw-for-your-attack = votre attaque
dnfm-draw-for-their-attack = l’attaque de la prime
dnfm-draw-for-combat-damage = les dégâts de combat

## Le journal des tours, exporté

dnfm-log-title = Do Not Forsake Me — journal des tours
