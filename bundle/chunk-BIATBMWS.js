import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  openDb
} from "./chunk-TBYOUZ36.js";

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

export {
  openStore
};
