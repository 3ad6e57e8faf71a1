import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

// Prints the ten slowest browser tests after the run, next to the normal list or dot output.
export default class SlowestTests implements Reporter {
  private readonly times: { name: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const [, project, file, ...titles] = test.titlePath();
    this.times.push({ name: `[${project}] ${file} › ${titles.join(" › ")}`, ms: result.duration });
  }

  onEnd(_result: FullResult) {
    const slowest = [...this.times].sort((a, b) => b.ms - a.ms).slice(0, 10);
    if (slowest.length === 0) return;
    console.log("\nSlowest browser tests:");
    for (const { name, ms } of slowest) console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
  }

  printsToStdio() {
    return false;
  }
}
