# Wörter, die alle Seiten teilen, und wie diese Sprache Zahlen schreibt.

language-name = Deutsch
number-decimal-mark = ,
number-percent = { $value } %
