import { describe, expect, test } from "vitest";
import { categoryIds } from "../types.ts";
import { allowedCopies } from "./allowed-copies.ts";
import { type Copy, findCopies, textUnits } from "./copies.ts";
import { facts } from "./index.ts";

const categoryPaths = new Set(categoryIds.map((id) => `/investments/${id}`));

// Every content module (courses, calculator guides and glossaries included, as they are
// added), except the registry itself and code that only processes content.
const modules = import.meta.glob<Record<string, unknown>>(
  [
    "../**/*.ts",
    "../../i18n/*.ts",
    "!../../i18n/*.test.ts",
    "../../features/calculators/*/guide.ts",
    "../../features/calculators/*/card.ts",
    "!./**",
    "!../**/*.test.ts",
    "!../search/**",
    "!../integrity.server.ts",
    "!../meta.ts",
    "!../site.ts",
    "!../courses/check.ts",
  ],
  { eager: true },
);

// Page modules before the indexes that collect them, so a copy is reported where it is written.
const ordered = Object.entries(modules).sort(
  ([a], [b]) => Number(a.endsWith("index.ts")) - Number(b.endsWith("index.ts")),
);
// Read content as written: skip the indexes' resolved copies (their `*Sources` twins, and each
// course's own module, are read), and the page table's category and course entries, which repeat
// the categories' and lessons' own text.
const resolvedExports = new Set([
  "categories/index.ts categories",
  "glossary/index.ts glossaries",
  "courses/index.ts courses",
]);
const units = ordered.flatMap(([path, module]) =>
  Object.entries(module).flatMap(([name, value]) => {
    const where = `${path.replace(/^\.\.\//, "")} ${name}`;
    if (resolvedExports.has(where)) return [];
    if (where === "site-pages.ts sitePages")
      return textUnits(
        (value as { path: string }[]).filter(
          (page) => !categoryPaths.has(page.path) && !page.path.startsWith("/courses/"),
        ),
        where,
      );
    return textUnits(value, where);
  }),
);

function allows(entry: (typeof allowedCopies)[number], copy: Copy): boolean {
  return (
    entry.factId === copy.factId &&
    copy.sentence.includes(entry.text) &&
    (entry.where === undefined || copy.where.startsWith(entry.where))
  );
}

function isAllowed(copy: Copy): boolean {
  return allowedCopies.some((entry) => allows(entry, copy));
}

// Found once and shared: scanning every sentence of the site takes a few seconds.
const copies = findCopies(units, facts);

describe("facts are written as {{fact:id}} tokens, never typed", () => {
  test("the scan covers the content", () => {
    expect(units.some((unit) => unit.where.startsWith("categories/ppf.ts"))).toBe(true);
    expect(units.some((unit) => unit.where.startsWith("glossary/investment-terms.ts"))).toBe(true);
    expect(units.some((unit) => unit.where.startsWith("courses/portfolio-management/lessons/"))).toBe(true);
    expect(
      units.some((unit) =>
        unit.where.startsWith("courses/portfolio-management/questions/rebalancing.server.ts"),
      ),
    ).toBe(true);
    expect(units.length).toBeGreaterThan(5000);
  });

  test("no content sentence types a registry figure", () => {
    const typed = copies.filter((copy) => !copy.workedExample && !isAllowed(copy));
    const report = typed.map(
      (copy) => `${copy.factId} (${copy.spelling}) in ${copy.where}: ${copy.sentence}`,
    );
    expect(report).toEqual([]);
  });

  test("every allow-list entry still matches a sentence and gives a reason", () => {
    for (const entry of allowedCopies) {
      expect(entry.reason.length, entry.text).toBeGreaterThan(10);
      expect(
        copies.some((copy) => allows(entry, copy)),
        `unused allow-list entry: ${entry.factId} "${entry.text}"`,
      ).toBe(true);
    }
  });

  test("the detector finds a typed figure in context and ignores other figures", () => {
    const found = findCopies(
      [
        { where: "a", text: "PPF pays 7.1% a year." },
        { where: "b", text: "PPF pays {{fact:ppf-rate}} a year; a fund returned 17.1%." },
        { where: "c", text: "The fund's expense ratio is 7.1%." },
        { where: "d", text: "Deposit insurance covers ₹5 lakh. Another bank covers ₹15 lakh." },
      ],
      facts,
    );
    expect(found.map((copy) => `${copy.where}:${copy.factId}`)).toEqual(["a:ppf-rate", "d:dicgc-cover"]);
  });

  // Issue 25: the emergency-fund lesson typed "three to six months" three sentences after the
  // words "emergency fund", and the category page typed its own targets in a step and an FAQ;
  // the scan missed all three, so lesson and category said something other than the registry.
  test("a rule typed under a section heading that names its subject, or as another target, is a copy", () => {
    const paragraph =
      "An emergency fund is money kept only for emergencies. Size it in essential expenses. There is no official figure. Planners often accept three to six months for a household with two salaries.";
    const lesson = {
      sections: [
        { id: "size", heading: "The emergency fund: how big", blocks: [{ type: "p", text: paragraph }] },
      ],
    };
    const inLesson = findCopies(textUnits(lesson, "lesson"), facts);
    expect(inLesson.map((copy) => `${copy.factId} (${copy.spelling})`)).toEqual([
      "emergency-fund-rule (three to six months)",
    ]);
    // Without the heading, the sentence does not say what it is about: the heading is what tells.
    const bare = { sections: [{ id: "size", heading: "How big", blocks: [{ type: "p", text: paragraph }] }] };
    expect(findCopies(textUnits(bare, "lesson"), facts)).toEqual([]);

    const category = {
      title: "Emergency Fund",
      detailedDescription: [],
      howToStart: {
        steps: [
          "Set your target: usually six months of essentials, or 9-12 months if your family has one income.",
        ],
      },
      faqs: [{ answer: "Single-income families usually aim for 9 to 12 months." }],
    };
    expect(findCopies(textUnits(category, "category"), facts).map((copy) => copy.where)).toEqual([
      "category.howToStart.steps[0]",
      "category.faqs[0].answer",
    ]);
  });
});
