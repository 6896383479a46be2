#!/usr/bin/env bash
# Installs the real Claude Code binary that the end-to-end tests drive (test/e2e/claude-*.test.ts) into
# .cache/claude-code — a test tool of this repository, never a dependency of the plugin (a marketplace
# install must not download it). Does nothing when the pinned version is already there.
set -euo pipefail

version="2.1.332"
root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="$root/.cache/claude-code"
bin="$prefix/node_modules/.bin/claude"

installed() {
  [ -x "$bin" ] && [ "$(node -p "require('$prefix/node_modules/@anthropic-ai/claude-code/package.json').version" 2>/dev/null)" = "$version" ]
}
installed && exit 0

# Test files run two at a time and each may call this: one installs, the others wait for it, then find it there.
mkdir -p "$root/.cache"
exec 9>"$root/.cache/claude-code.lock"
flock 9
installed && exit 0

cache="$(npm config get cache)"
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
mkdir -p "$prefix"
echo "installing @anthropic-ai/claude-code@$version into $prefix" >&2
HOME="$home" CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 DISABLE_AUTOUPDATER=1 \
  npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund --cache "$cache" \
  "@anthropic-ai/claude-code@$version" >&2
"$bin" --version >&2
