import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      ".wrangler/",
      "node_modules/",
      "worker-configuration.d.ts",
      "test-results/",
      "playwright-report/",
      "reports/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The Node scripts (npm run setup, deploy, smoke, images…) and their tests.
  { files: ["**/*.mjs"], languageOptions: { globals: globals.node } },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // Imports go one way (CONVENTIONS.md): workers/ hosts app/, never the reverse. Tests may
  // assemble the Worker around the app code they test.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/workers", "**/workers/*", "~/../workers/*"], message: "app/ never imports workers/: pass what it needs in." },
          ],
        },
      ],
    },
  },
  // Content, SEO, data and dictionaries sit below the components: they never import them.
  {
    files: ["app/content/**/*.ts", "app/seo/**/*.{ts,tsx}", "app/db/**/*.ts", "app/i18n/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/workers", "**/workers/*", "~/../workers/*"], message: "app/ never imports workers/: pass what it needs in." },
            { group: ["~/components/*", "**/components/*"], message: "Lower layers never import components: move the shared piece down." },
          ],
        },
      ],
    },
  },
);
