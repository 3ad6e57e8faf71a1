import type { ColumnType } from "kysely";

// Tables this app owns. Better Auth's own tables (user, session, account, verification)
// are created by its migration step and typed by Better Auth.

export interface ProfilesTable {
  /** Equals the auth user id. */
  id: string;
  username: string;
  /** ISO timestamp, set on every update. */
  updated_at: string;
  /** The name a learner prefers on certificates: it fills the claim form (issued ones never change). */
  certificate_name: string | null;
}

export interface FeedbackTable {
  id: string;
  /** 'Anonymous' when left empty. */
  name: string;
  /** 'Anonymous' when left empty. */
  email: string;
  message: string;
  created_at: ColumnType<string, string, never>;
}

export interface CourseProgressTable {
  user_id: string;
  course_id: string;
  lesson_id: string;
  completed_at: string;
}

export interface QuizAttemptsTable {
  id: string;
  user_id: string;
  course_id: string;
  score: number;
  total: number;
  /** JSON of the answers given. */
  answers: string;
  created_at: string;
}

export interface CertificatesTable {
  /** 32 hex digits, 128 random bits: the public verification id. */
  id: string;
  user_id: string;
  course_id: string;
  /** As the learner wrote it when claiming; never changed (a correction issues a new certificate). */
  name_on_certificate: string;
  /** When the assessment it records was passed (a replacement keeps it). */
  issued_at: string;
  /** When this certificate was made (a replacement: when the name was corrected). */
  created_at: string;
  score: number;
  total: number;
  attempt_id: string | null;
  /** Lessons of the course, all marked complete at issue; null before issue 23 required them. */
  lesson_count: number | null;
  /** The certificate that replaced this one, and when; null while it is current. */
  replaced_by: string | null;
  replaced_at: string | null;
}

/** A certificate withdrawn with its holder's account: the id and date alone, no name. */
export interface CertificateWithdrawalsTable {
  id: string;
  withdrawn_at: string;
}

/**
 * Every quiz attempt's draw, anonymous or signed in: the questions and option order shown,
 * and once graded (exactly once) the answers and score. The answer key stays in the bank.
 */
export interface QuizDrawsTable {
  /** 32 hex digits, 128 random bits. */
  id: string;
  course_id: string;
  /** The learner, when signed in at the start or grading, or after claiming. */
  user_id: string | null;
  /** sha256 of the visitor cookie of an anonymous attempt: proves who may claim it. */
  visitor_hash: string | null;
  /** JSON DrawnQuestion[]. */
  questions: string;
  created_at: string;
  graded_at: string | null;
  /** JSON QuizAnswers in the bank's option ids: saved as the learner goes, final once graded. */
  answers: string | null;
  score: number | null;
  total: number | null;
  /** 1 or 0 (portable boolean). */
  passed: number | null;
}

export interface HealthProbeTable {
  id: number;
  checked_at: string;
}

/** Better Auth's one-time tokens (the columns this app reads: reset links are revoked by user). */
export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
}

export interface Database {
  profiles: ProfilesTable;
  feedback: FeedbackTable;
  course_progress: CourseProgressTable;
  quiz_attempts: QuizAttemptsTable;
  certificates: CertificatesTable;
  certificate_withdrawals: CertificateWithdrawalsTable;
  health_probe: HealthProbeTable;
  verification: VerificationTable;
  quiz_draws: QuizDrawsTable;
}
