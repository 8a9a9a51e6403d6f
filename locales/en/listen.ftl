# The screen-reader page: the web app's game as headings, text and buttons for VoiceOver,
# TalkBack, NVDA or Orca (packaging/web/listen.js shows it).

listen-link = Play with a screen reader
listen-title-home = PnP Companion
listen-home = Choose a game to begin, or a saved game to go on with. Back to the picture leaves this page for the drawn screen.
listen-standing = Where the game stands
listen-said = What happened
listen-choices = Your choices
listen-answer = Answer
listen-back = Go back
listen-undo = Undo the last step
listen-redo = Redo
listen-help = Help
listen-log = The turn log
listen-leave = Leave the game
listen-picture = Back to the picture
listen-typed = Or type a command or a line (look, log, save, station 5)
listen-send = Send
listen-tools = The game
listen-dismiss = Done with the notice
listen-go-home = Go to Home
listen-elsewhere = The drawn screen shows a page this one does not (printing, your { -record }). Go to Home to play, or back to the picture to use it.
listen-help-page = Press a choice's button to take it; a roll's or a draw's chance is in its words. Undo takes back the last step, Redo plays it again. A question is answered in its field; Go back leaves it with nothing changed. The field under the buttons reads any line the text mode reads: look (the whole state), log (every step), save. What happened is said as it happens; every step is saved.
listen-help-question = At a question: type the answer in its field and press Answer, or Go back to change nothing. Help, look and log answer and ask again.
listen-kept = The game is kept.
# $game: the game's title; $kind: dnfm or sherwood.
listen-new-digital = { $game }: a new game, the app draws and rolls
listen-new-physical = { $game }: a new game with your own { $kind ->
    [dnfm] cards
   *[sherwood] die
}
# $name: the save's name; $game: its game's title; $finished: yes or no.
listen-go-on = { $finished ->
    [yes] Look back at { $name } ({ $game }, over)
   *[no] Go on with { $name } ({ $game })
}
