// The account forms, one file each (see form-parts.tsx for how they work before JavaScript).

export * from "./account-manager.tsx";
export * from "./confirm-email-form.tsx";
export * from "./forgot-password-form.tsx";
export type { FormResult } from "./form-parts.tsx";
export * from "./login-form.tsx";
export * from "./register-form.tsx";
export * from "./reset-password-form.tsx";
