# Les fichiers de l’appli : ce qui s’est mal passé en lisant ou en écrivant l’un d’eux, comme un avis le dit.

store-no-data-dir = aucun dossier de données n’a été trouvé pour cet utilisateur
store-cannot-read = impossible de lire { $path } : { $error }
store-cannot-write = impossible d’écrire { $path } : { $error }
store-too-large = { $path } est trop gros (plus de { $megabytes } Mo) pour être un fichier de cette { -app }
store-too-large-to-write = { $path } ferait { $size } Mo, plus que les { $megabytes } Mo que cette { -app } relit : le fichier n’a pas été écrit, et la version d’avant est gardée
store-not-text = { $path } n’est pas du texte (pas de l’UTF-8)
store-corrupt = { $path } est illisible ({ $reason }) ; il est conservé tel quel
store-too-new = { $path } a été écrit par { $writer } dans un format plus récent ({ $found }) que celui que lit ce { $reader } (jusqu’à { $supported }). Mettez PnP Companion à jour pour l’ouvrir ; le fichier est conservé tel quel
store-a-newer-version = une version plus récente
store-not-a-save = pas une sauvegarde de PnP Companion (format « { $format } »)
store-save-of-other-game = une sauvegarde de « { $found } », pas de « { $game } »
store-save-gone = la sauvegarde n’est plus là (supprimée depuis que la liste a été faite ?)
store-save-newer-or-other = { $path } vient d’une version plus récente ou d’un autre programme ; il est conservé tel quel
store-name-imported = { $name } (importée)
store-damaged-data = ses données enregistrées sont abîmées
store-damaged-data-why = ses données enregistrées sont abîmées ({ $error })
store-stored-copy-bad = la copie enregistrée est illisible ; elle n’est donc pas écrasée
store-settings-unreadable = { $path } n’a pas pu être lu ({ $error }) ; les réglages par défaut s’appliquent et le fichier est conservé

## Une ancienne sauvegarde mise au format de cette version

store-migrate-not-object = la sauvegarde n’est pas un objet JSON
store-migrate-no-way = impossible de lire le format de sauvegarde { $version }
store-migrate-no-game = la sauvegarde ne contient aucune partie
store-migrate-unknown-mode = mode de jeu inconnu « { $mode } »
store-migrate-no-mode = la partie n’indique aucun mode de jeu

## L’espace de l’appli web (celui du navigateur)

store-browser-refused = Ce navigateur ne garde aucune donnée pour cette page (fenêtre privée, ou données de site bloquées) : les parties ne seront pas sauvegardées. Exportez une partie pour la garder.
store-browser-full = l’espace du navigateur pour cette page est plein : exportez puis supprimez d’anciennes parties pour faire de la place
store-browser-refused-write = le navigateur a refusé de l’enregistrer
store-browser-place = (ce navigateur)/{ $key }

## Import : une sauvegarde ou un export de données venu d’un autre appareil

store-import-unknown = { $name } n’est ni une sauvegarde ni un export de données de PnP Companion ({ $reason }) ; rien n’a été importé
store-import-too-new = { $name } a été exporté par { $writer } dans un format plus récent que celui que lit ce { $reader }. Mettez PnP Companion à jour pour l’importer ; rien n’a été importé
store-import-bad-file = { $name } : { $key } y est inutilisable ({ $reason }) ; rien n’a été importé
store-import-the-save = la sauvegarde
store-import-not-json = pas du JSON : { $error }
store-import-no-format = le fichier n’indique aucun format
store-import-format = son format est « { $format } »
store-import-cannot-merge = l’{ -record } ne peut pas être fusionné : { $problem }
store-import-unknown-game = c’est la sauvegarde d’un jeu que cette version ne connaît pas
store-import-unknown-file = l’{ -app } ne garde aucun fichier de ce nom
store-imported-one-save = la sauvegarde « { $name } »
store-imported-saves = { $count ->
    [one] { $count } sauvegarde
   *[other] { $count } sauvegardes
}
store-imported-settings = les réglages
store-imported-plays = { $count ->
    [one] { $count } partie dans votre { -record }
   *[other] { $count } parties dans votre { -record }
}
store-imported-chart-data = vos données de tables de Sherwood
store-imported-paragraphs = les paragraphes importés
store-imported = Importé : { $what }
store-imported-nothing = Rien de nouveau à importer
store-imported-summary = { $unchanged ->
    [0] { $said }.
    [one] { $said } ({ $unchanged } sauvegarde était déjà là).
   *[other] { $said } ({ $unchanged } sauvegardes étaient déjà là).
}
store-imported-chart-kept = Là où vos données de tables diffèrent, les vôtres sont gardées : { $differences }.
store-imported-paragraphs-kept = { $count ->
    [one] { $count } paragraphe importé diffère du vôtre ; le vôtre est gardé.
   *[other] { $count } paragraphes importés diffèrent des vôtres ; les vôtres sont gardés.
}
store-imported-settings-kept = Les réglages du fichier n’ont pas été repris ; les vôtres sont gardés.

## Une partie partagée par un lien

store-link-no-game = ce n’est pas le lien d’une partie partagée (il n’a pas de partie « #game= »)
store-link-too-long = ce lien est trop long pour une partie partagée ({ $count } caractères)
store-link-damaged = ce lien est abîmé ({ $why }) ; redemandez-le, ou demandez le fichier de la sauvegarde
store-link-too-new = ce lien a été créé par un PnP Companion plus récent (format de lien { $version }) ; mettez l’{ -app } à jour pour l’ouvrir
store-link-does-not-replay = la partie de ce lien ne se rejoue pas ici ({ $why }) ; rien n’a été importé
store-link-differs = rejouée ici, la partie de ce lien n’arrive pas au même état que là où elle a été partagée (une autre version de l’{ -app }, ou d’autres données de tables de Sherwood) ; rien n’a été importé
store-link-chart-differs = la partie de ce lien a été jouée sur des entrées de tables différentes des vôtres ({ $differences }) ; rien n’a été importé
store-link-encode = la partie n’a pas pu être mise dans un lien ({ $why })
store-link-too-many-steps = ce lien contient { $count } coups, plus qu’une partie n’en demande jamais ({ $most }) ; rien n’a été importé
store-link-read-unreached = ce lien marque comme lus des paragraphes que sa partie n’a jamais atteints ; rien n’a été importé
store-link-not-as-written = ce lien n’est pas tel que PnP Companion l’écrit (ses coups ne correspondent pas à la partie qu’ils donnent) ; rien n’a été importé
store-link-not-base64 = pas du base64url : { $error }
store-link-too-big = décompressé, il dépasserait la taille d’une partie
store-link-does-not-unpack = il ne se décompresse pas
store-link-no-format = il n’indique aucun format de lien
store-link-chart-entries = ses entrées de tables : { $problem }
store-received-dnfm = Do Not Forsake Me, { $mode }, tour { $turn }
store-received-sherwood = The Sherwood Syndrome, { $mode }, tour { $turn }
store-mode-physical = sur table
store-mode-digital = numérique
store-shared-game = Partie partagée
store-opened = La partie partagée est maintenant la sauvegarde « { $name } ».
store-entries-not-added = Ses entrées de tables n’ont pas été ajoutées aux vôtres : { $error }.
store-entries-added = Ses entrées de tables sont maintenant parmi les vôtres.
store-entries-theirs = Ses entrées de tables sont maintenant parmi les vôtres, et là où les vôtres différaient, les siennes les remplacent : { $differences }.
store-entries-unreadable = Ses entrées de tables n’ont pas été ajoutées : les vôtres sont illisibles ({ $error }).

## Vos propres données de Sherwood (cellules des tables, valeurs des pions, personnes et cases)

store-chart-no-row = { $table } : pas de ligne « { $name } » (ses lignes : { $names })
store-chart-no-column = { $table } : pas de colonne « { $name } » (ses colonnes : { $names })
store-not-sherwood-data = pas un fichier de données de Sherwood (format « { $format } »)
store-da-costa-printed = la persuasion de da Costa est imprimée dans le livret de règles (-2)
store-value-out-of-range = { $person }, { $stat } : { $value } est hors limites
store-no-person = personne du nom de « { $person } »
store-no-such-cell = cette cellule n’existe pas
store-cell-printed = cette cellule est imprimée dans le livret de règles et ne peut pas être changée
store-cell-not-buildable = « { $code } » n’est pas une cellule que cette table imprime : choisissez un de ses résultats, ou ses parties reliées par des virgules
store-value-not-printed = { $value } n’est pas une valeur qu’un { -counter } porte (de -20 à 20)
store-name-length = un nom doit avoir de 1 à 60 caractères
store-name-taken = quelqu’un s’appelle déjà « { $name } »
store-space-name-length = un nom de case doit avoir de 1 à 60 caractères
store-differs = { $what } : chez vous { $mine }, chez eux { $theirs }
store-file-does-not-parse = le fichier sur le disque est illisible, il n’est donc pas écrasé
store-file-unreadable = le fichier sur le disque ne peut pas être lu
store-in-use = « { $path } » est ouvert dans une autre fenêtre ou un autre mode texte de l’{ -app }. Fermez-le d’abord là-bas : deux qui jouent une même partie s’écraseraient l’une l’autre.
store-open-in-another-tab = Cette partie est ouverte dans un autre onglet de cette { -app }. Jouez-y, ou fermez d’abord cet onglet : deux onglets qui jouent une même partie s’écraseraient l’un l’autre.
store-changed-elsewhere = « { $path } » a été écrit par une autre fenêtre, un autre onglet ou un autre mode texte de l’{ -app } depuis son ouverture ici ; il n’est pas écrasé
