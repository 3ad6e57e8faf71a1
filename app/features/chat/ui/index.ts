export * from "./chat-launcher.tsx";
