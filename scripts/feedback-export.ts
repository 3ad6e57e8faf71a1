// Operators read feedback with: npm run feedback:export -- --format csv|json [--out file]
import { writeFileSync } from "node:fs";
import { listFeedback } from "../app/features/feedback/feedback-store.server.ts";
import { ConfigError, parseConfig } from "../app/platform/config.server.ts";
import { openMigratedDatabase } from "../app/platform/db/migrations.server.ts";

const args = process.argv.slice(2);
const format = args[args.indexOf("--format") + 1] ?? "csv";
const out = args.includes("--out") ? args[args.indexOf("--out") + 1] : undefined;
if (format !== "csv" && format !== "json") {
  console.error("Usage: npm run feedback:export -- --format csv|json [--out file]");
  process.exit(2);
}

try {
  const config = parseConfig(process.env);
  const database = await openMigratedDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    timeoutMs: config.databaseTimeoutMs,
  });
  const rows = await listFeedback(database);
  await database.close();
  const text = format === "json" ? `${JSON.stringify(rows, null, 2)}\n` : toCsv(rows);
  if (out) writeFileSync(out, text);
  else process.stdout.write(text);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Export failed: ${String(error)}`);
  process.exit(1);
}

function toCsv(rows: Record<string, string>[]): string {
  const columns = ["created_at", "name", "email", "message", "id"];
  // Quote every cell; neutralise spreadsheet formulas in user text.
  const cell = (value: string) => `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`;
  return `${[columns.join(","), ...rows.map((row) => columns.map((column) => cell(String(row[column] ?? ""))).join(","))].join("\n")}\n`;
}
