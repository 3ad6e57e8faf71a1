import { describe, expect, test } from "vitest";
import { keepsControlsAway } from "./floating-controls.tsx";

describe("keepsControlsAway", () => {
  test("quiz, practice and form pages, with or without the prerendered trailing slash", () => {
    for (const path of [
      "/courses/investment-fundamentals/quiz",
      "/courses/investment-fundamentals/quiz/",
      "/courses/investment-fundamentals/quiz/0123456789abcdef0123456789abcdef",
      "/courses/investment-fundamentals/lessons/why-invest/practice",
      "/login",
      "/register/",
      "/confirm-email",
      "/forgot-password",
      "/reset-password",
      "/account",
      "/feedback",
      "/feedback/",
      "/assistant",
    ])
      expect(keepsControlsAway(path), path).toBe(true);
  });

  test("reading pages keep their controls", () => {
    for (const path of [
      "/",
      "/courses",
      "/courses/investment-fundamentals",
      "/courses/investment-fundamentals/lessons/why-invest",
      "/courses/investment-fundamentals/lessons/why-invest/",
      "/calculators/sip",
      "/feedback-tips",
    ])
      expect(keepsControlsAway(path), path).toBe(false);
  });
});
