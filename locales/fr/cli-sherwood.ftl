# The Sherwood Syndrome en ligne de commande : la partie scriptée (`sherwood play`) en mots.

## Où en est la partie

cli-sw-session = The Sherwood Syndrome : une partie scriptée
cli-sw-session-setup = Graine { $seed } ; { $dice } ; { $board }
cli-sw-app-rolls = l’application lance les dés
cli-sw-you-roll = vous lancez votre propre dé
cli-sw-app-set-up = l’application a mis en place le { -map } (prisonniers tirés en secret)
cli-sw-you-set-up = vous avez mis en place le { -map } avec vos propres { -counter(form: "pl") }
cli-sw-the-enterprise = l’Enterprise
cli-sw-off-map = hors du { -map }
cli-sw-unsworn = sans { -fealty }
cli-sw-sworn = a prêté { -fealty } au roi
cli-sw-rebellion = en { -rebellion } ouverte
cli-sw-waiting = en attente n° { $id } : { $text }
cli-sw-paragraph-effect = Paragraphe { $number } : { $effect }
cli-sw-paragraph = Paragraphe { $number }
cli-sw-tracks = Sorcellerie { $witchcraft } · Trésor de guerre des rebelles { $warchest } · Moral royal { $morale }
cli-sw-orders = Ordres royaux : { $orders }
cli-sw-royal-party = Cortège royal : { $place }{ $held ->
    [yes] , retenu là jusqu’à ce que la ville prête { -fealty }
   *[no] , pas retenu
}
cli-sw-towns = Villes : { $towns }
cli-sw-injured = blessé
cli-sw-with-horse = avec un cheval
cli-sw-in-sanctuary = en asile
cli-sw-your-people = Vos gens :
cli-sw-your-prisoners = Vos gens en prison :
cli-sw-others = Les autres sur le { -map } :
cli-sw-other-prisoners = Les autres prisonniers que vous connaissez :
cli-sw-unseen = Hors du { -map }, ou prisonniers pas encore trouvés : { $persons }
cli-sw-dark-blue = { $count } bleu foncé
cli-sw-yellow = { $count } jaune
cli-sw-hidden = Prisonniers cachés : { $prisoners }
cli-sw-squad-yours = { -squad } { $squad } à { $place } (la vôtre)
cli-sw-squad = { -squad } { $squad } à { $place }
cli-sw-kings-men = Hommes du roi : { $squads }
cli-sw-nothing-waits = Rien n’attend d’être réglé.
cli-sw-waiting-title = En attente d’être réglé :
cli-sw-over = La partie est finie. { $ending }
cli-sw-goes-on = La partie continue.

## Une ligne du script lue, appliquée ou refusée

cli-sw-resolve-the-roll = Résoudre le jet
cli-sw-roll-already-resolved = Plus rien à faire : le jet a été résolu quand il a été fait, sur une case de table déjà notée.
cli-sw-new-place = Un nouveau lieu sur le { -map } : { $place }.
cli-sw-settle-first = { $verb ->
    [confirm] Confirmer ce qui attend en premier
   *[skip] Passer ce qui attend en premier
}
cli-sw-settle-task = { $verb ->
    [confirm] Confirmer : { $task }
   *[skip] Passer : { $task }
}
cli-sw-settle-id = { $verb ->
    [confirm] Confirmer #{ $id }
   *[skip] Passer #{ $id }
}
cli-sw-record-value = { $ask } Notez-la avec : pnp-companion sherwood set-value { $person } { $stat } N, ou donnez-la dans le script avant cette ligne : {"{"}"action": "set-value", "person": "{ $person }", "stat": "{ $stat }", "value": N{"}"}
cli-sw-record-kind = { $ask } Notez-le avec : pnp-companion sherwood set-kind { $person } KIND
cli-sw-needs-die = ceci lance un dé : ajoutez à la ligne ce que montre votre dé, par exemple "dice": [4] (0 vaut 10)
cli-sw-other-waits = aucun { $kind } n’attend là : c’est un { $other } ({ $task }) ; la ligne reste non faite plutôt que de régler autre chose
cli-sw-no-roll-waits = aucun jet n’attend : le dernier jet a été résolu quand il a été fait (sa case de table est connue), il n’y a donc pas de jet à régler
cli-sw-none-waits = aucun { $kind } n’attend
cli-sw-set-value = Mettre { $stat ->
    [persuasiveness] la persuasion
    [raid] la valeur de pillage
   *[donations] la valeur de dons
} de { $person } à { $value }
cli-sw-value-for-session = { $stat ->
    [persuasiveness] La persuasion
    [raid] La valeur de pillage
   *[donations] La valeur de dons
} de { $person } vaut { $value } pour cette session (sherwood set-value la garde).
cli-sw-not-a-kind = « { $kind } » n’est pas une sorte de chose qui attend ; les sortes sont { $kinds }
cli-sw-kind-form = "kind" est ce que la ligne règle : l’une de { $kinds }
cli-sw-dice-range = "dice" liste ce que montrent vos dés, de 0 à 10 (0 vaut 10), par exemple [4]
cli-sw-dice-form = "dice" est la liste de ce que montrent vos dés, par exemple [4] (0 vaut 10)
cli-sw-action-is-a-name = "action" est le nom de l’action, par exemple "end-turn"
cli-sw-no-action = la ligne ne nomme aucune "action", par exemple {"{"}"action": "end-turn"{"}"}
cli-sw-kind-not-for = "kind" sert à resolve, dismiss et resolve-roll, pas à { $name }
cli-sw-set-value-form = une ligne set-value nomme "person", "stat" (persuasiveness, raid ou donations) et "value", par exemple {"{"}"action": "set-value", "person": "Kirk", "stat": "raid", "value": 3{"}"}
cli-sw-not-in-set-value = « { $key } » ne fait pas partie d’une ligne set-value : { $form }

## Comment une ligne du script règle ce qui attend

cli-sw-how-confirm = resolve l’applique ; dismiss le laisse de côté
cli-sw-who-keep-free = { $count ->
    [one] celui ou celle qui reste libre
   *[other] les { $count } qui restent libres
}
cli-sw-who-injured = { $count ->
    [one] celui ou celle qui est blessé
   *[other] les { $count } qui sont blessés
}
cli-sw-who-healed = { $count ->
    [one] celui ou celle qui est soigné
   *[other] les { $count } qui sont soignés
}
cli-sw-who-captured = { $count ->
    [one] celui ou celle qui est capturé
   *[other] les { $count } qui sont capturés
}
cli-sw-who-joins = { $count ->
    [one] celui ou celle qui vous rejoint
   *[other] les { $count } qui vous rejoignent
}
cli-sw-who-goes-free = { $count ->
    [one] celui ou celle qui est libéré
   *[other] les { $count } qui sont libérés
}
cli-sw-how-persons = resolve avec "choice": {"{"}"persons": [...]{"}"}, { $who }, parmi { $persons }
cli-sw-how-squad = resolve avec "choice": {"{"}"squad": ...{"}"}, l’{ -squad } qui va à { $to } : l’une de { $squads }
cli-sw-how-squad-to = resolve avec "choice": {"{"}"to": ...{"}"}, où finit l’{ -squad } { $squad } (le nom d’un lieu, ou forest, road, bridge ou ford)
cli-sw-how-destination = resolve avec "choice": {"{"}"to": ...{"}"}, où vont { $persons } (le nom d’un lieu, ou forest, road, bridge ou ford)
cli-sw-how-free-one = resolve avec "choice": {"{"}"persons": [...]{"}"}, le { -counter } que vous avez tiré : l’un de { $persons }
cli-sw-how-legend = resolve avec "choice": {"{"}"tracks": [["warchest", 2], ...]{"}"}, ce que « { $symbol } » fait aux pistes selon la légende de votre table (warchest +1 à +4 ou −1, −2 ; royal-morale ou witchcraft +1 ou −1 ; rien : [])
cli-sw-not-looked-at = pas regardé
cli-sw-how-identify = resolve avec "choice": {"{"}"persons": [...]{"}"}, un nom pour chaque { -counter }, dans l’ordre ({ $colours })
cli-sw-how-archon = ; équipage de l’Archon : { $persons }
cli-sw-how-neutrals = ; neutres : { $persons }
cli-sw-how-prison = ; ajoutez "prison" : la ville ou le château le plus proche d’eux, l’un de { $places }
cli-sw-how-flee-sanctuary = flee avec "to" : une case voisine (le nom d’un lieu, ou forest, road, bridge ou ford) ; ou d’abord seek-sanctuary avec "requester" : l’une des personnes qui fuient
cli-sw-how-flee = flee avec "to" : une case voisine (le nom d’un lieu, ou forest, road, bridge ou ford)
cli-sw-how-roll = notez la case avec : pnp-companion sherwood set-cell { $table } "{ $row }" "{ $column }" CODE, et relancez le script : le jet se résout alors quand il est fait, et une ligne resolve-roll après lui n’a plus rien à faire ; ou passez-le avec dismiss et "kind": "roll" pour continuer sans lui (en relançant, cette ligne est refusée plutôt que de passer ce que le résultat laisse)
cli-sw-how-raid-again = raid-again le lance ; dismiss le laisse
cli-sw-how-gold-die = roll-gold le lance (votre dé dans "dice" en jeu sur table)

## Le lecteur et vos propres données

cli-sw-set-cell-help =
    Quelle est la ligne et quelle est la colonne, table par table (noms comme sur votre table imprimée) :
    {"  "}kings-men      LIGNE : le dé, 1 à 10 ; COLONNE : les ordres, Patrol, Search ou Seize
    {"  "}recruiting     LIGNE : une personne, ou "King's Men squads" ; COLONNE : un total, par exemple "1-3"
    {"  "}donations      LIGNE : un type de case, par exemple Town ou Bridge/Ford ; COLONNE : un total, par exemple "1-2"
    {"  "}heal           LIGNE : un total, par exemple "2-4" ; COLONNE : "One person", "Two people (McCoy or Goren)" ou "Three people (McCoy or Goren)"
    {"  "}raid, horse-theft, sanctuary, flight
    {"                 "}LIGNE : un total, par exemple "4-6" ; COLONNE : Paragraph
    {"  "}fealty         LIGNE : un total ; COLONNE : Result

    Exemple : pnp-companion sherwood set-cell kings-men 4 Patrol MN
cli-sw-recover-with-backup = { $file } est laissé intact. Pour le récupérer : copiez sa sauvegarde { $backup } par-dessus si elle est bonne, ou déplacez-le et ramenez vos données d’un export avec `pnp-companion sherwood import-data FILE`
cli-sw-recover = { $file } est laissé intact. Pour le récupérer : déplacez-le et ramenez vos données d’un export avec `pnp-companion sherwood import-data FILE`
cli-sw-data-unchanged = { $error }
    Vos données n’ont pas été modifiées : { $recovery }.
cli-sw-data-warning = avertissement : { $error }
    avertissement : on continue sans vos propres cases de table ni valeurs de { -counter(form: "pl") }. { $recovery }.
cli-sw-entry-no-longer-fits = note : vos données enregistrées ont une entrée qui ne convient plus : { $problem }
cli-sw-no-paragraph = il n’y a pas de paragraphe { $number } dans The Sherwood Syndrome
cli-sw-paragraph-hidden = Le paragraphe { $number } existe. Ajoutez --reveal pour le lire (il peut dévoiler l’histoire).
cli-sw-text-warning = avertissement : { $error }
    Le paragraphe est montré sans son texte ; le fichier reste tel quel. Pour le relire, importez à nouveau le texte de votre livret de règles : sherwood import-rulebook FICHIER
cli-sw-import-to-read = (Importez le texte de votre livret de règles pour lire le paragraphe lui-même : sherwood import-rulebook FILE)
cli-sw-imported = { $found } paragraphes sur { $total } importés dans { $file }.
cli-sw-not-found = Introuvables : { $numbers }
cli-sw-found-twice = Trouvés plus d’une fois (le premier gardé) : { $numbers }
cli-sw-known-cells = { $cells } cases : { $rulebook } livret, { $inferred } déduites, { $yours } à vous, { $unknown } inconnues
cli-sw-known-values = Valeurs des { -counter(form: "pl") } : { $known } { $known ->
    [one] connue
   *[other] connues
}, { $unknown } { $unknown ->
    [one] inconnue
   *[other] inconnues
}
cli-sw-kinds-unknown = Types inconnus : { $kinds }
cli-sw-saved-cell = Enregistré : { $table } / { $row } / { $column } = { $code }
cli-sw-not-a-whole-number = « { $text } » n’est pas un nombre entier
cli-sw-saved-value = Enregistré : { $person }, { $stat } = { $value }
cli-sw-saved-kind = Enregistré : { $person }, type : { $kind ->
    [enterprise] membre d’équipage de l’Enterprise
    [archon] membre d’équipage de l’Archon
    [neutral] neutre
    [royalist] royaliste
    [cleric] ecclésiastique
   *[other] { $kind }
}
cli-sw-saved-person = Enregistré : { $name } ({ $id }), type : { $kind ->
    [enterprise] membre d’équipage de l’Enterprise
    [archon] membre d’équipage de l’Archon
    [neutral] neutre
    [royalist] royaliste
    [cleric] ecclésiastique
   *[other] { $kind }
} ; son { -counter } s’imprime avec les autres.
cli-sw-saved-space = Enregistré : { $name }, type de case : { $kind }
cli-sw-exported = { $cells } cases, { $values } valeurs, { $kinds } types exportés vers { $file }.
cli-sw-does-not-fit = { $file } ne correspond pas aux tables : { $problems }
cli-sw-imported-data = { $file } importé.
cli-sw-kept-yours = Les vôtres gardées : { $conflict }

## La référence des changements `apply` (docs/sherwood-play.md) : ce que fait chaque changement

cli-sw-apply-head = | changement | ce qu’il fait | champs | exemple |
cli-sw-apply-track = déplace une piste (`witchcraft`, `warchest` ou `royal-morale`) de `delta` ; elle reste entre 0 et 19
cli-sw-apply-injure = blesse l’un des vôtres
cli-sw-apply-heal = soigne l’un des vôtres
cli-sw-apply-capture = capture quelqu’un : emprisonné là où il se trouve dans une ville, un château ou le palais royal, ailleurs dans la `prison` que vous nommez
cli-sw-apply-free = libère un prisonnier, qui est à vous dès lors
cli-sw-apply-free-all-at = libère tous les prisonniers d’un lieu (les { -counter(form: "pl") } cachés sont d’abord nommés avec `identify`)
cli-sw-apply-recruit = fait de quelqu’un l’un des vôtres
cli-sw-apply-leave = l’un des vôtres vous quitte (pas un membre d’équipage)
cli-sw-apply-move = place quelqu’un ailleurs ; `to` est un lieu (voir les formes plus bas), un type de case créant un nouveau lieu comme le fait `move`
cli-sw-apply-horse = donne un cheval à quelqu’un (`has`: true) ou le lui retire (false)
cli-sw-apply-sanctuary = met quelqu’un en asile (`granted`: true), à quitter avant la fin de `until_turn` s’il est donné, ou y met fin (false)
cli-sw-apply-move-squad = place une { -squad } des hommes du roi (nommée d’après son lieu de départ) ailleurs sur le { -map }, ou `off-map`
cli-sw-apply-recruit-squad = une { -squad } des hommes du roi vous rejoint
cli-sw-apply-orders = fixe les ordres royaux (`patrol`, `search`, `seize`) ; ils ne reviennent jamais en arrière
cli-sw-apply-fealty = fixe l’{ -fealty } d’une ville : `unsworn`, `sworn` ou `open-rebellion`
cli-sw-apply-set-aside = retire un { -counter } du jeu (la mise à l’écart des règles)
cli-sw-apply-free-supply = la pile d’un lieu n’a pas besoin de ravitaillement ce tour-ci
cli-sw-apply-release = la libération, une fois par partie, des prisonniers d’un lieu par son maire ou le seigneur du château
cli-sw-apply-identify = mise en place sur table : un { -counter } de prisonnier caché dans un lieu se révèle être cette personne
cli-sw-apply-place-neutral = mise en place sur table : où a été placé un neutre tiré à l’aveugle
cli-sw-apply-record-prisoners = mise en place sur table : les { -counter(form: "pl") } de prisonniers posés dans un lieu, par couleur (`archon`, `neutral`, `unknown` pas regardés)
cli-sw-apply-field-person = une personne : id, nom ou nom court
cli-sw-apply-field-space = un lieu : son nom sur le { -map } ou en jeu
cli-sw-apply-field-town = le nom d’une ville
cli-sw-apply-field-squad = une { -squad } des hommes du roi, nommée d’après la ville ou le château où elle a commencé
cli-sw-apply-field-to = où : une forme de lieu (plus bas)
cli-sw-apply-field-prison = facultatif : la ville ou le château le plus proche d’eux
cli-sw-apply-field-track = `witchcraft`, `warchest` ou `royal-morale`
cli-sw-apply-field-delta = de combien, vers le haut (positif) ou vers le bas (négatif)
cli-sw-apply-field-has = true ou false
cli-sw-apply-field-until-turn = facultatif : le tour à la fin duquel l’asile prend fin
cli-sw-apply-field-granted = true pour accorder, false pour mettre fin
cli-sw-apply-field-orders = `patrol`, `search` ou `seize`
cli-sw-apply-field-fealty = `unsworn`, `sworn` ou `open-rebellion`
cli-sw-apply-field-count = un nombre de { -counter(form: "pl") }, 0 ou plus
cli-sw-apply-place-forms = Une forme de lieu (`to`) est l’une de : `{"{"}"space": "Trott"{"}"}` (un lieu du { -map } ou nommé en jeu, par exemple `Forest 1`) ; `{"{"}"space": "forest"{"}"}` (un type de case : forest, road, bridge ou ford crée un nouveau lieu que l’étape nomme, par exemple `Bridge or ford 1` ; un type qu’un seul lieu possède est ce lieu, par exemple `royal-palace`) ; `"enterprise"` (à bord de l’Enterprise, vos gens seulement) ; `"off-map"` (hors du jeu).
