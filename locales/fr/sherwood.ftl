# The Sherwood Syndrome à l’écran : l’en-tête, les pistes, les onglets, les cases de dé, et
# les pages Personnes, Pions, Tables, Paragraphes et Corriger. (Jouer un tour et régler ses
# résultats : sherwood-play.ftl.)

## Les cases de dé

sws-roll-your-die = Lancez votre dé et saisissez ce qu’il montre (0 vaut 10).
sws-not-a-die-face = « { $typed } » n’est pas une face d’un d10 : 1 à 10 (un 0 vaut 10)
sws-your-die = votre dé
sws-your-die-optional = votre dé (facultatif)

## L’en-tête, les pistes et les onglets

sws-turn-step = Tour { $turn } · { $step }
sws-something-not-worked-out = L’{ -app } n’a pas tout pris en compte ?
sws-adjust-open = Corriger…
sws-tab-play = Jeu
sws-tab-people = Personnes
sws-tab-tables = Tables
sws-tab-paragraphs = Paragraphes
sws-tab-log = Journal
sws-track-box = case { $b }
sws-track-box-plus = case { $b }, face +10
sws-step-actions = Actions
sws-step-expenses = Dépenses
sws-step-kings-men = Hommes du roi
sws-step-royal-party = Cortège royal
sws-town-sworn = { $town } ({ -fealty } jurée)
sws-town-rebellion = { $town } (EN RÉBELLION)
sws-orders-and-party = Ordres : { $orders } · Cortège royal : { $party }{ $held ->
    [yes] {" "}(retenu)
   *[no] {""}
}

## Corriger : les changements à la main

sws-adjust = Corriger
sws-adjust-done = OK
sws-adjust-about = Les corrections de ce que l’{ -app } ne calcule pas elle-même : chacune est notée au journal et peut être annulée.
sws-adjust-pick-named-place = Choisissez ici un lieu nommé ; une nouvelle forêt, route ou un nouveau gué reçoit un nom quand quelqu’un s’y rend ou s’y enfuit.
sws-adjust-tracks = Pistes
sws-adjust-orders-next = Ordres royaux : { $from } → { $to }
sws-adjust-orders-last = Ordres royaux : saisie (sans retour)
sws-adjust-a-person = Une personne
sws-adjust-who = Qui ?
sws-adjust-person-status = { $name } : { $status }
sws-adjust-yours = à vous
sws-adjust-not-yours = pas à vous
sws-adjust-imprisoned = , prisonnier
sws-adjust-injured = , blessé
sws-adjust-at = , à { $place }
sws-adjust-aboard = , à bord de l’Enterprise
sws-adjust-off-map = , hors du { -map }
sws-adjust-hidden-prisoner = , prisonnier caché
sws-adjust-joins-you = Vous rejoint
sws-adjust-leaves-you = Vous quitte
sws-adjust-healed = Soigné
sws-adjust-injure = Blessé
sws-adjust-freed = Libéré
sws-adjust-leaves-sanctuary = Quitte l’asile
sws-adjust-in-sanctuary = En asile
sws-adjust-no-horse = Sans cheval
sws-adjust-has-horse = A un cheval
sws-adjust-set-aside = Hors { -map }
sws-adjust-imprison-at = Emprisonner à…
sws-adjust-imprison = Emprisonner
sws-adjust-put-at = Placer à…
sws-adjust-a-squad = Une { -squad } des hommes du roi
sws-adjust-which-squad = Quelle { -squad } ?
sws-adjust-squad-at = À { $place }{ $yours ->
    [yes] , à vous
   *[no] {""}
}
sws-adjust-move-it-to = La déplacer à…
sws-adjust-squad-joins = Elle vous rejoint
sws-adjust-towns = Villes
sws-adjust-town-fealty = { $town } : { $fealty }
sws-adjust-not-sworn = sans { -fealty }
sws-adjust-sworn = { -fealty } jurée
sws-adjust-in-rebellion = en { -rebellion } ouverte
sws-adjust-swear = Allégeance

## Une case de table, saisie au toucher

sws-remember = Retenir
sws-cell-read-paragraph = Lisez le paragraphe { $n }.
sws-cell-placeholder = la case telle que votre table l’imprime
sws-cell-parts-squad = Touchez les parties telles que la case les imprime (MN déplace l’{ -squad }) :
sws-cell-parts = Touchez les parties telles que la case les imprime :
sws-cell-last-part = ← Dernière partie
sws-cell-clear = Effacer
sws-cell-will = Cette case : { $words }

## Les valeurs des pions

sws-counter-whole-number = un nombre entier, de -20 à 20
sws-counters = Valeurs des { -counter(form: "pl") }
sws-counters-unknown = { $unknown } valeurs sur { $all } encore inconnues. Recopiez-les du dos de vos { -counter(form: "pl") } : persuasion (en haut à droite), pillage (en bas à gauche), dons (en bas à droite).{ $keys ->
    [yes] {" "}Entrée ou Tab passe au suivant.
   *[no] {""}
}
sws-counters-persuasiveness = Persuas.
sws-counters-raid = Pillage
sws-counters-donations = Dons
sws-counter-printed = { $value } (imprimé)
sws-counter-bad = { $name } : { $values } doit être un nombre entier, de -20 à 20
sws-value-first = Saisissez ou touchez d’abord la valeur imprimée sur le { -counter }.
sws-value-not-printed = « { $typed } » n’est pas une valeur de { -counter } : un nombre entier de −20 à 20.
sws-value-placeholder = valeur sur le { -counter }
sws-value-kept = Elle est gardée dans vos données et servira à chaque partie suivante.

## Un jet avant de lancer

sws-die-not-modified = Le dé n’est pas modifié.
sws-die-in-all = Au total : { $total } au dé.
sws-before-you-roll = Avant de lancer :

## Paragraphes : la lecture et l’import

sws-paragraphs = Paragraphes
sws-paragraph = Paragraphe { $n }
sws-paragraph-import-first = (Importez ci-dessous le texte de votre livret de règles pour lire le paragraphe lui-même.)
sws-paragraph-none-yet = Rien de révélé pour l’instant : un résultat qui renvoie à un paragraphe l’ouvre ici.
sws-paragraph-back = Précédent
sws-paragraph-forward = Suivant
sws-revealed-none = Révélés : aucun
sws-revealed = Révélés : { $paragraphs }
sws-paragraph-number = Numéro du paragraphe
sws-reveal = Révéler
sws-reveal-spoiler = Oui, le montrer même s’il n’est pas encore venu (divulgâchage)
sws-spoilers-in-odds = Montrer dans les chances ce que font les paragraphes de résultat non lus (divulgâchage)
sws-spoilers-off = Désactivé, un paragraphe de résultat pas encore lu n’apparaît que par son numéro avant un jet.
sws-import-heading = Importer le texte des règles
sws-import-choose = Choisir vos règles en texte brut…
sws-import-path = Chemin de vos règles en texte brut
sws-import = Importer
sws-browse = Parcourir…

## Tables : telles qu’imprimées

sws-chart-recruiting = Recrutement
sws-chart-donations = Dons
sws-chart-raid = Pillage
sws-chart-horse-theft = Vol de chevaux
sws-chart-sanctuary = Asile
sws-chart-flight = Fuite
sws-chart-fealty = Allégeance
sws-chart-kings-men = Hommes du roi
sws-chart-healing = Soins
sws-chart-name-recruiting = Table de recrutement
sws-chart-name-donations = Table des dons
sws-chart-name-raid = Table des pillages
sws-chart-name-horse-theft = Table du vol de chevaux
sws-chart-name-sanctuary = Table de l’asile
sws-chart-name-flight = Table de la fuite
sws-chart-name-fealty = Table d’{ -fealty }
sws-chart-name-kings-men = Table des hommes du roi
sws-chart-name-healing = Soins
sws-chart-summary-short = { $chart } : { $unknown } cases inconnues (?) · ~ déduite · * la vôtre
sws-chart-summary = { $chart } : { $unknown } cases encore inconnues ici, { $total } en tout. ? inconnue · ~ déduite · * la vôtre. Touchez une case que les règles n’impriment pas pour la remplir ou la corriger.
sws-chart-cell = Ligne « { $row } », colonne « { $column } » telle qu’imprimée sur votre table :
sws-chart-die = dé

## Personnes

sws-people = Personnes
sws-people-counter-values = Valeurs des { -counter(form: "pl") }…
sws-people-squads = Escouades des hommes du roi
sws-people-squad = Escouade { $squad } · { $place }{ $yours ->
    [yes] {" "}· à vous
   *[no] {""}
}
sws-people-ability-later = Le paragraphe { $n } décrit son talent ; les règles vous le font lire quand la personne vous rejoint.
sws-people-read-now = Le lire maintenant (divulgâchage)
sws-people-no-paragraph = Pas de paragraphe à son nom.
sws-people-values = P { $p } · Pi { $r } · D { $d }
sws-people-yours = à vous
sws-people-imprisoned = prisonnier
sws-people-injured = blessé
sws-people-sanctuary = asile
sws-people-horse = cheval
sws-people-turned-neutral = devenu neutre
sws-enterprise = Enterprise
sws-people-off-map = hors du { -map }
sws-people-unseen = en prison, pas encore trouvé
sws-people-not-seen = Pas encore vus
sws-people-crew-unseen = Équipage de l’Archon en prison, sous des { -counter(form: "pl") } pas encore retournés : { $names }.
sws-people-neutrals-unseen = Neutres hors du { -map } (certains sont en prison, les autres ont été mis de côté) : { $names }.
sws-prisoners = Pions de prisonniers sur le { -map }
sws-prisoners-physical = Vous pouvez regarder la couleur d’un { -counter } de prisonnier, jamais qui il est : notez chacun (bleu foncé pour l’équipage de l’Archon, jaune pour un neutre).
sws-prisoners-hidden = Qui se trouve sous chaque { -counter } reste caché jusqu’à sa libération ; seules les couleurs se voient (bleu foncé pour l’équipage de l’Archon, jaune pour un neutre).
sws-prisoners-blue = Bleu
sws-prisoners-yellow = Jaune
sws-prisoners-clear = Effacer
sws-prisoner-mark-blue = B
sws-prisoner-mark-yellow = J
