'use strict'
// Thin hook entry. Claude Code runs `node ${CLAUDE_PLUGIN_ROOT}/hooks/run.cjs <Event>` in exec form (no shell)
// with its JSON payload on stdin; this hands over to the one compiled hook CLI, bundle/hook.cjs. All logic is
// TypeScript in mcp-server/src/hooks/. A missing bundle fails open: a message on stderr and exit 0.
const { existsSync } = require('node:fs')
const { dirname, join } = require('node:path')

const root = process.env.CLAUDE_PLUGIN_ROOT || join(dirname(process.argv[1] || __filename), '..')
const cli = join(root, 'bundle', 'hook.cjs')
if (existsSync(cli)) {
  require(cli)
} else {
  process.stderr.write(
    `evident: hook CLI not built (${cli}); the ${process.argv[2] || 'unknown'} hook allowed the action\n`,
  )
  process.exitCode = 0
}
