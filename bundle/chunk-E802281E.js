import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);

// mcp-server/src/kernel/log.ts
var order = { debug: 10, info: 20, warn: 30, error: 40 };
function threshold() {
  const wanted = process.env["EVIDENT_LOG"];
  return wanted !== void 0 && Object.hasOwn(order, wanted) ? order[wanted] : order.warn;
}
function log(level, message, fields) {
  if (order[level] < threshold()) return;
  const suffix = fields === void 0 ? "" : ` ${JSON.stringify(fields)}`;
  process.stderr.write(`evident ${level}: ${message}${suffix}
`);
}

export {
  log
};
