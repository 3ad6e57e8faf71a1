export * from "./account-link.tsx";
