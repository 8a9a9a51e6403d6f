# Les mots que partagent tous les écrans, et comment cette langue écrit les nombres.

language-name = Français
number-decimal-mark = ,
number-percent = { $value } %
