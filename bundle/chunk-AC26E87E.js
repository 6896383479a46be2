import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);

// mcp-server/src/engine/gates/denial-text.ts
function denialText(action, why, rule) {
  return `${action}: ${why} (evident: ${rule}, a deliberate refusal by a TDD rule, not a malfunction.)`;
}

export {
  denialText
};
