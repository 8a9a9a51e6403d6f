# L’enveloppe : le titre de la fenêtre, les avis, les problèmes au démarrage, les fichiers enregistrés et ouverts.

## Titres, et ce qu’un lecteur d’écran dit de la page

app-title-game = { $game } — { $name }
app-title-print = PnP Companion — Imprimer
app-title-record = PnP Companion — Votre { -record }
app-cannot-start = PnP Companion ne peut pas démarrer
app-headline-dnfm-over = Do Not Forsake Me, tour { $turn } : la partie est finie
app-headline-dnfm = Do Not Forsake Me, tour { $turn } : { $phase }
app-headline-sherwood = The Sherwood Syndrome, tour { $turn } : { $step }
app-live-outcome = { $action } : { $what }
app-live-outcome-more = { $said }. { $line }
app-live-outcome-next = { $said } { $line }

## Démarrage et installation endommagée

app-chart-entry-misfit = Vos données de tables enregistrées ont une entrée qui ne convient plus : { $problem }
app-imported-unread-kept = { $path } n’a pas pu être lu ({ $error }) ; les paragraphes importés ne sont pas montrés tant qu’il n’est pas réparé ou importé de nouveau ; le fichier est conservé
app-imported-unread = { $error } ; les paragraphes importés ne sont pas montrés tant que le fichier n’est pas réparé ou importé de nouveau
app-data-damaged = Les données de jeu de l’{ -app } elle-même sont endommagées : { $error }
app-reinstall = Réinstallez PnP Companion. Vos parties et vos propres données n’ont pas été touchées.
app-card-data-broken = Les données des cartes sont endommagées.
app-sherwood-data-broken = Les données de Sherwood sont endommagées.

## Avis

app-ok = OK
app-reload = Recharger
app-update-waiting = Une nouvelle version de PnP Companion est prête. Rechargez pour l’utiliser : vos parties sont conservées.
app-add-to-home-screen = Gardez vos parties : ajoutez PnP Companion à votre écran d’accueil (sur iPhone, Partager puis Sur l’écran d’accueil ; sur Android, le menu puis Installer l’application). Un navigateur peut effacer les données d’une page après quelques jours sans visite (Safari après 7) ; une application installée les garde. Exportez tout de temps en temps pour en avoir une copie.
app-saving-before-close = Enregistrement de votre partie avant de fermer…
app-not-saved-play-on = Non enregistrée : { $error }. Continuez à jouer ; l’{ -app } réessaie après votre prochaine action.
app-kept-as-copy = « { $name } » a été sauvegardée par une autre fenêtre, un autre onglet ou un autre mode texte depuis que vous l’avez ouverte ici. Cette partie-là reste telle quelle ; celle-ci est désormais sauvegardée sous « { $copy } ».
app-not-saved = Non enregistré : { $error }.
app-no-file-chosen = Aucun fichier choisi.
app-no-file-chosen-desktop = Aucun fichier choisi. Si aucune boîte de dialogue n’est apparue, saisissez le chemin et appuyez sur Importer.
app-no-folder-paragraphs = Pas de dossier de données : les paragraphes ne peuvent pas être gardés.
app-no-folder-export = Pas de dossier de données où exporter.
app-no-folder-remember = Pas de dossier de données : impossible de le retenir.
app-no-such-save = Aucune partie « { $wanted } » dans le dossier de données.
app-pick-data = Une sauvegarde ou des données exportées de PnP Companion
app-pick-rulebook = Votre livret de règles de The Sherwood Syndrome en texte brut
app-links-start-with = Les liens des parties partagées commencent maintenant par { $address }.
app-no-web-address = Pas d’adresse d’{ -app } web : les liens sont montrés sans, et sans code QR.
app-ended-already = « { $name } » est finie : votre { -record } l’a déjà.
app-counted-lost = « { $name } » compte comme perdue dans votre { -record }.
app-your-chart-data = vos données de tables de Sherwood : { $error }
app-not-shared = La partie n’a pas pu être partagée : { $why }
app-shared-not-added = La partie partagée n’a pas été ajoutée : { $why }
app-shared-declined = La partie partagée n’a pas été ajoutée. Rouvrez son lien pour l’ajouter plus tard.

## Travail en arrière-plan : réglages, journal, renommer, supprimer, importer

app-settings-not-saved = Réglages non enregistrés : { $error }
app-log-is-in = Le journal des tours est dans { $path }
app-already-called = Elle s’appelle déjà « { $name } ».
app-name-taken = Une autre sauvegarde s’appelle « { $name } » : choisissez un autre nom.
app-save-gone = Cette sauvegarde n’existe plus.
app-not-renamed = Non renommée : { $error }
app-renamed-old-stays = Renommée, mais l’ancien fichier reste : { $error }
app-renamed = Renommée en « { $name } ».
app-not-deleted = Non supprimée : { $error }
app-deleted-backup = « { $name } » est supprimée ; sa copie de secours reste dans { $path }.
app-deleted = « { $name } » est supprimée.
app-nothing-imported = Rien d’importé : { $error }
app-imported-paragraphs = { $found ->
    [one] { $found } paragraphe importé
   *[other] { $found } paragraphes importés
} ; { $missing } introuvables.
app-left-out = { $done }. Laissées de côté car illisibles : { $skipped }
app-file-unreadable = { $file } n’a pas pu être lu : { $error }

## Fichiers : la boîte d’enregistrement, les téléchargements, ouvrir un fichier

app-no-storage-desktop = Aucun dossier de données trouvé : les parties ne seront pas enregistrées.
app-no-storage-browser = Ce navigateur ne garde aucune donnée pour cette page (fenêtre privée, ou données de site bloquées) : les parties ne seront pas enregistrées.
app-shared-no-storage-desktop = Une partie a été partagée avec vous, mais aucun dossier de données n’a été trouvé : les parties ne seront pas enregistrées.
app-shared-no-storage-browser = Une partie a été partagée avec vous, mais ce navigateur ne garde aucune donnée pour cette page (fenêtre privée, ou données de site bloquées) : les parties ne seront pas enregistrées.
app-not-chosen = aucun fichier choisi, donc rien n’a été écrit
app-no-dialog-no-folder = ce système n’affiche pas de boîte d’enregistrement et n’a pas de dossier de données
app-no-dialog = Ce système n’affiche pas de boîte d’enregistrement (ni portail de bureau, ni zenity). { $said }
app-saved-file = Enregistré : { $path } ({ $size }).
app-saved-in-folder = Enregistré dans le dossier de données : { $path } ({ $size }).
app-opened = { $path } ouvert
app-no-opener = Aucun programme ici n’ouvre { $path } ; ouvrez-le depuis votre gestionnaire de fichiers.
app-kilobytes = { $kilobytes } Ko
app-file-too-large = il est trop gros (plus de { $megabytes } Mo) pour être un fichier de cette { -app }
app-browser-cannot-read = le navigateur n’a pas pu le lire
app-download-refused = le navigateur a refusé le téléchargement
app-language-not-fetched = Cette langue n’a pas pu être téléchargée (hors ligne ?). L’{ -app } reste dans celle-ci ; réessayez une fois en ligne.
app-no-page = il n’y a aucune page d’où télécharger
app-downloaded = { $name } téléchargé ({ $size })
app-shared-file = { $name } partagé ({ $size })
app-share-cancelled = le partage a été annulé, donc rien n’a été envoyé
app-awake-dropped = Ce téléphone a rétabli le verrouillage de l’écran dès que l’{ -app } a demandé de le garder allumé (un défaut connu des applications ajoutées à l’écran d’accueil sur certaines versions d’iOS) : l’écran peut quand même s’éteindre. Allongez le verrouillage automatique du téléphone le temps d’une partie.
app-no-folder-in-browser = un navigateur n’a pas de dossier de données où écrire ; utilisez Enregistrer le PDF
app-open-from-downloads = Ouvrez { $path } depuis vos téléchargements.
app-kind-pdf = PDF
app-kind-png = Image PNG
app-kind-zip = Zip d’images
app-kind-markdown = Markdown
app-kind-json = Données PnP Companion
app-kind-text = Texte
