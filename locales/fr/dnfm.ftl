# Do Not Forsake Me à l’écran : l’en-tête, les phases, les choix, le choix des cartes, le
# vaisseau et le plan, le conseiller.

## L’en-tête et les onglets

dnfm-turn-of = Tour { $turn } · { $name }
dnfm-tab-play = Jeu
dnfm-tab-log = Journal
dnfm-phase-movement = Mouvement
dnfm-phase-event = Événement
dnfm-phase-bounty = Prime
dnfm-phase-combat = Combat
dnfm-first-turn = À vous. Avancez de 1 à 4 quadrants dans le sens horaire.

## La fin

dnfm-won = Victoire ! { $megacredits } mégacrédits.
dnfm-lost = Défaite : le dernier membre d’équipage est perdu.

## Mouvement et équipement

dnfm-map-first = D’abord votre { -star-map } : disposez vos { -star-map(form: "pl") }, puis touchez sur le { -star-map } ci-dessous chaque quadrant qui montre une station spatiale (vous pouvez les changer jusqu’à votre premier mouvement).
dnfm-next-station = { $quadrants ->
    [one] Prochaine station spatiale à { $quadrants } quadrant.
   *[other] Prochaine station spatiale à { $quadrants } quadrants.
}
dnfm-no-station = Aucune station spatiale sur le { -star-map }.
dnfm-move = Avancer de { $quadrants }
dnfm-at-station = Une station spatiale : amarrez-vous pour vous équiper, ou passez votre chemin.
dnfm-dock = S’amarrer à la station spatiale
dnfm-buy = Acheter { $system } +1 — { $price } MC
dnfm-repair = Réparer { $system } +1 — { $price } MC
dnfm-to-event-phase = Passer à la phase d’événement

## Événement, prime, rencontre, combat

dnfm-scan = Chercher des événements
dnfm-docked-end-turn = Amarré : finir le tour
dnfm-reveal-bounty = Révéler la prime
dnfm-detection-level = Niveau de détection { $dl }
dnfm-bounty-attack = Attaque { $pattern } · vaut { $value } MC
dnfm-encounter-choice = À vous de choisir. Chances : esquiver (NavComm contre le niveau de détection) · gagner une manche de combat
dnfm-evade = Esquiver
dnfm-fight = Combattre
dnfm-with-odds = { $choice } · { $odds }
dnfm-attack = Attaquer
dnfm-attack-win = Attaquer (victoire : { $odds })
dnfm-after-lost-round = À vous de choisir : une autre manche, ou la fuite.
dnfm-flee-counterplot = Fuir (l’autre prime du Contre-complot suit)
dnfm-flee = Fuir (finit le tour)
dnfm-odds-basis = { $basis }.
dnfm-peek = Regarder dans la pioche
dnfm-peek-about = Activé : les chances exactes de la pioche de l’application telle qu’elle est, qu’aucun joueur à une table ne peut voir.

## Le choix des cartes (sur table)

dnfm-dice-cards = { $count ->
    [one] { $count } { -dice-card }
   *[other] { $count } { -dice-card(form: "pl") }
}
dnfm-draw-event-scan = Recherche d’événement : tirez { $cards } ; leur somme désigne l’événement
dnfm-draw-event-check = Test de NavComm contre l’événement : tirez { $cards }, il vous faut { $needed } ou plus
dnfm-draw-evasion = Test de NavComm pour esquiver : tirez { $cards }, il vous faut { $needed } ou plus
dnfm-draw-event-threshold = { $event } : tirez { $cards } ; { $at_most } ou moins endommage le vaisseau
dnfm-draw-event-icons = { $event } : tirez { $cards } ; chaque icône frappe son système
dnfm-draw-crew-check = Test d’équipage : tirez { $cards } ; un membre d’équipage est perdu sur { $faces }
dnfm-draw-bounty = La prime : tirez { $cards }
dnfm-draw-your-attack = Votre attaque : tirez { $cards } ; le canon compte ses positions blanches
dnfm-draw-their-attack = L’attaque de la prime : tirez { $cards } ; il lui faut { $needed } ou plus pour gagner la manche
dnfm-draw-combat-damage = Dégâts de combat : tirez { $cards } ; chaque icône frappe son système
dnfm-draw = Tirez { $cards }
dnfm-tap-the-card = Touchez la carte telle qu’elle est posée ({ -upside-down } : tournée d’un demi-tour).
dnfm-tap-card-of = Touchez la carte { $nth } sur { $cards } telle qu’elle est posée ({ -upside-down } : tournée d’un demi-tour).
dnfm-more-cards = { $count ->
    [one] encore { $count } carte
   *[other] encore { $count } cartes
}
dnfm-so-far = Pour l’instant { $sum }
dnfm-so-far-needed = Pour l’instant { $sum } sur les { $needed } nécessaires
dnfm-entered = Saisi : { $values }
dnfm-your-cv = Votre valeur de combat : { $cv }
dnfm-face = { $card }{ $side } { $way } : { $value }
dnfm-face-up = à l’endroit
dnfm-face-down = { -upside-down }
dnfm-take-back = ← Reprendre la dernière carte
dnfm-cancel = Annuler
# Cancel, once a draw of the action is complete: it clears only the draw in hand.
dnfm-clear-this-draw = Vider ce tirage
dnfm-in-draw-one = Dans ce tirage : la carte { $card }. Touchez-la de nouveau pour la reprendre.
dnfm-in-draw-many = Dans ce tirage : les cartes { $cards }. Touchez-en une de nouveau pour la reprendre.
dnfm-set-aside = Sous la prime pour ce combat : la carte { $card }, d’où sa rangée éteinte.
dnfm-check-out-of-reach = Ces cartes ne peuvent pas dépasser { $best }, il en faudrait { $needed } : ce test ne peut pas réussir. Tirez les cartes quand même ; les règles s’appliquent.

## Les cartes de la dernière action

dnfm-drawn-event-scan = Recherche = { $ed }
dnfm-drawn-navcomm = NavComm = { $total }
dnfm-drawn-bounty = Prime
dnfm-drawn-effect = Effet
dnfm-drawn-damage = Dégâts
dnfm-fight-row = { $who } : VC { $cv }
dnfm-you = Vous
dnfm-they = Adversaire

## Le vaisseau et le plan

dnfm-ship = Vaisseau
dnfm-map = Plan
dnfm-megacredits = Mégacrédits
dnfm-card = carte
dnfm-hide-card = cacher la carte
dnfm-level-start = départ { $start }
dnfm-level-damaged = départ { $start } · endommagé
dnfm-level-last = départ { $start } · dernier niveau
dnfm-no-card-edge = { $system } : aucun bord de carte ne montre le niveau { $level }.
dnfm-card-as-it-lies = La carte { $system } telle qu’elle est posée : niveau { $level } au bord inférieur.
dnfm-quadrant-station = { $quadrant } St
# A quadrant of a physical map tapped once play has begun.
dnfm-stations-fixed = La carte est posée : les stations spatiales ne se marquent qu’avant le premier déplacement.

## Le conseiller

dnfm-coach = Conseiller
dnfm-coach-about = Activé : la chance de chaque choix de gagner toute la partie.
dnfm-coach-nothing = Conseiller : rien à choisir à cette étape.
dnfm-coach-working = calcul… { $progress }
dnfm-coach-win = gagne la partie à { $chance } ± { $margin }
dnfm-coach-line = { $choice } : { $figure }
dnfm-coach-deck-known = une pioche bien mélangée des { -dice-card(form: "pl") } que vous savez y être
dnfm-coach-deck-peek = la pioche de l’application telle qu’elle est (en regardant)
dnfm-coach-basis = Le conseiller joue chaque choix jusqu’à la fin de la partie { $games } fois selon la stratégie « { $policy } » du simulateur, sur { $deck } ; ± est une marge à { $margin }.
dnfm-finish-the-draw-first = Terminez d’abord ce tirage, ou reprenez-le avec Annuler : rien d’autre ne peut se passer tant que ses cartes ne sont pas saisies.
dnfm-space-choose = La barre d’espace ne choisit pas pour vous : touchez l’un des choix.
# The same, once a draw of the action is complete (a lost round waits for its damage).
dnfm-finish-the-decided-draw = Terminez d’abord ce tirage : ceux d’avant sont complets et restent acquis.
# Take back, Cancel or Undo with no card of the draw in hand entered, after a complete draw.
dnfm-draw-decided = Les tirages d’avant sont complets et restent acquis : saisissez ce tirage.
