import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);

// mcp-server/src/hooks/project-path.ts
import { realpathSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
function realpathLenient(path) {
  const rest = [];
  for (let current = path; ; current = dirname(current)) {
    try {
      return join(realpathSync(current), ...rest.reverse());
    } catch {
      if (dirname(current) === current) return path;
      rest.push(basename(current));
    }
  }
}
function projectRelative(root, cwd, path) {
  const rel = relative(realpathLenient(root), realpathLenient(resolve(cwd, path)));
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return void 0;
  return rel.split(sep).join("/");
}

export {
  projectRelative
};
