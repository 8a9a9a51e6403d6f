# Le jeu de cartes de Do Not Forsake Me tel que le kit d’impression le dessine : notre
# propre création, donc chaque mot dans la langue du joueur ; les nombres du livret restent.

## Le vaisseau et sa carte d’état

print-dnfm-ship-title = Votre vaisseau
print-dnfm-ship-start =
    Part du quadrant en bas à gauche
    de la carte du { -star-map } la plus basse.
print-dnfm-ship-status-title = État du vaisseau
print-dnfm-starts-at = { $system } — départ à { $level }
print-dnfm-lay-resources = Posez ici les quatre cartes de ressources, le départ jaune au bord inférieur.
print-dnfm-start-and-win = { $start } MC au départ · { $win } MC pour gagner

## Les cartes de ressources : un niveau à chaque bord

print-dnfm-crew-card = Équipage { $low }–{ $high }
print-dnfm-level = niveau { $level }
print-dnfm-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
print-dnfm-draw = tirer { $cards }
print-dnfm-crew-count = { $count } à bord
print-dnfm-fusion-modifier = VC { $modifier }
print-dnfm-fusion-extra = +{ $cards }, sans la plus basse
print-dnfm-fusion-extra-modifier = +{ $cards }, sans la plus basse, VC { $modifier }
print-dnfm-start = départ
print-dnfm-turn-system = Seul compte le niveau du bord inférieur. Dégâts : un quart de tour antihoraire ; réparation ou amélioration : horaire.
print-dnfm-turn-crew = Seul compte le niveau du bord inférieur. Un membre d’équipage perdu : un quart de tour antihoraire.
print-dnfm-crew-check = Après une icône d’équipage, tirez-en une : sur { $faces }, un membre d’équipage est perdu.
print-dnfm-crew-flip-high = À 5, à la perte suivante : retournez cette carte, 4 au bord inférieur.
print-dnfm-crew-flip-low = Les niveaux 8 à 5 sont au verso. Sous 1, la partie est perdue.

## Le tableau des prix (carte de règles 3 et carte Événements)

print-dnfm-price-per-level = MC par niveau
print-dnfm-price-docked = amarré
print-dnfm-price-in-space = dans l’espace, par quadrants
print-dnfm-price-table-repeated = La carte Événements, face visible en jeu, reprend ce tableau.

## La carte Événements

print-dnfm-events-title = Événements
print-dnfm-ed = { -ed } { $range }
print-dnfm-repair-limit = Dans l’espace, on ne répare un système que jusqu’à son niveau de départ.

## Mégacrédits, primes, aide-mémoire

print-dnfm-megacredits-note = 0 MC : le marqueur est hors de la grille. 30 gagne.
print-dnfm-bounties-title = Primes
print-dnfm-dl = { -dl } { $dl }
print-dnfm-attack-line = { $cannon } : { $pattern } = { $value } MC
print-dnfm-cannon-level = Canon { $level }
print-dnfm-cannon-levels = Canon { $low }–{ $high }
print-dnfm-megacredits-value = { $value } MC
print-dnfm-reference-title = Aide-mémoire
print-dnfm-reference-turn = Tour : avancer 1–4 · s’amarrer ou réparer · chercher des événements · prime : esquiver ou combattre · manches de combat.
print-dnfm-reference-cannon = Canon : triez les trois dés du plus bas au plus haut ; les positions B (blanches) comptent, les N (noires) non.
print-dnfm-reference-level = { $system } { $level } : { $effect }
print-dnfm-reference-crew-check = Test d’équipage : un membre d’équipage est perdu sur { $faces }.

## Cartes du plan et cartes-dés

print-dnfm-spacestation = Station spatiale
print-dnfm-map-card = Carte du { -star-map } { $card }{ $side }
print-dnfm-dice-card = Carte-dé { $card }{ $side }
# L’insigne d’un système sur les cartes et le panneau du vaisseau : son initiale.
print-dnfm-badge-crew = É
print-dnfm-badge-wmc = C
print-dnfm-badge-fusion = P
print-dnfm-badge-navcomm = N
