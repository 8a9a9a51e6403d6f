# A save's game as a link and a QR code, and a shared game coming in.

# $name: the save's name.
share-panel-about = A link that carries “{ $name }” itself (seed, mode and every move), for the web app on another device. No server sees it.
share-copy-link = Copy link
share-export-file = Export file
share-close = Close
share-no-qr-address = No QR code: set where your web app lives (Settings, below) and the link will open it.
share-no-qr-too-long = This game is too long for a QR code a phone reads reliably: copy the link, or export the save as a file.
share-no-qr-failed = No QR code could be made for this link: copy it, or export the save.
share-link-length = { $count ->
    [one] { $count } character
   *[other] { $count } characters
}
share-offer-heading = A game shared with you
# $name: the game's name; $about: which game, how it is played, where it stands.
share-offer-about = “{ $name }”: { $about }.
share-offer-question = It replayed here move for move. Add it as a new save?
share-offer-add = Add to my saves
share-offer-add-theirs = Add, with their entries
share-offer-not-now = Not now
share-offer-differences = It was played on chart entries that differ from yours. Adding it puts theirs in these cells (a game shares only on the entries it was played on); Not now keeps yours and leaves the game:
share-offer-difference = · { $difference }
share-paste-about = Open a game shared by link: paste the link here.
share-paste-placeholder = https://…#game=…
share-open = Open
