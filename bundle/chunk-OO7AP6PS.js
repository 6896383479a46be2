import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);

// mcp-server/src/regular-file.ts
import { closeSync, constants, fstatSync, openSync, readFileSync } from "node:fs";
function readRegularFile(path) {
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    if (!fstatSync(fd).isFile()) throw new NotRegularFileError(path);
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}
var readRegularText = (path) => readRegularFile(path).toString("utf8");
var NotRegularFileError = class extends Error {
  constructor(path) {
    super(`${path} is not a regular file (a directory, FIFO, socket or device is never read)`);
    this.path = path;
  }
  path;
  name = "NotRegularFileError";
  code = "ENOTREG";
};

export {
  readRegularFile,
  readRegularText
};
