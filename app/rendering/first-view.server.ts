/**
 * What the server entry does to every HTML page on its way out, so that a visitor's first view is
 * the page's content, not its scripts (docs/decisions/011-first-view-weight.md, "Paint, then
 * hydrate"). Every page is readable and usable (links, forms) before it is hydrated, so:
 *
 * - React Router's module preloads leave the head, where React hoists them ahead of the
 *   stylesheet. A browser asks for resources in document order, and a phone's first view needs
 *   the stylesheet, the heading font and the hero picture; ~130 KB of scripts in front of them
 *   only delays it.
 * - React Router's bootstrap module (the `<script type="module">` that imports the route modules
 *   and starts the client entry) waits for the first frame to be painted, then asks for the same
 *   preloads (with the page's nonce) and imports the route modules. On a slow phone a cached
 *   script could otherwise hydrate before the first paint and hold it back.
 * - The modules the routes share (framework, shell…) are evaluated one task at a time, the routes
 *   next, and the client entry (React DOM's start-up, then hydration) in a task of its own.
 *
 * If React Router ever writes its bootstrap differently, the bootstrap is left untouched and the
 * preloads are put back right after it: the page then loads much as React Router intends.
 */

/** One module preload, as React Router wrote it. */
interface Preload {
  href: string;
  html: string;
}

export function contentFirst(response: Response): Response {
  const preloads: Preload[] = [];
  let bootstrap: { nonce: string; text: string } | null = null;
  let putBack = "";
  return new HTMLRewriter()
    .on('head link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute("href");
        if (!href) return;
        link.setAttribute("fetchpriority", "low");
        // Attribute values come as written (entities still encoded), so they go back as they came.
        preloads.push({
          href: decodeEntities(href),
          html: `<link${[...attributesOf(link)].map(([name, value]) => ` ${name}="${value}"`).join("")}>`,
        });
        link.remove();
      },
    })
    .on('script[type="module"]', {
      element(script) {
        bootstrap = { nonce: script.getAttribute("nonce") ?? "", text: "" };
        // Decided once the text is read; the end tag is the first place after it to write to.
        script.onEndTag((end) => {
          if (putBack) end.after(putBack, { html: true });
          putBack = "";
        });
      },
      text(chunk) {
        if (!bootstrap) return;
        // The text may come in pieces: hold them back until the script's text is whole.
        bootstrap.text += chunk.text;
        if (!chunk.lastInTextNode) {
          chunk.remove();
          return;
        }
        const { nonce, text } = bootstrap;
        bootstrap = null;
        const modules = preloads.splice(0);
        const rewritten = afterFirstPaint(
          text,
          modules.map((preload) => preload.href),
          nonce,
        );
        if (rewritten === null) putBack = modules.map((preload) => preload.html).join("");
        chunk.replace(rewritten ?? text, { html: true });
      },
    })
    .transform(response);
}

/**
 * HTMLRewriter's element and the DOM library's share the name `Element`, so TypeScript sees the DOM's
 * `attributes` (a NamedNodeMap); the rewriter gives [name, value] pairs.
 */
const attributesOf = (element: Element) => element.attributes as unknown as Iterable<[string, string]>;

const staticImport = /^\s*import \* as (route\d+) from ("[^"\\]+");\s*$/gm;

/**
 * React Router's bootstrap with its static route imports turned into imports that start after the
 * first paint, preceded by the module preloads; null when it holds no such import.
 */
export function afterFirstPaint(bootstrap: string, preloads: string[], nonce: string): string | null {
  const imports = [...bootstrap.matchAll(staticImport)].map(([, name, url]) => ({ name, url }));
  if (imports.length === 0) return null;
  const rest = bootstrap.replace(staticImport, "").replace(/^[\s;]+/, "");
  const routes = new Set(imports.map((entry) => JSON.parse(String(entry.url)) as string));
  const start = [...rest.matchAll(dynamicImport)].at(-1)?.[1];
  const client = start ? (JSON.parse(start) as string) : null;
  // The modules the routes and the client entry share (the framework, the shell…), in React Router's
  // order, which lists a module's dependencies before it.
  const shared = preloads.filter((href) => !routes.has(href) && href !== client);
  return [
    // The browser's own record of the first contentful paint, which it writes once the frame is on
    // screen; where it keeps none, the task after the first frame's requestAnimationFrame.
    "await new Promise((painted) => {",
    "  const after = () => setTimeout(painted, 0);",
    '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(after);',
    "  new PerformanceObserver((entries, observer) => {",
    '    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;',
    "    observer.disconnect();",
    "    after();",
    '  }).observe({ type: "paint", buffered: true });',
    "});",
    "const next = () => new Promise((go) => setTimeout(go, 0));",
    // Asking for a module costs the page ~0.6 ms a link on a fast machine: a few links a task, so
    // the ~15 of a page never make one long task on a phone.
    `const preloads = ${scriptLiteral(preloads)};`,
    `for (let at = 0; at < preloads.length; at += ${PRELOADS_PER_TASK}) {`,
    "  if (at > 0) await next();",
    `  for (const href of preloads.slice(at, at + ${PRELOADS_PER_TASK})) {`,
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload"; link.href = href;',
    `    link.nonce = ${scriptLiteral(nonce)};`,
    "    document.head.append(link);",
    "  }",
    "}",
    // Each shared module is evaluated in a task of its own, so a phone can handle a tap in between.
    `for (const href of ${scriptLiteral(shared)}) {`,
    "  await import(href);",
    "  await next();",
    "}",
    `const [${imports.map((entry) => entry.name).join(", ")}] = await Promise.all([${imports.map((entry) => `import(${entry.url})`).join(", ")}]);`,
    "await next();",
    rest,
  ].join("\n");
}

/** Module preloads added per task after the first paint. */
const PRELOADS_PER_TASK = 4;

const dynamicImport = /\bimport\(("[^"\\]+")\)/g;

/** A value as JavaScript inside a `<script>` element (never closes it). */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");
const entities: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", "#39": "'", "#x27": "'" };
const decodeEntities = (value: string) => value.replace(/&(amp|quot|lt|gt|#39|#x27);/g, (_, name: string) => entities[name] ?? "");
