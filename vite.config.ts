import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // The queue consumer that sends the notification mail runs beside the site in dev and preview,
      // so a form sent locally ends as captured mail (D1 table mail_capture) just as it would in production.
      auxiliaryWorkers: [{ configPath: "./workers/notifications/wrangler.toml" }],
    }),
    tailwindcss(),
    reactRouter(),
  ],
  // Next to build/client and build/server, so one folder holds everything `npm run deploy` ships.
  environments: { fjallkallan_notifications: { build: { outDir: "build/notifications" } } },
  resolve: { tsconfigPaths: true },
  preview: { host: "127.0.0.1" },
});
