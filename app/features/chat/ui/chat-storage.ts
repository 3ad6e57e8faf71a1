import type { ChatTurn } from "../engine.ts";

// The conversation lives in session storage: it survives client navigation (the widget stays
// mounted in the root layout) and a reload, and ends with the browser tab.
export const chatStorageKey = "chat";

export interface StoredChat {
  open: boolean;
  messages: ChatTurn[];
}

export function readChat(): StoredChat {
  try {
    const raw = window.sessionStorage.getItem(chatStorageKey);
    if (!raw) return { open: false, messages: [] };
    const parsed = JSON.parse(raw) as Partial<StoredChat>;
    const messages = Array.isArray(parsed.messages)
      ? parsed.messages.filter(
          (turn): turn is ChatTurn =>
            !!turn && (turn.role === "user" || turn.role === "assistant") && typeof turn.content === "string",
        )
      : [];
    return { open: parsed.open === true, messages };
  } catch {
    return { open: false, messages: [] };
  }
}

export function writeChat(chat: StoredChat): void {
  try {
    window.sessionStorage.setItem(chatStorageKey, JSON.stringify(chat));
  } catch {
    // Storage full or unavailable: the conversation still works for this page view.
  }
}
