// Writes the materials a blind writer of chat evaluation questions gets (scripts/chat-eval-writer-brief.md):
// every page, every glossary term, every calculator with its URL parameters and default results.
// `node scripts/chat-eval-kit.ts` writes them to /work/chat-eval-kit.

import { mkdirSync, writeFileSync } from "node:fs";
import { allGlossaryTerms } from "../app/content/glossary/index.ts";
import { sitePages } from "../app/content/site-pages.ts";
import { calculatorList, loadCalculator } from "../app/features/calculators/registry.ts";

mkdirSync("/work/chat-eval-kit", { recursive: true });
const lines: string[] = ["# NiveshShala: every page (path, title, one-line description)", ""];
for (const p of sitePages) {
  if (p.canonicalPath) continue;
  lines.push(
    `- \`${p.path}\` — ${p.title}${p.rendering === "dynamic" ? " (account/search page)" : ""}: ${p.description}`,
  );
}
writeFileSync("/work/chat-eval-kit/pages.md", lines.join("\n") + "\n");
const g: string[] = ["# Glossary terms (each has its own anchor on its glossary page)", ""];
for (const { term, glossary } of allGlossaryTerms())
  g.push(`- ${term.term} — \`${glossary.path}#term-${term.slug}\``);
writeFileSync("/work/chat-eval-kit/glossary.md", g.join("\n") + "\n");
const c: string[] = [
  "# Calculators: their public URL parameters",
  "",
  "Every calculator page takes its inputs from the URL query (the 'Copy link' button makes such links). Amounts in rupees, rates in percent a year. A tenure field is in years in the URL (or `tenureMonths=` for months).",
  "",
];
for (const l of calculatorList) {
  const calc = await loadCalculator(l.slug);
  c.push(`## ${l.title} — \`${l.path}\``, "", l.description, "");
  for (const [name, f] of Object.entries(calc.fields)) {
    if (f.kind === "number")
      c.push(
        `- \`${name}\` (${f.label}, ${f.unit}, ${f.min}..${f.max}, default ${f.defaultValue}${f.optional ? ", optional" : ""})${f.help ? `: ${f.help}` : ""}`,
      );
    else if (f.kind === "tenure")
      c.push(
        `- \`${name}\` (${f.label}, years; ${f.minMonths}..${f.maxMonths} months; default ${f.defaultMonths / 12} years)`,
      );
    else if (f.kind === "choice")
      c.push(
        `- \`${name}\` (${f.label}: one of ${f.options.map((o) => `\`${o.value}\` = ${o.label}`).join(", ")}; default \`${f.defaultValue}\`)`,
      );
    else c.push(`- \`${name}\` (${f.label}, ${f.kind}, up to ${f.maxRows} rows)`);
  }
  c.push(
    "",
    "How it is calculated:",
    ...calc.guide.formula.map((x) => `- ${x}`),
    ...calc.guide.assumptions.map((x) => `- ${x}`),
    "",
  );
}
writeFileSync("/work/chat-eval-kit/calculators.md", c.join("\n") + "\n");
console.log("ok");
const r: string[] = [
  "",
  "# What each calculator shows for its default inputs (headline and result tiles)",
  "",
];
for (const l of calculatorList) {
  const calc = await loadCalculator(l.slug);
  const out = calc.run(new URLSearchParams());
  if (!out.ok) {
    r.push(`## ${l.path}: needs inputs`);
    continue;
  }
  r.push(
    `## ${l.path}`,
    "",
    `Headline: ${out.view.headline}`,
    "",
    "Result tiles (label: value):",
    ...out.view.summary.map((s) => `- ${s.label}: ${s.value}${s.kind ? ` (${s.kind})` : ""}`),
    "",
  );
}
writeFileSync("/work/chat-eval-kit/calculators.md", c.join("\n") + "\n" + r.join("\n") + "\n");
