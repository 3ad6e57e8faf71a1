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

export interface Database {
  profiles: ProfilesTable;
  feedback: FeedbackTable;
}
