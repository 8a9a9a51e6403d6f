# Do Not Forsake Me en ligne de commande : la partie scriptée (`dnfm play`), les chiffres du
# conseiller et les mots des règles que la ligne de commande affiche.

## Les phases et comment une partie a été perdue

dnfm-phase-label-movement = Mouvement
dnfm-phase-label-refit = Station ou réparations
dnfm-phase-label-event = Événement
dnfm-phase-label-bounty = Prime
dnfm-phase-label-encounter = Esquiver ou combattre
dnfm-phase-label-combat = Combat
dnfm-loss-in-combat = équipage perdu au combat
dnfm-loss-to-events = équipage perdu aux événements
dnfm-loss-turn-limit = limite de tours atteinte

## Une ligne du script lue

cli-dnfm-draws-form = "draws" liste les faces des { -dice-card(form: "pl") } que vous avez tirées, dans l’ordre, par exemple ["3B down", "5A up"]
cli-dnfm-face-unreadable = une face dans "draws" est illisible : { $error }
cli-dnfm-not-part-of-line = "{ $key }" ne fait pas partie d’une ligne : une ligne a "action", un "arg" pour move, buy et repair, et "draws" en partie avec vos cartes
cli-dnfm-action-is-a-name = "action" est le nom de l’action, par exemple "attack"
cli-dnfm-no-action = la ligne ne nomme aucune "action", par exemple {"{"}"action": "scan-for-events"{"}"}
cli-dnfm-not-an-action = « { $name } » n’est pas une action ; les actions sont { $actions }
cli-dnfm-move-arg = l’"arg" de move est le nombre de quadrants que parcourt le vaisseau, de 1 à 4
cli-dnfm-move-needs-arg = move demande un "arg" : combien de quadrants, de 1 à 4, par exemple {"{"}"action": "move", "arg": 2{"}"}
cli-dnfm-not-a-system = « { $text } » n’est pas un système du vaisseau : utilisez wmc (canon à onde de choc), fusion (propulsion à fusion) ou navcomm
cli-dnfm-needs-system = { $name } demande un "arg" : le système, wmc, fusion ou navcomm, par exemple {"{"}"action": "{ $name }", "arg": "wmc"{"}"}
cli-dnfm-takes-no-arg = { $name } ne prend pas d’"arg"
cli-dnfm-line-unreadable = ce { $name } est illisible : { $error }

## Une ligne appliquée ou refusée

cli-dnfm-draws-not-physical = dans cette session, l’application tire les { -dice-card(form: "pl") } ; "draws" ne sert qu’avec --physical
cli-dnfm-needs-cards = il faut tirer { $count } { $count ->
    [one] { -dice-card } de plus
   *[other] { -dice-card(form: "pl") } de plus
} pour { $purpose } : ajoutez à la ligne les faces tirées, dans l’ordre, par exemple "draws": ["3B down"]
cli-dnfm-game-over = la partie est finie
cli-dnfm-drawn-crew-check = test d’équipage
cli-dnfm-drawn-event-detection = détection d’événement
cli-dnfm-drawn-navcomm-check = test NavComm
cli-dnfm-drawn-bounty = prime
cli-dnfm-drawn-yours = les vôtres
cli-dnfm-drawn-theirs = celles de l’adversaire
cli-dnfm-drawn-damage = dégâts
cli-dnfm-won = Gagné avec { $megacredits } mégacrédits.
cli-dnfm-lost = Le dernier membre d’équipage est perdu : la partie est perdue.

## La session en mots

cli-dnfm-session = Do Not Forsake Me : une partie scriptée
cli-dnfm-session-digital = Graine { $seed } ; l’application dispose les { -star-map(form: "pl") } et tire les { -dice-card(form: "pl") }
cli-dnfm-session-physical = Vous disposez vos propres cartes et tirez vos propres { -dice-card(form: "pl") } ; { $stations }
cli-dnfm-no-stations-given = aucune station spatiale sur votre { -star-map } (indiquez-les avec --stations)
cli-dnfm-stations-at = stations spatiales aux quadrants { $quadrants }
cli-dnfm-no-stations = aucune station spatiale
cli-dnfm-cards-drawn = cartes tirées : { $cards }
cli-dnfm-left-over = non tirées par cette action, en trop : { $faces }
cli-dnfm-odds-now = chances maintenant : { $odds }
cli-dnfm-odds-evade = Esquiver : { $chance } de chances d’esquiver
cli-dnfm-odds-fight = Combattre : { $chance } de chances de gagner une manche
cli-dnfm-odds-attack = Attaquer : { $chance } de chances de gagner la manche
cli-dnfm-next-move = Avancer de { $quadrants }
cli-dnfm-next-moves = Avancer de { $first } à { $last }
cli-dnfm-turn = Tour { $turn }
cli-dnfm-turn-phase = Tour { $turn }, { $phase }
cli-dnfm-turn-refit = Tour { $turn }, { $phase } ({ $quadrants ->
    [one] { $quadrants } quadrant parcouru
   *[other] { $quadrants } quadrants parcourus
}{ $docked ->
    [yes] ; amarré
   *[no] {""}
})
cli-dnfm-turn-encounter = Tour { $turn }, { $phase } : { $bounty } ({ -dl } { $dl }), sur la { -dice-card } { $card }
    .speak = Tour { $turn }, { $phase } : { $bounty }, niveau de difficulté { $dl }, sur la { -dice-card } { $card }
cli-dnfm-turn-combat-attack = Tour { $turn }, { $phase } contre { $bounty } : tire { $cards } ({ $pattern }, fixé au canon { $wmc }), vaut { $value } MC ; manches perdues jusqu’ici : { $rounds }
    .speak = Tour { $turn }, { $phase } contre { $bounty } : tire { $cards }, { $pattern }, fixé au canon { $wmc }, vaut { $value } mégacrédits ; manches perdues jusqu’ici : { $rounds }
cli-dnfm-turn-combat = Tour { $turn }, { $phase } contre { $bounty } ; manches perdues jusqu’ici : { $rounds }
cli-dnfm-bounties-to-come = ; { $bounties ->
    [one] { $bounties } prime encore à venir
   *[other] { $bounties } primes encore à venir
} ce tour-ci (un Contre-complot)
cli-dnfm-ship = Vaisseau : équipage { $crew } (sur { $of }) · canon à onde de choc { $wmc } · propulsion à fusion { $fusion } · NavComm { $navcomm }
cli-dnfm-megacredits = Mégacrédits : { $megacredits } ({ $to_win } pour gagner)
cli-dnfm-map = Plan, 16 quadrants (le vaisseau monte la colonne de gauche, puis descend celle de droite) :
cli-dnfm-map-ship = vaisseau
cli-dnfm-map-ship-docked = vaisseau (amarré)
cli-dnfm-map-station = station spatiale
cli-dnfm-ship-at = Le vaisseau est au quadrant { $quadrant }{ $docked ->
    [yes] , amarré
   *[no] {""}
} ; { $stations }.
cli-dnfm-map-card = { $card } face { $side }{ $down ->
    [yes] {" "}{ -upside-down }
   *[no] {""}
}
cli-dnfm-map-cards = Cartes du { -star-map }, de haut en bas : { $cards }
cli-dnfm-over = La partie est finie. { $ending }
cli-dnfm-next = Ensuite : { $actions }
cli-dnfm-odds = Chances : { $odds }
cli-dnfm-goes-on = La partie continue.

## Le conseiller

cli-coach-how-known = chaque choix est appliqué, puis la stratégie prudente du simulateur joue la partie jusqu’au bout, avec une pioche bien mélangée des { -dice-card(form: "pl") } que vous savez y être ; le chiffre est la part de parties gagnées, ± 1,96 erreur type (marge à 95 %)
cli-coach-how-peek = chaque choix est appliqué, puis la stratégie prudente du simulateur joue la partie jusqu’au bout, avec la pioche de l’application telle qu’elle est (en regardant : aucun joueur à table ne peut la voir) ; le chiffre est la part de parties gagnées, ± 1,96 erreur type (marge à 95 %)
cli-coach-nothing = Conseiller : rien à choisir ici.
cli-coach = Conseiller :
cli-coach-made = ({ $games } parties par choix, graine { $seed } : { $how }.)
cli-coach-give-script = indiquez --script ou --save
cli-coach-game-seed = Graine de la partie { $seed }

## Consultations : valeurs, événements, prix, chances, le simulateur

cli-dnfm-aside = { -dice-card } { $card } mise de côté pour la prime
cli-dnfm-averaged = moyenne sur les cartes qui portent la prime, dont l’une est mise de côté : { $cards }
cli-dnfm-does-not-carry = la { -dice-card } { $card } ne porte pas { $bounty } : seule l’une des cartes { $cards } peut être mise de côté
cli-dnfm-card-set-broken = le jeu de cartes intégré est abîmé : { $error }
cli-dnfm-not-a-die = « { $text } » n’est pas une valeur de dé : les { -dice-card(form: "pl") } montrent 1 à 6
cli-dnfm-dice-count = { $count } dés donnés ; attendu { $least } à { $most }
cli-dnfm-crew-not-for-sale = l’équipage ne se répare ni ne s’achète
cli-dnfm-not-a-ship-system = « { $text } » n’est pas un système du vaisseau : utilisez fusion, navcomm ou wmc
cli-dnfm-no-bounty = aucune prime nommée « { $name } » : choisissez parmi { $bounties }
cli-dnfm-no-fusion-level = ce niveau de propulsion à fusion n’existe pas
cli-dnfm-fusion-draws = avec la propulsion à fusion { $fusion }, vous tirez { $needed } { -dice-card(form: "pl") } ; { $given } valeurs données
cli-dnfm-no-cannon-level = ce niveau de canon n’existe pas
cli-dnfm-combat-value =
    Gardés { $kept } (écartés { $discarded }) ; le canon { $wmc } compte { $pattern } : { $total } ; propulsion à fusion { $fusion } : { $modifier }
    Valeur de combat : { $cv }
cli-dnfm-no-attack-for-level = aucune attaque pour ce niveau
cli-dnfm-bounty-draws = { $bounty } tire { $needed } { -dice-card(form: "pl") } contre le canon de niveau { $wmc } ; { $given } valeurs données
cli-dnfm-bounty-value = { $bounty } ({ $subtitle }) : triés { $sorted }, positions { $pattern } : valeur de combat { $cv } ; vaut { $value } MC
cli-dnfm-no-event = aucun événement pour ce total
cli-dnfm-event = { -ed } { $ed } : { $event } — { $effect }
cli-dnfm-no-price = pas de prix pour cela
cli-dnfm-repair-cost = Réparer { $system } d’un niveau après { $quadrants ->
    [one] { $quadrants } quadrant
   *[other] { $quadrants } quadrants
} : { $price } MC
cli-dnfm-station-cost = { $system } à une station spatiale : { $levels ->
    [one] { $levels } niveau
   *[other] { $levels } niveaux
} × { $each } MC = { $total } MC
cli-dnfm-no-navcomm-level = ce niveau de NavComm n’existe pas
cli-dnfm-odds-evading =
    Esquiver { $bounty } ({ -dl } { $dl }) avec NavComm { $navcomm } ({ $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }) : { $chance }
    { $basis }
cli-dnfm-no-attack-line = aucune attaque
cli-dnfm-odds-round =
    Gagner une manche contre { $bounty } (canon { $wmc }, propulsion à fusion { $fusion }) : { $chance }
    { $basis }
cli-dnfm-not-a-policy = « { $policy } » n’est pas une stratégie : utilisez cautious, bold ou random
cli-dnfm-games-range = --games doit aller de 1 à 10 000 000
cli-dnfm-sim-loss = { $cause } : { $count }
cli-dnfm-sim-report =
    { $games } parties, stratégie { $policy }, graine { $seed }
    taux de victoire { $rate } %  tours en moyenne { $turns } (le plus long { $longest })  MC à la fin en moyenne { $megacredits }
    non gagnées : { $losses }
cli-dnfm-sim-none = aucune
cli-dnfm-event-threshold = tirez 1 { -dice-card } : sur { $at_most } ou moins, { $systems } { $count ->
    [one] perd
   *[other] perdent chacun
} un niveau
cli-dnfm-event-none = rien ne se passe
cli-dnfm-event-icons = tirez { $cards ->
    [one] { $cards } { -dice-card }
   *[other] { $cards } { -dice-card(form: "pl") }
} : leurs symboles de dégâts touchent le vaisseau
cli-dnfm-event-counterplot = une prime de plus ce tour-ci ; esquivez ou combattez chacune séparément
