import { describe, expect, test } from "vitest";
import {
  maxRiskScore,
  type RiskAnswers,
  riskProfiles,
  riskQuestions,
  scoreRiskProfile,
  scoringNotes,
} from "./risk-tolerance.ts";

/** Picks, for each question in order, the option worth the given points. */
function answersWorth(points: readonly number[]): RiskAnswers {
  const entries = riskQuestions.map((question, index) => {
    const option = question.options.find((candidate) => candidate.points === points[index]);
    if (!option) throw new Error(`No ${points[index]}-point option for ${question.id}`);
    return [question.id, option.value];
  });
  return Object.fromEntries(entries) as RiskAnswers;
}

function score(points: readonly number[]) {
  const result = scoreRiskProfile(answersWorth(points));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("questionnaire data", () => {
  test("10 questions, each with options scored 0 to 4, so scores run 0–40", () => {
    expect(riskQuestions).toHaveLength(10);
    for (const question of riskQuestions) {
      expect(question.options.map((option) => option.points).sort()).toEqual([0, 1, 2, 3, 4]);
    }
    expect(maxRiskScore).toBe(40);
  });

  test("profile bands are contiguous from 0 to 40 and every asset mix sums to 100%", () => {
    expect(riskProfiles[0]?.minScore).toBe(0);
    expect(riskProfiles[riskProfiles.length - 1]?.maxScore).toBe(40);
    for (const [index, profile] of riskProfiles.entries()) {
      const next = riskProfiles[index + 1];
      if (next) expect(next.minScore).toBe(profile.maxScore + 1);
      const { equity, debt, gold, cash } = profile.assetMix;
      expect(equity + debt + gold + cash).toBe(100);
    }
  });

  test("scoring notes state the bands", () => {
    expect(scoringNotes.join(" ")).toContain("0–8 Conservative, 9–16 Moderately conservative");
  });
});

describe("scoreRiskProfile", () => {
  // Horizon (2nd entry) is kept at 3+ points here so the horizon cap does not apply.
  test.each([
    { points: [0, 3, 0, 0, 0, 0, 0, 0, 0, 0], total: 3, profile: "conservative" },
    { points: [0, 4, 0, 0, 0, 4, 0, 0, 0, 0], total: 8, profile: "conservative" },
    { points: [1, 4, 0, 0, 0, 4, 0, 0, 0, 0], total: 9, profile: "moderatelyConservative" },
    { points: [4, 4, 4, 4, 0, 0, 0, 0, 0, 0], total: 16, profile: "moderatelyConservative" },
    { points: [4, 4, 4, 4, 1, 0, 0, 0, 0, 0], total: 17, profile: "moderate" },
    { points: [4, 4, 4, 4, 4, 4, 0, 0, 0, 0], total: 24, profile: "moderate" },
    { points: [4, 4, 4, 4, 4, 4, 1, 0, 0, 0], total: 25, profile: "moderatelyAggressive" },
    { points: [4, 4, 4, 4, 4, 4, 4, 4, 0, 0], total: 32, profile: "moderatelyAggressive" },
    { points: [4, 4, 4, 4, 4, 4, 4, 4, 1, 0], total: 33, profile: "aggressive" },
    { points: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4], total: 40, profile: "aggressive" },
  ])("score $total → $profile", ({ points, total, profile }) => {
    const result = score(points);
    expect(result.score).toBe(total);
    expect(result.profile.id).toBe(profile);
    expect(result.uncappedProfile).toBeNull();
  });

  test("money needed within a year is Conservative whatever the score", () => {
    const result = score([4, 0, 4, 4, 4, 4, 4, 4, 4, 4]);
    expect(result.score).toBe(36);
    expect(result.profile.id).toBe("conservative");
    expect(result.uncappedProfile?.id).toBe("aggressive");
    expect(result.assetMix).toEqual({ equity: 15, debt: 65, gold: 10, cash: 10 });
    expect(result.explanation).toContain("lowered to Conservative");
  });

  test("money needed in 1–3 years is at most Moderately conservative, but a lower score stays lower", () => {
    expect(score([4, 1, 4, 4, 4, 4, 4, 4, 4, 4]).profile.id).toBe("moderatelyConservative");
    expect(score([0, 1, 0, 0, 0, 0, 0, 0, 0, 0])).toMatchObject({
      score: 1,
      uncappedProfile: null,
      profile: { id: "conservative" },
    });
  });

  test("explanation gives the score, band, asset mix and the educational caveat", () => {
    const result = score([4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
    expect(result.explanation).toBe(
      "Your score is 40 out of 40, in the Aggressive band (33–40). Long horizon, steady finances and experience of market falls; you aim for the most growth. A mix often used for this profile is 80% equity, 10% debt, 5% gold and 5% cash. This is an educational guide, not investment advice.",
    );
  });

  test("no emergency fund adds a note", () => {
    expect(score([4, 4, 4, 0, 4, 4, 4, 4, 4, 4]).explanation).toContain("no emergency fund");
  });

  test("a missing or unknown answer is an error on that question", () => {
    const answers: Partial<RiskAnswers> = { ...answersWorth([2, 2, 2, 2, 2, 2, 2, 2, 2, 2]) };
    delete answers.lossReaction;
    expect(scoreRiskProfile(answers)).toEqual({
      ok: false,
      error: {
        field: "lossReaction",
        message:
          "Please answer: Your ₹1,00,000 portfolio falls to ₹80,000 in a bad year. What would you most likely do?",
      },
    });
    const unknown = scoreRiskProfile({ ...answersWorth([2, 2, 2, 2, 2, 2, 2, 2, 2, 2]), age: "42" });
    expect(unknown.ok || unknown.error.field).toBe("age");
  });
});
