# The help (F1): the keys, and a rules reference for each game in our own words.

help-heading = Help
help-close = Close
# $version: the app's version number.
help-version = PnP Companion, version { $version }
help-tab-keys = Keys
help-tab-dnfm = Do Not Forsake Me
help-tab-sherwood = Sherwood
help-no-card-data = The card data could not be read, so there is nothing to show here.
help-no-sherwood-data = The Sherwood data could not be read, so there is nothing to show here.

## The keys: the key's name, then what it does

help-keys = Keys
help-key-space = Space
help-key-space-does = the next step where the game leaves no choice (scan, reveal, the first attack, settle a result); never a choice such as evade or fight
help-key-move-does = move that far (Do Not Forsake Me)
help-key-digits = digits
help-key-digits-does = your own die (Sherwood)
help-key-undo = Ctrl+Z / Ctrl+Y
help-key-undo-does = undo / redo (Cmd on macOS)
help-key-tab = Tab / Enter
help-key-tab-does = the next box (the Counters page)
help-key-esc = Esc
help-key-esc-does = close what is open (a form, a list, Adjust), then back home
help-key-help = F1 or Ctrl+H
help-key-help-does = this help, and back

## Do Not Forsake Me: the five rules cards (as the built-in card set prints them)

# $title: the card's title; $number: its number, 1 to 5.
help-rules-card = { $title } (rules card { $number })
help-rules-1-title = Do Not Forsake Me — Setup
help-rules-1-1 = RSF means: turn the top half of a deck around, shuffle the whole deck, then turn the bottom half over as one block. Cards are always taken from the bottom.
help-rules-1-2 = RSF the four Map Cards and lay them in a column. The other side of this card is your ship: put it on the bottom-left quadrant of the lowest Map Card.
help-rules-1-3 = Lay the four Ship Resource cards on the Ship Status card, each turned so that its yellow starting level is at its bottom edge, nearest you. On every resource card only the level at the bottom edge counts.
help-rules-1-4 = Lay the Event card on the Megacredits card so that it marks 5.
help-rules-1-5 = RSF the six Dice Cards and keep them beside the Megacredits. The rules go on on cards 2 to 5.
help-rules-2-title = A Turn
help-rules-2-1 = 1. Movement: fly 1 to 4 quadrants clockwise. At a spacestation you may dock and buy upgrades; elsewhere you may repair in space.
help-rules-2-2 = 2. Event: scan for trouble, and try to dodge it with NavComm.
help-rules-2-3 = 3. Bounty: unless docked, a bounty shows up. Evade it with NavComm, or fight it.
help-rules-2-4 = 4. Combat: rounds of Combat Value against Combat Value; after a lost round, fight on or flee.
help-rules-2-5 = Ship systems lose a level when damaged (turn the card a quarter counter-clockwise) and never drop below 1; crew can reach 0 and never comes back.
help-rules-2-6 = Reach 30 Megacredits to win. Lose your last crewman and you lose.
help-rules-3-title = Movement, Stations and Repairs
help-rules-3-1 = Move the ship 1 to 4 quadrants clockwise: up the left-hand quadrants, down the right-hand ones.
help-rules-3-2 = Ending on a spacestation, you may dock. Docked, buy as many levels as you can pay for (prices on the Event card); docked ships meet no bounty this turn.
help-rules-3-3 = Not docked, you may repair a system back up to its starting value, one level at a time, at the price in the table below: the farther you flew this turn, the cheaper.
help-rules-4-title = Events and Bounties
help-rules-4-1 = Event: RSF the Dice Cards and draw one per quadrant moved. Their values, added, are the Event Detection ({ -ed }); look it up on the Event card.
help-rules-4-2 = NavComm check: RSF and draw as many cards as your NavComm level shows. If their total reaches the { -ed }, nothing happens; otherwise resolve the event.
help-rules-4-3 = Bounty: if not docked, RSF and draw one Dice Card. The bounty it names is after you; set the card aside.
help-rules-4-4 = Evade: RSF the other five and draw your NavComm cards. Reaching the bounty's Detection Level ({ -dl }) lets you slip away. If you fall short, or choose to, fight (card 5).
help-rules-5-title = Combat
help-rules-5-1 = Your cannon level when the fight starts fixes which attack line of the bounty is used for the whole fight.
help-rules-5-2 = Your attack: RSF the five Dice Cards and draw three (Fusioncasting may add cards: sort them and drop the lowest until three remain). Sort low to high; the white positions of your Wave Motion Cannon card add up, black ones do not. Add any Fusioncasting modifier: that is your Combat Value (CV).
help-rules-5-3 = Their attack: RSF the same five again and draw 3 or 4 cards as the bounty's attack line says; its white positions give the bounty's CV.
help-rules-5-4 = Your CV at least theirs: captured. Take the Megacredits the line lists.
help-rules-5-5 = Otherwise, damage: RSF and draw one card. Each icon in its upper-right corner costs that system a level. A crew icon means one more card: if your Crew card lists its value, a crewman is lost.
help-rules-5-6 = After damage, attack again or flee: that bounty gets away and the turn ends, unless a Counterplot's other bounty is still to come; meet it first.

## Do Not Forsake Me: the event table and the prices

help-events = Events (by Event Detection)
# $ed: an Event Detection total or range.
help-event-ed = { -ed } { $ed }
# $event: the event's name; $effect: what it does.
help-event-line = { $event }: { $effect }
help-prices = Prices
help-prices-head = Megacredits a level
help-prices-head-what = docked · in space after 1, 2, 3, 4 quadrants

## Sherwood: a turn, the Fealty Table, the ends

help-sherwood-turn = A turn
help-sherwood-step-1 = 1. Rebel actions
help-sherwood-step-1-does = each space with your people takes one action: recruit, request donations, raid, aid the poor (Witchcraft −1 for each full 5 gold), heal, seek sanctuary, steal or buy horses. Moving and beaming are free of that limit, but whoever moves does nothing else.
help-sherwood-step-2 = 2. Expenses
help-sherwood-step-2-does = one gold for every space your people occupy (prisoners cost nothing). Short of gold: beam supplies down (Witchcraft +1, Warchest +4), or let a stack go hungry.
help-sherwood-step-3 = 3. King's Men
help-sherwood-step-3-does = each squad rolls once on the King's Men Table under the Royal Orders (Patrol, then Search after the first raid, then Seize once Royal Morale is below 5).
help-sherwood-step-4 = 4. Royal Party and fealty
help-sherwood-step-4-does = the Party moves along the road; in a town it rolls on the Fealty Table, again each turn until the town swears.
help-fealty = The Fealty Table
help-fealty-how = Roll a die, add Royal Morale, take 1 off for every Neutral, Royalist or Cleric of yours in the town (not prisoners, injured or in sanctuary).
# $band: the chart's band of totals; $result: the result it reads.
help-fealty-line = { $band }: { $result }
# $n: the highest total of an open band.
help-band-or-less = { $n } or less
help-fealty-rebellion = Open Rebellion
help-fealty-rebellion-means = The town rises against the King: with every Archon crewmember free this wins the game; otherwise it counts as Defy.
help-fealty-defy = Defy
help-fealty-defy-means = The Royal Party stays put next turn and Royal Morale falls by 1.
help-fealty-delay = Delay
help-fealty-delay-means = The Royal Party stays put next turn; if you have people in the town, one of them (your choice) is imprisoned.
help-fealty-swear = Swear Fealty
help-fealty-swear-means = The town swears to the King; its mayor leaves the map unless you recruited him. The Royal Party moves on next turn.
help-sherwood-ends = Winning and losing
help-sherwood-ends-text = You win when every Archon and Enterprise crew member is free, a town rises in open rebellion and Witchcraft is below 10. You lose when Witchcraft reaches 10, or when the last town swears fealty.
