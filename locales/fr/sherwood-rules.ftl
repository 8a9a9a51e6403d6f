# Les règles du Sherwood Syndrome en mots.

## Tracks and colours

swr-track-witchcraft = Sorcellerie
swr-track-warchest = Trésor de guerre des rebelles
swr-track-royal-morale = Moral royal
swr-colour-archon = équipage de l’Archon (bleu foncé)
swr-colour-neutral = neutre (jaune)

## Kinds of person, and a counter's values

swr-kind-enterprise = membre d’équipage de l’Enterprise
swr-kind-archon = membre d’équipage de l’Archon
swr-kind-neutral = neutre
swr-kind-royalist = royaliste
swr-kind-cleric = ecclésiastique
swr-kind-kings-men = { -squad } des hommes du roi
swr-kind-royal-party = cortège royal
swr-stat-persuasiveness = persuasion
swr-stat-raid = valeur de pillage
swr-stat-donations = valeur de dons
swr-corner-upper-right = en haut à droite
swr-corner-lower-left = en bas à gauche
swr-corner-lower-right = en bas à droite

## Royal orders, kinds of space, the turn's steps

swr-orders-patrol = Patrouille
swr-orders-search = Fouille
swr-orders-seize = Saisie
swr-space-town = ville
swr-space-castle = château
swr-space-cathedral = cathédrale
swr-space-royal-palace = palais royal
swr-space-bridge-ford = pont ou gué
swr-space-road = route
swr-space-forest = forêt
swr-space-other = autre case
swr-step-rebel-actions = Actions des rebelles
swr-step-expenses = Dépenses des rebelles
swr-step-kings-men = Actions des hommes du roi
swr-step-royal-party = Cortège royal et { -fealty }

## How a game ends

swr-ending-won = Victoire : tout l’équipage est libre, une ville est en { -rebellion } ouverte et la Sorcellerie est sous 10.
swr-ending-witchcraft = Défaite : la Sorcellerie a atteint 10.
swr-ending-fealty = Défaite : les six villes ont toutes juré { -fealty } au roi Eyven.
swr-warning-won = Cela gagne la partie.
swr-warning-witchcraft = Cela perd la partie : la Sorcellerie atteint 10.
swr-warning-fealty = Cela perd la partie : la dernière ville jure { -fealty } au roi Eyven.

## The tables

swr-table-recruiting = table de recrutement
swr-table-donations = table des dons
swr-table-raid = table des pillages
swr-table-horse-theft = table du vol de chevaux
swr-table-sanctuary = table de l’asile
swr-table-flight = table de la fuite
swr-table-fealty = table d’{ -fealty }
swr-table-kings-men = table des hommes du roi
swr-table-heal = jet de soins

## Refusals: why an action cannot be taken now

swr-refuse-wrong-step = cela relève de l’étape { $needs } ; nous en sommes à { $now }
swr-refuse-settle-first = réglez d’abord ce que le dernier résultat a laissé : { $what }
swr-refuse-nothing-to-settle = rien de ce genre n’est en attente
swr-refuse-settle-in-order = ce qui attend se règle dans l’ordre : le numéro { $first } ({ $title }) passe d’abord
swr-refuse-no-such-person = personne du nom de « { $name } » dans cette partie
swr-refuse-no-such-squad = aucune { -squad } des hommes du roi nommée « { $name } »
swr-refuse-no-such-space = aucune case nommée « { $name } » : nommez un lieu de la carte, un lieu nommé en jeu ou un type (forêt, route, pont ou gué)
swr-refuse-name-the-place = il y a plus d’une case de type { $kind } : précisez laquelle par son nom
swr-refuse-not-yours = { $person } ne fait pas partie de vos gens
swr-refuse-imprisoned = { $person } est prisonnier
swr-refuse-not-aboard = { $person } n’est pas à bord de l’Enterprise
swr-refuse-not-on-the-map = { $person } n’est pas sur le { -map }
swr-refuse-already-moved = { $person } s’est déplacé ou a été téléporté ce tour et ne peut rien faire d’autre
swr-refuse-took-part = { $person } a pris part à une action ce tour et ne peut plus se déplacer ni être téléporté
swr-refuse-space-acted = vos gens à { $space } ont déjà fait l’action de ce tour
swr-refuse-beam-both-ways = personne n’est téléporté vers le bas et vers le haut dans le même tour
swr-refuse-say-who-goes = choisissez qui part
swr-refuse-say-who-beams-up = choisissez qui remonte
swr-refuse-beam-up-together = on remonte ensemble depuis une seule case
swr-refuse-crewman-beams-up = un membre d’équipage de l’Enterprise doit remonter pour que les autres l’accompagnent
swr-refuse-nobody-there = aucun de vos gens à { $space } ne peut agir ce tour
swr-refuse-all-injured = tous vos gens à { $space } sont blessés : ils peuvent seulement se soigner, chercher asile ou se déplacer
swr-refuse-not-in-space = { $person } n’est pas libre à { $space }
swr-refuse-not-recruitable = { $person } ne peut pas être recruté : seuls les neutres, royalistes, ecclésiastiques et { -squad(form: "pl") } des hommes du roi le peuvent
swr-refuse-no-squad-there = aucune { -squad } des hommes du roi n’est à { $space }
swr-refuse-horses-only-in-towns = les chevaux s’achètent ou se volent seulement en ville
swr-refuse-all-mounted = tous vos gens à { $space } ont déjà un cheval : personne à qui en procurer un
swr-refuse-too-many-patients = { $injured ->
    [0] { $asked } ne peuvent pas être soignés : personne n’est blessé ici
    [1] { $asked } ne peuvent pas être soignés : une seule personne est blessée ici
   *[other] { $asked } ne peuvent pas être soignés : seulement { $injured } personnes sont blessées ici
}
swr-refuse-not-enough-gold = il faut { $need } pièces d’or ; le Trésor de guerre en a { $have }
swr-refuse-no-gold = dites combien d’or va aux pauvres : chaque tranche complète de 5 baisse la Sorcellerie de 1
swr-refuse-not-a-preacher = seul frère Gerald prêche, une fois à vous, libre, indemne et sans s’être déplacé
swr-refuse-preacher-track = prêcher baisse la Sorcellerie ou le Moral royal
swr-refuse-no-release = { $person } n’a aucun prisonnier à libérer
swr-refuse-release-used = la libération de { $person } a déjà servi
swr-refuse-gold-not-short = le Trésor de guerre a { $have } pièces d’or et { $due } sont dues : provisions et faim ne servent que si l’or manque
swr-refuse-expenses-paid = les dépenses de ce tour sont payées
swr-refuse-expenses-due = { $due } pièces d’or sont dues pour les provisions : payez, téléportez des provisions ou laissez quelqu’un avoir faim
swr-refuse-starve-crew-first = un membre d’équipage ne devient jamais neutre : choisissez quelqu’un d’autre dans cette pile (un membre d’équipage n’est blessé que s’il est seul)
swr-refuse-starve-injured = { $person } est déjà blessé : une pile affamée de membres d’équipage blesse un indemne (s’ils le sont tous, téléportez des provisions)
swr-refuse-squad-recruited = l’{ -squad } { $squad } est désormais à vous
swr-refuse-squad-rolled = l’{ -squad } { $squad } a déjà lancé ce tour
swr-refuse-fealty-in-its-step = la table d’{ -fealty } se lance à sa propre étape, pas comme une action
swr-refuse-kings-men-in-its-step = la table des hommes du roi se lance à sa propre étape, pas comme une action
swr-refuse-party-held = le cortège royal est retenu dans sa ville : relancez l’{ -fealty } là-bas
swr-refuse-party-not-held = le cortège royal n’est retenu nulle part
swr-refuse-party-done = le cortège royal s’est déplacé ou a lancé ce tour
swr-refuse-party-not-done = le cortège royal ne s’est ni déplacé ni n’a lancé l’{ -fealty } ce tour
swr-refuse-no-flight = personne ne doit fuir maintenant
swr-refuse-no-sanctuary-here = on cherche asile seulement dans une ville ou une cathédrale, et { $space } n’est ni l’une ni l’autre
swr-refuse-sanctuary-tried = l’asile a déjà été demandé une fois : ils doivent maintenant fuir
swr-refuse-not-fleeing = { $person } n’est pas parmi ceux qui doivent fuir
swr-refuse-cell-still-unknown = la cellule de la ligne « { $row } », colonne « { $column } » est encore inconnue : saisissez-la depuis votre table
swr-refuse-game-over = la partie est finie : { $why }
swr-refuse-changes-nothing = cela ne changerait rien

## What a paragraph does (the app's own summary)

swr-kind-unknown = type inconnu
swr-para-person-plain = { $name } ({ $kind }) : aucune règle spéciale.
swr-para-person = { $name } ({ $kind }) : { $rules }
swr-para-99 = Le pillage est trahi : tous vos gens sur la case sont capturés, et le Moral royal monte de 1.
swr-para-100 = Trahis : tous vos gens sur la case sont capturés et la moitié d’entre eux (arrondi à l’inférieur, à votre choix) sont blessés ; une autre personne à vous ailleurs (à votre choix) est capturée aussi.
swr-para-101 = La prison était surveillée : toute l’équipe de pillage est capturée.
swr-para-102 = Repérés sur le mur : la moitié de vos gens (arrondi à l’inférieur, à votre choix) sont blessés, et tous doivent fuir.
swr-para-103 = Embuscade : la personne à la plus haute valeur de pillage (à votre choix en cas d’égalité) est capturée ; les autres doivent fuir.
swr-para-104 = Trop de gardes : vos gens doivent fuir, le pillage échoue.
swr-para-105 = Repoussés : deux de vos gens (à votre choix) sont capturés ; les autres sont indemnes.
swr-para-106 = Découverts : déplacez tous vos gens de la case vers une case adjacente ; un membre de l’équipe de pillage (à votre choix) est blessé.
swr-para-107 = La peste sévit : avec McCoy ou Goren présents, lisez 150 ; sinon le pillage est sans effet.
swr-para-108 = Une { -squad } campe non loin : l’{ -squad } des hommes du roi la plus proche et pas déjà ici rejoint vos gens (à votre choix en cas d’égalité). Le pillage attend.
swr-para-109 = Un trou dans le mur : un prisonnier, tiré au hasard, est libéré ; les autres restent.
swr-para-110 = Un rude combat gagné : les prisonniers sont libérés ; la moitié des gens que vous aviez ici (arrondi à l’inférieur, à votre choix ; pas les libérés) sont blessés.
swr-para-111 = Libérés, mais la garnison les poursuit : les prisonniers sont libérés et tous vos gens ici, libérés compris, doivent fuir.
swr-para-112 = Un travail de nuit discret : les prisonniers sont libérés ; deux de vos gens (à votre choix) sont blessés.
swr-para-113 = Sans accroc : les prisonniers sont libérés.
swr-para-114 = Les gardes sont partis boire : les prisonniers sont libérés et vous gardez leurs chevaux (un marqueur Cheval ici).
swr-para-115 = L’or royal à portée de main : les prisonniers sont libérés ; lancez un dé et ajoutez-le au Trésor de guerre.
swr-para-116 = Un sauvetage net suscite l’admiration : les prisonniers sont libérés, et un neutre ou un ecclésiastique de votre choix vous rejoint.
swr-para-117 = Un sauvetage silencieux qui consterne le roi : les prisonniers sont libérés et le Moral royal baisse de 1.
swr-para-150 = Le guérisseur vainc la peste : Moral royal −1 et Sorcellerie +1. Relancez la table des pillages (un nouveau 108 signifie que le pillage échoue, rien de plus) ; le guérisseur ne prend pas part à ce résultat et est capturé ensuite.
swr-para-200 = Pris dans l’écurie : tous vos gens sur la case sont emprisonnés.
swr-para-201 = Les chevaux sont gardés : pas de chevaux, pas de mal.
swr-para-202 = Chevaux pris, une flèche à la porte : un marqueur Cheval ici ; une personne à vous (à votre choix) est blessée.
swr-para-203 = Les chevaux de la garde de la ville sont à vous : un marqueur Cheval ici.
swr-para-204 = Un forgeron amical : un marqueur Cheval ici, et cette pile n’a besoin d’aucune provision ce tour.
swr-para-300 = Dénoncés à l’église : asile refusé et tous vos gens ici sont emprisonnés.
swr-para-301 = L’alarme est donnée : asile refusé, et vos gens doivent fuir.
swr-para-302 = Poliment éconduits : asile refusé.
swr-para-303 = Asile pour un temps : placez un marqueur Asile ; vos gens doivent partir avant la fin du troisième jour à compter d’aujourd’hui.
swr-para-304 = Bien accueillis : placez un marqueur Asile.
swr-para-400 = Rattrapés : tous les fuyards sont capturés.
swr-para-401 = Acculés : un membre du groupe (à votre choix) s’échappe ; les autres sont emprisonnés.
swr-para-402 = Les blessés restent en arrière : chaque blessé du groupe est emprisonné.
swr-para-403 = L’un traîne en arrière : un blessé (à votre choix), s’il y en a, est emprisonné.
swr-para-404 = Au galop : les chevaux sont épuisés (retirez le marqueur Cheval) ; tout le monde s’échappe.
swr-para-405 = Une fuite réussie.

## A word typed that names nothing (the words to type stay in English)

swr-word-no-table = aucune table nommée « { $text } » : choisissez parmi { $names }
swr-word-no-stat = « { $text } » n’est pas une valeur de { -counter } : utilisez persuasiveness, raid ou donations
swr-word-no-kind = « { $text } » n’est pas un type : enterprise, archon, neutral, royalist, cleric
swr-word-no-space-kind = « { $text } » n’est pas un type de case : town, castle, cathedral, bridge-ford, road, forest, other
swr-word-no-orders = « { $text } » n’est pas un ordre royal : utilisez patrol, search ou seize
swr-word-no-target = nommez qui vous recrutez : une personne, ou squad pour une { -squad } des hommes du roi

## What a person can do (the app's own words)

swr-ability-adds-persuasiveness = Au recrutement, ajoute sa persuasion à celle de la personne qui agit.
swr-ability-adds-raid = Au pillage, ajoute sa valeur de pillage à celle de la personne qui agit.
swr-ability-adds-donations = À la demande de dons, ajoute sa valeur de dons à celle de la personne qui agit.
swr-ability-raid-bonus = +{ $value } à un pillage de { $space } auquel elle participe.
swr-ability-raid-frees = Un pillage de { $space } avec elle libère les prisonniers sans jet.
swr-ability-horse-theft-bonus = +{ $value } pour voler des chevaux là où elle est.
swr-ability-flight-bonus = +{ $value } à la fuite d’un groupe dont elle fait partie.
swr-ability-forest-flight-bonus = Fuir dans une forêt avec elle donne +{ $value } au lieu de +2.
swr-ability-sanctuary-bonus = +{ $value } quand elle demande asile.
swr-ability-sanctuary-automatic = L’asile qu’elle demande est toujours accordé.
swr-ability-morale-out-royalist = Recruter un royaliste sur sa case ne fait pas baisser le Moral royal.
swr-ability-morale-out-kings-men = Recruter une { -squad } des hommes du roi sur sa case ne fait pas baisser le Moral royal.
swr-ability-forces-patrol = Une { -squad } sur sa case lance toujours dans la colonne Patrouille.
swr-ability-healer = Soigne partout, jusqu’à trois à la fois (deux sur 4 ou moins, trois sur un 1) ; peut utiliser la trousse médicale : jusqu’à trois soignés, Sorcellerie +1.
swr-ability-on-recruit-morale = Moral royal { $change }
swr-ability-on-recruit-witchcraft = Sorcellerie { $change }
swr-ability-on-recruit = Au recrutement : { $changes }.
swr-ability-brings-along = La recruter place aussi { $person } sous votre contrôle.
swr-ability-frees-prisoners = Une fois par partie, quand vous voulez : libérez tous les prisonniers détenus à { $space }.
swr-ability-ballad = Chaque pillage réussi en sa présence (prisonniers libérés, au plus un des vôtres blessé ou pris) : Moral royal −1.
swr-ability-beam-exemption = Se téléporter vers sa case ou depuis celle-ci n’augmente pas la Sorcellerie (provisions, trousses et { -phasers }, si).
swr-ability-preacher = Peut prêcher comme action de la case : Sorcellerie ou Moral royal −1 (à votre choix) ; puis l’{ -squad } des hommes du roi la plus proche et pas déjà là le rejoint.
swr-ability-river-travel = Partant du bord de la rivière ou de la mer, se déplace avec vos gens présents vers toute autre case au bord de la rivière ou de la mer.
swr-ability-horse-breeder = Amène un cheval quand on la recrute ; tous ceux sur sa case comptent comme ayant un cheval.
swr-person-unknown = personne du nom de « { $query } » dans The Sherwood Syndrome{ $hint }
swr-person-did-you-mean = { " " }(vouliez-vous dire { $names } ?)

## A chart's result codes, in words

swr-code-empty = code de résultat vide
swr-code-malformed = code de résultat « { $code } » : « { $part } » n’est pas un code (parties attendues comme N, R, F, G, G half, 2I, all C, M+, W–)
swr-code-nothing = il ne se passe pas grand-chose
swr-code-recruited = recruté : vous contrôlez désormais cette personne
swr-code-flee = vos gens doivent fuir (lancez sur la table de la fuite)
swr-code-small-haul = petit butin : +2 pièces d’or au Trésor de guerre
swr-code-half-die-gold = lancez un dé, divisez par deux (arrondi à l’inférieur) et ajoutez autant d’or au Trésor de guerre
swr-code-all-captured = tous vos gens sur la case sont capturés (emprisonnés dans la ville ou le château le plus proche)
swr-code-all-injured = tous vos gens sur la case sont blessés
swr-code-some-captured = { $n ->
    [one] une personne à vous (à votre choix) est capturée (emprisonnée dans la ville ou le château le plus proche)
   *[other] { $n } de vos gens (à votre choix) sont capturés (emprisonnés dans la ville ou le château le plus proche)
}
swr-code-some-injured = { $n ->
    [one] une personne à vous (à votre choix) est blessée
   *[other] { $n } de vos gens (à votre choix) sont blessés
}
swr-code-index-rises = { $index } monte de { $by }
swr-code-index-falls = { $index } baisse de { $by }
swr-code-undefined = « { $symbol } » n’est pas expliqué dans le texte des règles : lisez la légende de votre table
swr-code-squad-moves = l’{ -squad } se déplace (jusqu’à deux cases) vers la case la plus proche où vous avez des gens ; les prisonniers et les gens en asile ne comptent pas
swr-code-squad-does-nothing = L’{ -squad } ne fait rien.
swr-code-then = {" ; puis "}
swr-code-sentence = { $text }.
swr-code-legend-only = « { $symbol } » fait ce que dit la légende des hommes du roi de votre table : l’{ -app } demande son effet sur les pistes

## A space named by its kind

swr-space-a = { $kind ->
    [town] une ville
    [castle] un château
    [cathedral] une cathédrale
    [royal-palace] le palais royal
    [bridge-ford] un pont ou gué
    [road] une route
    [forest] une forêt
   *[other] une autre case
}
swr-space-unnamed = une case sans nom

## A table's data or a cell that cannot be taken

swr-tabledata-toml = données de table illisibles : { $why }
swr-tabledata-bands = table « { $table } » : { $why }
swr-tabledata-code = table « { $table } », ligne « { $row } » : { $why }
swr-tabledata-no-paragraph = table « { $table } », ligne « { $row } » : « { $cell } » n’est pas un paragraphe du livret de règles
swr-tabledata-no-meaning = table « { $table } », ligne « { $row } » : « { $cell } » n’a aucune signification indiquée
swr-tabledata-no-person = table « { $table } » : une ligne nomme une personne inconnue, « { $person } »
swr-tabledata-nameless = table « { $table } » : une ligne n’a ni nom ni personne
swr-tabledata-set = la table « { $table } » apparaît deux fois, ou une table manque : chacune des neuf doit y être une fois
swr-cell-no-paragraph = « { $text } » n’est pas un numéro de paragraphe du livret de règles
swr-cell-not-a-result = « { $given } » n’est pas un des résultats de cette table ({ $expected })
swr-cell-not-on-table = cette cellule n’est pas dans cette table
swr-cell-printed = cette cellule est imprimée dans le livret de règles et ne peut pas être changée
swr-cell-bad-row-name = un nom de ligne doit avoir de 1 à 60 caractères
swr-cell-row-exists = la table a déjà une ligne nommée « { $name } »

## What a result leaves to settle

swr-result-all-captured = Tous vos gens ici sont capturés.
swr-result-all-imprisoned = Tous vos gens ici sont emprisonnés.
swr-result-injured-imprisoned = Chaque blessé du groupe est emprisonné.
swr-result-one-gets-away = Choisissez celui qui s’échappe ; les autres sont emprisonnés.
swr-result-highest-raid-captured = Celui qui a la plus haute valeur de pillage est capturé (à votre choix en cas d’égalité).
swr-result-one-injured-imprisoned = Choisissez un blessé : il est emprisonné.
swr-result-choose-captured = Choisissez qui est capturé.
swr-result-all-injured = Tous vos gens ici sont blessés.
swr-result-choose-injured = Choisissez qui est blessé.
swr-result-another-captured = Une autre personne à vous ailleurs est capturée (à votre choix).
swr-result-move-away = Déplacez tous vos gens d’ici vers une case voisine.
swr-result-anyone-joins = Un neutre ou un ecclésiastique en jeu, au choix, vous rejoint.
swr-result-horse-here = Un marqueur Cheval ici : vos gens ici ont des chevaux.
swr-result-horses-spent = Les chevaux sont épuisés.
swr-result-no-supply = Cette pile n’a besoin d’aucune provision ce tour.
swr-result-sanctuary-limited = Asile, à quitter avant la fin du troisième jour à compter d’aujourd’hui.
swr-result-sanctuary = Asile accordé.
swr-result-your-people = vos gens
swr-result-nearest-squad = L’{ -squad } des hommes du roi la plus proche et pas déjà à { $space } rejoint { $whom } (à votre choix en cas d’égalité).
swr-result-prisoners-free = Les prisonniers de { $space } sont libérés et vous rejoignent.
swr-result-prisoners-free-hidden = { $hidden ->
    [one] Les prisonniers de { $space } sont libérés et vous rejoignent : retournez le { -counter } caché et dites qui c’est.
   *[other] Les prisonniers de { $space } sont libérés et vous rejoignent : retournez les { $hidden } { -counter(form: "pl") } cachés et dites qui est chacun.
}
swr-result-one-free = Un prisonnier, tiré au hasard, est libéré.
swr-result-draw-one-free = Tirez un { -counter } prisonnier au hasard : il est libéré. Qui est-ce ?
swr-result-joins = { $person } vous rejoint.
swr-result-squad-joins = L’{ -squad } { $squad } vous rejoint.
swr-result-legend = « { $symbol } » est expliqué par la légende de votre table, pas dans le texte des règles : touchez son effet sur les pistes.

## Changes in words (the log, the confirm step)

swr-at-enterprise = l’Enterprise
swr-at-off-map = hors du { -map }
swr-at-unknown-prison = une prison inconnue
swr-change-track = { $track } { $change }
swr-change-injure = { $person } est blessé
swr-change-heal = { $person } est soigné
swr-change-capture-at = { $person } est emprisonné à { $prison }
swr-change-capture = { $person } est emprisonné sur place
swr-change-free = { $person } est libéré et vous rejoint
swr-change-free-all = les prisonniers de { $space } sont libérés
swr-change-recruit = { $person } vous rejoint
swr-change-leave = { $person } quitte votre cause
swr-change-move = { $kind ->
    [enterprise] { $person } vers l’Enterprise
    [off-map] { $person } hors du { -map }
    [unseen] { $person } vers une prison inconnue
   *[other] { $person } vers { $to }
}
swr-change-horse = { $person } a un cheval
swr-change-no-horse = { $person } n’a pas de cheval
swr-change-sanctuary-until = { $person } en asile jusqu’à la fin du tour { $turn }
swr-change-sanctuary = { $person } en asile
swr-change-leave-sanctuary = { $person } quitte l’asile
swr-change-move-squad = { $kind ->
    [off-map] l’{ -squad } { $squad } hors du { -map }
   *[other] l’{ -squad } { $squad } vers { $to }
}
swr-change-recruit-squad = l’{ -squad } { $squad } vous rejoint
swr-change-orders = Ordres royaux : { $orders }
swr-fealty-unsworn = sans { -fealty }
swr-fealty-sworn = a prêté { -fealty } au roi
swr-fealty-open-rebellion = en { -rebellion } ouverte
swr-change-fealty = { $town } : { $fealty }
swr-change-set-aside = { $person } quitte le { -map }
swr-change-free-supply = aucune provision due à { $space } ce tour
swr-change-release = { $person } libère les prisonniers de son lieu
swr-change-identify = le prisonnier à { $space } est { $person }
swr-change-place-neutral = { $person } se tient à { $space } (placé à la mise en place)
swr-change-record-prisoners = prisonniers à { $space } : { $archon } Archon, { $neutral } neutres, { $unknown } non regardés
swr-all-imprisoned = { $n ->
    [one] { $who } est emprisonné à { $place }.
   *[other] { $who } sont emprisonnés à { $place }.
}
swr-all-injured = { $n ->
    [one] { $who } est blessé.
   *[other] { $who } sont blessés.
}
swr-all-healed = { $n ->
    [one] { $who } est soigné.
   *[other] { $who } sont soignés.
}
swr-all-horse = { $n ->
    [one] { $who } a un cheval.
   *[other] { $who } ont chacun un cheval.
}
swr-all-no-horse = { $n ->
    [one] { $who } n’a plus de cheval.
   *[other] { $who } n’ont plus de cheval.
}
swr-all-sanctuary-until = { $n ->
    [one] { $who } est en asile jusqu’à la fin du tour { $turn }.
   *[other] { $who } sont en asile jusqu’à la fin du tour { $turn }.
}
swr-all-sanctuary = { $n ->
    [one] { $who } est en asile.
   *[other] { $who } sont en asile.
}
swr-all-at = { $kind ->
    [enterprise] { $n ->
        [one] { $who } est maintenant à bord de l’Enterprise.
       *[other] { $who } sont maintenant à bord de l’Enterprise.
    }
    [off-map] { $n ->
        [one] { $who } est maintenant hors du { -map }.
       *[other] { $who } sont maintenant hors du { -map }.
    }
   *[other] { $n ->
        [one] { $who } est maintenant à { $place }.
       *[other] { $who } sont maintenant à { $place }.
    }
}

## Changes refused, and notes on changes made

swr-change-no-person = personne avec l’identifiant « { $id } » dans cette partie
swr-change-no-squad = aucune { -squad } nommée « { $name } »
swr-change-no-town = aucune ville nommée « { $name } »
swr-change-not-a-prison = { $place } n’est ni une ville ni un château : les capturés vont dans la ville ou le château le plus proche, que vous nommez
swr-change-prison-needed = dites quelle ville ou quel château est le plus proche de { $place } : les capturés y sont emprisonnés
swr-change-hidden-first = nommez d’abord les prisonniers cachés à { $place } : retournez leurs { -counter(form: "pl") } et dites qui ils sont
swr-change-not-on-planet = { $person } n’est pas sur la planète et ne peut pas être capturé
swr-change-no-space = aucune case nommée « { $space } » : nommez un lieu de la carte, un lieu nommé en jeu ou un type de case (forêt, route, pont ou gué) pour un nouveau
swr-change-lies-unseen = { $person } est caché parmi les prisonniers : retournez d’abord le { -counter } et nommez-le
swr-change-not-seen-prisoner = { $person } n’est pas un prisonnier que vous voyez
swr-note-no-one-imprisoned = Personne n’était emprisonné à { $space }.
swr-change-crew-never-leave = les membres d’équipage ne vous quittent jamais ; ils sont blessés à la place
swr-note-now-neutral = { $person } est désormais neutre.
swr-change-prisoners-cannot-move = les prisonniers ne peuvent pas se déplacer : libérez-les d’abord
swr-change-only-unnamed-unseen = seuls les prisonniers pas encore nommés sont cachés
swr-change-only-yours-aboard = seuls vos propres gens montent à bord de l’Enterprise
swr-change-sanctuary-free-only = seules les personnes libres sur le { -map } peuvent être en asile
swr-change-squad-on-map = une { -squad } est sur le { -map }, ou hors du { -map }
swr-change-orders-escalate = les ordres royaux ne font que se durcir
swr-change-town-no-back = une ville qui a juré { -fealty } ou s’est soulevée ne revient pas en arrière
swr-change-prisoners-stay = les prisonniers restent dans leur prison : libérez-les d’abord
swr-change-cannot-release = cette personne ne peut pas libérer de prisonniers
swr-change-recruit-first = recrutez-la d’abord : c’est à elle d’accorder la libération
swr-change-release-used = cette libération a déjà servi
swr-change-not-recruitable = les membres d’équipage et le cortège royal ne peuvent pas être recrutés
swr-change-prisoners-not-recruited = les prisonniers ne peuvent pas être recrutés : libérez-les
swr-change-already-yours = déjà des vôtres
swr-note-rejoins = { $person } revient : les pistes modifiées au premier recrutement ne bougent plus.
swr-note-joins-as-well = { $person } vous rejoint aussi.
swr-note-horse-marker = Un marqueur Cheval va sur la case.
swr-change-not-hidden-kind = { $person } ne peut pas être un prisonnier caché : seul un membre d’équipage de l’Archon pas encore vu ou un neutre hors du { -map } le peut
swr-change-no-hidden-colour = aucun prisonnier caché de la couleur de { $person } ne se trouve à { $space }
swr-change-not-neutral = { $person } n’est pas un neutre
swr-change-neutral-placed = { $person } est déjà sur le { -map }, ou en prison : seul un neutre pas encore placé le peut
swr-change-neutral-there = { $person } se tient déjà à { $place } : un neutre par case
swr-change-neutrals-full = { $n } neutres sont déjà sur le { -map }
swr-change-too-many-blue = cela fait { $archon } { -counter(form: "pl") } bleu foncé, mais seuls { $unseen } membres d’équipage de l’Archon restent invisibles
swr-change-too-few-blue = { $unseen } membres d’équipage de l’Archon restent invisibles, mais seuls { $counters } { -counter(form: "pl") } pourraient être eux (bleu foncé ou non regardés)
swr-change-too-many-yellow = cela fait { $neutral } { -counter(form: "pl") } jaunes, mais seuls { $pool } neutres restent à placer

## A choice that cannot be taken

swr-choice-count = choisissez-en { $n }
swr-choice-not-offered = { $choice } ne fait pas partie des choix
swr-choice-squad = choisissez l’{ -squad }
swr-choice-where = dites où
swr-choice-names = nommez chaque prisonnier libéré, chacun une seule fois
swr-choice-prison = dites quelle ville ou quel château est le plus proche : les capturés y sont emprisonnés
swr-choice-track-twice = un changement par piste : { $track } est nommé deux fois

## Paragraphs asked for

swr-no-paragraph = il n’y a pas de paragraphe { $n } dans The Sherwood Syndrome
swr-paragraph-unrevealed = le paragraphe { $n } n’est pas encore apparu en jeu : confirmez pour le lire quand même

## A name left empty

swr-empty-name = { $what ->
    [squad] aucune { -squad } nommée
   *[place] aucun lieu nommé
}

## The die

swr-awaiting-die = lancez votre dé et saisissez ce qu’il montre (0 vaut 10)

## Importing the rulebook

swr-import-empty = le fichier est vide
swr-import-too-large = le fichier est trop gros pour un livret de règles ({ $bytes } octets ; 2 Mo au plus)
swr-import-nothing = aucun paragraphe numéroté de The Sherwood Syndrome trouvé : est-ce bien son livret de règles en texte brut ?

## Hidden prisoners

swr-hidden-dark-blue = { $n } bleu foncé
swr-hidden-yellow = { $n ->
    [one] { $n } jaune
   *[other] { $n } jaunes
}
swr-hidden-not-looked-at = { $n ->
    [one] { $n } non regardé
   *[other] { $n } non regardés
}

## King's Men

swr-squad-nobody-there = Personne n’est pris : aucun des vôtres n’est à { $space }.
swr-squad-all-in-sanctuary = Personne n’est pris : tous vos gens à { $space } sont en asile.
swr-squad-moves-where = L’{ -squad } { $squad } avance de deux cases au plus vers vos gens les plus proches : où s’arrête-t-elle sur votre carte ?

## Expenses

swr-expenses-nothing = Rien à payer : aucun de vos gens n’est sur la planète.
swr-expenses-paid = { $due } pièces d’or payées en provisions.
swr-expenses-beamed = Provisions de l’Enterprise : +4 pièces d’or, Sorcellerie +1.
swr-expenses-free-supply = { $space } n’a besoin d’aucun or ce tour
swr-expenses-hungry-injured = { $person } a faim et est blessé ; { $space } n’a besoin d’aucun or ce tour.
swr-expenses-hungry-leaves = { $person } quitte votre cause ; { $space } n’a besoin d’aucun or ce tour.
swr-expenses-then-squads = Lancez pour chaque { -squad } des hommes du roi à trois cases ou moins de vos gens sur votre carte (sans compter prisonniers et gens en asile) ; l’{ -app } ne connaît pas la carte et vous laisse compter.

## Actions not open here

swr-route-none-to-beam-down = aucun des vôtres à bord de l’Enterprise n’est libre de descendre
swr-route-none-to-beam-up = aucun des vôtres sur la planète n’est libre de remonter
swr-route-none-to-move = aucun des vôtres sur la planète n’est libre de se déplacer
swr-route-raid-where = seuls un château, une ville ou le palais royal peuvent être pillés
swr-route-none-injured = aucun des vôtres à { $space } n’est blessé
swr-route-heal-where = sans McCoy ou Goren, les blessures ne guérissent qu’en ville ou dans une cathédrale
swr-route-none-recruitable = personne à { $space } ne peut être recruté (ni neutre, ni royaliste, ni ecclésiastique, ni { -squad })

## Notes on the turn

swr-note-roll-kept = Le jet est gardé : saisissez la cellule depuis votre table et il se résout avec ce dé.
swr-note-no-expenses = Aucune dépense : aucun de vos gens n’est sur la planète.
swr-note-expenses = Dépenses : { $due ->
    [one] { $due } pièce d’or
   *[other] { $due } pièces d’or
}, une par case où sont vos gens ({ $spaces ->
    [one] 1 case
   *[other] { $spaces } cases
}).
swr-note-orders-seize = Le Moral royal est sous 5 : les ordres royaux passent à la saisie.

## Rolls

swr-roll-read-paragraph = lisez le paragraphe { $n }
swr-roll-not-known = encore inconnu : lisez la cellule de la ligne « { $row } », colonne « { $column } » de votre table
swr-roll-automatic = automatique
swr-roll-below-lowest = Un total de { $total } est sous la ligne la plus basse de la table « { $table } » : il se lit comme cette ligne (déduit).
swr-roll-above-highest = Un total de { $total } est au-dessus de la ligne la plus haute de la table « { $table } » : il se lit comme cette ligne (déduit).
swr-roll-inferred-why = cela découle des cellules imprimées
swr-roll-inferred = Ce résultat vient d’une cellule déduite (ligne « { $row } », colonne « { $column } » de la table « { $table } ») : { $why }. Si votre table imprime autre chose à cet endroit, corrigez la cellule dans l’onglet Tables.
swr-roll-half-die = G half : un second dé, divisé par deux (arrondi à l’inférieur), donne l’or gagné
swr-odds-index = { $index } { $delta }
swr-log-table-row = { $table } ({ $row })
swr-log-modifier = { $value } { $label }
swr-log-head-result = { $head } : { $result }
swr-roll-code-means = { $code } : { $meaning }
    .speak = { $meaning }
swr-roll-unknown-short = ? ({ $row } / { $column })
