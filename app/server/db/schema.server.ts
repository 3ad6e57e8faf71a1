import type { ColumnType } from "kysely";

// Tables this app owns. Better Auth's own tables (user, session, account, verification)
// are created by its migration step and typed by Better Auth.

export interface ProfilesTable {
  /** Equals the auth user id. */
  id: string;
  username: string;
  /** ISO timestamp, set on every update. */
  updated_at: string;
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
  id: string;
  user_id: string;
  course_id: string;
  name_on_certificate: string;
  issued_at: string;
}

export interface Database {
  profiles: ProfilesTable;
  feedback: FeedbackTable;
  course_progress: CourseProgressTable;
  quiz_attempts: QuizAttemptsTable;
  certificates: CertificatesTable;
}
