import type { PublicQuestion } from "./quiz.ts";

// What a quiz attempt's page receives: before grading only the questions' texts, after
// grading the full result and what the visitor can do about a certificate.

/** One question of a graded attempt, as the result page shows it. */
export interface ResultQuestion {
  id: string;
  text: string;
  kind: PublicQuestion["kind"];
  options: { id: string; text: string; correct: boolean; chosen: boolean }[];
  correct: boolean;
  explanation: string;
  lessonPath: string;
  lessonTitle: string;
}

/** What the result page offers about a certificate. */
export type CertificateOffer =
  | { kind: "none" }
  | {
      kind: "held";
      certificate: { id: string; name: string; score: number; total: number; issuedAt: string };
    }
  | { kind: "claim" }
  | { kind: "sign-in" }
  | { kind: "other-browser" }
  | { kind: "other-account" };

export type AttemptView =
  | { state: "open"; attemptId: string; courseId: string; questions: PublicQuestion[] }
  | {
      state: "graded";
      attemptId: string;
      courseId: string;
      gradedAt: string;
      score: number;
      total: number;
      percent: number;
      passed: boolean;
      questions: ResultQuestion[];
      certificate: CertificateOffer;
    };
