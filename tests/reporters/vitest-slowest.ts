import type { Reporter, TestCase } from "vitest/node";

// Prints the ten slowest unit tests after the run, next to the default output.
export default class SlowestTests implements Reporter {
  private readonly times: { name: string; ms: number }[] = [];

  onTestCaseResult(testCase: TestCase) {
    const duration = testCase.diagnostic()?.duration;
    if (duration === undefined) return;
    this.times.push({
      name: `${testCase.module.moduleId.replace(`${process.cwd()}/`, "")} › ${testCase.fullName}`,
      ms: duration,
    });
  }

  onTestRunEnd() {
    const slowest = [...this.times].sort((a, b) => b.ms - a.ms).slice(0, 10);
    if (slowest.length === 0) return;
    console.log("\nSlowest unit tests:");
    for (const { name, ms } of slowest) console.log(`${(ms / 1000).toFixed(2).padStart(7)} s  ${name}`);
  }
}
