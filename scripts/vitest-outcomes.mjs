// A Vitest reporter for `npm test`: writes the names of the tests that failed, and of those that passed
// only on a retry (CI retries a failed test once), to the JSON file named by VITEST_OUTCOMES, so the run's
// summary (and the last lines of CI's log) can name them.
import fs from 'node:fs';
import path from 'node:path';

export default class OutcomesReporter {
  failed = [];
  flaky = [];

  name(testCase) {
    return `${path.relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName}`;
  }

  onTestCaseResult(testCase) {
    const state = testCase.result().state;
    if (state === 'failed') this.failed.push(this.name(testCase));
    else if (state === 'passed' && testCase.diagnostic()?.flaky) this.flaky.push(this.name(testCase));
  }

  onTestRunEnd(testModules, unhandledErrors) {
    // A file that failed outside its tests (an import error, a hook), and errors outside any file.
    for (const m of testModules) {
      if (m.errors().length > 0) this.failed.push(`${path.relative(process.cwd(), m.moduleId)} (outside its tests)`);
    }
    if (unhandledErrors.length > 0) this.failed.push(`${unhandledErrors.length} unhandled error(s) outside any test`);
    const file = process.env.VITEST_OUTCOMES;
    if (file) fs.writeFileSync(file, JSON.stringify({ failed: this.failed, flaky: this.flaky }));
  }
}
