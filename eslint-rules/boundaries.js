import path from 'node:path'
import { fileURLToPath, URL } from 'node:url'

/**
 * Import boundaries between the folders of mcp-server/src (docs/architecture.md, "The tree and its ranks"). A relative
 * specifier is resolved against the importing file's folder, so `../store/x.js` from tools/ and `./x.js` inside store/
 * both land in store/. Bare specifiers (npm packages, `node:` builtins) are not ours and never count. Every way of
 * naming a module counts: `import`, `import type`, `export … from`, `import()` with a literal, `import x = require()`,
 * `typeof import()`.
 */
const SRC = fileURLToPath(new URL('../mcp-server/src/', import.meta.url))

/** Folders that hold folders: a file's folder is the first two segments under them (`engine/gates`, `clients/vdd`). */
const GROUPS = new Set(['engine', 'clients'])

/** The folder of mcp-server/src a file belongs to: 'store', 'engine/gates', 'clients/vdd', …; 'root'; 'outside'. */
function folderOf(file) {
  const relative = path.relative(SRC, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return 'outside'
  const parts = relative.split(path.sep)
  if (parts.length === 1) return 'root'
  if (GROUPS.has(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`
  return parts[0]
}

function describe(folder) {
  if (folder === 'root') return 'a root file of mcp-server/src'
  if (folder === 'outside') return 'outside mcp-server/src'
  return `${folder}/`
}

/** Whether a folder matches a pattern of the rank table: a name, or `group/*` for every folder of a group. */
const matches = (pattern, folder) =>
  pattern.endsWith('/*')
    ? folder.startsWith(pattern.slice(0, -1)) && folder !== pattern.slice(0, -2)
    : pattern === folder

/** The string a module-naming node names, or undefined when it is not a plain literal. */
function specifierOf(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked
  if (node?.type === 'TSLiteralType') return specifierOf(node.literal)
  return undefined
}

/** Calls `visit(specifier, node, targetFolder)` for each import of ours (relative or absolute) in the file. */
function ourImports(context, visit) {
  const from = path.dirname(context.filename)
  const check = (node) => {
    const specifier = specifierOf(node)
    if (specifier === undefined || !(specifier.startsWith('.') || path.isAbsolute(specifier))) return
    visit(specifier, node, folderOf(path.resolve(from, specifier)))
  }
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
    TSImportEqualsDeclaration: (node) => check(node.moduleReference.expression),
    TSImportType: (node) => check(node.source ?? node.argument),
  }
}

const folders = { type: 'array', items: { type: 'string' }, uniqueItems: true }

/**
 * The rank table: every folder has a rank (the index of the row that names it, lowest first); a file imports only
 * folders of a lower rank, or its own folder. Folders of one row share a rank and never import each other; the
 * folders an `apart` pattern names (`clients/*`) never import each other either. A file in a folder the table does
 * not name is reported, so a new folder is ranked before it is used (ambient `.d.ts` files excepted).
 */
const rank = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Every folder of mcp-server/src has a rank; a file imports only lower ranks or its own folder.',
    },
    schema: [
      {
        type: 'object',
        properties: { ranks: { type: 'array', items: folders, minItems: 1 }, apart: folders },
        required: ['ranks'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        "{{folder}} (rank {{rank}}) may import only lower ranks or its own folder; '{{specifier}}' is in {{target}} " +
        '(rank {{targetRank}}). Move what both need down (a shape into domain/), or let the caller pass it in.',
      sameRank:
        "{{folder}} and {{target}} share rank {{rank}} and never import each other ('{{specifier}}'). Move what both " +
        'need to a lower rank.',
      apart:
        "{{folder}} must not import {{target}} ('{{specifier}}'): clients are built on the engine, never on each " +
        'other. Move what both need into the engine or domain/.',
      unranked:
        '{{folder}} has no rank: add it to the rank table (eslint.config.js, docs/architecture.md) before putting ' +
        'files in it.',
      outside: "'{{specifier}}' leaves mcp-server/src: the plugin's code imports only its own sources and packages.",
    },
  },
  create(context) {
    const { ranks, apart = [] } = context.options[0]
    const rankOf = (folder) => ranks.findIndex((row) => row.some((pattern) => matches(pattern, folder)))
    const folder = folderOf(context.filename)
    const own = rankOf(folder)
    if (own === -1) {
      if (context.filename.endsWith('.d.ts')) return {}
      return { Program: (node) => context.report({ node, messageId: 'unranked', data: { folder: describe(folder) } }) }
    }
    return ourImports(context, (specifier, node, target) => {
      if (target === folder) return
      const data = { folder: describe(folder), target: describe(target), specifier, rank: own }
      if (target === 'outside') return context.report({ node, messageId: 'outside', data })
      const targetRank = rankOf(target)
      if (targetRank > own || targetRank === -1)
        return context.report({ node, messageId: 'upward', data: { ...data, targetRank } })
      if (targetRank === own) {
        const isApart = apart.some((pattern) => matches(pattern, folder) && matches(pattern, target))
        return context.report({ node, messageId: isApart ? 'apart' : 'sameRank', data })
      }
    })
  },
}

/** Restrict further which folders of ours a folder may import: an allow-list or a deny-list, with a hint. */
const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Restrict which folders of mcp-server/src a folder may import.' },
    schema: [
      {
        type: 'object',
        properties: { allow: folders, deny: folders, hint: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      notAllowed: "{{folder}} may import only {{allowed}} of ours; '{{specifier}}' is in {{target}}. {{hint}}",
      denied: "{{folder}} must not import {{target}} ('{{specifier}}'). {{hint}}",
    },
  },
  create(context) {
    const { allow, deny = [], hint = '' } = context.options[0] ?? {}
    const folder = folderOf(context.filename)
    return ourImports(context, (specifier, node, target) => {
      const data = { folder: describe(folder), target: describe(target), specifier, hint }
      if (allow !== undefined && !allow.includes(target)) {
        const allowed = allow.map(describe).join(' and ')
        context.report({ node, messageId: 'notAllowed', data: { ...data, allowed } })
      } else if (deny.includes(target)) {
        context.report({ node, messageId: 'denied', data })
      }
    })
  },
}

/**
 * Gates and store meet only in flows: outside the folders that run use cases (engine/flows/ and the clients), a file
 * that imports both engine/gates/ and store/ is one use case too many.
 */
const noGatesWithStore = {
  meta: {
    type: 'problem',
    docs: { description: 'Only flows import both engine/gates/ and store/.' },
    schema: [],
    messages: {
      both:
        "{{folder}} imports both engine/gates/ ('{{gate}}') and store/ ('{{store}}'): only a flow joins a decision to " +
        'the store. Move this into engine/flows/ (load the facts, ask the gate, write) and call the flow from here.',
    },
  },
  create(context) {
    const firsts = {}
    const visitors = ourImports(context, (specifier, node, target) => {
      const side = target === 'engine/gates' ? 'gates' : target === 'store' ? 'store' : undefined
      if (side !== undefined && firsts[side] === undefined) firsts[side] = { specifier, node }
    })
    visitors['Program:exit'] = () => {
      const { gates, store } = firsts
      if (gates === undefined || store === undefined) return
      const later = gates.node.range[0] > store.node.range[0] ? gates : store
      const data = { folder: describe(folderOf(context.filename)), gate: gates.specifier, store: store.specifier }
      context.report({ node: later.node, messageId: 'both', data })
    }
    return visitors
  },
}

export default {
  meta: { name: 'evident-boundaries' },
  rules: { rank, 'layer-imports': layerImports, 'no-gates-with-store': noGatesWithStore },
}
