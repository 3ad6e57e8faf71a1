import { chatInputs } from "#app/forms/chat-inputs.ts";

// A questionnaire: its answers are choices, not numbers in a question, so the assistant
// links to it rather than filling it.
export const chat = chatInputs({
  asks: [
    "risk profile",
    "risk tolerance",
    "risk appetite",
    "how much risk can i take",
    "risk capacity",
    "risk assessment",
    "risk quiz",
  ],
  inputs: {},
  quote: ["Risk profile"],
});
