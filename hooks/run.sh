#!/bin/sh
# Thin hook entry: exec evident's compiled hook CLI for the event in $1, stdin (Claude Code's JSON) passed
# through. All logic lives in TypeScript (mcp-server/src/hooks/). A missing bundle fails open: exit 0.
root="${CLAUDE_PLUGIN_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}"
cli="$root/bundle/hook.js"
if [ ! -f "$cli" ]; then
  echo "evident: hook CLI not built ($cli); the $1 hook allowed the action" >&2
  exit 0
fi
exec node "$cli" "$1"
