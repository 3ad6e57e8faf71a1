import { chatInputs } from "#app/forms/chat-inputs.ts";
import { emiChatInputs } from "../emi-chat.ts";

export const chat = chatInputs({
  asks: ["car", "car loan", "auto loan", "vehicle loan", "car emi", "bike loan"],
  ...emiChatInputs,
});
