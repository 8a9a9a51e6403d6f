# The Sherwood Syndrome à l’écran : jouer un tour (la feuille des cases, le formulaire d’une
# action, se déplacer et se téléporter, les dépenses, les hommes du roi, le cortège royal)
# et régler ses résultats.

## À chaque étape

sws-game-over = La partie est finie. Annulez pour reprendre plus tôt, ou retournez à l’accueil pour une nouvelle partie.
sws-settle-first = Réglez d’abord le résultat ci-dessus : le reste du tour l’attend.
sws-lose-question = { $warning } Le faire quand même ?
sws-keep-playing = Continuer à jouer
sws-space-not-an-answer = La barre d’espace ne répond pas à une question : touchez l’un de ses boutons.
sws-space-choose = La barre d’espace ne fait qu’une étape sans choix : choisissez ici la suite, ou saisissez votre dé là où un jet attend.
sws-space-choose-result = La barre d’espace ne choisit pas pour vous : faites le choix que ce résultat attend, puis appliquez-le.
sws-lose-the-game = Perdre la partie
sws-loss-note = { $label } : { $warning }
sws-lower-after-colon = yes
sws-roll = Lancer
sws-rolled = Lancé
sws-apply = Appliquer
sws-and = {" "}et{" "}

## Les destinations

sws-new-forest = une forêt (nouvelle)
sws-new-road = une route (nouvelle)
sws-new-bridge = un pont ou un gué (nouveau)
sws-along-the-road = Le long de la route

## Actions des rebelles : la feuille des cases et le formulaire d’une action

sws-where-act = Où agissent vos gens ?
sws-no-one-down = Aucun des vôtres n’est sur la planète : téléportez quelqu’un en bas.
sws-here = Ici : { $names }
sws-here-injured = {" "}(blessé)
sws-here-moved = {" "}(déplacé)
sws-here-in-sanctuary = {" "}(en asile)
sws-verb-raid = Piller
sws-verb-recruit = Recruter
sws-verb-donations = Demander des dons
sws-verb-steal-horses = Voler des chevaux
sws-verb-buy-horses = Acheter des chevaux
sws-verb-aid-the-poor = Aider les pauvres
sws-verb-sanctuary = Demander l’asile
sws-verb-heal = Soigner
sws-verb-refused = { $verb } : { $why }.
sws-close = Fermer
sws-who-raids = Qui mène le pillage ?
sws-who-recruits = Qui recrute ?
sws-who-asks = Qui demande ?
sws-who-seeks-sanctuary = Qui demande l’asile ?
sws-taking-part-ends-sanctuary = Participer met fin à l’asile de { $names } (seuls les soins le préservent).
sws-the-kings-men-squad = L’{ -squad } des hommes du roi
sws-whom = Qui ?
sws-gold-to-spend = Or à dépenser (0)
sws-use-phasers = Utiliser les { -phasers } (+5, Sorcellerie +1)
sws-treat = Soigner
sws-medical-kit = Trousse médicale (jusqu’à trois soignés, Sorcellerie +1)
sws-gold = { $gold ->
    [one] { $gold } pièce d’or
   *[other] { $gold } pièces d’or
}
sws-other-amount = Ou un autre montant
sws-buy-horses-cost = Une pièce d’or pour chacune de vos { $n } personnes ici.
sws-aid-the-poor-gold = Aider les pauvres ({ $gold } or)
sws-roll-your-die-then = Lancez votre dé et saisissez ou touchez ce qu’il montre.
sws-die-first = D’abord votre dé : lancez-le, puis tapez ou touchez ce qu’il montre, et Lancer prend cette face.
sws-nobody-down = Personne des vôtres n’est encore sur la planète.
sws-actions-open = Vos gens à { $spaces } peuvent encore agir.
sws-end-rebel-anyway = { $open } Finir quand même les actions des rebelles ?
sws-end-rebel-actions = Finir les actions

## Les neutres d’une mise en place sur table

sws-placed-at = { $name } à { $place }
sws-neutrals-heading = Où vos neutres sont-ils arrivés ?
sws-neutrals-blind = Vous avez tiré { $count } neutres à l’aveugle et en avez posé un sur chaque case choisie. Touchez qui, puis où, pour chacun ({ $told } sur { $count } indiqués).
sws-neutrals-where = Où se trouve celui-ci ?
sws-stands-at = { $name } est à { $place }
sws-place = Placer
sws-placing-done = C’est tout, ou plus tard
sws-placed = Placés : { $placed }.

## Se déplacer, se téléporter, prêcher, libérer

sws-move-or-beam = Se déplacer ou se téléporter
sws-all-in-prison = Tous les vôtres sont en prison : personne ne peut se déplacer ni se téléporter.
sws-all-moved = Tous les vôtres se sont déplacés ou ont agi ce tour.
sws-moving-ends-sanctuary = Se déplacer ou se téléporter met fin à l’asile de { $names }.
sws-to-which-space = Vers quelle case ?
sws-beam-down = Descendre
sws-beam-up = Remonter
sws-move = Déplacer
sws-preaches = { $name } prêche
sws-preach-witchcraft = Sorcellerie −1
sws-preach-morale = Moral royal −1
sws-release = { $name } : libérer les prisonniers de { $place } (une fois)

## Dépenses des rebelles

sws-expenses = Dépenses des rebelles
sws-expenses-due = { $due ->
    [one] { $due } or dû
   *[other] { $due } or dus
} : un par case où sont vos gens (prisonniers exceptés) ; le trésor de guerre contient { $chest }.
sws-pay = Payer { $gold } or
sws-warchest-short = Le trésor de guerre ne suffit pas : téléportez des vivres, ou laissez quelqu’un d’une pile souffrir de la faim.
sws-beam-supplies = Téléporter des vivres (+4 or, Sorcellerie +1)
sws-beaming-supplies = Téléporter des vivres
sws-go-hungry = Les laisser avoir faim
sws-end-expenses = Finir les dépenses

## Actions des hommes du roi

sws-kings-men = Actions des hommes du roi
sws-kings-men-about = Regardez votre carte : lancez pour chaque { -squad } à trois cases ou moins de vos gens (les prisonniers et les gens en asile ne comptent pas). L’{ -app } ne connaît pas la carte : elle montre toutes les { -squad(form: "pl") } et vérifie seulement qu’une { -squad } sur la case de vos gens lance.
sws-squad-at-here = Escouade { $squad }, à { $place }{ $yours ->
    [yes] {" "}avec vos gens
   *[no] {""}
}
sws-the-squad-at = l’{ -squad } { $squad } à { $place }
sws-squad-near = À 3 cases ou moins de mes gens sur ma carte
sws-squads-marked-unrolled = { $count ->
    [one] { $squads }, que vous avez marquée à trois cases ou moins de vos gens, n’a pas encore lancé.
   *[other] { $squads }, que vous avez marquées à trois cases ou moins de vos gens, n’ont pas encore lancé.
}
sws-squads-unrolled = { $count ->
    [one] { $squads } se tient avec vos gens et n’a pas encore lancé.
   *[other] { $squads } se tiennent avec vos gens et n’ont pas encore lancé.
}
sws-end-kings-men-anyway = { $open } Finir quand même les actions des hommes du roi ?
sws-end-anyway = Finir quand même
sws-end-kings-men = Finir les hommes du roi

## Cortège royal et allégeance

sws-royal-party = Cortège royal et { -fealty }
sws-party-done = Le cortège royal a fini pour ce tour : finissez le tour ci-dessous.
sws-party-held = Le cortège royal est retenu à { $town } : on y relance l’{ -fealty }.
sws-fealty-again = Relancer l’{ -fealty }
sws-fealty-again-label = Allégeance relancée
sws-party-first = Au premier tour, le cortège royal quitte le palais royal pour { $town }, où l’on lance l’{ -fealty }.
sws-party-first-move = Aller à { $town } (lancer l’{ -fealty })
sws-party-next-town = Il avance d’une case sur la route (sens antihoraire). La prochaine ville sur la route est { $town } : entrez-y quand le cortège l’atteint sur votre { -map }.
sws-party-along = Il avance d’une case sur la route (sens antihoraire).
sws-party-move-along = Avancer sur la route
sws-party-enter = Entrer à { $town } (lancer l’{ -fealty })
sws-end-turn = Finir le tour

## Les résultats à régler

sws-the-squad = l’{ -squad } { $squad }
sws-only-choice = Un seul choix ici, fait pour vous : { $made }.
sws-type-the-cell = Saisissez la case telle que votre table l’imprime.
sws-correct-cell = Corriger cette case dans Tables
sws-read-paragraph = Lire le paragraphe { $n }
sws-then = Ensuite : { $task }
sws-captured-go-to = Les captifs vont à la ville ou au château le plus proche : lequel est-ce sur votre { -map } ?
sws-nearest-prison = Ville ou château le plus proche
sws-roll-kept = Votre dé a donné { $die }, et ce jet est gardé. Saisissez cette case telle que votre table l’imprime : l’{ -app } la garde pour chaque partie suivante.
sws-roll-kept-total = Votre dé a donné { $die }, { $total } en tout, et ce jet est gardé. Saisissez cette case telle que votre table l’imprime : l’{ -app } la garde pour chaque partie suivante.
sws-take-back-squad = Reprendre le jet (l’{ -squad } pourra relancer)
sws-take-back = Reprendre le jet (l’or et l’action de la case reviennent)
sws-skip-roll = Passer ce jet (ce qu’il a coûté reste dépensé)
sws-result-forced = Les règles appliquent ce résultat tout de suite : il ne peut pas être passé. Réglez-le, ou annulez le jet qui y a mené.
sws-leave-roll-question = Laisser ce jet sans suite ? Son résultat est perdu, et ce qu’il a coûté reste dépensé.
sws-keep-the-roll = Garder le jet
sws-healers-arrested = { $names } ne participe pas et sera arrêté ensuite.
sws-raid-again = Relancer sur la table des pillages
sws-roll-for-gold = Lancer pour l’or
sws-fleeing = En fuite : { $names }.
sws-may-seek-sanctuary = Ils peuvent d’abord demander l’asile ici : s’il est accordé, personne ne fuit. Qui demande ?
sws-nobody-flee = Personne : fuir
sws-seeks-sanctuary = { $name } demande l’asile (lancer)
sws-flee-where = Fuir vers quelle case voisine ?
sws-flee-roll = Fuir (lancer)
sws-pick-injured = blessés
sws-pick-healed = soignés
sws-pick-captured = capturés
sws-pick-gets-away = qui s’échappe
sws-pick-joins = qui rejoint
sws-pick-freed = libérés
sws-choose = Choisissez { $count } ({ $what }) :
sws-no-track-change = Aucun changement sur les pistes
sws-squad-name = Escouade { $squad }
sws-where-to = Où ?
sws-counter-colour = Pion { $n } ({ $colour })
sws-colour-not-noted = couleur non notée
sws-who-is-it = Qui est-ce ?
