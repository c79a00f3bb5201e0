import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The app's own modules that the root route imports statically (the shell: header, footer, chat
 * button, banners…). Every page loads them, so they travel as one chunk instead of the dozens of
 * small shared chunks the default splitting makes of them (each one another request and another
 * round of import/export glue). Filled from the client build's module graph once it is known.
 */
const shellModules = new Set<string>();

function shellChunk(): Plugin {
  return {
    name: "shell-chunk",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      shellModules.clear();
      const queue = [...this.getModuleIds()].filter((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
      while (queue.length) {
        const id = queue.pop()!;
        if (shellModules.has(id) || /node_modules|^\0/.test(id)) continue;
        shellModules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

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
    shellChunk(),
  ],
  // Next to build/client and build/server, so one folder holds everything `npm run deploy` ships.
  environments: {
    fjallkallan_notifications: { build: { outDir: "build/notifications" } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM and React Router change only with an upgrade: their own chunk stays cached across deploys.
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                // The shell's dependencies (Radix, icons) come along through their importers.
                { name: "shell", test: (id) => shellModules.has(id), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  preview: { host: "127.0.0.1" },
});
