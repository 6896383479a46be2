import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  addedLines,
  addedTitles,
  carriesCovers,
  coversLabel,
  namesScenario,
  parseCovers,
  siblingTestPaths,
  sourceStems,
  stubIn,
  testStem
} from "./chunk-5D80C87E.js";
import {
  VIOLATION_OF,
  currentPlanFacts,
  holdsTests,
  isBuildOutput,
  standingBreachLines
} from "./chunk-96D004DC.js";
import "./chunk-E802281E.js";
import {
  denialText
} from "./chunk-AC26E87E.js";
import "./chunk-2F233FA6.js";
import "./chunk-E3B0C442.js";

// mcp-server/src/clients/coordinator/worker-policy.ts
var deny = (reason, todo, why) => ({
  ok: false,
  reason,
  violation: VIOLATION_OF[reason],
  message: denialText(todo, why, reason)
});
var list = (paths) => paths.join(", ");
var exemptFromWorkers = (file) => isBuildOutput(file) || file.startsWith(".claude/state/");
function decideWorker(change) {
  const { file, worker } = change;
  if (exemptFromWorkers(file)) return void 0;
  const plan = worker.plan;
  const who = `evident:${worker.role}`;
  if (plan === null) {
    return deny(
      "worker_without_plan",
      "Stop and report to the main agent that the project has no coordinator plan (it creates one with tdd_plan)",
      `you are ${who}, a worker of the TDD coordinator, and this project has no plan, so there is nothing ${file} could be written for.`
    );
  }
  if (worker.role === "verify") {
    return deny(
      "verify_worker_edit",
      "Leave the files as they are and report what you found",
      `you are ${who}: verifying runs the tests (run_tests) and reads, and changes nothing, so ${file} stays as it is.`
    );
  }
  return worker.role === "scenario" ? scenario(change, plan) : implement(change, plan);
}
function scenario(change, plan) {
  const { file, kind, worker } = change;
  const inRecipe = plan.testPaths.includes(file);
  const helper = kind === "test" && !inRecipe && change.via !== "delete" && worker.fileAfter !== void 0 ? !holdsTests(file, worker.fileAfter) : false;
  if (kind !== "test" || !inRecipe && !helper) {
    return deny(
      "scenario_outside_recipe",
      `Write only the plan's test files (${list(plan.testPaths)}); if another file is needed, stop and ask the main agent to replace the plan`,
      `plan ${plan.slug} decides which tests exist, and ${file} is ${kind === "test" ? "a test file it does not list" : `a ${kind} file, not a test`}.`
    );
  }
  const text = worker.text;
  if (text === void 0) return void 0;
  const titles = addedTitles(file, text.before, text.after) ?? [];
  for (const title of titles) {
    const entry = plan.scenarios.find((s) => namesScenario(title, s.name));
    if (entry === void 0) {
      return deny(
        "unnamed_scenario_test",
        `Name the test after its recipe scenario (${plan.scenarios.map((s) => s.name).join(", ")})`,
        `the test "${title}" in ${file} names no scenario of plan ${plan.slug}; every test the scenario worker writes is one recipe entry, named for it.`
      );
    }
    if (!carriesCovers(text.after, entry.covers)) {
      return deny(
        "unnamed_scenario_test",
        `Write "Covers ${entry.covers}" in a comment of the test ${entry.name}`,
        `each test names what it covers, so the drift check can find it, and the test "${title}" in ${file} carries no "Covers ${entry.covers}".`
      );
    }
  }
  return stub(change, plan);
}
function implement(change, plan) {
  const { file, kind, worker } = change;
  if (plan.status === "blocked") {
    return deny(
      "fix_limit_reached",
      "Stop and report BLOCKED to the main agent with the reason below; a human decides what happens next (a refined plan via tdd_plan replace, then a new implement run)",
      `plan ${plan.slug} is blocked: ${plan.reason ?? "the implement worker used its fix iterations"}. No more changes are made under it.`
    );
  }
  if (kind === "test" || kind === "snapshot") {
    return deny(
      "implement_test_edit",
      "Leave the tests as the scenario worker wrote them and change the production code; if a test is wrong, stop and report BLOCKED with why",
      `you are evident:implement, and ${file} is a ${kind} file: the implement worker never changes a test.`
    );
  }
  if (plan.writeSet.length === 0 ? kind !== "production" : !plan.writeSet.includes(file)) {
    return deny(
      "outside_write_set",
      plan.writeSet.length === 0 ? `Change only source files of the project (the plan's default write set); if ${file} must change, stop and report BLOCKED so the main agent can replace the plan` : `Change only the files of the write set (${list(plan.writeSet)}); if ${file} must change, stop and report BLOCKED so the main agent can replace the plan`,
      plan.writeSet.length === 0 ? `plan ${plan.slug} names no write set, so the implement worker may change the project's source files (evident's classification: its source extensions), and ${file} is a ${kind} file.` : `plan ${plan.slug} fixed the implement worker's write set, and ${file} is not in it.`
    );
  }
  if (worker.creates === true && kind === "production" && worker.matchingTest !== true) {
    return deny(
      "test_first",
      `Write the code into an existing file of the write set, or stop and ask the main agent for a test of ${file} in the recipe`,
      `a new source file needs its test first (test-first guard), and no test file matching ${file} exists (e.g. next to it, or among the plan's test files ${list(plan.testPaths)}).`
    );
  }
  return stub(change, plan);
}
function stub(change, plan) {
  const text = change.worker.text;
  if (text === void 0) return void 0;
  const hit = stubIn(addedLines(text.before, text.after), plan.stubMarkers);
  if (hit === void 0) return void 0;
  return deny(
    "stub_marker",
    "Write the real code (or the real test) instead of a placeholder",
    `the line "${hit.line}" added to ${change.file} carries a stub marker (${hit.marker}); a worker of plan ${plan.slug} delivers finished work.`
  );
}

// mcp-server/src/clients/coordinator/worker-facts.ts
import { existsSync } from "node:fs";
import { join } from "node:path";
function workerPlan(sqlite, projectRoot) {
  const plan = sqlite === void 0 ? void 0 : currentPlanFacts(sqlite, projectRoot);
  if (plan === void 0) return null;
  return {
    slug: plan.slug,
    status: plan.status,
    reason: plan.reason,
    testPaths: plan.testPaths,
    writeSet: plan.writeSet,
    scenarios: plan.recipe.map((r) => {
      const covers = parseCovers(r.covers);
      return { name: r.name, covers: covers === void 0 ? r.covers : coversLabel(covers) };
    }),
    stubMarkers: plan.stubMarkers
  };
}
function workerFacts(role, plan, projectRoot, change) {
  const needsTest = role === "implement" && change.creates === true && change.kind === "production" && plan !== null;
  return {
    role,
    plan,
    text: change.text,
    fileAfter: change.fileAfter,
    creates: change.creates,
    matchingTest: needsTest ? hasMatchingTest(projectRoot, change.file, plan.testPaths) : void 0
  };
}
function hasMatchingTest(projectRoot, file, testPaths) {
  const stems = sourceStems(file);
  const candidates = [...testPaths.filter((p) => stems.includes(testStem(p))), ...siblingTestPaths(file)];
  return candidates.some((p) => existsSync(join(projectRoot, p)));
}

// mcp-server/src/clients/coordinator/worker-gate.ts
function workerJudge(sqlite, projectRoot, role) {
  const plan = workerPlan(sqlite, projectRoot);
  return (change) => decideWorker({
    file: change.file,
    kind: change.kind,
    via: change.via,
    worker: workerFacts(role, plan, projectRoot, change)
  }) ?? { ok: true };
}
export {
  standingBreachLines,
  workerJudge
};
