# shellcheck shell=bash
# Sourced by scripts/need-debian-packages.sh and scripts/check-tools.sh: whether a tool a
# script needs is here, and is the real one.
#
#   tool_here WHAT    WHAT is a command on the PATH, a file (starting with /), a glob of
#                     files (containing *), or a Python module (py:NAME)
#
# A machine may carry stand-ins under the same names (this workplace's `convert` is a Python
# script that only serves the file viewer), so ImageMagick's tools must say they are
# ImageMagick's, and /usr/bin/time must be GNU time (the bench reads its -f output).
tool_here() {
  local what=$1 found
  case $what in
    py:*) python3 -c "import ${what#py:}" >/dev/null 2>&1 ;;
    *'*'*)
      # shellcheck disable=SC2086 # the glob is meant to expand
      for found in $what; do [ -e "$found" ] && return 0; done
      return 1
      ;;
    /usr/bin/time) [ -x /usr/bin/time ] && /usr/bin/time --version 2>&1 | grep -q GNU ;;
    /*) [ -e "$what" ] ;;
    convert | import | identify | magick | mogrify | compare)
      command -v "$what" >/dev/null 2>&1 && "$what" -version 2>/dev/null | grep -q ImageMagick
      ;;
    *) command -v "$what" >/dev/null 2>&1 ;;
  esac
}
