import { useEffect, useSyncExternalStore } from "react";
import { useAuth } from "#app/ui/auth-context.tsx";
import type { CourseProgress } from "../progress.ts";
import { progressSource, syncProgress } from "./progress-store.ts";

let syncedUser: string | null = null;

/**
 * The visitor's progress: null while rendering on the server and hydrating (nothing is known
 * yet), then the local copy. A signed-in visitor's copy is synced with the account once per
 * page load, so progress made on another device shows here too.
 */
export function useCourseProgress(): CourseProgress | null {
  const { user } = useAuth();
  useEffect(() => {
    if (!user || syncedUser === user.id) return;
    syncedUser = user.id;
    void syncProgress();
  }, [user]);
  return useSyncExternalStore(progressSource.subscribe, progressSource.read, () => null);
}
