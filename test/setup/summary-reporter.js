// Prints the plain summary line that CI reads, after Jest's own summary.
export default class SummaryReporter {
  onRunComplete(_contexts, results) {
    // scripts/run-tests.mjs prints one line for its runs together.
    if (process.env.SUMMARY_LINE === 'off') return;
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    process.stdout.write(`tests: ${results.numPassedTests} passed, ${failed} failed\n`);
  }
}
