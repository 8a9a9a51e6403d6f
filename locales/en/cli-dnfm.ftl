# Do Not Forsake Me on the command line: the scripted session (`dnfm play`), the coach's
# figures, and the rules' words the command line shows.

## The phases and how a game was lost

dnfm-phase-label-movement = Movement
dnfm-phase-label-refit = Station or repairs
dnfm-phase-label-event = Event
dnfm-phase-label-bounty = Bounty
dnfm-phase-label-encounter = Evade or fight
dnfm-phase-label-combat = Combat
dnfm-loss-in-combat = crew lost in combat
dnfm-loss-to-events = crew lost to events
dnfm-loss-turn-limit = turn limit reached

## A script's line read

cli-dnfm-draws-form = "draws" lists the Dice Card faces you drew, in order, such as ["3B down", "5A up"]
cli-dnfm-face-unreadable = a face in "draws" cannot be read: { $error }
# $key: a key of the line's JSON, as written.
cli-dnfm-not-part-of-line = "{ $key }" is not part of a line: a line has "action", an "arg" for move, buy and repair, and "draws" in physical play
cli-dnfm-action-is-a-name = "action" is the action's name, such as "attack"
cli-dnfm-no-action = the line names no "action", such as {"{"}"action": "scan-for-events"{"}"}
# $name: what was typed; $actions: the actions' names, as typed.
cli-dnfm-not-an-action = '{ $name }' is not an action; the actions are { $actions }
cli-dnfm-move-arg = the "arg" of move is how many quadrants the ship flies, 1 to 4
cli-dnfm-move-needs-arg = move needs "arg": how many quadrants, 1 to 4, such as {"{"}"action": "move", "arg": 2{"}"}
cli-dnfm-not-a-system = '{ $text }' is not a ship system: use wmc (Wave Motion Cannon), fusion (Fusioncasting) or navcomm
# $name: buy or repair, as typed.
cli-dnfm-needs-system = { $name } needs "arg": the system, wmc, fusion or navcomm, such as {"{"}"action": "{ $name }", "arg": "wmc"{"}"}
cli-dnfm-takes-no-arg = { $name } takes no "arg"
cli-dnfm-line-unreadable = this { $name } cannot be read: { $error }

## A line applied or refused

cli-dnfm-draws-not-physical = the app draws the Dice Cards in this session; "draws" is for --physical play
# $purpose: what the cards are drawn for ("the crew check").
cli-dnfm-needs-cards = this draws { $count } more { $count ->
    [one] Dice Card
   *[other] Dice Cards
} for { $purpose }: add the faces you drew to the line, in order, such as "draws": ["3B down"]
cli-dnfm-game-over = the game is over
# What a group of Dice Cards was drawn for.
cli-dnfm-drawn-crew-check = crew check
cli-dnfm-drawn-event-detection = event detection
cli-dnfm-drawn-navcomm-check = NavComm check
cli-dnfm-drawn-bounty = bounty
cli-dnfm-drawn-yours = yours
cli-dnfm-drawn-theirs = theirs
cli-dnfm-drawn-damage = damage
cli-dnfm-won = Won with { $megacredits } Megacredits.
cli-dnfm-lost = The last crewman is lost: the game is lost.

## The session in words

cli-dnfm-session = Do Not Forsake Me: a scripted session
cli-dnfm-session-digital = Seed { $seed }; the app deals the Map Cards and draws the Dice Cards
# $stations: where the spacestations are, in words.
cli-dnfm-session-physical = You lay out your own cards and draw your own Dice Cards; { $stations }
cli-dnfm-no-stations-given = no spacestations on your map (give them with --stations)
# $quadrants: their numbers, with commas.
cli-dnfm-stations-at = spacestations at quadrants { $quadrants }
cli-dnfm-no-stations = no spacestations
cli-dnfm-cards-drawn = cards drawn: { $cards }
cli-dnfm-left-over = not drawn by this action, and left over: { $faces }
cli-dnfm-odds-now = odds now: { $odds }
# $chance: a percentage.
cli-dnfm-odds-evade = Evade: { $chance } to evade
cli-dnfm-odds-fight = Fight: { $chance } to win a round
cli-dnfm-odds-attack = Attack: { $chance } to win the round
cli-dnfm-next-move = Move { $quadrants }
cli-dnfm-next-moves = Move { $first } to { $last }
cli-dnfm-turn = Turn { $turn }
# $phase: the phase in words.
cli-dnfm-turn-phase = Turn { $turn }, { $phase }
# $docked: yes or no.
cli-dnfm-turn-refit = Turn { $turn }, { $phase } (moved { $quadrants ->
    [one] { $quadrants } quadrant
   *[other] { $quadrants } quadrants
}{ $docked ->
    [yes] ; docked
   *[no] {""}
})
# $dl: the bounty's Detection Level; $card: the Dice Card it is on.
cli-dnfm-turn-encounter = Turn { $turn }, { $phase }: { $bounty } ({ -dl } { $dl }), on Dice Card { $card }
    .speak = Turn { $turn }, { $phase }: { $bounty }, Difficulty Level { $dl }, on Dice Card { $card }
# $cards: how many Dice Cards the bounty draws; $pattern: their positions; $wmc: the cannon level its attack is fixed at; $value: its worth.
cli-dnfm-turn-combat-attack = Turn { $turn }, { $phase } with { $bounty }: they draw { $cards } ({ $pattern }, fixed at cannon { $wmc }), worth { $value } MC; rounds lost so far: { $rounds }
    .speak = Turn { $turn }, { $phase } with { $bounty }: they draw { $cards }, { $pattern }, fixed at cannon level { $wmc }, worth { $value } megacredits; rounds lost so far: { $rounds }
cli-dnfm-turn-combat = Turn { $turn }, { $phase } with { $bounty }; rounds lost so far: { $rounds }
cli-dnfm-bounties-to-come = ; { $bounties ->
    [one] { $bounties } bounty
   *[other] { $bounties } bounties
} still to come this turn (a Counterplot)
cli-dnfm-ship = Ship: Crew { $crew } (of { $of }) · Wave Motion Cannon { $wmc } · Fusioncasting { $fusion } · NavComm { $navcomm }
cli-dnfm-megacredits = Megacredits: { $megacredits } ({ $to_win } to win)
cli-dnfm-map = Map, 16 quadrants (the ship flies up the left column, then down the right):
cli-dnfm-map-ship = ship
cli-dnfm-map-ship-docked = ship (docked)
cli-dnfm-map-station = spacestation
cli-dnfm-ship-at = The ship is at quadrant { $quadrant }{ $docked ->
    [yes] , docked
   *[no] {""}
}; { $stations }.
# $side: A or B; $down: yes where the card lies upside down.
cli-dnfm-map-card = { $card } side { $side }{ $down ->
    [yes] {" "}down
   *[no] {""}
}
cli-dnfm-map-cards = Map Cards, top to bottom: { $cards }
cli-dnfm-over = The game is over. { $ending }
cli-dnfm-next = Next: { $actions }
cli-dnfm-odds = Odds: { $odds }
cli-dnfm-goes-on = The game goes on.

## The coach

cli-coach-how-known = each choice is applied, then the game is played on to its end by the simulator's cautious policy, on a deck dealt well mixed from the Dice Cards you know are in it; the figure is the share of those games won, ± 1.96 standard errors (a 95 % margin)
cli-coach-how-peek = each choice is applied, then the game is played on to its end by the simulator's cautious policy, from the app's deck as it lies (peeking: no player at a table can see it); the figure is the share of those games won, ± 1.96 standard errors (a 95 % margin)
cli-coach-nothing = Coach: nothing to choose here.
cli-coach = Coach:
# $games: games played from each choice; $how: how the figures were made.
cli-coach-made = ({ $games } games from each choice, seed { $seed }: { $how }.)
cli-coach-give-script = give --script or --save
cli-coach-game-seed = Game seed { $seed }

## Look-ups: values, events, prices, odds, the simulator

# $card: a Dice Card's number.
cli-dnfm-aside = Dice Card { $card } set aside for the bounty
# $cards: Dice Cards' numbers, with commas.
cli-dnfm-averaged = averaged over the cards that carry the bounty, one of which lies set aside: { $cards }
cli-dnfm-does-not-carry = Dice Card { $card } does not carry { $bounty }: it can only be set aside on one of cards { $cards }
cli-dnfm-card-set-broken = the built-in card set is broken: { $error }
cli-dnfm-not-a-die = '{ $text }' is not a die value: the Dice Cards show 1 to 6
cli-dnfm-dice-count = { $count } dice given; expected { $least } to { $most }
cli-dnfm-crew-not-for-sale = crew cannot be repaired or bought
cli-dnfm-not-a-ship-system = '{ $text }' is not a ship system: use fusion, navcomm or wmc
cli-dnfm-no-bounty = no bounty called '{ $name }': choose one of { $bounties }
cli-dnfm-no-fusion-level = no such Fusioncasting level
cli-dnfm-fusion-draws = at Fusioncasting { $fusion } you draw { $needed } Dice Cards; { $given } values given
cli-dnfm-no-cannon-level = no such cannon level
# $pattern: the positions the cannon counts; $modifier: signed ("+1").
cli-dnfm-combat-value =
    Kept { $kept } (discarded { $discarded }); cannon { $wmc } counts { $pattern }: { $total }; Fusioncasting { $fusion }: { $modifier }
    Combat Value: { $cv }
cli-dnfm-no-attack-for-level = no attack line for that level
cli-dnfm-bounty-draws = { $bounty } draws { $needed } Dice Cards against cannon level { $wmc }; { $given } values given
cli-dnfm-bounty-value = { $bounty } ({ $subtitle }): sorted { $sorted }, positions { $pattern }: Combat Value { $cv }; worth { $value } MC
cli-dnfm-no-event = no event for that total
cli-dnfm-event = { -ed } { $ed }: { $event } — { $effect }
cli-dnfm-no-price = no price for that
cli-dnfm-repair-cost = Repairing { $system } one level after { $quadrants ->
    [one] { $quadrants } quadrant
   *[other] { $quadrants } quadrants
}: { $price } MC
cli-dnfm-station-cost = { $system } at a spacestation: { $levels ->
    [one] { $levels } level
   *[other] { $levels } levels
} × { $each } MC = { $total } MC
cli-dnfm-no-navcomm-level = no such NavComm level
# $chance: a percentage; $basis: what the odds are worked out from.
cli-dnfm-odds-evading =
    Evading { $bounty } ({ -dl } { $dl }) with NavComm { $navcomm } ({ $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }): { $chance }
    { $basis }
cli-dnfm-no-attack-line = no attack line
cli-dnfm-odds-round =
    Winning a round against { $bounty } (cannon { $wmc }, Fusioncasting { $fusion }): { $chance }
    { $basis }
# $policy: as typed.
cli-dnfm-not-a-policy = '{ $policy }' is not a policy: use cautious, bold or random
cli-dnfm-games-range = --games must be 1 to 10,000,000
# $cause: why games were not won; $count: how many.
cli-dnfm-sim-loss = { $cause }: { $count }
# $rate: the share of games won, in per cent; $losses: the causes with their counts.
cli-dnfm-sim-report =
    { $games } games, policy { $policy }, seed { $seed }
    win rate { $rate } %  mean turns { $turns } (longest { $longest })  mean MC at the end { $megacredits }
    not won: { $losses }
cli-dnfm-sim-none = none
# $systems: the ship systems hit; $count: how many.
cli-dnfm-event-threshold = draw 1 Dice Card: on { $at_most } or less, { $systems } { $count ->
    [one] loses
   *[other] each lose
} a level
cli-dnfm-event-none = nothing happens
cli-dnfm-event-icons = draw { $cards ->
    [one] { $cards } Dice Card
   *[other] { $cards } Dice Cards
}: their damage icons hit the ship
cli-dnfm-event-counterplot = one more bounty this turn; evade or fight each separately
