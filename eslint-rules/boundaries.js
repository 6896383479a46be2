import path from 'node:path'
import { fileURLToPath, URL } from 'node:url'

/**
 * Import boundaries between the folders of mcp-server/src (docs/architecture.md). A relative specifier is resolved
 * against the importing file's folder, so `../store/x.js` from tools/ and `./x.js` inside store/ both land in store/.
 * Bare specifiers (npm packages, `node:` builtins) are not ours and never count. Every way of naming a module
 * counts: `import`, `import type`, `export … from`, `import()` with a literal, `import x = require()`, `typeof
 * import()`.
 */
const SRC = fileURLToPath(new URL('../mcp-server/src/', import.meta.url))

/** The folder of mcp-server/src a file belongs to: 'store', 'gates', …; 'root' for src/*.ts; 'outside'. */
function layerOf(file) {
  const relative = path.relative(SRC, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return 'outside'
  const parts = relative.split(path.sep)
  return parts.length === 1 ? 'root' : parts[0]
}

function describe(layer) {
  if (layer === 'root') return 'a root file of mcp-server/src'
  if (layer === 'outside') return 'outside mcp-server/src'
  return `${layer}/`
}

/** The string a module-naming node names, or undefined when it is not a plain literal. */
function specifierOf(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked
  if (node?.type === 'TSLiteralType') return specifierOf(node.literal)
  return undefined
}

/** Calls `visit(specifier, node, targetLayer)` for each import of ours (relative or absolute) in the file. */
function ourImports(context, visit) {
  const from = path.dirname(context.filename)
  const check = (node) => {
    const specifier = specifierOf(node)
    if (specifier === undefined || !(specifier.startsWith('.') || path.isAbsolute(specifier))) return
    visit(specifier, node, layerOf(path.resolve(from, specifier)))
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

const layers = { type: 'array', items: { type: 'string' }, uniqueItems: true }

/** (a)–(c): which folders of ours a folder may import: an allow-list or a deny-list, with a hint saying what to do. */
const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Restrict which folders of mcp-server/src a folder may import.' },
    schema: [
      {
        type: 'object',
        properties: { allow: layers, deny: layers, hint: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      notAllowed: "{{layer}} may import only {{allowed}} of ours; '{{specifier}}' is in {{target}}. {{hint}}",
      denied: "{{layer}} must not import {{target}} ('{{specifier}}'). {{hint}}",
    },
  },
  create(context) {
    const { allow, deny = [], hint = '' } = context.options[0] ?? {}
    const layer = layerOf(context.filename)
    return ourImports(context, (specifier, node, target) => {
      const data = { layer: describe(layer), target: describe(target), specifier, hint }
      if (allow !== undefined && !allow.includes(target)) {
        const allowed = allow.map(describe).join(' and ')
        context.report({ node, messageId: 'notAllowed', data: { ...data, allowed } })
      } else if (deny.includes(target)) {
        context.report({ node, messageId: 'denied', data })
      }
    })
  },
}

/** (d): flows/ is the only caller of both gates/ and store/; anywhere else, importing both is one use case too many. */
const noGatesWithStore = {
  meta: {
    type: 'problem',
    docs: { description: 'Only flows/ imports both gates/ and store/.' },
    schema: [],
    messages: {
      both:
        "{{layer}} imports both gates/ ('{{gate}}') and store/ ('{{store}}'): only flows/ joins a decision to the " +
        'store. Move this into flows/ (load the facts, ask the gate, write) and call the flow from here.',
    },
  },
  create(context) {
    const firsts = {}
    const visitors = ourImports(context, (specifier, node, target) => {
      if ((target === 'gates' || target === 'store') && firsts[target] === undefined) {
        firsts[target] = { specifier, node }
      }
    })
    visitors['Program:exit'] = () => {
      const { gates, store } = firsts
      if (gates === undefined || store === undefined) return
      const later = gates.node.range[0] > store.node.range[0] ? gates : store
      const data = { layer: describe(layerOf(context.filename)), gate: gates.specifier, store: store.specifier }
      context.report({ node: later.node, messageId: 'both', data })
    }
    return visitors
  },
}

export default {
  meta: { name: 'evident-boundaries' },
  rules: { 'layer-imports': layerImports, 'no-gates-with-store': noGatesWithStore },
}
