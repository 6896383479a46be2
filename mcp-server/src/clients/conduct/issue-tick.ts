import { errorMessage } from '../../kernel/errors.js'
import type { IssueSpec } from './issue.js'
import type { IssueSource } from './issue-source.js'
import type { Ledger, LedgerStep } from './ledger.js'

/**
 * After a step's refactor commit: when no step toward its acceptance criterion is left unfinished, that criterion's
 * checkbox is ticked in the issue body (`IssueSource.tickCriterion`). A criterion the issue writes without a checkbox
 * gets none; one already ticked stays. A tick that fails (gh could not edit the issue, the criterion was reworded,
 * a file issue inside the project) is narrated, not a bail: the work is done and committed, only its mirror lags.
 */
export async function tickDoneCriterion(
  issue: IssueSpec,
  source: IssueSource,
  ledger: Ledger,
  step: LedgerStep,
): Promise<void> {
  if (ledger.steps.some((s) => s.ac === step.ac && (!s.done || s.refactorPending))) return
  const text = issue.criteria[step.ac - 1]
  if (text === undefined) return
  try {
    await source.tickCriterion(step.ac, text)
  } catch (error) {
    await source.narrate(
      `Acceptance criterion ${step.ac} is done, but its checkbox in the issue could not be ticked: ${errorMessage(error)}`,
    )
  }
}
