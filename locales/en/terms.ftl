# The game's vocabulary: one term per concept, used by the messages of every file
# (`{ -map }`, `{ -counter(form: "pl") }`). `tests/code/terms.rs` holds each language to it:
# a message may not say a word this language chose against (its list of forbidden variants).
# Forms: sg (the default), pl (plural); German adds gen (genitive) and dat-pl (dative plural).

-dice-card = { $form ->
   *[sg] Dice Card
    [pl] Dice Cards
}
-draw = draw
-rotate = turn upside down
-upside-down = upside down
-flip = flip over
-map = map
-star-map = { $form ->
   *[sg] map
    [pl] map cards
}
-record = record
-seed = seed
-turn = turn
-fealty = fealty
-rebellion = rebellion
-squad = { $form ->
   *[sg] squad
    [pl] squads
}
-counter = { $form ->
   *[sg] counter
    [pl] counters
}
-chart-cell = cell
-undo = Undo
-redo = Redo
-adjust = Adjust
-medkit = medical kit
-phasers = phasers
-app = app
-sheet-back = back
-ed = ED
-dl = DL
