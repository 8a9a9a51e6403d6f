# Speech: spoken outcomes (a setting) and reading aloud (a paragraph, the help).

speech-speak-outcomes = Speak outcomes
speech-speak-outcomes-what = Each draw, roll and result the log records is also said aloud: only what the screen shows.
speech-engine = Spoken by { $engine }.
speech-no-engine = No speech engine found on this system, so nothing can be said aloud (on Linux: install speech-dispatcher or espeak-ng).
speech-not-in-build = Speech is not available in this build.
speech-read-aloud = Read aloud
speech-pause = Pause
speech-resume = Resume
speech-stop = Stop
