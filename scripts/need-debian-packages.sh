#!/usr/bin/env bash
# Installs the Debian packages a script needs, where their commands are missing.
#
#   scripts/need-debian-packages.sh WHO COMMAND:PACKAGE[,PACKAGE…] …
#
# COMMAND is looked up on the PATH; one starting with / is a file that must exist. As root
# with apt-get, what is missing is installed (one `apt-get update`); otherwise the script
# says which packages WHO needs and fails.
set -euo pipefail
who=$1
shift
need=()
for wanted in "$@"; do
  what=${wanted%%:*}
  packages=${wanted#*:}
  if [[ $what == /* ]]; then
    [ -e "$what" ] && continue
  else
    command -v "$what" >/dev/null 2>&1 && continue
  fi
  IFS=, read -r -a each <<<"$packages"
  need+=("${each[@]}")
done
[ ${#need[@]} -eq 0 ] && exit 0
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
else
  echo "$who needs: ${need[*]} (Debian packages)" >&2
  exit 1
fi
