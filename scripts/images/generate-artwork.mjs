/**
 * Draws the site's stand-in pictures: one flat, layered illustration per image key, in one
 * palette (deep forest greens, birch white, warm sand, ember orange), rasterised to
 * app/images/source/{key}.jpg at 2400×1600. A hotel replaces these files with its photographs
 * under the same names and runs `npm run images`; this script is then no longer needed.
 *
 *   node scripts/images/generate-artwork.mjs            every key
 *   node scripts/images/generate-artwork.mjs pool spa   only these
 *   node scripts/images/generate-artwork.mjs --svg      also write the SVGs next to the JPEGs (for editing)
 *
 * Every drawing is seeded by its key, so reruns give identical pictures.
 */
import { Buffer } from "node:buffer";
import console from "node:console";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { loadImageKeys, loadSharp } from "./load-sharp.mjs";

const W = 2400;
const H = 1600;
const here = path.dirname(fileURLToPath(import.meta.url));
const sourceDir = path.resolve(here, "../../app/images/source");
const maxSourceBytes = 250 * 1024;

/** The shared palette: app.css's forest, birch, sand and ember, plus the sky and water they sit in. */
const C = {
  f950: "#0c1a13",
  f900: "#12261c",
  f800: "#1b3829",
  f700: "#244a37",
  f600: "#2f5d45",
  f500: "#3d7458",
  f400: "#5b8f70",
  f300: "#8db59a",
  f200: "#bdd3c4",
  f100: "#dfe9e2",
  birch: "#f7f4ee",
  sand: "#e9dfcc",
  sand2: "#d9c7a4",
  sand3: "#c2a77c",
  wood: "#a8774a",
  wood2: "#8a5a35",
  wood3: "#5e3b22",
  ember: "#9a3d12",
  ember2: "#c4571f",
  ember3: "#e07b39",
  ember4: "#f3a65f",
  gold: "#f6cf7d",
  cream: "#fbf3df",
  ink: "#1c1f1d",
  night: "#07121b",
  night2: "#0f2433",
  lake: "#27515f",
  lake2: "#3d7486",
  slate: "#5e6b80",
  lilac: "#8d86ad",
  rose: "#d9958f",
  berryBlue: "#2c3566",
  berryRed: "#b3212f",
};

const SKIES = {
  dawn: [
    [0, "#273657"],
    [0.32, "#5f618c"],
    [0.58, "#c48f98"],
    [0.8, "#efbd8c"],
    [1, "#f8e0b0"],
  ],
  dusk: [
    [0, "#14233a"],
    [0.38, "#3b3d63"],
    [0.68, "#9c5266"],
    [0.88, "#e07b39"],
    [1, "#f3a65f"],
  ],
  blueHour: [
    [0, "#0d1b2e"],
    [0.5, "#24385c"],
    [0.85, "#5b6d93"],
    [1, "#9aa3bf"],
  ],
  night: [
    [0, "#040b12"],
    [0.55, "#0a1d2b"],
    [1, "#163843"],
  ],
  day: [
    [0, "#4f84ad"],
    [0.55, "#9cc2d9"],
    [1, "#e3ece6"],
  ],
  golden: [
    [0, "#5f83a6"],
    [0.45, "#c9b59a"],
    [0.8, "#f0c77f"],
    [1, "#f7dc9c"],
  ],
  midnightSun: [
    [0, "#34476f"],
    [0.42, "#b98497"],
    [0.72, "#efae7b"],
    [1, "#f9dc92"],
  ],
  mist: [
    [0, "#b7c7bf"],
    [0.6, "#d9e2dc"],
    [1, "#eef2ec"],
  ],
  autumn: [
    [0, "#4d7fa8"],
    [0.6, "#a9c3cf"],
    [1, "#f1dcb4"],
  ],
};

// ---------------------------------------------------------------------------------------------
// SVG plumbing

const n1 = (v) => Math.round(v * 10) / 10;

function mulberry32(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(text) {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** One picture being drawn: its random source and the <defs> its gradients and filters need. */
class Scene {
  constructor(key) {
    this.rand = mulberry32(hashString(key));
    this.defs = [];
    this.count = 0;
  }
  r(a = 0, b = 1) {
    return a + (b - a) * this.rand();
  }
  pick(list) {
    return list[Math.floor(this.rand() * list.length)];
  }
  id(prefix) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
  stops(stops) {
    return stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a === 1 ? "" : ` stop-opacity="${a}"`}/>`).join("");
  }
  /** A linear gradient, top to bottom unless told; returns `url(#id)`. */
  linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = {}) {
    const id = this.id("l");
    const units = user ? ` gradientUnits="userSpaceOnUse"` : "";
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops, { cx = 0.5, cy = 0.5, r = 0.5, user = false } = {}) {
    const id = this.id("r");
    const units = user ? ` gradientUnits="userSpaceOnUse"` : "";
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${units}>${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(x, y = x) {
    const id = this.id("b");
    this.defs.push(`<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${x} ${y}"/></filter>`);
    return `url(#${id})`;
  }
  clip(shape) {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  pattern(w, h, content, transform = "") {
    const id = this.id("p");
    const t = transform ? ` patternTransform="${transform}"` : "";
    this.defs.push(`<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${t}>${content}</pattern>`);
    return `url(#${id})`;
  }
  svg(body) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join("")}</defs>${body}</svg>`;
  }
}

const attrs = (extra) =>
  Object.entries(extra)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}="${typeof v === "number" ? n1(v) : v}"`)
    .join("");

const rect = (x, y, w, h, fill, extra = {}) =>
  `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}" fill="${fill}"${attrs(extra)}/>`;
const circle = (cx, cy, r, fill, extra = {}) => `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}" fill="${fill}"${attrs(extra)}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = {}) =>
  `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="${fill}"${attrs(extra)}/>`;
const pathEl = (d, fill, extra = {}) => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
const line = (x1, y1, x2, y2, stroke, width, extra = {}) =>
  `<line x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}" stroke="${stroke}" stroke-width="${n1(width)}"${attrs(extra)}/>`;
const group = (content, extra = {}) => `<g${attrs(extra)}>${content}</g>`;

const poly = (pts, close = true) => pts.map(([x, y], i) => `${i ? "L" : "M"}${n1(x)} ${n1(y)}`).join("") + (close ? "Z" : "");

/** A smooth closed or open curve through the points (Catmull-Rom as cubic Béziers). */
function smooth(pts, close = false) {
  if (pts.length < 3) return poly(pts, close);
  const p = close ? [pts[pts.length - 1], ...pts, pts[0], pts[1]] : [pts[0], ...pts, pts[pts.length - 1]];
  let d = `M${n1(p[1][0])} ${n1(p[1][1])}`;
  for (let i = 1; i < p.length - 2; i++) {
    const [x0, y0] = p[i - 1];
    const [x1, y1] = p[i];
    const [x2, y2] = p[i + 1];
    const [x3, y3] = p[i + 2];
    d += `C${n1(x1 + (x2 - x0) / 6)} ${n1(y1 + (y2 - y0) / 6)} ${n1(x2 - (x3 - x1) / 6)} ${n1(y2 - (y3 - y1) / 6)} ${n1(x2)} ${n1(y2)}`;
  }
  return d + (close ? "Z" : "");
}

const full = (fill, extra) => rect(0, 0, W, H, fill, extra);

// ---------------------------------------------------------------------------------------------
// Landscape pieces

function sky(s, stops) {
  return full(s.linear(stops));
}

function glow(s, cx, cy, r, color, opacity = 0.6) {
  return circle(
    cx,
    cy,
    r,
    s.radial([
      [0, color, opacity],
      [0.35, color, opacity * 0.45],
      [1, color, 0],
    ]),
  );
}

function sun(s, cx, cy, r, core = C.cream, halo = C.gold, haloR = r * 7) {
  return glow(s, cx, cy, haloR, halo, 0.55) + circle(cx, cy, r, core);
}

function stars(s, count, maxY, { minY = 0, color = "#ffffff" } = {}) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const big = s.rand() > 0.93;
    out += circle(s.r(0, W), s.r(minY, maxY), big ? s.r(2.5, 3.6) : s.r(0.9, 2), color, { opacity: n1(s.r(0.35, 1) * 100) / 100 });
  }
  return out;
}

function clouds(s, count, yMin, yMax, color = "#ffffff", opacity = 0.7) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const cx = s.r(-100, W + 100);
    const cy = s.r(yMin, yMax);
    const w = s.r(260, 620);
    let puffs = "";
    for (let j = 0; j < 6; j++) {
      puffs += ellipse(cx + s.r(-w / 2, w / 2), cy + s.r(-w * 0.05, w * 0.03), s.r(w * 0.18, w * 0.32), s.r(w * 0.06, w * 0.11), color);
    }
    out += group(puffs, { opacity: opacity * s.r(0.7, 1) });
  }
  return out;
}

/** A ragged mountain or hill ridge across the picture; returns its outline points. */
function ridgePoints(s, { baseY, height, peaks = 4, rough = 0.32, detail = 6, x0 = -40, x1 = W + 40 }) {
  const anchors = [];
  const n = peaks * 2;
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n + (i > 0 && i < n ? s.r(-0.25, 0.25) * ((x1 - x0) / n) : 0);
    const peak = i % 2 === 1;
    anchors.push([x, baseY - height * (peak ? s.r(0.62, 1) : s.r(0.12, 0.42))]);
  }
  let pts = anchors;
  let amount = rough;
  for (let d = 0; d < detail; d++) {
    const next = [pts[0]];
    for (let i = 0; i < pts.length - 1; i++) {
      const [ax, ay] = pts[i];
      const [bx, by] = pts[i + 1];
      next.push([(ax + bx) / 2, (ay + by) / 2 + s.r(-0.5, 0.5) * (bx - ax) * amount], [bx, by]);
    }
    pts = next;
    amount *= 0.82;
  }
  return pts;
}

function mountains(s, opts) {
  const { color, snow = false, snowLine, bottom = H } = opts;
  const pts = ridgePoints(s, opts);
  let out = pathEl(poly([...pts, [pts[pts.length - 1][0], bottom], [pts[0][0], bottom]]), color);
  if (snow) {
    const line = snowLine ?? opts.baseY - opts.height * 0.55;
    const lower = pts.map(([x, y]) => [x, Math.max(y, line + Math.sin(x / 37) * 22 + s.r(-18, 26))]);
    out += pathEl(poly([...pts, ...lower.reverse()]), typeof snow === "string" ? snow : C.birch, { opacity: 0.92 });
  }
  return out;
}

/** A spruce silhouette: drooping tiers narrowing to a spire, on a short trunk. */
function spruceD(s, cx, baseY, h, w) {
  const top = baseY - h;
  const tiers = 7 + Math.floor(s.r(0, 4));
  const crownBottom = baseY - h * 0.05;
  const tierH = (crownBottom - top) / tiers;
  const left = [[cx + s.r(-2, 2), top]];
  const right = [];
  let prevL = 0;
  let prevR = 0;
  for (let i = 1; i <= tiers; i++) {
    const t = i / tiers;
    const y = top + tierH * i;
    const hwL = (w / 2) * (0.12 + 0.88 * t) * s.r(0.82, 1.12);
    const hwR = (w / 2) * (0.12 + 0.88 * t) * s.r(0.82, 1.12);
    left.push([cx - prevL * 0.55 - 2, y - tierH * 0.75], [cx - hwL, y + tierH * 0.12]);
    right.push([cx + prevR * 0.55 + 2, y - tierH * 0.75], [cx + hwR, y + tierH * 0.12]);
    prevL = hwL;
    prevR = hwR;
  }
  const tw = Math.max(2, w * 0.045);
  const trunk = [
    [cx - tw, crownBottom],
    [cx - tw, baseY],
    [cx + tw, baseY],
    [cx + tw, crownBottom],
  ];
  return poly([...left, ...trunk, ...right.reverse()]);
}

function spruce(s, cx, baseY, h, w, color) {
  return pathEl(spruceD(s, cx, baseY, h, w), color);
}

/** A belt of spruces standing on a common line, filled solid below so no sky shows through. */
function forest(s, { y, count, hMin, hMax, color, x0 = -60, x1 = W + 60, jitter = 14, bottom, widthRatio = 0.36, fillDepth = 0.25 }) {
  let d = "";
  const xs = Array.from({ length: count }, () => s.r(x0, x1)).sort((a, b) => a - b);
  for (const x of xs) {
    const h = s.r(hMin, hMax);
    d += spruceD(s, x, y + s.r(-jitter, jitter), h, h * widthRatio * s.r(0.85, 1.15));
  }
  const base = rect(x0, y - hMin * fillDepth, x1 - x0, (bottom ?? y + 40) - (y - hMin * fillDepth), color);
  return pathEl(d, color) + base;
}

/** A rolling band of ground or hills (smooth), from a baseline to the bottom. */
function hill(s, { y, amp = 40, waves = 3, color, bottom = H, x0 = -20, x1 = W + 20 }) {
  const pts = [];
  const phase = s.r(0, Math.PI * 2);
  for (let i = 0; i <= 24; i++) {
    const x = x0 + ((x1 - x0) * i) / 24;
    pts.push([x, y + Math.sin(phase + (i / 24) * Math.PI * 2 * waves) * amp * s.r(0.6, 1)]);
  }
  return pathEl(`${smooth(pts)}L${x1} ${bottom}L${x0} ${bottom}Z`, color);
}

function mist(s, y, h, opacity = 0.5, color = "#ffffff") {
  return rect(-200, y - h / 2, W + 400, h, color, { opacity, filter: s.blur(h / 3) });
}

/** Smoke or steam rising and drifting from (x, y). */
function smoke(s, x, y, height, color = "#d5dde8", opacity = 0.45) {
  let puffs = "";
  for (let i = 0; i < 14; i++) {
    const t = i / 13;
    puffs += circle(x + t * t * 260 + s.r(-20, 20), y - t * height, 26 + t * 90, color, { opacity: n1((1 - t) * opacity * 100) / 100 });
  }
  return group(puffs, { filter: s.blur(16) });
}

/** Water below `y`: the mirrored landscape above it, tinted, with horizontal shimmer. */
function water(s, y, above, { tint = C.lake, tintOpacity = 0.45, shimmer = 70, shimmerColor = "#ffffff", ripple = 3, bottom = H } = {}) {
  const clip = s.clip(rect(0, y, W, bottom - y, "#000"));
  let lines = "";
  for (let i = 0; i < shimmer; i++) {
    const ly = y + (bottom - y) * (i / shimmer) ** 1.4 + s.r(2, 10);
    const len = s.r(40, 380) * (1 + (ly - y) / 500);
    const lx = s.r(-50, W);
    lines += line(lx, ly, lx + len, ly, shimmerColor, s.r(1.2, 3.5) * (1 + (ly - y) / 600), { opacity: n1(s.r(0.08, 0.3) * 100) / 100 });
  }
  const mirrored = group(above, { transform: `matrix(1 0 0 -1 0 ${n1(2 * y)})`, filter: ripple ? s.blur(1, ripple) : undefined });
  const depth = s.linear([
    [0, tint, tintOpacity * 0.6],
    [1, C.f950, Math.min(1, tintOpacity + 0.3)],
  ]);
  return group(mirrored + rect(0, y, W, bottom - y, depth) + lines, { clipPath: clip });
}

/** A birch: white tapering trunk, dark bark marks, airy leaf clusters (green, or gold in autumn). */
function birch(s, x, baseY, h, w, leaves = [C.f500, C.f400, C.f300], { leafCount = 16, leafSize = 1, lean = s.r(-0.04, 0.04) } = {}) {
  const top = baseY - h;
  const tx = x + lean * h;
  let out = pathEl(
    poly([
      [x - w / 2, baseY],
      [tx - w * 0.06, top],
      [tx + w * 0.06, top],
      [x + w / 2, baseY],
    ]),
    C.birch,
  );
  out += pathEl(
    poly([
      [x + w * 0.1, baseY],
      [tx + w * 0.01, top],
      [tx + w * 0.06, top],
      [x + w / 2, baseY],
    ]),
    "#d9d4ca",
  );
  let marks = "";
  for (let i = 0; i < h / 38; i++) {
    const t = s.r(0.05, 0.95);
    const cx = x + (tx - x) * t;
    const ww = w * (1 - t * 0.6);
    marks += rect(cx - ww / 2 + s.r(0, ww * 0.3), baseY - h * t, ww * s.r(0.25, 0.7), s.r(3, 9), C.ink, { opacity: 0.85 });
  }
  out += marks;
  let foliage = "";
  for (let i = 0; i < leafCount; i++) {
    // Clumps of small leaves hanging off the upper trunk.
    const t = i === 0 ? 0.04 : s.r(0.06, 0.62);
    const spread = h * 0.2 * (0.4 + t);
    const cx = tx + s.r(-spread, spread);
    const cy = top + h * t;
    const radius = s.r(45, 95) * leafSize;
    for (let j = 0; j < 12; j++) {
      const a = s.r(0, Math.PI * 2);
      const d = Math.sqrt(s.rand()) * radius;
      const lx = cx + Math.cos(a) * d;
      const ly = cy + Math.sin(a) * d * 0.75;
      foliage += ellipse(lx, ly, s.r(12, 22) * leafSize, s.r(8, 14) * leafSize, s.pick(leaves), {
        transform: `rotate(${n1(s.r(-40, 40))} ${n1(lx)} ${n1(ly)})`,
      });
    }
  }
  return out + foliage;
}

function rocks(s, x, baseY, count, size, colors = [C.f800, C.f900, "#2b3b36"]) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const cx = x + s.r(-size * 1.5, size * 1.5);
    const w = size * s.r(0.6, 1.3);
    const h = w * s.r(0.45, 0.7);
    out += pathEl(
      smooth(
        [
          [cx - w, baseY],
          [cx - w * 0.8, baseY - h * 0.7],
          [cx - w * 0.2, baseY - h],
          [cx + w * 0.5, baseY - h * 0.8],
          [cx + w, baseY - h * 0.2],
          [cx + w, baseY],
        ],
        false,
      ) + "Z",
      s.pick(colors),
    );
  }
  return out;
}

function snowfall(s, count, { yMax = H, size = 1 } = {}) {
  let out = "";
  for (let i = 0; i < count; i++)
    out += circle(s.r(0, W), s.r(0, yMax), s.r(1.5, 5) * size, "#ffffff", { opacity: n1(s.r(0.4, 0.95) * 100) / 100 });
  return out;
}

function aurora(s, { y = 520, height = 420, colors = ["#7dffb0", "#3fd3a0", "#b18cff"], curtains = 4 } = {}) {
  let out = "";
  for (let c = 0; c < curtains; c++) {
    const base = y + s.r(-120, 120);
    const amp = s.r(60, 180);
    const phase = s.r(0, Math.PI * 2);
    const freq = s.r(0.8, 1.8);
    const hgt = height * s.r(0.6, 1.15);
    const color = colors[c % colors.length];
    const pts = [];
    for (let i = 0; i <= 40; i++) {
      const x = -100 + ((W + 200) * i) / 40;
      pts.push([x, base + Math.sin(phase + (i / 40) * Math.PI * 2 * freq) * amp + Math.sin(i * 0.9) * 18]);
    }
    const top = pts.map(([x, yy]) => [x, yy - hgt * s.r(0.7, 1.1)]).reverse();
    const grad = s.linear(
      [
        [0, color, 0],
        [0.55, color, 0.35],
        [0.92, color, 0.85],
        [1, color, 0],
      ],
      { x1: 0, y1: base - hgt - amp, x2: 0, y2: base + amp + 20, user: true },
    );
    out += pathEl(smooth(pts) + "L" + top.map(([x, yy]) => `${n1(x)} ${n1(yy)}`).join("L") + "Z", grad, {
      filter: s.blur(18, 30),
      opacity: 0.9,
    });
    // Rays: thin vertical streaks that make a curtain read as light.
    let rays = "";
    for (let i = 0; i < 40; i++) {
      const k = Math.floor(s.r(0, pts.length));
      const [rx, ry] = pts[k];
      rays += rect(rx, ry - hgt * s.r(0.5, 1), s.r(6, 22), hgt * s.r(0.4, 0.9), color, { opacity: n1(s.r(0.08, 0.22) * 100) / 100 });
    }
    out += group(rays, { filter: s.blur(6, 20) });
  }
  return group(out, { style: "mix-blend-mode:screen" });
}

function rays(s, x, y, { count = 6, spread = 900, length = 1800, color = "#fff6dc", opacity = 0.16 } = {}) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const a = s.r(-spread, spread);
    const wdt = s.r(40, 160);
    out += pathEl(
      poly([
        [x, y],
        [x + a - wdt, y + length],
        [x + a + wdt, y + length],
      ]),
      color,
      { opacity: n1(s.r(0.5, 1) * opacity * 100) / 100 },
    );
  }
  return group(out, { filter: s.blur(24) });
}

/** A person as a soft silhouette (head, shoulders, body), standing on baseY. */
function person(s, x, baseY, h, color, { seated = false, arm = 0 } = {}) {
  const head = h * 0.12;
  const shoulderY = baseY - h + head * 2.3;
  const hip = seated ? baseY : baseY - h * 0.45;
  const sw = h * 0.14;
  let out = circle(x, baseY - h + head, head, color);
  out += pathEl(
    smooth([
      [x - sw, hip],
      [x - sw * 1.05, shoulderY + sw * 0.4],
      [x - sw * 0.5, shoulderY],
      [x + sw * 0.5, shoulderY],
      [x + sw * 1.05, shoulderY + sw * 0.4],
      [x + sw, hip],
    ]) + "Z",
    color,
  );
  if (!seated) {
    out += rect(x - sw * 0.85, hip - 2, sw * 0.75, baseY - hip + 2, color) + rect(x + sw * 0.1, hip - 2, sw * 0.75, baseY - hip + 2, color);
  }
  if (arm)
    out += line(x + sw * 0.8, shoulderY + sw * 0.3, x + sw * 0.8 + arm, shoulderY - h * 0.18, color, sw * 0.45, { strokeLinecap: "round" });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Interior pieces

function planks(s, x, y, w, h, { size = 60, colors = [C.wood, "#b3845a", "#9c6c42"], vertical = false, gap = "#00000022" } = {}) {
  let out = "";
  const n = Math.ceil((vertical ? w : h) / size);
  for (let i = 0; i < n; i++) {
    const c = s.pick(colors);
    out += vertical
      ? rect(x + i * size, y, size, h, c) + rect(x + i * size, y, 3, h, gap)
      : rect(x, y + i * size, w, size, c) + rect(x, y + i * size, w, 3, gap);
  }
  return group(out, { clipPath: s.clip(rect(x, y, w, h, "#000")) });
}

/** A window onto an outdoor scene, with frame and glazing bars. */
function windowView(s, x, y, w, h, outside, { frame = C.birch, bar = 14, cols = 2, rows = 1, sill = true } = {}) {
  let out = `<svg x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${outside}</svg>`;
  out += rect(
    x,
    y,
    w,
    h,
    s.linear(
      [
        [0, "#ffffff", 0.14],
        [0.5, "#ffffff", 0],
        [1, "#ffffff", 0.06],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
  );
  for (let i = 1; i < cols; i++) out += rect(x + (w * i) / cols - bar / 2, y, bar, h, frame);
  for (let i = 1; i < rows; i++) out += rect(x, y + (h * i) / rows - bar / 2, w, bar, frame);
  out += rect(x - bar, y - bar, w + bar * 2, h + bar * 2, "none", { stroke: frame, strokeWidth: bar * 2 });
  if (sill)
    out +=
      rect(x - bar * 3, y + h + bar, w + bar * 6, bar * 1.6, frame) + rect(x - bar * 3, y + h + bar * 2.6, w + bar * 6, 6, "#00000022");
  return out;
}

function pendant(s, x, y, { cordTop = 0, w = 120, color = C.f800, light = C.gold, glowR = 340 } = {}) {
  let out = line(x, cordTop, x, y, C.ink, 4);
  out += glow(s, x, y + w * 0.35, glowR, light, 0.5);
  out += pathEl(
    `M${n1(x - w / 2)} ${n1(y + w * 0.42)}Q${n1(x - w / 2)} ${n1(y)} ${n1(x)} ${n1(y)}Q${n1(x + w / 2)} ${n1(y)} ${n1(x + w / 2)} ${n1(y + w * 0.42)}Z`,
    color,
  );
  out += ellipse(x, y + w * 0.42, w * 0.38, w * 0.08, light);
  return out;
}

function plant(s, x, baseY, h, { pot = C.sand3, leaves = [C.f600, C.f500, C.f700] } = {}) {
  const pw = h * 0.28;
  let out = "";
  for (let i = 0; i < 14; i++) {
    const a = s.r(-1.2, 1.2);
    const len = h * s.r(0.45, 0.8);
    const cx = x + Math.sin(a) * len * 0.55;
    const cy = baseY - h * 0.3 - Math.cos(a) * len * 0.55;
    out += ellipse(cx, cy, len * 0.13, len * 0.42, s.pick(leaves), { transform: `rotate(${n1((a * 180) / Math.PI)} ${n1(cx)} ${n1(cy)})` });
  }
  out += pathEl(
    poly([
      [x - pw / 2, baseY - h * 0.3],
      [x + pw / 2, baseY - h * 0.3],
      [x + pw * 0.38, baseY],
      [x - pw * 0.38, baseY],
    ]),
    pot,
  );
  return out;
}

function candle(s, x, baseY, h, w = 28) {
  return (
    glow(s, x, baseY - h - 16, 90, C.gold, 0.55) +
    rect(x - w / 2, baseY - h, w, h, C.cream, { rx: 4 }) +
    ellipse(x, baseY - h - 14, 6, 14, C.ember4) +
    ellipse(x, baseY - h - 10, 3, 7, C.cream)
  );
}

/** A chair seen from the front (back towards the viewer when `back`), with four simple legs. */
function chair(x, baseY, h, color, { back = true, seat = C.sand3 } = {}) {
  const w = h * 0.5;
  let out = rect(x - w / 2 + 4, baseY - h * 0.42, 8, h * 0.42, color) + rect(x + w / 2 - 12, baseY - h * 0.42, 8, h * 0.42, color);
  out += rect(x - w / 2, baseY - h * 0.46, w, h * 0.07, seat, { rx: 6 });
  if (back) out += rect(x - w / 2 + 6, baseY - h, w - 12, h * 0.5, color, { rx: 14 });
  return out;
}

function glass(x, baseY, h, fill = "#ffffff", opacity = 0.5) {
  const w = h * 0.36;
  return (
    pathEl(
      `M${n1(x - w / 2)} ${n1(baseY - h)}L${n1(x + w / 2)} ${n1(baseY - h)}Q${n1(x + w / 2)} ${n1(baseY - h * 0.45)} ${n1(x)} ${n1(baseY - h * 0.42)}Q${n1(x - w / 2)} ${n1(baseY - h * 0.45)} ${n1(x - w / 2)} ${n1(baseY - h)}Z`,
      fill,
      { opacity },
    ) +
    rect(x - 2, baseY - h * 0.42, 4, h * 0.4, "#ffffff", { opacity: 0.6 }) +
    ellipse(x, baseY, w * 0.35, 4, "#ffffff", { opacity: 0.6 })
  );
}

// ---------------------------------------------------------------------------------------------
// Outdoor scenes that windows and pictures reuse

function lakeLandscape(
  s,
  {
    skyStops = SKIES.dusk,
    sunAt = [1500, 830, 60],
    snow = false,
    waterY = 960,
    starsCount = 0,
    auroraOn = false,
    treeColor = C.f900,
    far = C.slate,
    mid = "#3c4a62",
  } = {},
) {
  let above = sky(s, skyStops);
  if (starsCount) above += stars(s, starsCount, waterY - 200);
  if (auroraOn) above += aurora(s, { y: 560, height: 380, curtains: 3 });
  if (sunAt) above += sun(s, sunAt[0], sunAt[1], sunAt[2]);
  above += mountains(s, { baseY: waterY - 40, height: 420, peaks: 4, color: far, snow: snow ? "#e8ecf2" : false });
  above += mountains(s, { baseY: waterY - 10, height: 240, peaks: 5, color: mid, rough: 0.4 });
  above += forest(s, { y: waterY + 4, count: 140, hMin: 40, hMax: 120, color: treeColor, jitter: 6 });
  return above + water(s, waterY, above, { tint: C.lake, tintOpacity: 0.35, shimmer: 40 });
}

function forestView(s, { season = "summer" } = {}) {
  const skyStops = season === "winter" ? SKIES.blueHour : season === "autumn" ? SKIES.autumn : SKIES.day;
  let out = sky(s, skyStops);
  out += forest(s, { y: 900, count: 70, hMin: 260, hMax: 480, color: C.f600, bottom: H });
  out += forest(s, { y: 1300, count: 40, hMin: 500, hMax: 900, color: C.f800, bottom: H });
  if (season === "winter") out += rect(0, 1250, W, 400, "#e8eef4") + snowfall(s, 200);
  else out += rect(0, 1280, W, 400, C.f700);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The pictures, one per key

const scenes = {
  "lake-dawn"(s) {
    const wy = 1000;
    let above = sky(s, SKIES.dawn);
    above += stars(s, 40, 300);
    above += sun(s, 1560, wy - 330, 70, C.cream, "#f8c88e", 800);
    above += clouds(s, 5, 220, 480, "#f6cdb8", 0.3);
    above += mountains(s, { baseY: wy - 40, height: 520, peaks: 3, color: "#7a7aa0", snow: "#e9e6f0" });
    above += mountains(s, { baseY: wy - 10, height: 300, peaks: 5, color: "#4d5878", rough: 0.38 });
    above += forest(s, { y: wy + 2, count: 180, hMin: 50, hMax: 150, color: C.f800, jitter: 8 });
    let out = above + water(s, wy, above, { tint: "#3d5670", tintOpacity: 0.25, shimmer: 90, shimmerColor: "#fde3bd" });
    out += mist(s, wy + 20, 70, 0.45, "#fbe6d3");
    out += hill(s, { y: 1420, amp: 30, color: C.f950 });
    out += rocks(s, 700, 1460, 5, 120, [C.f900, C.f950, "#1e2a2a"]);
    out += spruce(s, 160, 1500, 1150, 380, C.f950) + spruce(s, 330, 1520, 860, 300, C.f950) + spruce(s, 2280, 1540, 980, 320, C.f950);
    return out;
  },

  "forest-mist"(s) {
    let out = sky(s, SKIES.mist);
    out += sun(s, 1700, 360, 90, "#ffffff", "#fff5da", 900);
    const layers = ["#a9bcb3", "#8aa397", "#6a8a79", "#4c6f5b", "#2f5d45"];
    layers.forEach((color, i) => {
      const y = 720 + i * 170;
      out += forest(s, { y, count: 60 + i * 15, hMin: 180 + i * 60, hMax: 320 + i * 110, color, jitter: 20, bottom: H });
      out += mist(s, y + 20, 160, 0.55 - i * 0.06, "#f1f4ef");
    });
    out += rays(s, 1700, 360, { count: 8, spread: 1100, length: 1500, opacity: 0.22 });
    out += spruce(s, 120, 1640, 1500, 520, C.f900) + spruce(s, 2290, 1640, 1350, 480, C.f900) + spruce(s, 2040, 1660, 900, 320, C.f800);
    return out;
  },

  spring(s) {
    let out = full(
      s.linear([
        [0, "#9fbf8a"],
        [0.5, "#5f8f5e"],
        [1, C.f800],
      ]),
    );
    out += forest(s, { y: 700, count: 50, hMin: 300, hMax: 620, color: "#4f7d5c", bottom: 900 });
    out += rays(s, 1200, -200, { count: 9, spread: 1000, length: 1400, opacity: 0.3 });
    for (const x of [260, 520, 1880, 2150]) out += birch(s, x, 1000, 1100, 46, [C.f400, C.f300, "#a7c98a"], { leafCount: 10 });
    out += hill(s, { y: 860, amp: 24, color: C.f600 });
    // The spring: a clear pool welling up between mossy stones, running off towards the viewer.
    out += pathEl(
      smooth(
        [
          [700, 1600],
          [860, 1250],
          [1000, 1120],
          [1300, 1080],
          [1560, 1150],
          [1500, 1300],
          [1420, 1600],
        ],
        false,
      ) + "Z",
      "#6fa3a8",
    );
    out += ellipse(
      1200,
      1080,
      520,
      130,
      s.linear([
        [0, "#b6e0e0"],
        [1, "#4a8f96"],
      ]),
    );
    for (let i = 1; i <= 5; i++)
      out += ellipse(1200, 1075, 60 * i, 16 * i, "none", { stroke: "#ffffff", strokeWidth: 4, opacity: n1(0.5 - i * 0.08) });
    out += ellipse(1200, 1072, 40, 10, "#ffffff", { opacity: 0.7 });
    for (let i = 0; i < 26; i++) {
      const y = s.r(1180, 1580);
      const x = s.r(880, 1380);
      out += line(x, y, x + s.r(30, 120), y + s.r(-4, 4), "#ffffff", 4, { opacity: 0.35 });
    }
    out += rocks(s, 620, 1130, 6, 150, ["#4d6b52", "#3d5a45", "#6d8a60"]);
    out += rocks(s, 1800, 1160, 6, 160, ["#4d6b52", "#3d5a45", "#6d8a60"]);
    out += rocks(s, 400, 1600, 4, 220, [C.f700, C.f800]) + rocks(s, 2100, 1600, 4, 220, [C.f700, C.f800]);
    // Ferns.
    for (const [fx, fy] of [
      [180, 1500],
      [2250, 1480],
      [560, 1560],
      [1950, 1590],
    ]) {
      for (let i = 0; i < 7; i++) {
        const a = -70 + i * 23;
        out += ellipse(fx, fy - 130, 26, 150, "#7fae6a", { transform: `rotate(${a} ${fx} ${fy})`, opacity: 0.9 });
      }
    }
    return out;
  },

  pool(s) {
    let out = full(
      s.linear([
        [0, "#e3d6bf"],
        [1, "#cdb894"],
      ]),
    );
    out += planks(s, 0, 0, W, 150, { size: 50, colors: [C.wood, "#b58757", "#9d6e44"], vertical: true });
    out += windowView(
      s,
      220,
      250,
      1960,
      620,
      lakeLandscape(s, { skyStops: SKIES.blueHour, sunAt: null, snow: true, starsCount: 60, treeColor: C.f950 }),
      { frame: C.wood3, cols: 4, bar: 16, sill: false },
    );
    for (const x of [120, 2280]) out += glow(s, x, 560, 200, C.gold, 0.5) + rect(x - 20, 520, 40, 80, C.gold, { rx: 10 });
    out += rect(0, 900, W, 60, C.sand2) + rect(0, 950, W, 16, "#00000018");
    // Water, with the light tiles showing through and soft ripples.
    const tile = s.pattern(120, 60, rect(0, 0, 120, 60, "none", { stroke: "#ffffff", strokeWidth: 3, opacity: 0.35 }));
    out += rect(
      0,
      966,
      W,
      634,
      s.linear([
        [0, "#5fb8c4"],
        [0.5, "#2f8ea3"],
        [1, "#1d6179"],
      ]),
    );
    out += rect(0, 966, W, 634, tile, { opacity: 0.6 });
    let ripples = "";
    for (let i = 0; i < 70; i++) {
      const y = s.r(990, 1590);
      ripples += ellipse(s.r(0, W), y, s.r(40, 220) * (1 + (y - 966) / 500), s.r(4, 10), "#ffffff", {
        opacity: n1(s.r(0.12, 0.4) * 100) / 100,
      });
    }
    out += ripples;
    out += group(lakeLandscape(s, { skyStops: SKIES.blueHour, sunAt: null }), { transform: "matrix(1 0 0 -0.4 220 1330)", opacity: 0.12 });
    // Loungers on the stone edge.
    for (const x of [1650, 1980]) {
      out += pathEl(
        poly([
          [x, 890],
          [x + 250, 890],
          [x + 250, 870],
          [x + 60, 870],
          [x - 20, 760],
          [x - 44, 772],
          [x + 30, 890],
        ]),
        C.birch,
      );
      out += rect(x + 20, 890, 10, 22, C.wood3) + rect(x + 230, 890, 10, 22, C.wood3);
    }
    out += plant(s, 1450, 905, 300);
    return out;
  },

  sauna(s) {
    let out = planks(s, 0, 0, W, H, { size: 70, colors: ["#c98f58", "#d19a62", "#bd8250", "#c48a55"] });
    out += windowView(
      s,
      1450,
      260,
      620,
      500,
      lakeLandscape(s, {
        skyStops: SKIES.night,
        sunAt: null,
        snow: true,
        starsCount: 120,
        auroraOn: true,
        treeColor: C.f950,
        far: "#2d3a4d",
        mid: "#1f2a3a",
      }),
      { frame: C.wood3, cols: 1, bar: 18 },
    );
    out += glow(s, 520, 900, 800, C.ember3, 0.55);
    // Benches in two tiers.
    out += planks(s, 0, 1000, W, 110, { size: 36, colors: ["#a86f3e", "#b77b46"] }) + rect(0, 1110, W, 40, "#6b4224");
    out += planks(s, 0, 1330, W, 120, { size: 40, colors: ["#b07646", "#bf8450"] }) + rect(0, 1450, W, 150, "#5a361d");
    // Stove with stones and its glow.
    out +=
      rect(340, 700, 360, 420, "#2a2623", { rx: 18 }) +
      rect(400, 950, 240, 110, C.ember2, { rx: 10 }) +
      glow(s, 520, 1000, 240, C.ember4, 0.8);
    let stones = "";
    for (let i = 0; i < 28; i++)
      stones += ellipse(s.r(360, 680), s.r(640, 720), s.r(30, 54), s.r(20, 34), s.pick(["#59524c", "#6e665e", "#48423d", "#7c736a"]));
    out += stones;
    out += mist(s, 520, 320, 0.35, "#fff8ee") + mist(s, 330, 240, 0.25, "#fff8ee");
    // Bucket and ladle.
    out +=
      pathEl(
        poly([
          [1000, 1000],
          [1160, 1000],
          [1140, 1160],
          [1020, 1160],
        ]),
        C.wood2,
      ) +
      rect(995, 1030, 170, 10, "#3b2414") +
      rect(1000, 1110, 160, 10, "#3b2414");
    out += line(1090, 1010, 1300, 820, C.wood3, 16, { strokeLinecap: "round" });
    out += glow(s, 2260, 250, 240, C.gold, 0.55) + rect(2230, 200, 60, 90, C.gold, { rx: 14, opacity: 0.9 });
    out += rect(1800, 1240, 240, 100, C.birch, { rx: 30 }) + rect(1840, 1200, 200, 60, "#e5ded1", { rx: 30 });
    return out;
  },

  treatment(s) {
    let out = full(
      s.linear([
        [0, "#efe6d6"],
        [1, "#e2d3b8"],
      ]),
    );
    out += windowView(
      s,
      1480,
      180,
      700,
      760,
      (() => {
        let o = sky(s, SKIES.day) + forest(s, { y: 1300, count: 30, hMin: 500, hMax: 900, color: C.f700, bottom: H });
        for (const x of [500, 1100, 1700]) o += birch(s, x, 1700, 1600, 80, [C.f400, C.f300, "#a7c98a"], { leafCount: 20, leafSize: 1.6 });
        return o;
      })(),
      { frame: C.birch, cols: 2, rows: 2, bar: 14 },
    );
    out += rays(s, 1830, 400, { count: 6, spread: 900, length: 1300, opacity: 0.25 });
    out += rect(
      0,
      1180,
      W,
      420,
      s.linear([
        [0, "#cbb28c"],
        [1, "#b39466"],
      ]),
    );
    // Massage table with towel.
    out += rect(420, 880, 1000, 70, C.f700, { rx: 30 }) + rect(480, 830, 880, 70, C.birch, { rx: 30 });
    out += rect(520, 950, 30, 300, C.wood3) + rect(1290, 950, 30, 300, C.wood3) + rect(520, 1100, 800, 18, C.wood3);
    out += rect(860, 800, 420, 70, C.sand, { rx: 30 });
    // Rolled towels, stones, candles and a plant on a low shelf.
    out += rect(1500, 1080, 700, 40, C.wood2) + rect(1540, 1120, 20, 120, C.wood3) + rect(2140, 1120, 20, 120, C.wood3);
    for (let i = 0; i < 3; i++) out += circle(1580 + i * 80, 1040, 40, C.birch) + circle(1580 + i * 80, 1040, 14, "#e3ddd0");
    out += circle(1620, 970, 40, C.f200) + circle(1580 + 40, 970, 14, "#a9c2b1");
    out += ellipse(1900, 1070, 70, 18, "#4a4642") + ellipse(1900, 1040, 54, 16, "#5d5852") + ellipse(1900, 1014, 38, 13, "#6d6862");
    out += candle(s, 2040, 1080, 70) + candle(s, 2110, 1080, 50);
    out += plant(s, 240, 1300, 560);
    return out;
  },

  dining(s) {
    let out = full(
      s.linear([
        [0, "#2a2a2e"],
        [1, "#3b2f29"],
      ]),
    );
    out += windowView(s, 150, 150, 2100, 700, lakeLandscape(s, { skyStops: SKIES.dusk, sunAt: [1600, 840, 50] }), {
      frame: C.wood3,
      cols: 5,
      bar: 14,
      sill: false,
    });
    out += rect(
      0,
      880,
      W,
      720,
      s.linear([
        [0, "#5a3b28"],
        [1, "#2e1f16"],
      ]),
    );
    for (const x of [500, 1200, 1900]) out += pendant(s, x, 300, { color: C.f800, w: 150, glowR: 420 });
    // Three tables with white cloths, glasses and candles; chairs around them.
    for (const [x, y, w] of [
      [500, 1120, 520],
      [1200, 1180, 560],
      [1900, 1120, 520],
    ]) {
      out += chair(x - w * 0.45, y + 240, 380, C.wood2) + chair(x + w * 0.45, y + 240, 380, C.wood2);
      out +=
        ellipse(x, y, w / 2, 46, C.birch) +
        pathEl(
          poly([
            [x - w / 2, y],
            [x + w / 2, y],
            [x + w / 2 - 10, y + 150],
            [x - w / 2 + 10, y + 150],
          ]),
          "#ece6da",
        );
      out += rect(x - 16, y + 150, 32, 120, C.wood3);
      out += glass(x - 110, y - 6, 70) + glass(x + 120, y - 10, 70) + candle(s, x, y - 10, 40, 22);
      out += ellipse(x - 60, y + 2, 60, 14, "#ffffff") + ellipse(x + 70, y + 4, 60, 14, "#ffffff");
    }
    return out;
  },

  breakfast(s) {
    let out = full(
      s.linear([
        [0, "#f4ead6"],
        [1, "#e9dcc2"],
      ]),
    );
    out += windowView(
      s,
      300,
      120,
      1800,
      760,
      lakeLandscape(s, { skyStops: SKIES.golden, sunAt: [700, 700, 80], treeColor: C.f800, far: "#8c9bb0", mid: "#5f7a7a" }),
      { frame: C.birch, cols: 3, bar: 16 },
    );
    out += rays(s, 600, 300, { count: 7, spread: 900, length: 1500, opacity: 0.25 });
    out +=
      rect(
        0,
        980,
        W,
        620,
        s.linear([
          [0, "#f8f4ec"],
          [1, "#e6dfd1"],
        ]),
      ) + rect(0, 960, W, 30, "#dcd3c3");
    // Table setting: plates, cups, bread, juice and berries.
    out += ellipse(700, 1240, 300, 70, "#ffffff") + ellipse(700, 1236, 220, 50, "#f1ede5");
    out += ellipse(640, 1210, 90, 40, "#e7b867") + ellipse(760, 1218, 80, 30, "#f6e7b8") + ellipse(770, 1212, 30, 14, C.ember4);
    out +=
      rect(1120, 1080, 170, 170, C.birch, { rx: 26 }) +
      pathEl("M1290 1120q70 0 70 50t-70 50", "none", { stroke: C.birch, strokeWidth: 18 }) +
      ellipse(1205, 1082, 84, 14, C.wood3);
    out += mist(s, 1010, 90, 0.35, "#ffffff");
    out += rect(1450, 1000, 130, 260, C.ember4, { rx: 14, opacity: 0.85 }) + rect(1450, 1000, 130, 40, "#ffffff", { rx: 14, opacity: 0.5 });
    out += ellipse(1850, 1230, 230, 70, C.wood2) + ellipse(1850, 1200, 200, 50, C.wood);
    for (let i = 0; i < 5; i++) out += ellipse(1760 + i * 46, 1170 + s.r(-10, 10), 60, 40, s.pick(["#c8925a", "#b98049", "#d4a36a"]));
    out += ellipse(300, 1200, 150, 60, C.f700) + ellipse(300, 1180, 130, 44, C.f600);
    for (let i = 0; i < 26; i++) out += circle(s.r(200, 400), s.r(1160, 1200), 14, i % 3 ? C.berryBlue : C.berryRed);
    out += rect(0, 1450, W, 150, C.f700, { opacity: 0.9 });
    return out;
  },

  bar(s) {
    let out = full(
      s.linear([
        [0, "#171c1a"],
        [1, "#2a211b"],
      ]),
    );
    out += glow(s, 1200, 500, 1100, C.ember3, 0.28);
    // Back shelves with bottles lit from behind.
    for (const y of [300, 560]) {
      out += rect(200, y + 180, 2000, 24, C.wood2);
      let bottles = "";
      for (let x = 240; x < 2160; x += s.r(56, 90)) {
        const h = s.r(110, 190);
        const c = s.pick([C.f500, C.ember3, C.gold, "#8fb7c9", "#c7b299", C.ember2, "#6f8f6a"]);
        bottles +=
          rect(x, y + 180 - h, 44, h, c, { rx: 10, opacity: 0.85 }) +
          rect(x + 14, y + 180 - h - 40, 16, 44, c, { opacity: 0.85 }) +
          rect(x + 6, y + 190 - h * 0.7, 10, h * 0.5, "#ffffff", { opacity: 0.25 });
      }
      out += bottles;
    }
    out += glow(s, 1200, 740, 900, C.gold, 0.18);
    for (const x of [600, 1200, 1800]) out += pendant(s, x, 800, { w: 120, color: C.ember, glowR: 300 });
    // Counter and stools.
    out += rect(0, 1040, W, 50, C.wood3) + rect(0, 1088, W, 8, C.gold, { opacity: 0.8 });
    out += planks(s, 0, 1096, W, 504, { size: 90, vertical: true, colors: ["#6d4529", "#7a4e2f", "#63401f"] });
    for (const x of [380, 820, 1260, 1700, 2140]) {
      out +=
        ellipse(x, 1240, 110, 28, C.ember2) +
        rect(x - 10, 1250, 20, 300, "#2a2623") +
        ellipse(x, 1560, 90, 16, "#2a2623") +
        ellipse(x, 1460, 70, 10, "#00000000", { stroke: "#2a2623", strokeWidth: 8 });
    }
    out += glass(900, 1040, 110, C.ember4, 0.8) + glass(1500, 1040, 110, "#f3e3b0", 0.7) + glass(1570, 1040, 90, "#ffffff", 0.5);
    return out;
  },

  conference(s) {
    let out = full(
      s.linear([
        [0, "#f4f0e8"],
        [1, "#e6dfd1"],
      ]),
    );
    out += planks(s, 0, 0, W, 110, { vertical: true, size: 40, colors: [C.wood, "#b5875a"] });
    out += windowView(s, 120, 240, 560, 760, forestView(s), { frame: C.birch, cols: 1, rows: 2, bar: 14, sill: false });
    out += windowView(s, 1720, 240, 560, 760, forestView(s), { frame: C.birch, cols: 1, rows: 2, bar: 14, sill: false });
    // The screen with a simple chart.
    out += rect(820, 250, 760, 440, C.f900, { rx: 10 }) + rect(850, 280, 700, 380, C.f800);
    for (let i = 0; i < 5; i++)
      out += rect(920 + i * 120, 620 - (i + 1) * 55 - s.r(0, 40), 70, (i + 1) * 55 + 0, i === 4 ? C.ember3 : C.f300);
    out += rect(900, 330, 300, 20, C.f200) + rect(900, 370, 200, 14, C.f300);
    // Long table in perspective with chairs either side.
    out += rect(
      0,
      1000,
      W,
      600,
      s.linear([
        [0, "#c7b08a"],
        [1, "#a98f68"],
      ]),
    );
    out +=
      pathEl(
        poly([
          [980, 900],
          [1420, 900],
          [1900, 1500],
          [500, 1500],
        ]),
        C.wood,
      ) +
      pathEl(
        poly([
          [500, 1500],
          [1900, 1500],
          [1900, 1540],
          [500, 1540],
        ]),
        C.wood3,
      );
    for (let i = 0; i < 5; i++) {
      const t = i / 4;
      const y = 960 + t * 470;
      const sc = 0.45 + t * 0.7;
      const lx = 980 - (980 - 500) * ((y - 900) / 600) - 80 * sc;
      const rx = 1420 + (1900 - 1420) * ((y - 900) / 600) + 80 * sc;
      out += chair(lx, y + 200 * sc, 330 * sc, C.f700, { seat: C.f600 }) + chair(rx, y + 200 * sc, 330 * sc, C.f700, { seat: C.f600 });
      out +=
        ellipse(lx + 150 * sc, y + 10, 70 * sc, 18 * sc, "#ffffff", { opacity: 0.9 }) +
        ellipse(rx - 150 * sc, y + 10, 70 * sc, 18 * sc, "#ffffff", { opacity: 0.9 });
    }
    for (const x of [800, 1200, 1600]) out += rect(x - 120, 130, 240, 16, "#ffffff") + glow(s, x, 150, 260, "#fff6dc", 0.5);
    out += plant(s, 2280, 1300, 520) + plant(s, 120, 1300, 480);
    return out;
  },

  "meeting-room"(s) {
    let out = full(
      s.linear([
        [0, "#e6ecdf"],
        [1, "#d3dccb"],
      ]),
    );
    out += windowView(
      s,
      1180,
      180,
      1060,
      820,
      lakeLandscape(s, { skyStops: SKIES.day, sunAt: null, treeColor: C.f700, far: "#7b93a8", mid: "#4f6f74" }),
      { frame: C.f800, cols: 2, bar: 16, sill: false },
    );
    // Whiteboard with sketches.
    out += rect(180, 280, 760, 480, "#ffffff", { rx: 8, stroke: "#c7cbc4", strokeWidth: 8 });
    out += pathEl("M240 640 C 360 520, 460 700, 580 560 S 800 480, 880 380", "none", {
      stroke: C.ember2,
      strokeWidth: 10,
      strokeLinecap: "round",
    });
    out +=
      rect(240, 340, 260, 16, C.f600) + rect(240, 380, 180, 12, C.f300) + circle(760, 650, 50, "none", { stroke: C.f600, strokeWidth: 8 });
    out += rect(200, 780, 720, 14, "#a6aba3");
    out += rect(
      0,
      1060,
      W,
      540,
      s.linear([
        [0, "#b8a47f"],
        [1, "#9a8560"],
      ]),
    );
    // Round table with four chairs.
    out += chair(900, 1240, 420, C.wood2) + chair(1500, 1240, 420, C.wood2);
    out +=
      ellipse(1200, 1140, 420, 90, C.birch) +
      ellipse(1200, 1150, 420, 90, "#d7d0c2", { opacity: 0.5 }) +
      rect(1180, 1150, 40, 280, C.wood3) +
      ellipse(1200, 1430, 160, 24, C.wood3);
    out += chair(760, 1560, 520, C.f700, { seat: C.f600 }) + chair(1640, 1560, 520, C.f700, { seat: C.f600 });
    out +=
      rect(1050, 1105, 140, 26, C.ink, { rx: 6, opacity: 0.8 }) +
      glass(1320, 1130, 70, "#bfe3ea", 0.6) +
      ellipse(1110, 1150, 40, 10, C.sand3);
    out += plant(s, 2200, 1350, 560);
    return out;
  },

  teambuilding(s) {
    const wy = 820;
    let above = sky(s, SKIES.day) + clouds(s, 7, 120, 480, "#ffffff", 0.8);
    above += mountains(s, { baseY: wy - 20, height: 220, peaks: 4, color: "#6d8aa0", rough: 0.3 });
    above += forest(s, { y: wy + 4, count: 160, hMin: 70, hMax: 190, color: C.f700, jitter: 8 });
    let out = above + water(s, wy, above, { tint: "#2f6f86", tintOpacity: 0.4, shimmer: 120 });
    // Two canoes of paddlers racing across.
    for (const [x, y, sc, hull] of [
      [700, 1180, 1, C.ember2],
      [1620, 1360, 1.25, "#d9a441"],
    ]) {
      const len = 900 * sc;
      const crew = [x - len * 0.3, x, x + len * 0.3];
      let boat = "";
      for (const [i, cx] of crew.entries()) {
        boat += person(s, cx, y - 30 * sc, 230 * sc, i === 1 ? C.f800 : C.f900, { seated: true });
        boat += line(cx - 120 * sc, y - 250 * sc, cx + 60 * sc, y + 70 * sc, C.wood3, 12 * sc, { strokeLinecap: "round" });
        boat += ellipse(cx + 70 * sc, y + 70 * sc, 36 * sc, 12 * sc, C.wood3);
        boat += ellipse(cx + 90 * sc, y + 80 * sc, 90 * sc, 16 * sc, "#ffffff", { opacity: 0.5 });
      }
      boat += pathEl(
        `M${n1(x - len / 2)} ${n1(y - 50 * sc)}Q${n1(x)} ${n1(y + 110 * sc)} ${n1(x + len / 2)} ${n1(y - 50 * sc)}Q${n1(x)} ${n1(y + 10 * sc)} ${n1(x - len / 2)} ${n1(y - 50 * sc)}Z`,
        hull,
      );
      boat += ellipse(x, y + 60 * sc, len * 0.55, 22 * sc, "#ffffff", { opacity: 0.25 });
      out += boat;
    }
    return out;
  },

  "winter-lodge"(s) {
    let out = sky(s, SKIES.blueHour) + stars(s, 90, 500);
    out += mountains(s, { baseY: 920, height: 420, peaks: 3, color: "#46577a", snow: "#dfe6f0" });
    out += forest(s, { y: 960, count: 120, hMin: 90, hMax: 240, color: "#1e3347", bottom: 1100 });
    out += hill(s, { y: 1000, amp: 30, color: "#dbe3ee" });
    // Log lodge with lit windows.
    const lx = 700;
    out +=
      pathEl(
        poly([
          [lx - 40, 900],
          [lx + 500, 620],
          [lx + 1040, 900],
        ]),
        "#e9eef5",
      ) +
      pathEl(
        poly([
          [lx, 900],
          [lx + 500, 660],
          [lx + 1000, 900],
        ]),
        C.wood3,
      );
    out += planks(s, lx + 40, 900, 920, 340, { size: 34, colors: [C.wood2, "#7d5030", "#96633b"] });
    out += rect(lx + 780, 560, 80, 220, "#3a2a20") + smoke(s, lx + 820, 540, 420);
    for (const wx of [lx + 120, lx + 330, lx + 630])
      out +=
        glow(s, wx + 75, 1030, 260, C.gold, 0.55) +
        rect(wx, 960, 150, 150, C.gold) +
        rect(wx + 70, 960, 10, 150, C.wood3) +
        rect(wx, 1030, 150, 10, C.wood3);
    out += rect(lx + 830, 990, 100, 250, C.wood3) + glow(s, lx + 880, 1000, 120, C.gold, 0.5);
    out += pathEl(
      poly([
        [lx - 60, 900],
        [lx + 1060, 900],
        [lx + 1040, 930],
        [lx - 40, 930],
      ]),
      "#f4f7fb",
    );
    out += hill(s, { y: 1230, amp: 20, color: "#eef2f8" });
    // Snow-laden spruces and path lights.
    for (const [x, h] of [
      [250, 900],
      [460, 640],
      [1980, 980],
      [2230, 760],
      [1820, 560],
    ]) {
      out += spruce(s, x, 1300 + (h > 800 ? 200 : 0), h, h * 0.38, C.f900);
      out += pathEl(spruceD(s, x, 1300 + (h > 800 ? 200 : 0), h, h * 0.38), "#eef2f8", { opacity: 0.35, transform: `translate(0 -12)` });
    }
    for (let i = 0; i < 6; i++)
      out += glow(s, 1300 + i * 60, 1300 + i * 50, 60, C.gold, 0.8) + circle(1300 + i * 60, 1300 + i * 50, 8, C.cream);
    out += snowfall(s, 380);
    return out;
  },

  "northern-lights"(s) {
    const wy = 1060;
    let above = sky(s, SKIES.night) + stars(s, 420, wy - 100);
    above += aurora(s, { y: 560, height: 520, curtains: 5 });
    above += mountains(s, { baseY: wy - 30, height: 380, peaks: 4, color: "#1a2b3a", snow: "#6e8596" });
    above += forest(s, { y: wy + 2, count: 170, hMin: 60, hMax: 170, color: C.night, jitter: 8 });
    let out = above + water(s, wy, above, { tint: "#0b2230", tintOpacity: 0.3, shimmer: 40, shimmerColor: "#aef5d0" });
    out += hill(s, { y: 1400, amp: 30, color: "#cad7e3" }) + hill(s, { y: 1470, amp: 20, color: "#e3ebf3" });
    out += spruce(s, 200, 1560, 1200, 420, C.night) + spruce(s, 420, 1540, 760, 280, C.night) + spruce(s, 2230, 1580, 1000, 360, C.night);
    return out;
  },

  "autumn-forest"(s) {
    let out = sky(s, SKIES.autumn);
    out += sun(s, 1850, 420, 70, "#fff6e0", C.gold, 700);
    out += mountains(s, { baseY: 820, height: 260, peaks: 3, color: "#7c8aa0", rough: 0.25 });
    out += forest(s, { y: 880, count: 120, hMin: 120, hMax: 300, color: "#3d5a45", bottom: H });
    const golds = ["#e8a73a", "#f0c152", "#d98a2b", C.ember3, "#c9a13a"];
    for (let i = 0; i < 12; i++) out += birch(s, s.r(0, W), 980 + s.r(0, 100), s.r(500, 700), 22, golds, { leafCount: 14 });
    out += hill(s, { y: 1040, amp: 30, color: "#34513e" });
    out += forest(s, { y: 1200, count: 14, hMin: 500, hMax: 900, color: C.f800, jitter: 40, bottom: 1260 });
    for (const x of [300, 760, 1600, 2050])
      out += birch(s, x, 1500 + s.r(0, 80), s.r(1200, 1450), 70, golds, { leafCount: 30, leafSize: 1.5 });
    out += hill(s, { y: 1380, amp: 30, color: "#a9562a" });
    let leaves = "";
    for (let i = 0; i < 160; i++)
      leaves += ellipse(s.r(0, W), s.r(1390, H), s.r(10, 22), s.r(6, 11), s.pick([...golds, "#7b3b1c", C.ember]), { opacity: 0.9 });
    out += leaves;
    for (let i = 0; i < 40; i++) {
      const x = s.r(0, W);
      const y = s.r(200, 1300);
      out += ellipse(x, y, 12, 6, s.pick(golds), { opacity: 0.8, transform: `rotate(${n1(s.r(0, 180))} ${n1(x)} ${n1(y)})` });
    }
    out += rays(s, 1850, 420, { count: 6, spread: 900, length: 1400, opacity: 0.18 });
    return out;
  },

  "summer-night"(s) {
    const wy = 960;
    let above = sky(s, SKIES.midnightSun);
    above += sun(s, 1300, wy - 300, 90, "#fff2cf", "#f6b56f", 900);
    above += clouds(s, 6, 200, 600, "#f2b9a6", 0.45);
    above += mountains(s, { baseY: wy - 20, height: 280, peaks: 4, color: "#6a5a7c", rough: 0.3 });
    above += forest(s, { y: wy + 2, count: 150, hMin: 60, hMax: 150, color: "#2b2f3f", jitter: 8 });
    let out = above + water(s, wy, above, { tint: "#5a4a66", tintOpacity: 0.25, shimmer: 60, shimmerColor: "#ffe2b0" });
    // The sun's path across the water.
    let path = "";
    for (let i = 0; i < 40; i++) {
      const y = wy + 20 + i * 16;
      const w = 60 + i * 9 + s.r(-20, 20);
      path += rect(1300 - w / 2 + s.r(-30, 30), y, w, 5 + i * 0.2, "#ffe2b0", { opacity: n1(s.r(0.3, 0.7) * 100) / 100 });
    }
    out += path;
    // A jetty with a rowing boat.
    out += pathEl(
      poly([
        [0, 1280],
        [820, 1230],
        [820, 1260],
        [0, 1330],
      ]),
      C.wood3,
    );
    for (let x = 60; x < 820; x += 110) out += rect(x, 1250 - x * 0.06, 18, 200, "#3a2616");
    out += pathEl("M560 1400 Q 760 1470 980 1400 L 940 1360 L 600 1360 Z", C.ember);
    out += line(680, 1350, 560, 1470, C.wood3, 8);
    out += hill(s, { y: 1450, amp: 24, color: "#1f2230" });
    out += spruce(s, 2150, 1560, 1100, 380, "#1f2230") + spruce(s, 2350, 1600, 800, 280, "#1f2230");
    return out;
  },

  berries(s) {
    let out = full(
      s.linear([
        [0, "#6c8f5a"],
        [1, "#2f4d33"],
      ]),
    );
    for (let i = 0; i < 26; i++)
      out += circle(s.r(0, W), s.r(0, 700), s.r(40, 140), s.pick(["#a7c98a", "#d9e6b0", "#7fae6a", "#f4e6b0"]), {
        opacity: 0.35,
        filter: s.blur(20),
      });
    out += hill(s, { y: 800, amp: 30, color: "#4d7140" }) + hill(s, { y: 1000, amp: 40, color: "#3d6235" });
    // Moss and leaves.
    for (let i = 0; i < 420; i++) {
      const x = s.r(0, W);
      const y = s.r(850, H);
      out += ellipse(x, y, s.r(14, 34), s.r(8, 16), s.pick(["#5b8a45", "#6f9d51", "#4a7a3b", "#86ad5c"]), {
        transform: `rotate(${n1(s.r(-60, 60))} ${n1(x)} ${n1(y)})`,
      });
    }
    for (let i = 0; i < 90; i++) {
      const x = s.r(0, W);
      const y = s.r(880, H);
      out += circle(x, y, s.r(12, 18), i % 2 ? C.berryBlue : C.berryRed) + circle(x - 4, y - 5, 4, "#ffffff", { opacity: 0.5 });
    }
    // A birch-bark basket brimming with blueberries and lingonberries.
    out += ellipse(1200, 1420, 620, 90, "#00000044", { filter: s.blur(20) });
    out += pathEl("M640 1020 L1760 1020 L1640 1430 Q1200 1500 760 1430 Z", C.sand2);
    for (let i = 0; i < 9; i++) out += line(700 + i * 125, 1030, 770 + i * 105, 1440, C.sand3, 6);
    out += rect(690, 1180, 1020, 30, C.ink, { opacity: 0.15 });
    let fruit = "";
    for (let i = 0; i < 380; i++) {
      const x = s.r(670, 1730);
      const y = 1020 - s.r(0, 130) * Math.sin(((x - 640) / 1120) * Math.PI);
      const red = x > 1200 ? s.rand() > 0.15 : s.rand() > 0.88;
      fruit += circle(x, y, s.r(18, 26), red ? s.pick([C.berryRed, "#c8313b", "#9e1b27"]) : s.pick([C.berryBlue, "#3a4478", "#252c57"]));
      fruit += circle(x - 6, y - 7, 5, "#ffffff", { opacity: 0.45 });
    }
    out += fruit + ellipse(1200, 1020, 560, 24, C.sand3);
    for (let i = 0; i < 10; i++) {
      const x = s.r(700, 1700);
      out += ellipse(x, s.r(900, 990), 40, 18, C.f500, { transform: `rotate(${n1(s.r(-40, 40))} ${n1(x)} 950)` });
    }
    return out;
  },

  crayfish(s) {
    const wy = 880;
    let above = sky(s, SKIES.dusk) + sun(s, 1900, wy - 30, 50, "#fff0d0", C.ember4, 500);
    above += forest(s, { y: wy + 2, count: 140, hMin: 70, hMax: 180, color: "#241d2b", jitter: 8 });
    let out = above + water(s, wy, above, { tint: "#4a3550", tintOpacity: 0.3, shimmer: 50, shimmerColor: "#ffc98a" });
    // A string of round lanterns.
    out += pathEl("M-20 140 Q 1200 520 2420 140", "none", { stroke: C.ink, strokeWidth: 4 });
    for (let i = 0; i < 9; i++) {
      const x = 130 + i * 270;
      const t = x / W;
      const y = 140 + 4 * 190 * t * (1 - t) + 90;
      const c = s.pick([C.gold, C.ember4, "#f2d560", C.ember3]);
      out +=
        glow(s, x, y, 200, c, 0.45) +
        circle(x, y, 72, c) +
        ellipse(x, y, 72, 20, "none", { stroke: C.ember2, strokeWidth: 3, opacity: 0.5 }) +
        ellipse(x, y, 40, 72, "none", { stroke: C.ember2, strokeWidth: 3, opacity: 0.4 });
      out += line(x, y - 72, x, y - 92, C.ink, 3);
    }
    // The table: a white cloth, a platter of crayfish, dill, glasses.
    out += rect(0, 1150, W, 450, C.birch) + rect(0, 1150, W, 24, "#ffffff") + rect(0, 1174, W, 18, "#00000010");
    out += ellipse(1200, 1370, 720, 190, "#e7dfd0") + ellipse(1200, 1360, 680, 170, "#f8f5ee");
    // Crayfish laid out in rows, head to tail, seen slightly from above.
    for (const [row, y, xs] of [
      [0, 1275, [880, 1200, 1520]],
      [1, 1355, [760, 1080, 1400, 1680]],
      [2, 1440, [920, 1240, 1560]],
    ]) {
      for (const x of xs) out += crayfishShape(s, x + s.r(-20, 20), y + s.r(-8, 8), 0.95 + row * 0.08, (row % 2 ? 180 : 0) + s.r(-8, 8));
    }
    for (let i = 0; i < 40; i++) {
      const x = s.r(700, 1700);
      const y = s.r(1240, 1440);
      out += line(x, y, x + s.r(-40, 40), y + s.r(-40, 40), "#5f8f45", 5, { opacity: 0.9 });
    }
    out +=
      glass(350, 1270, 120, "#ffffff", 0.55) +
      glass(480, 1300, 100, "#f3e3b0", 0.6) +
      glass(2000, 1290, 120, "#ffffff", 0.55) +
      glass(2120, 1310, 90, "#f3e3b0", 0.6);
    out += ellipse(300, 1470, 180, 40, "#ffffff") + ellipse(2100, 1480, 180, 40, "#ffffff");
    return out;
  },

  surstromming(s) {
    // A summer table seen from above.
    let out = planks(s, 0, 0, W, H, { size: 130, vertical: true, colors: ["#b89062", "#a98155", "#c29a6a", "#9f7a4f"] });
    const check = s.pattern(
      80,
      80,
      rect(0, 0, 40, 40, C.ember2, { opacity: 0.85 }) +
        rect(40, 40, 40, 40, C.ember2, { opacity: 0.85 }) +
        rect(40, 0, 40, 40, "#f4e7d8") +
        rect(0, 40, 40, 40, "#f4e7d8"),
    );
    out += rect(-40, 160, 1000, 1300, check, { transform: "rotate(-6 460 800)" });
    // Flatbread, the tin, potatoes, onion, dill, sour cream and a glass of milk.
    out += circle(760, 820, 470, "#ead6a5") + circle(760, 820, 470, "none", { stroke: "#d5b97c", strokeWidth: 16 });
    for (let i = 0; i < 60; i++) out += circle(760 + s.r(-400, 400), 820 + s.r(-400, 400), s.r(4, 8), "#c9a565", { opacity: 0.6 });
    out += circle(1500, 620, 230, "#9aa3a6") + circle(1500, 620, 200, "#c9d0d2") + circle(1500, 620, 186, "#b4bcbf");
    out += ellipse(1450, 570, 110, 50, "#ffffff", { opacity: 0.35 });
    for (let i = 0; i < 6; i++)
      out += ellipse(1430 + i * 30, 640 + s.r(-20, 20), 120, 22, "#c8bba0", { transform: `rotate(${20 + i * 4} 1500 620)`, opacity: 0.85 });
    out += circle(1980, 1000, 250, "#f3efe6") + circle(1980, 1000, 210, "#ffffff");
    for (let i = 0; i < 7; i++)
      out += ellipse(1980 + s.r(-130, 130), 1000 + s.r(-120, 120), 70, 55, s.pick(["#e9cf7a", "#e0c46b", "#efd98d"]));
    for (let i = 0; i < 40; i++)
      out += ellipse(1300 + s.r(-120, 120), 1180 + s.r(-100, 100), 22, 9, "#8e3b6a", {
        transform: `rotate(${n1(s.r(0, 180))} 1300 1180)`,
        opacity: 0.9,
      });
    out += circle(1300, 1180, 170, "none", { stroke: "#ffffff", strokeWidth: 30, opacity: 0.8 });
    out += circle(2150, 350, 130, "#f8f5ee") + circle(2150, 350, 100, "#fffdf8");
    for (let i = 0; i < 60; i++) {
      const x = s.r(520, 1060);
      const y = s.r(1280, 1460);
      out += line(x, y, x + s.r(-30, 30), y + s.r(-30, 30), "#5f8f45", 5);
    }
    out += circle(400, 1420, 110, "#ffffff", { opacity: 0.85 }) + circle(400, 1420, 88, "#fbfaf6");
    return out;
  },

  "room-standard"(s) {
    let out = full(
      s.linear([
        [0, "#ece3d2"],
        [1, "#e0d3bb"],
      ]),
    );
    out += windowView(s, 1700, 220, 520, 700, forestView(s), { frame: C.birch, cols: 1, rows: 2, bar: 14 });
    out += rect(
      0,
      1200,
      W,
      400,
      s.linear([
        [0, "#b9986c"],
        [1, "#9d7d54"],
      ]),
    );
    out += ellipse(1000, 1470, 900, 110, C.f200, { opacity: 0.7 });
    // Wooden headboard, bed, pillows and a green throw.
    out +=
      rect(420, 560, 1160, 500, C.wood, { rx: 20 }) +
      planks(s, 440, 580, 1120, 460, { size: 90, vertical: true, colors: [C.wood, "#b1824f", "#9e6f42"] });
    out += rect(380, 900, 1240, 300, C.birch, { rx: 40 }) + rect(380, 1080, 1240, 120, "#e3ddd0", { rx: 20 });
    out += rect(520, 800, 420, 170, "#ffffff", { rx: 60 }) + rect(1060, 800, 420, 170, "#ffffff", { rx: 60 });
    out += rect(380, 1010, 1240, 150, C.f700, { rx: 18 }) + rect(380, 1010, 1240, 20, C.f600, { rx: 10 });
    out += rect(420, 1200, 40, 60, C.wood3) + rect(1540, 1200, 40, 60, C.wood3);
    for (const x of [230, 1770]) {
      out += rect(x - 110, 920, 220, 300, C.wood2, { rx: 8 }) + rect(x - 100, 1060, 200, 10, C.wood3);
      out +=
        glow(s, x, 720, 300, C.gold, 0.45) +
        rect(x - 8, 760, 16, 160, C.ink) +
        pathEl(`M${x - 90} 780 L${x - 60} 660 L${x + 60} 660 L${x + 90} 780 Z`, C.cream);
    }
    out +=
      rect(1000 - 260, 220, 520, 280, C.f800, { rx: 6 }) +
      windowView(s, 760, 240, 480, 240, lakeLandscape(s, { skyStops: SKIES.dawn, sunAt: [1400, 900, 70] }), {
        frame: C.sand3,
        cols: 1,
        bar: 10,
        sill: false,
      });
    return out;
  },

  "room-pet"(s) {
    let out = full(
      s.linear([
        [0, "#dde6d6"],
        [1, "#cbd8c3"],
      ]),
    );
    out += windowView(
      s,
      200,
      240,
      700,
      720,
      (() => {
        let o = forestView(s, { season: "summer" });
        o += pathEl("M1000 1600 Q 1150 1350 1200 1250 Q 1240 1350 1500 1600 Z", C.sand2);
        return o;
      })(),
      { frame: C.birch, cols: 2, bar: 14 },
    );
    out += rect(
      0,
      1200,
      W,
      400,
      s.linear([
        [0, "#a98d66"],
        [1, "#8c7350"],
      ]),
    );
    // Bed, in forest and birch.
    out += rect(1200, 600, 1000, 460, C.f700, { rx: 24 });
    out +=
      rect(1150, 900, 1100, 300, C.birch, { rx: 40 }) +
      rect(1260, 800, 380, 160, "#ffffff", { rx: 60 }) +
      rect(1740, 800, 380, 160, "#ffffff", { rx: 60 });
    out +=
      rect(1150, 1020, 1100, 140, C.ember3, { rx: 18, opacity: 0.9 }) +
      rect(1190, 1200, 40, 60, C.wood3) +
      rect(2170, 1200, 40, 60, C.wood3);
    // The dog's bed, the dog, its bowl and lead.
    out += ellipse(820, 1380, 330, 110, C.f600) + ellipse(820, 1360, 260, 80, C.sand);
    const dog = C.wood2;
    out += ellipse(800, 1290, 180, 90, dog) + circle(980, 1200, 70, dog) + ellipse(1030, 1220, 50, 30, dog) + circle(1066, 1212, 12, C.ink);
    out += ellipse(940, 1160, 22, 50, C.wood3, { transform: "rotate(-20 940 1160)" }) + circle(995, 1190, 9, C.ink);
    out += pathEl("M620 1300 Q 560 1240 600 1190", "none", { stroke: dog, strokeWidth: 26, strokeLinecap: "round" });
    out += ellipse(800, 1370, 150, 30, dog) + ellipse(930, 1380, 50, 22, dog);
    out += ellipse(1140, 1470, 80, 24, "#6f7a80") + ellipse(1140, 1462, 60, 14, "#9fc7d4");
    out +=
      line(1000, 560, 1000, 700, C.ink, 6) +
      pathEl("M1000 700 q -30 80 0 160 q 30 80 0 160", "none", { stroke: C.ember2, strokeWidth: 10 });
    out += circle(1000, 560, 14, C.wood3);
    out += glow(s, 2300, 520, 260, C.gold, 0.4) + rect(2270, 480, 60, 100, C.cream, { rx: 10 });
    return out;
  },

  "room-accessible"(s) {
    let out = full(
      s.linear([
        [0, "#f3efe6"],
        [1, "#e7e0d1"],
      ]),
    );
    out += windowView(
      s,
      1050,
      200,
      820,
      720,
      lakeLandscape(s, { skyStops: SKIES.day, sunAt: null, treeColor: C.f700, far: "#7b93a8", mid: "#4f6f74" }),
      { frame: C.birch, cols: 2, bar: 14 },
    );
    out += rect(
      0,
      1160,
      W,
      440,
      s.linear([
        [0, "#cdb894"],
        [1, "#b39e79"],
      ]),
    );
    // A wide open doorway to the bathroom with its grab rail.
    out +=
      rect(140, 300, 640, 860, "#dfe7ea") +
      rect(120, 280, 680, 20, C.wood) +
      rect(120, 280, 20, 880, C.wood) +
      rect(780, 280, 20, 880, C.wood);
    const tiles = s.pattern(80, 80, rect(0, 0, 80, 80, "none", { stroke: "#c4d0d4", strokeWidth: 3 }));
    out += rect(140, 300, 640, 860, tiles);
    out += rect(260, 700, 380, 18, "#9aa3a6", { rx: 9 }) + rect(270, 700, 14, 80, "#9aa3a6") + rect(616, 700, 14, 80, "#9aa3a6");
    out += rect(560, 860, 160, 300, "#ffffff", { rx: 20 }) + ellipse(640, 860, 90, 30, "#f5f7f8");
    // A lower bed with plenty of room beside it.
    out += rect(1300, 820, 1000, 300, C.wood, { rx: 20 });
    out +=
      rect(1260, 960, 1080, 200, C.birch, { rx: 34 }) +
      rect(1340, 880, 360, 130, "#ffffff", { rx: 50 }) +
      rect(1860, 880, 360, 130, "#ffffff", { rx: 50 });
    out += rect(1260, 1060, 1080, 100, C.f600, { rx: 16 });
    // A wheelchair, parked.
    const wx = 1010;
    out +=
      circle(wx, 1330, 150, "none", { stroke: C.ink, strokeWidth: 18 }) +
      circle(wx, 1330, 20, C.ink) +
      circle(wx + 190, 1440, 40, "none", { stroke: C.ink, strokeWidth: 12 });
    out += pathEl(`M${wx - 60} 1060 L${wx - 20} 1260 L${wx + 200} 1260 L${wx + 190} 1420`, "none", {
      stroke: C.ink,
      strokeWidth: 16,
      strokeLinejoin: "round",
    });
    out += rect(wx - 30, 1230, 230, 40, C.f800, { rx: 12 }) + rect(wx - 80, 1050, 40, 200, C.f800, { rx: 12 });
    out += plant(s, 2280, 1300, 460);
    return out;
  },

  "room-deluxe"(s) {
    let out = full(
      s.linear([
        [0, C.f800],
        [1, C.f900],
      ]),
    );
    out += windowView(s, 700, 160, 1600, 760, lakeLandscape(s, { skyStops: SKIES.dusk, sunAt: [1400, 860, 60], snow: true }), {
      frame: C.wood3,
      cols: 3,
      bar: 18,
      sill: false,
    });
    out += rect(
      0,
      1120,
      W,
      480,
      s.linear([
        [0, "#6b4a33"],
        [1, "#3e2a1c"],
      ]),
    );
    out += ellipse(1400, 1430, 1000, 130, C.sand3, { opacity: 0.5 });
    // Fireplace.
    out += rect(100, 520, 480, 600, "#3a3432") + rect(160, 800, 360, 280, "#1b1716") + glow(s, 340, 980, 360, C.ember3, 0.7);
    for (let i = 0; i < 5; i++)
      out += pathEl(
        `M${260 + i * 40} 1060 Q ${250 + i * 40} 940 ${280 + i * 40} ${860 + s.r(0, 60)} Q ${310 + i * 40} 960 ${300 + i * 40} 1060 Z`,
        i % 2 ? C.ember3 : C.gold,
      );
    out += rect(200, 1050, 280, 30, C.wood3);
    // King bed, deep green and ember.
    out += rect(900, 780, 1200, 360, C.wood2, { rx: 20 });
    out +=
      rect(840, 980, 1320, 260, C.birch, { rx: 40 }) +
      rect(940, 880, 400, 150, "#ffffff", { rx: 60 }) +
      rect(1660, 880, 400, 150, "#ffffff", { rx: 60 }) +
      rect(1300, 900, 400, 140, C.ember2, { rx: 50 });
    out += rect(840, 1100, 1320, 140, C.ember, { rx: 18 });
    // Armchair and floor lamp.
    out += rect(2160, 1000, 220, 300, C.ember2, { rx: 40 }) + rect(2140, 1140, 260, 120, C.ember, { rx: 30 });
    out +=
      glow(s, 640, 520, 400, C.gold, 0.5) + line(640, 560, 640, 1140, C.ink, 10) + pathEl("M560 600 L600 480 L680 480 L720 600 Z", C.cream);
    return out;
  },

  wedding(s) {
    const wy = 900;
    let above = sky(s, SKIES.golden) + sun(s, 1200, wy - 70, 80, "#fff4d6", C.gold, 800);
    above += mountains(s, { baseY: wy - 20, height: 260, peaks: 3, color: "#8b8aa3", rough: 0.28 });
    above += forest(s, { y: wy + 2, count: 130, hMin: 70, hMax: 180, color: C.f700, jitter: 8 });
    let out = above + water(s, wy, above, { tint: C.lake2, tintOpacity: 0.3, shimmer: 60, shimmerColor: "#fff1c9", bottom: 1100 });
    out +=
      hill(s, { y: 1080, amp: 14, color: "#7fa35f" }) +
      rect(
        0,
        1120,
        W,
        480,
        s.linear([
          [0, "#7fa35f"],
          [1, "#4f7a3f"],
        ]),
      );
    // The aisle and rows of chairs either side.
    out += pathEl(
      poly([
        [1130, 1100],
        [1270, 1100],
        [1560, H],
        [840, H],
      ]),
      C.birch,
      { opacity: 0.95 },
    );
    for (let row = 0; row < 6; row++) {
      const t = row / 5;
      const y = 1160 + t * t * 420;
      const sc = 0.35 + t * 0.9;
      for (let k = 1; k <= 3; k++) {
        out += chair(1200 - (120 + k * 150) * sc - t * 200, y + 120 * sc, 260 * sc, "#ffffff", { seat: "#f1ece2" });
        out += chair(1200 + (120 + k * 150) * sc + t * 200, y + 120 * sc, 260 * sc, "#ffffff", { seat: "#f1ece2" });
      }
    }
    // A flowered arch framing the sun.
    out += pathEl("M950 1130 L950 640 Q 1200 380 1450 640 L1450 1130", "none", { stroke: C.birch, strokeWidth: 26 });
    for (let i = 0; i < 80; i++) {
      const a = s.r(Math.PI, 2 * Math.PI);
      const onArc = s.rand() > 0.4;
      const x = onArc ? 1200 + Math.cos(a) * 250 : s.pick([950, 1450]) + s.r(-20, 20);
      const y = onArc ? 620 + Math.sin(a) * 220 : s.r(640, 1100);
      out += circle(x + s.r(-20, 20), y + s.r(-20, 20), s.r(14, 30), s.pick(["#ffffff", C.rose, "#f7d7c8", C.f500, C.f400, C.gold]));
    }
    for (let i = 0; i < 60; i++) out += ellipse(s.r(800, 1600), s.r(1150, H), 10, 6, s.pick(["#ffffff", C.rose]), { opacity: 0.8 });
    return out;
  },

  celebration(s) {
    let out = full(
      s.linear([
        [0, C.f900],
        [1, "#243a2e"],
      ]),
    );
    // String lights and balloons.
    for (const [y0, sag] of [
      [80, 260],
      [200, 200],
    ]) {
      out += pathEl(`M-20 ${y0} Q 1200 ${y0 + sag * 2} 2420 ${y0}`, "none", { stroke: "#0a140f", strokeWidth: 4 });
      for (let i = 0; i < 22; i++) {
        const t = i / 21;
        const x = -20 + 2440 * t;
        const y = y0 + 4 * sag * t * (1 - t) * 0.98 + 12;
        out += glow(s, x, y, 70, C.gold, 0.6) + circle(x, y, 10, C.cream);
      }
    }
    for (const [x, y, c] of [
      [260, 520, C.ember3],
      [400, 440, C.gold],
      [2080, 480, C.birch],
      [2220, 560, C.ember2],
      [2140, 380, C.f400],
    ]) {
      out +=
        line(x, y + 90, x + s.r(-40, 40), 1100, "#ffffff", 2, { opacity: 0.5 }) +
        ellipse(x, y, 80, 96, c) +
        ellipse(x - 24, y - 30, 16, 24, "#ffffff", { opacity: 0.35 });
    }
    out += glow(s, 1200, 900, 900, C.ember3, 0.25);
    // The table with a layered cake and raised glasses.
    out += rect(0, 1080, W, 520, C.birch) + rect(0, 1080, W, 26, "#ffffff");
    out += ellipse(1200, 1080, 330, 40, "#e9e2d6");
    out +=
      rect(950, 880, 500, 200, C.sand, { rx: 20 }) +
      rect(1020, 720, 360, 170, C.cream, { rx: 18 }) +
      rect(1090, 600, 220, 130, C.sand, { rx: 16 });
    out += rect(950, 960, 500, 22, C.ember3, { opacity: 0.8 }) + rect(1020, 790, 360, 18, C.f500, { opacity: 0.8 });
    for (let i = 0; i < 5; i++) out += candle(s, 1120 + i * 40, 600, 60, 14);
    for (const x of [420, 560, 700, 1700, 1840, 1980]) out += glass(x, 1080, 170, "#f3e3b0", 0.7);
    let confetti = "";
    for (let i = 0; i < 220; i++) {
      const x = s.r(0, W);
      const y = s.r(300, H);
      confetti += rect(x, y, 14, 6, s.pick([C.gold, C.ember3, C.birch, C.f300, C.rose]), {
        transform: `rotate(${n1(s.r(0, 180))} ${n1(x)} ${n1(y)})`,
        opacity: 0.9,
      });
    }
    return out + confetti;
  },

  "forest-hut"(s) {
    let out = sky(s, SKIES.blueHour) + stars(s, 60, 400);
    out += forest(s, { y: 1000, count: 90, hMin: 300, hMax: 600, color: "#16283a", bottom: 1100 });
    out += hill(s, { y: 1080, amp: 20, color: "#d8e0ea" }) + mist(s, 980, 120, 0.3, "#c9d5e3");
    // A grill hut: a timber cone, the door aglow, smoke rising from the top.
    const cx = 1200;
    out += pathEl(
      poly([
        [cx - 520, 1250],
        [cx, 420],
        [cx + 520, 1250],
      ]),
      C.wood2,
    );
    let logs = "";
    for (let i = -9; i <= 9; i++) logs += line(cx + i * 4, 420, cx + i * 56, 1250, C.wood3, 6, { opacity: 0.7 });
    out += logs;
    out +=
      pathEl(
        poly([
          [cx - 40, 360],
          [cx + 40, 360],
          [cx + 20, 470],
          [cx - 20, 470],
        ]),
        C.wood3,
      ) + smoke(s, cx, 340, 320);
    out += glow(s, cx, 1100, 380, C.ember3, 0.75);
    out += pathEl(`M${cx - 120} 1250 L${cx - 120} 1000 Q ${cx} 900 ${cx + 120} 1000 L${cx + 120} 1250 Z`, C.ember4);
    out += pathEl(`M${cx - 60} 1250 Q ${cx - 50} 1130 ${cx} 1080 Q ${cx + 50} 1130 ${cx + 60} 1250 Z`, C.gold);
    // Firewood stack and a bench.
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 6 - r; c++)
        out += circle(1880 + c * 64 + r * 32, 1290 - r * 58, 30, C.sand3) + circle(1880 + c * 64 + r * 32, 1290 - r * 58, 12, C.wood2);
    out += rect(360, 1230, 380, 30, C.wood3) + rect(380, 1260, 24, 60, C.wood3) + rect(700, 1260, 24, 60, C.wood3);
    out += hill(s, { y: 1320, amp: 16, color: "#e7edf4" });
    for (const [x, h] of [
      [150, 1200],
      [2250, 1100],
      [2000, 700],
    ])
      out += spruce(s, x, 1560, h, h * 0.38, C.f950);
    out += snowfall(s, 200, { size: 0.8 });
    return out;
  },

  "gift-card"(s) {
    let out = full(
      s.linear(
        [
          [0, C.birch],
          [1, C.sand],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    );
    // Spruce sprigs at the corners.
    for (const [x, y, a] of [
      [200, 220, 30],
      [2200, 1380, 210],
      [2150, 180, 150],
      [240, 1420, -40],
    ]) {
      let sprig = "";
      for (let i = 0; i < 70; i++) {
        const px = i * 8.5;
        const len = 95 * (1 - (i / 70) * 0.45) * s.r(0.85, 1.1);
        const c = s.pick([C.f700, C.f600, C.f800, C.f500]);
        sprig +=
          line(px, 0, px + len * 0.55, -len * 0.8, c, 6, { strokeLinecap: "round" }) +
          line(px, 0, px + len * 0.55, len * 0.8, c, 6, { strokeLinecap: "round" });
      }
      sprig += line(-30, 0, 620, 0, C.wood3, 9, { strokeLinecap: "round" });
      out += group(sprig, { transform: `translate(${x} ${y}) rotate(${a})` });
    }
    // Dried orange slices and cinnamon.
    for (const [x, y] of [
      [520, 1240],
      [1900, 380],
    ])
      out +=
        circle(x, y, 90, C.ember3) +
        circle(x, y, 74, C.ember4) +
        line(x - 70, y, x + 70, y, C.ember3, 4) +
        line(x, y - 70, x, y + 70, C.ember3, 4);
    out +=
      rect(1700, 1200, 300, 34, C.wood2, { rx: 16, transform: "rotate(-20 1850 1217)" }) +
      rect(1720, 1250, 300, 34, C.wood3, { rx: 16, transform: "rotate(-18 1870 1267)" });
    // The card: forest green with a gold mountain-and-spruce emblem, tied with an ember ribbon.
    out += group(
      rect(10, 30, 1200, 740, "#00000026", { rx: 40, filter: s.blur(24) }) +
        rect(
          0,
          0,
          1200,
          740,
          s.linear(
            [
              [0, C.f700],
              [1, C.f900],
            ],
            { x1: 0, y1: 0, x2: 1, y2: 1 },
          ),
          { rx: 40 },
        ) +
        pathEl("M180 520 L330 300 L400 390 L500 230 L660 520 Z", C.gold) +
        pathEl(spruceD(s, 560, 540, 280, 120), C.gold) +
        rect(180, 560, 480, 10, C.gold) +
        rect(180, 600, 300, 8, C.gold, { opacity: 0.6 }) +
        rect(860, 0, 70, 740, C.ember2) +
        rect(0, 330, 1200, 70, C.ember2) +
        ellipse(840, 365, 120, 60, C.ember3, { transform: "rotate(-25 840 365)" }) +
        ellipse(950, 365, 120, 60, C.ember3, { transform: "rotate(25 950 365)" }) +
        circle(895, 365, 40, C.ember),
      { transform: "translate(600 430) rotate(-4 600 370)" },
    );
    return out;
  },

  trail(s) {
    let out = sky(s, SKIES.day);
    out += sun(s, 1260, 380, 70, "#fffbe8", "#fff2c0", 800);
    out += forest(s, { y: 800, count: 120, hMin: 200, hMax: 460, color: C.f500, bottom: H });
    out += mist(s, 800, 160, 0.4, "#eef4ee");
    out += forest(s, { y: 1000, count: 40, hMin: 500, hMax: 800, color: C.f700, x0: -60, x1: 900, bottom: H });
    out += forest(s, { y: 1000, count: 40, hMin: 500, hMax: 800, color: C.f700, x0: 1500, x1: W + 60, bottom: H });
    out += rays(s, 1260, 380, { count: 8, spread: 700, length: 1400, opacity: 0.3 });
    out += hill(s, { y: 1020, amp: 16, color: "#557d48" });
    // The path winding towards the light.
    out += pathEl(
      "M1180 1020 Q 1100 1100 1200 1180 Q 1320 1280 1100 1400 Q 900 1520 950 1600 L1650 1600 Q 1600 1480 1560 1420 Q 1520 1320 1330 1200 Q 1240 1120 1250 1020 Z",
      C.sand2,
    );
    out += pathEl(
      "M1250 1020 Q 1240 1120 1330 1200 Q 1520 1320 1560 1420 L1600 1600 L1650 1600 Q 1600 1480 1560 1420 Q 1520 1320 1330 1200 Z",
      C.sand3,
      { opacity: 0.6 },
    );
    for (const [x, h] of [
      [420, 1300],
      [640, 1000],
      [1880, 1250],
      [2140, 1450],
    ])
      out += birch(s, x, 1600, h, 60, [C.f400, C.f300, "#a7c98a"], { leafCount: 26, leafSize: 1.4 });
    // A signpost.
    out +=
      rect(1700, 1000, 24, 420, C.wood3) +
      pathEl("M1712 1040 L1960 1040 L2000 1080 L1960 1120 L1712 1120 Z", C.ember2) +
      pathEl("M1712 1150 L1470 1150 L1430 1190 L1470 1230 L1712 1230 Z", C.ember2);
    out += rect(1760, 1072, 150, 12, C.birch, { opacity: 0.7 }) + rect(1510, 1182, 150, 12, C.birch, { opacity: 0.7 });
    for (const [fx, fy] of [
      [200, 1560],
      [820, 1590],
      [2300, 1580],
    ]) {
      for (let i = 0; i < 7; i++) out += ellipse(fx, fy - 120, 24, 140, "#6f9d51", { transform: `rotate(${-70 + i * 23} ${fx} ${fy})` });
    }
    return out;
  },

  reception(s) {
    let out = full(
      s.linear([
        [0, "#efe7d8"],
        [1, "#e1d5bf"],
      ]),
    );
    out += planks(s, 0, 0, W, 1000, { vertical: true, size: 70, colors: ["#c49a6c", "#b98f61", "#cfa678"] });
    out += rect(
      0,
      1000,
      W,
      600,
      s.linear([
        [0, "#5b3e2a"],
        [1, "#3a281b"],
      ]),
    );
    // A large landscape on the wall behind the desk.
    out +=
      rect(760, 180, 880, 520, C.wood3) +
      `<svg x="790" y="210" width="820" height="460" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${lakeLandscape(s, { skyStops: SKIES.dawn, sunAt: [1500, 840, 70], snow: true })}</svg>`;
    for (const x of [500, 1200, 1900]) out += pendant(s, x, 760, { w: 130, color: C.f800, glowR: 320 });
    // The desk: birch front, wooden top, a bell and a stack of brochures.
    out +=
      rect(560, 1050, 1280, 40, C.wood3) +
      rect(600, 1090, 1200, 390, C.birch) +
      planks(s, 600, 1090, 1200, 390, { vertical: true, size: 80, colors: [C.birch, "#efe9de", "#f3eee5"], gap: "#00000010" });
    out += rect(600, 1440, 1200, 40, C.f700);
    out +=
      ellipse(1500, 1040, 50, 12, "#b08a3a") +
      pathEl("M1455 1040 Q 1455 990 1500 985 Q 1545 990 1545 1040 Z", C.gold) +
      circle(1500, 980, 8, C.gold);
    out += rect(820, 1010, 180, 40, C.f600, { rx: 4 }) + rect(830, 990, 170, 24, C.ember3, { rx: 4 });
    out += plant(s, 260, 1500, 700) + plant(s, 2150, 1500, 620);
    out += rect(1960, 1220, 340, 40, C.wood2) + rect(1980, 1260, 24, 120, C.wood3) + rect(2260, 1260, 24, 120, C.wood3);
    return out;
  },

  "hotel-exterior"(s) {
    const wy = 1140;
    let above = sky(s, SKIES.dusk) + stars(s, 60, 400);
    above += mountains(s, { baseY: 900, height: 460, peaks: 3, color: "#4b4d6e", snow: "#c9c3d6" });
    above += forest(s, { y: 920, count: 120, hMin: 100, hMax: 260, color: "#1d2a33", bottom: 1000 });
    // The hotel: a long, dark-timber building of three floors, every window lit.
    let hotel = pathEl(
      poly([
        [440, 640],
        [1200, 440],
        [1960, 640],
      ]),
      "#2b2624",
    );
    hotel +=
      rect(480, 640, 1440, 460, "#3b2a22") +
      planks(s, 480, 640, 1440, 460, { vertical: true, size: 40, colors: ["#3b2a22", "#42302a", "#36271f"], gap: "#00000030" });
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 12; col++) {
        const x = 540 + col * 115;
        const y = 690 + row * 130;
        const lit = s.rand() > 0.18;
        hotel += rect(x, y, 64, 84, lit ? C.gold : "#4a4e5e") + (lit ? glow(s, x + 32, y + 42, 90, C.gold, 0.35) : "");
      }
    }
    hotel +=
      rect(1090, 1000, 220, 100, C.gold) +
      glow(s, 1200, 1050, 260, C.gold, 0.5) +
      pathEl(
        poly([
          [1040, 990],
          [1360, 990],
          [1330, 950],
          [1070, 950],
        ]),
        "#2b2624",
      );
    above +=
      hotel +
      forest(s, { y: wy + 4, count: 30, hMin: 120, hMax: 300, color: "#15211c", x0: -60, x1: 480 }) +
      forest(s, { y: wy + 4, count: 30, hMin: 120, hMax: 300, color: "#15211c", x0: 1920, x1: W + 60 });
    above += rect(0, 1100, W, wy - 1100 + 6, "#15211c");
    let out = above + water(s, wy, above, { tint: "#2c2a44", tintOpacity: 0.3, shimmer: 60, shimmerColor: "#ffd899" });
    out += hill(s, { y: 1500, amp: 20, color: C.f950 });
    out += spruce(s, 150, 1620, 1300, 460, C.f950) + spruce(s, 2260, 1620, 1200, 420, C.f950);
    return out;
  },
};

/** A boiled crayfish, seen from above: tail segments, body, claws and feelers, tilted by `angle`. */
function crayfishShape(s, x, y, sc, angle) {
  const red = s.pick(["#c8321f", "#d2401f", "#b82a1a"]);
  let o = ellipse(0, 0, 60, 26, red);
  for (let i = 0; i < 5; i++) o += ellipse(70 + i * 22, 0, 16, 22 - i * 2, red);
  o += pathEl("M170 0 L205 -22 L210 22 Z", red);
  for (const side of [-1, 1]) {
    o += line(-40, side * 14, -80, side * 40, red, 10, { strokeLinecap: "round" });
    o += pathEl(
      `M-70 ${side * 40}Q-130 ${side * 70} -175 ${side * 48}L-140 ${side * 38}L-178 ${side * 28}Q-120 ${side * 22} -70 ${side * 40}Z`,
      red,
    );
    o += line(-55, side * 6, -150, side * 95, red, 3);
  }
  o += ellipse(-10, -8, 30, 8, "#ffffff", { opacity: 0.25 });
  return group(o, { transform: `translate(${n1(x)} ${n1(y)}) scale(${n1(sc * 100) / 100} ${n1(sc * 60) / 100}) rotate(${n1(angle)})` });
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const args = process.argv.slice(2);
  const writeSvg = args.includes("--svg");
  const wanted = args.filter((a) => !a.startsWith("--"));
  const keys = await loadImageKeys();
  const missing = keys.filter((k) => !scenes[k]);
  if (missing.length) throw new Error(`no drawing for: ${missing.join(", ")}`);
  const unknown = wanted.filter((k) => !keys.includes(k));
  if (unknown.length) throw new Error(`not an image key: ${unknown.join(", ")}`);
  const sharp = await loadSharp();
  await mkdir(sourceDir, { recursive: true });
  for (const key of wanted.length ? wanted : keys) {
    const s = new Scene(key);
    const svg = s.svg(scenes[key](s));
    const file = path.join(sourceDir, `${key}.jpg`);
    if (writeSvg) await writeFile(path.join(sourceDir, `${key}.svg`), svg);
    const pixels = await sharp(Buffer.from(svg), { density: 72 }).flatten({ background: C.birch }).png().toBuffer();
    // Quality 82, lowered a step at a time for the busiest drawings so each source stays under budget.
    let quality = 82;
    let jpeg = await sharp(pixels).jpeg({ quality, mozjpeg: true }).toBuffer();
    while (jpeg.length > maxSourceBytes && quality > 70) {
      quality -= 4;
      jpeg = await sharp(pixels).jpeg({ quality, mozjpeg: true }).toBuffer();
    }
    await writeFile(file, jpeg);
    console.log(`${key}.jpg  ${W}×${H}  q${quality}  ${Math.round(jpeg.length / 1024)} KB`);
  }
}

await main();
