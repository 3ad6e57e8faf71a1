import { type CourseProgress, mergeProgress, progressEntries } from "../progress.ts";

// Lesson progress in the browser: local storage for everyone, mirrored to the account
// (POST /api/courses/progress) for signed-in learners. At sign-in the local copy is sent up
// and the account's copy comes back, so both hold the union.
const storageKey = "courseProgress";
const listeners = new Set<() => void>();
let cached: CourseProgress | null = null;

function isProgress(value: unknown): value is CourseProgress {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.values(value).every(
    (lessons) =>
      lessons &&
      typeof lessons === "object" &&
      !Array.isArray(lessons) &&
      Object.values(lessons).every((time) => typeof time === "string"),
  );
}

function read(): CourseProgress {
  if (cached) return cached;
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? "{}");
    cached = isProgress(parsed) ? parsed : {};
  } catch {
    cached = {};
  }
  return cached;
}

function write(progress: CourseProgress) {
  cached = progress;
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(progress));
  } catch {
    // Storage full or blocked: progress still shows for this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey) return;
    cached = null;
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

async function postProgress(body: unknown): Promise<CourseProgress | null> {
  try {
    const response = await fetch("/api/courses/progress", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    if (!response.ok) return null;
    const data = (await response.json()) as { progress?: unknown };
    return isProgress(data.progress) ? data.progress : null;
  } catch {
    return null;
  }
}

/** Sends the local copy to the account and keeps the union of both. */
export async function syncProgress(): Promise<void> {
  const server = await postProgress({ complete: progressEntries(read()) });
  if (server) write(mergeProgress(read(), server));
}

/** Forgets the local copy (at sign-out: the account keeps it). */
export function clearLocalProgress(): void {
  write({});
}

export async function setLessonComplete(
  courseId: string,
  lessonId: string,
  complete: boolean,
  signedIn: boolean,
): Promise<void> {
  const next: CourseProgress = { ...read(), [courseId]: { ...read()[courseId] } };
  const lessons = next[courseId] ?? {};
  if (complete) lessons[lessonId] = new Date().toISOString();
  else delete lessons[lessonId];
  write(next);
  if (!signedIn) return;
  const server = await postProgress(
    complete ? { complete: [{ courseId, lessonId }] } : { incomplete: [{ courseId, lessonId }] },
  );
  if (server) write(mergeProgress(read(), server));
}

/** For useSyncExternalStore: the local copy and its changes (also from other tabs). */
export const progressSource = { subscribe, read };
