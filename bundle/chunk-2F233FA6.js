import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);

// mcp-server/src/kernel/regular-file.ts
import { closeSync, constants, fstatSync, openSync, readFileSync } from "node:fs";
function readRegularFile(path, maxBytes) {
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new NotRegularFileError(String(path));
    if (maxBytes !== void 0 && stat.size > maxBytes) throw new FileTooLargeError(String(path), stat.size, maxBytes);
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}
var readRegularText = (path, maxBytes) => readRegularFile(path, maxBytes).toString("utf8");
var NotRegularFileError = class extends Error {
  constructor(path) {
    super(`${path} is not a regular file (a directory, FIFO, socket or device is never read)`);
    this.path = path;
  }
  path;
  name = "NotRegularFileError";
  code = "ENOTREG";
};
var FileTooLargeError = class extends Error {
  constructor(path, size, maxBytes) {
    super(`${path} is ${size} bytes, over the limit of ${maxBytes} bytes`);
    this.path = path;
    this.size = size;
    this.maxBytes = maxBytes;
  }
  path;
  size;
  maxBytes;
  name = "FileTooLargeError";
  code = "EFBIG";
};

export {
  readRegularFile,
  readRegularText,
  NotRegularFileError,
  FileTooLargeError
};
