# Le mode texte (`pnp-companion play dnfm|sherwood`) : une partie ligne par ligne dans un
# terminal, pour les lecteurs d’écran et pour qui préfère ne pas regarder.

cli-about-play = Jouer une partie ligne par ligne dans le terminal (pour un lecteur d’écran, ou sans regarder)
cli-about-play-dnfm = Do Not Forsake Me (Oh My Darling), un tour à la fois
cli-about-play-sherwood = The Sherwood Syndrome, un tour à la fois

## La conversation

cli-play-prompt = {"> "}
cli-play-kept-as = Sauvegardée sous « { $name } » après chaque coup ; la fenêtre l’ouvre aussi.
cli-play-how = Tapez le numéro d’un choix ou ses premiers mots. Aussi : aide, annuler, rétablir, journal, voir, sauver, quitter.
cli-play-help = Tapez le numéro d’un choix, ou des mots que ce choix est seul à avoir. Commandes : aide (ceci), annuler (annuler le dernier coup), rétablir (le rejouer), journal (tous les coups jusqu’ici), voir (tout l’état du jeu), sauver (sauvegarder maintenant ; chaque coup l’est déjà), quitter (sauvegarder et partir). Entrée seule, à une question, revient en arrière.
cli-play-help-question = À une question : aide, voir et journal répondent puis reposent la question ; annuler, ou Entrée seule, revient en arrière ; quitter sauvegarde la partie et s’en va.
cli-play-save-question = Chaque coup est sauvegardé dès qu’il est joué : celui-ci, dès que ses questions ont une réponse.
cli-play-choice-odds = { $words } ({ $chance })
cli-play-chance = { $percent }, { $band ->
    [certain] certain
    [likely] probable
    [even] à peu près une chance sur deux
    [unlikely] peu probable
    [slim] une faible chance
   *[none] aucune chance
}
cli-play-chance-under = moins de { $percent }, une faible chance
cli-play-over = Vous pouvez annuler, lire le journal ou quitter.
cli-play-bye = Sauvegardée sous « { $name } ». Au revoir.
cli-play-bye-not-saved = Les derniers coups n’ont pas été sauvegardés ; « { $name } » contient la partie telle qu’elle a été sauvegardée la dernière fois. Au revoir.
cli-play-saved = Sauvegardée sous « { $name } ».
cli-play-not-saved = Non sauvegardée : { $error }
cli-play-record-failed = Sauvegardée, mais votre { -record } n’a pas pu noter la partie : { $error }
cli-play-log-entry = { $heading }, { $action } : { $lines }
cli-play-log-entry-bare = { $heading }, { $action }
cli-play-log-empty = Rien ne s’est encore passé.
cli-play-undone = Coup annulé : { $entry }
cli-play-redone = Coup rétabli : { $entry }
cli-play-nothing-to-undo = Il n’y a rien à annuler.
cli-play-nothing-to-redo = Il n’y a rien à rejouer.
cli-play-cancelled = Retour aux choix ; rien n’a changé.
cli-play-gone = Ce choix n’est plus ouvert.
cli-play-not-a-choice = « { $typed } » n’est pas un choix ici : tapez un nombre de 1 à { $last }, ou aide.
cli-play-no-choices = « { $typed } » ne veut rien dire ici : tapez annuler, journal, voir ou quitter.
cli-play-no-data-folder = Ce système n’a pas de dossier où sauvegarder les parties : donnez-en un avec PNP_COMPANION_DATA_DIR.
cli-play-no-such-save = Aucune partie sauvegardée ne s’appelle « { $name } ». { $count ->
    [0] Aucune partie de ce jeu n’est encore sauvegardée.
   *[other] Sauvegardées : { $names }.
}
cli-play-your-choice = Votre choix (1 à { $last }) ?
cli-play-your-choices = Vos choix (numéros de 1 à { $last }, ou tous) ?
cli-play-pick-one = Tapez un nombre de 1 à { $last }, ou Entrée pour revenir.
cli-play-pick-count = Choisissez-en { $count } : leurs numéros de 1 à { $last }, séparés par des espaces.
cli-play-pick-some = Choisissez-en un ou plusieurs : leurs numéros de 1 à { $last }, séparés par des espaces, ou tous.
cli-play-number-between = « { $typed } » n’est pas un nombre de { $low } à { $high }.

## Les mots qu’on peut taper à côté des mots anglais

cli-play-word-help = aide
cli-play-word-undo = annuler
cli-play-word-redo = rétablir
cli-play-word-log = journal
cli-play-word-look = voir
cli-play-word-save = sauver
cli-play-word-quit = quitter
cli-play-word-station = station
cli-play-word-all = tous
cli-play-word-yes = oui
cli-play-word-no = non

## Do Not Forsake Me

cli-play-dnfm-draw = { $purpose } : tirez { $count ->
    [one] une { -dice-card } et tapez-la comme elle est posée, par exemple 3B { -upside-down }
   *[other] { $count } { -dice-card(form: "pl") } et tapez-les comme elles sont posées, par exemple 3B { -upside-down }, 5A à l’endroit
}.
cli-play-dnfm-physical = Vous posez vos propres cartes et tirez vos propres { -dice-card(form: "pl") }. Avant le premier déplacement, tapez station et un quadrant pour chaque station spatiale de votre carte, par exemple station 5.
cli-play-dnfm-cards-again = Ces cartes ne peuvent pas être justes ({ $error }). Tapez à nouveau les cartes de ce tirage.
cli-play-dnfm-buy = Acheter { $system } : un niveau pour { $price } { $price ->
    [one] mégacrédit
   *[other] mégacrédits
}
cli-play-dnfm-repair = Réparer { $system } : un niveau pour { $price } { $price ->
    [one] mégacrédit
   *[other] mégacrédits
}
# A move in the text mode: how far, and the quadrant it lands on ($station: yes where that quadrant has a spacestation).
cli-play-dnfm-move-to = Avancer de { $quadrants }, jusqu’au quadrant { $to }{ $station ->
    [yes] , une station spatiale
   *[no] {""}
}
# Evading in the text mode: how many NavComm cards are drawn and the total they must reach (the bounty's Difficulty Level).
cli-play-dnfm-evade-needs = Esquiver : { $cards ->
    [one] votre carte NavComm doit montrer au moins { $needed }
   *[other] vos { $cards } cartes NavComm doivent totaliser au moins { $needed }
}
# How far the next spacestation is, ahead of the ship.
cli-play-dnfm-next-station = Prochaine station spatiale : quadrant { $quadrant }, { $ahead ->
    [one] un quadrant plus loin
   *[other] { $ahead } quadrants plus loin
}
cli-play-dnfm-help = Esquiver, combattre et attaquer donnent leur chance d’après ce que vous pouvez savoir. En jeu physique, chaque carte tirée vous est demandée.
cli-play-dnfm-help-stations = Avant votre premier déplacement, tapez station et un quadrant (1 à 16) pour poser ou retirer une station spatiale de votre carte.
cli-play-dnfm-station-number = Tapez station et un quadrant de 1 à 16, par exemple station 5.
cli-play-dnfm-stations-set = La carte est posée : les stations ne se marquent qu’avant le premier déplacement.
cli-play-dnfm-station-added = Le quadrant { $quadrant } a une station spatiale.
cli-play-dnfm-station-removed = Le quadrant { $quadrant } n’a pas de station spatiale.

## The Sherwood Syndrome

cli-play-sw-help = Chaque action demande qui, où et combien ; avant un jet, vous entendez les chances. En jeu physique, on vous demande ce que montre votre dé (0 vaut 10). Une valeur de { -counter } ou une case de table que personne n’a saisie est demandée une fois et gardée. Vous pouvez aussi taper une ligne de script, comme sherwood play les lit.
cli-play-sw-at = { $verb } à { $place }
cli-play-sw-place-neutral = Dire où se trouve un Neutre tiré ({ $told } sur { $count } dits)
cli-play-sw-which-neutral = Quel Neutre ?
cli-play-sw-neutral-where = Où se trouve-t-il ?
cli-play-sw-settle = Le régler
cli-play-sw-skip = Le laisser de côté
cli-play-sw-seek-sanctuary = Chercher asile au lieu de fuir
cli-play-sw-waits = { $more ->
    [0] En attente : { $task }
   *[other] En attente, avec { $more } de plus ensuite : { $task }
}
# King's Men Actions in the text mode: the app knows only the squads in your people's spaces; you say which others stand within three spaces of them on your map.
cli-play-sw-near-squads = Dire quelles autres { -squad(form: "pl") } se trouvent à trois cases ou moins de vos gens
cli-play-sw-near-which = Lesquelles de ces { -squad(form: "pl") } des hommes du roi se trouvent, sur votre { -map }, à trois cases ou moins de vos gens ? L’{ -app } ne connaît pas votre { -map }.
cli-play-sw-squad-at = l’{ -squad } de { $squad }
cli-play-sw-near-none = aucune
cli-play-sw-near-kept = { $count ->
    [0] Aucune autre { -squad } ne lance le dé ce tour-ci.
    [one] Cette { -squad } lance aussi le dé ce tour-ci : elle figure parmi les choix.
   *[other] Ces { $count } { -squad(form: "pl") } lancent aussi le dé ce tour-ci : elles figurent parmi les choix.
}
# $squads: the squads' names; $count: how many.
cli-play-sw-near-unrolled = { $count ->
    [one] L’{ -squad } de { $squads } se trouve à trois cases ou moins de vos gens et n’a pas lancé le dé.
   *[other] Les { -squad(form: "pl") } de { $squads } se trouvent à trois cases ou moins de vos gens et n’ont pas lancé le dé.
} Terminer quand même les actions des hommes du roi ? (oui ou non)
cli-play-sw-who = Qui ? Leurs numéros, séparés par des espaces, ou tous.
cli-play-sw-where = Où ?
cli-play-sw-who-acts = Qui agit ?
cli-play-sw-whom = Qui ?
cli-play-sw-a-squad = Une { -squad } des hommes du roi
cli-play-sw-who-asks = Qui demande asile ?
cli-play-sw-bribe = Combien d’or dépensez-vous (0 pour rien) ?
cli-play-sw-aid-gold = Combien d’or donnez-vous (5 fait baisser le moral royal) ?
cli-play-sw-phasers = Utiliser les { -phasers } ? (oui ou non)
cli-play-sw-patients = Combien de patients ?
cli-play-sw-medical-kit = Utiliser la trousse médicale ? (oui ou non)
cli-play-sw-odds = Chances : { $odds }.
cli-play-sw-roll-now = Lancer ? (oui, ou Entrée pour revenir)
cli-play-yes-or-back = « { $typed } » n’est pas une réponse ici : tapez oui ou non (Entrée seule vaut non).
cli-play-sw-your-die = Que montre votre dé ? (0 à 10)
cli-play-sw-flee-to = Fuir où ?
cli-play-sw-cell = Sur votre { $table }, ligne { $row }, colonne { $column } : que dit la case (un numéro de paragraphe, ou un code comme N ou 2C) ?
cli-play-sw-pick-persons = Lesquels, { $count } ?
cli-play-sw-which-squad = Quelle { -squad } ?
cli-play-sw-who-goes-free = Qui est libéré ?
cli-play-sw-who-is-counter = Qui est le { -counter } { $n } ?
cli-play-sw-legend = Quels changements la légende de votre table nomme-t-elle ? Leurs numéros, séparés par des espaces.
cli-play-sw-legend-none = Si elle n’en nomme aucun, appuyez sur Entrée et laissez-le de côté.
cli-play-sw-prison = Emprisonné où ?
cli-play-sw-kept-value = Gardé dans vos données ; la fenêtre le connaît aussi.
