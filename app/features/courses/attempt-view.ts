import type { PublicQuestion, QuizAnswers } from "./quiz.ts";

// What an assessment attempt's page receives: before grading only the questions' texts (and
// the answers saved so far), after grading the full result and what the visitor can do about a
// certificate.

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

/** Correct answers on one lesson's questions. */
export interface LessonResult {
  lessonId: string;
  title: string;
  path: string;
  correct: number;
  total: number;
}

/** What the result page offers about a certificate. */
export type CertificateOffer =
  | { kind: "none" }
  | {
      kind: "held";
      certificate: { id: string; name: string; score: number; total: number; issuedAt: string };
    }
  | {
      kind: "claim";
      /** The profile's preferred name, to fill the form. */
      defaultName: string;
      /** The certificate a claim would replace (this pass scores better). */
      replaces: { id: string; score: number; total: number } | null;
      /** The course's lessons and whether the account has them marked complete. */
      lessons: { id: string; title: string; path: string; complete: boolean }[];
    }
  | { kind: "sign-in" }
  | { kind: "other-browser" }
  | { kind: "other-account" };

export type AttemptView =
  | {
      state: "open";
      attemptId: string;
      courseId: string;
      questions: PublicQuestion[];
      /** Saved on the server as the learner went (the attempt's option ids). */
      savedAnswers: QuizAnswers;
    }
  | {
      state: "graded";
      attemptId: string;
      courseId: string;
      gradedAt: string;
      score: number;
      total: number;
      percent: number;
      passed: boolean;
      lessons: LessonResult[];
      questions: ResultQuestion[];
      /** A failed attempt's owner under the retake rule: when the next attempt opens (ISO). */
      retakeOpensAt: string | null;
      certificate: CertificateOffer;
    };
