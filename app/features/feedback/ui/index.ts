export * from "./feedback-button.tsx";
