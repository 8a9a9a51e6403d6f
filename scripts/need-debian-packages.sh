#!/usr/bin/env bash
# Installs the Debian packages a script needs, where their tools are missing.
#
#   scripts/need-debian-packages.sh WHO TOOL:PACKAGE[,PACKAGE…] …
#
# TOOL is what scripts/lib/tools.sh's tool_here takes: a command on the PATH (ImageMagick's
# only when it says so), a file starting with /, a glob, or py:MODULE. As root with apt-get,
# what is missing is installed (one `apt-get update`) and looked for again; otherwise, or
# when a tool is still missing after the install, the script names it and fails.
set -euo pipefail
# shellcheck source=scripts/lib/tools.sh
. "$(dirname "$0")/lib/tools.sh"
who=$1
shift
need=()
missing=()
for wanted in "$@"; do
  what=${wanted%%:*}
  packages=${wanted#*:}
  tool_here "$what" && continue
  missing+=("$what")
  IFS=, read -r -a each <<<"$packages"
  need+=("${each[@]}")
done
[ ${#need[@]} -eq 0 ] && exit 0
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
  still=()
  for what in "${missing[@]}"; do tool_here "$what" || still+=("$what"); done
  [ ${#still[@]} -eq 0 ] && exit 0
  echo "$who: still missing after installing ${need[*]}: ${still[*]}" >&2
  exit 1
fi
echo "$who needs: ${need[*]} (Debian packages), for ${missing[*]}" >&2
exit 1
