import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  // The server bundle's entry wraps React Router's server build with the host's wiring.
  environments: { ssr: { build: { rollupOptions: { input: "./app/app.server.ts" } } } },
});
