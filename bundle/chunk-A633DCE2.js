import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  openDb,
  openDbReadOnly
} from "./chunk-9A9544E6.js";

// mcp-server/src/store/index.ts
async function openStore(path) {
  const db = await openDb(path);
  return {
    db,
    path,
    write: (fn) => db.transaction().execute(fn),
    close: () => db.destroy()
  };
}
async function openExistingStore(path) {
  const db = await openDbReadOnly(path);
  if (db === void 0) return void 0;
  return {
    db,
    path,
    write: (fn) => db.transaction().execute(fn),
    close: () => db.destroy()
  };
}

export {
  openStore,
  openExistingStore
};
