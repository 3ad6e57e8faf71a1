import { chatInputs } from "#app/forms/chat-inputs.ts";
import { emiChatInputs } from "../emi-chat.ts";

export const chat = chatInputs({
  asks: [
    "emi",
    "loan emi",
    "ghar loan",
    "ghar ka loan",
    "house loan",
    "loan of",
    "home loan",
    "housing loan",
    "house loan",
    "home emi",
    "flat loan",
    "property loan",
    "mortgage",
  ],
  // A car, bike or vehicle loan is the Car EMI calculator's.
  notFor: ["car", "bike", "vehicle", "auto loan", "two wheeler", "scooter"],
  ...emiChatInputs,
});
