import * as z from 'zod'
import { planRecord, planShape, slugSchema, type PlanDocument, type PlanRow } from '../domain/plan.js'
import { decidePlan, readPlan } from '../clients/coordinator/plan-tool.js'
import { action, actions, defineTool } from './define.js'

const document = {
  slug: planShape.slug,
  recipe: planShape.recipe,
  contract: planShape.contract,
  design_calls_rows: planShape.design_calls_rows.optional(),
  out_of_scope: planShape.out_of_scope,
}

const input = actions(
  'create: make the plan for a spec (main agent only). replace: a new version of the current plan of that slug (main agent only). get: read a plan (anyone).',
  {
    create: action(document),
    replace: action(document),
    get: action({
      slug: slugSchema.optional().describe("The plan's slug; omit for the project's current plan."),
    }),
  },
)

const output = z.object({
  plan: planRecord.optional().describe('The plan as stored.'),
  mirrorWritten: z.boolean().optional().describe('create, replace: whether the mirror file was written.'),
  mirrorError: z.string().optional().describe('create, replace: why the mirror was not written.'),
})

const summary = (plan: PlanRow): string =>
  `plan ${plan.slug} v${plan.version} (${plan.status}${plan.reason === null ? '' : `: ${plan.reason}`}): ` +
  `${plan.document.recipe.length} scenario(s) [${plan.document.recipe.map((r) => r.name).join(', ')}]; ` +
  `tests ${plan.document.contract.failing_test_paths.join(', ')}; write set ${plan.document.contract.write_set.join(', ')}; ` +
  `${plan.fixIterations} fix iterations`

export const tddPlanTool = defineTool({
  name: 'tdd_plan',
  title: 'TDD coordinator plan',
  description:
    'The TDD coordinator plan for a spec (docs/specs/<slug>.md), decided once in the main context: the scenario recipe ' +
    '(one test per entry, test_when_<condition>_then_<outcome>, covering an AC id of the spec or a regression/boundary case with its reason), ' +
    'the implementation contract (failing test paths, write set, spec passages quoted verbatim, test and lint commands), ' +
    'the spec’s design-call rows and what is out of scope. evident checks it against the spec and the project, stores it, ' +
    'and mirrors it to .claude/state/tdd/<slug>.json. The hooks then hold evident:scenario, evident:implement and ' +
    'evident:verify to it. Only the main agent may create or replace a plan; anyone may get it.',
  input,
  output,
  annotations: { openWorldHint: false },
  async handler({ store, caller, projectRoot }, args) {
    if (args.action === 'get') {
      const plan = await readPlan(store, projectRoot, args.slug)
      if (!plan.ok) return plan
      return { text: `${summary(plan.value)}. ${JSON.stringify(plan.value.document)}`, data: { plan: plan.value } }
    }
    const { action: mode, design_calls_rows: rows, ...rest } = args
    const doc: PlanDocument = { ...rest, design_calls_rows: rows ?? [] }
    const decided = await decidePlan(store, caller, projectRoot, doc, mode)
    if (!decided.ok) return decided
    const { plan, mirror } = decided.value
    const mirrorText = mirror.written
      ? `mirrored to ${plan.mirrorPath}`
      : `the store holds it, but the mirror ${plan.mirrorPath} was not written (${mirror.error})`
    return {
      text:
        `Stored ${summary(plan)}; ${mirrorText}. Next: dispatch evident:scenario for the first scenario, ` +
        'then evident:implement for it (see the evident:tdd-coordinator skill).',
      data: { plan, mirrorWritten: mirror.written, ...(mirror.written ? {} : { mirrorError: mirror.error }) },
    }
  },
})
