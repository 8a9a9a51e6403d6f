# Les règles de Do Not Forsake Me en mots : chaque étape du journal, les refus, les
# systèmes, les actions, la base des chances.

## Les systèmes du vaisseau

dnfm-system-crew = Équipage
dnfm-system-wmc = Canon à onde de choc
dnfm-system-fusion = Propulsion à fusion
dnfm-system-navcomm = NavComm

## Les actions

dnfm-action-move = Avancer de { $quadrants }
dnfm-action-dock = S’amarrer
dnfm-action-buy = Acheter { $system }
dnfm-action-repair = Réparer { $system }
dnfm-action-continue = Continuer
dnfm-action-scan = Chercher des événements
dnfm-action-reveal = Révéler la prime
dnfm-action-evade = Esquiver
dnfm-action-fight = Combattre
dnfm-action-attack = Attaquer
dnfm-action-flee = Fuir

## Les phases, comme un refus les nomme

dnfm-phase-name-movement = de mouvement
dnfm-phase-name-refit = d’équipement (station ou réparations)
dnfm-phase-name-event = d’événement
dnfm-phase-name-bounty = de prime
dnfm-phase-name-encounter = d’esquive ou de combat
dnfm-phase-name-combat = de combat

## Sur quoi reposent les chances

dnfm-basis-known = Chances d’après ce que vous pouvez savoir : les cartes de la pioche, bien mélangées
dnfm-basis-peek = Chances en regardant la pioche : exactes pour les cartes telles qu’elles sont

## Refus

dnfm-refuse-buy-undocked = pour acheter, le vaisseau doit être amarré à une station spatiale
dnfm-refuse-buy-crew = l’équipage ne s’achète pas
dnfm-refuse-at-highest = { $system } est déjà au plus haut niveau
dnfm-refuse-buy-too-dear = { $system } coûte { $price } MC par niveau ; vous avez { $megacredits }
dnfm-refuse-repair-docked = amarré : achetez plutôt aux prix de la station
dnfm-refuse-repair-crew = l’équipage ne se répare pas
dnfm-refuse-at-start = les réparations dans l’espace ne rendent à { $system } que sa valeur de départ
dnfm-refuse-repair-too-dear = { $moved ->
    [one] réparer { $system } après { $moved } quadrant parcouru coûte { $price } MC ; vous avez { $megacredits }
   *[other] réparer { $system } après { $moved } quadrants parcourus coûte { $price } MC ; vous avez { $megacredits }
}
dnfm-refuse-physical = cette partie se joue sur table : saisissez les cartes que vous tirez
dnfm-refuse-card-number = les { -dice-card(form: "pl") } sont numérotées de 1 à 6
dnfm-refuse-card-drawn = elle a déjà été tirée depuis le dernier RSF
dnfm-refuse-card-not-drawn = l’action ne tire pas plus de cartes que les précédentes
dnfm-refuse-changes-nothing = cela ne changerait rien
dnfm-refuse-no-such-card = le jeu n’a pas cette carte
dnfm-refuse-not-under-way = avec les cartes saisies, cette action n’attend plus d’autres cartes
dnfm-refuse-digital-draws = dans une partie numérique, l’application tire elle-même les cartes
dnfm-refuse-card-aside = c’est la carte de la prime mise de côté
dnfm-refuse-move = le vaisseau avance de 1 à 4 quadrants
dnfm-refuse-no-station = il n’y a pas de station spatiale dans ce quadrant
dnfm-refuse-docked = déjà amarré
dnfm-refuse-flee = combattez au moins une manche avant de fuir
dnfm-refuse-phase = { $action } n’est pas possible pendant la phase { $phase }

## Les étapes du journal

dnfm-log-turn = Tour { $turn }
dnfm-step-moved = { $quadrants ->
    [one] Avancé de { $quadrants } quadrant, { $from } → { $to }
   *[other] Avancé de { $quadrants } quadrants, { $from } → { $to }
}
    .speak = { $quadrants ->
        [one] Avancé de { $quadrants } quadrant, du quadrant { $from } au { $to }
       *[other] Avancé de { $quadrants } quadrants, du quadrant { $from } au { $to }
    }
dnfm-step-moved-station = { $quadrants ->
    [one] Avancé de { $quadrants } quadrant, { $from } → { $to } — une station spatiale
   *[other] Avancé de { $quadrants } quadrants, { $from } → { $to } — une station spatiale
}
    .speak = { $quadrants ->
        [one] Avancé de { $quadrants } quadrant, du quadrant { $from } au { $to }, une station spatiale
       *[other] Avancé de { $quadrants } quadrants, du quadrant { $from } au { $to }, une station spatiale
    }
dnfm-step-docked = Amarré à la station spatiale
dnfm-step-bought = { $system } niveau { $level } acheté pour { $price } MC (reste { $megacredits } MC)
    .speak = { $system } niveau { $level } acheté pour { $price } mégacrédits, reste { $megacredits } mégacrédits
dnfm-step-repaired = { $system } réparé à { $level } pour { $price } MC (reste { $megacredits } MC)
    .speak = { $system } réparé à { $level } pour { $price } mégacrédits, reste { $megacredits } mégacrédits
dnfm-step-event-scan = Recherche d’événement : { $values } = { -ed } { $ed } — { $event }
    .speak = Recherche d’événement : { $values } donne une détection d’événement de { $ed } : { $event }
dnfm-step-navcomm-avoided = NavComm : { $values } = { $total } contre { $needed } : évité
    .speak = NavComm : { $values } donne { $total } contre { $needed } : évité
dnfm-step-navcomm-short = NavComm : { $values } = { $total } contre { $needed } : pas assez
    .speak = NavComm : { $values } donne { $total } contre { $needed } : pas assez
dnfm-step-threshold = { $event } : tiré { $value } (frappe sur { $at_most } ou moins) : { $hits }
dnfm-step-icons = { $event } : { $damage }
dnfm-step-counterplot = Contre-complot : une prime de plus ce tour
dnfm-step-no-bounty-docked = Amarré : pas de prime ce tour
dnfm-step-bounty = Prime : { $bounty } ({ -dl } { $dl }) sur la { -dice-card } { $card }
    .speak = Prime : { $bounty }, niveau de difficulté { $dl }, sur la { -dice-card } { $card }
dnfm-step-evaded = Esquivé
dnfm-step-combat-begins = Combat contre { $bounty } avec le canon { $wmc } : l’adversaire tire { $cards } ({ $pattern }), vaut { $value } MC
    .speak = Combat contre { $bounty } avec le canon { $wmc } : l’adversaire tire { $cards }, { $pattern }, vaut { $value } mégacrédits
dnfm-step-your-attack = Votre attaque : tiré { $drawn }{ $dropped }, gardé { $kept } compté { $pattern } = { $total }{ $fusion } → VC { $cv }
    .speak = Votre attaque : tiré { $drawn }{ $dropped }, gardé { $kept } compté { $pattern }, donne { $total }{ $fusion } : valeur de combat { $cv }
dnfm-step-dropped = , écarté { $cards }
dnfm-step-fusion = { " " }{ $modifier } propulsion à fusion
dnfm-step-their-attack = Attaque adverse : { $drawn } compté { $pattern } → VC { $cv }
    .speak = Attaque adverse : { $drawn } compté { $pattern } : valeur de combat { $cv }
dnfm-step-captured = { $bounty } capturé : +{ $value } MC ({ $megacredits } MC)
    .speak = { $bounty } capturé : { $value } mégacrédits de plus, { $megacredits } mégacrédits en tout
dnfm-step-damage = Dégâts : { $damage }
dnfm-step-fled = Fuite
dnfm-step-turn-ends = Fin du tour { $turn }
dnfm-step-won = Victoire avec { $megacredits } MC !
    .speak = Victoire avec { $megacredits } mégacrédits !
dnfm-step-lost = Le dernier membre d’équipage est perdu : défaite.
dnfm-no-damage = aucun dégât
dnfm-damage-card = la carte { $card } montre { $icons }
dnfm-damage-no-icon = aucune icône
dnfm-damage-crew-lost = , test d’équipage { $value } : un membre d’équipage perdu
dnfm-damage-crew-safe = , test d’équipage { $value } : aucune perte
dnfm-hit = { $system } { $from }→{ $to }
    .speak = { $system } de { $from } à { $to }
dnfm-hit-none = { $system } { $from }→{ $to }
    .speak = { $system } reste à { $from }
dnfm-damage = { $card }{ $crew } — { $hits }
    .speak = { $card }{ $crew }. { $hits }
dnfm-slot-white = B
    .speak = blanc
dnfm-slot-black = N
    .speak = noir

## Listes

list-and = { $items } et { $last }
list-or = { $items } ou { $last }
list-none = aucun

## Les noms du jeu de cartes : les événements et les titres des primes. Le nom propre d’une
## prime est un nom et reste tel qu’imprimé.

dnfm-event-no-threats-detected = Aucune menace détectée
dnfm-event-meteor-storm = Tempête de météores
dnfm-event-solar-flare = Éruption solaire
dnfm-event-pulsar = Pulsar
dnfm-event-space-madness = Folie spatiale
dnfm-event-claim-jump = Vol de concession
dnfm-event-your-haunted-past = Votre passé vous hante
dnfm-event-crew-mutiny = Mutinerie
dnfm-event-counterplot = Contre-complot
dnfm-bounty-subtitle-opuchini = Croiseur stellaire renégat
dnfm-bounty-subtitle-narn = Pirates scélérats
dnfm-bounty-subtitle-vexa = Reine des contrebandiers
dnfm-bounty-subtitle-kessik = Voleurs de concessions
dnfm-bounty-subtitle-grell = Pillard de la ruche
dnfm-bounty-subtitle-sorrow = Frégate déserteuse
dnfm-bounty-subtitle-jax = Pirate minéralier
dnfm-bounty-subtitle-choir = Corvette de secte
