// The server renders a page's shell (header, menus, footer: about two thirds of a
// product page's render) once per language, route, site and visitor, and then only the
// route's content per page, put into the kept shell's hole. The result is the very
// HTML a whole render gives (the browser hydrates the whole app against it), which
// tests/api/render.rs checks page by page: the parts keep every element's place in
// the tree (see `AppPart` in App.tsx), and the one thing of a page the shell shows,
// its path in the language links, is rendered as a marker and written in per page.
import { localizedPath } from "./paths";
import { LANGS, type PageData } from "./types";

/** Which part of the page a server render makes: all of it (the browser always), the
 * shell with a hole where the route's content goes, or the content alone. The parts
 * leave the others' places in the tree empty, not gone, so every element keeps its
 * position and `useId` gives the ids the whole render gives (see App.tsx). */
export type AppPart = "whole" | "shell" | "content";

/** Where the route's content goes in a shell render. */
export const SHELL_HOLE = "<x-shell-hole></x-shell-hole>";

/** The path a shell is rendered with; each language link's href is filled per page. */
const MARKER = "~shell-path~";
const PATH = `/${MARKER}`;

/** Shells kept by this runtime (one JavaScript runtime per render worker). */
const kept = new Map<string, Shell | null>();
/** Enough for every route in four languages, anonymous and signed in, with room for
 * the personal pages' visitors; the oldest goes first beyond it. */
const KEPT_MAX = 512;

interface Shell {
  /** The shell's HTML before and after the route's content. */
  before: string;
  after: string;
  /** How the content render opens the content's element (`<main …>`). */
  open: string;
  /** The app's first tag: what a content render writes its hoisted resources (an
   * image's preload) before, which lead the page as they lead a whole render. */
  first: string;
}

/** Escapes an attribute value as react-dom/server writes it. */
function attribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);
}

/** The language links' hrefs of the marker path and of `path`, in the order of LANGS. */
function hrefs(path: string): string[] {
  return LANGS.map((lang) => `href="${attribute(localizedPath(lang, path))}"`);
}

/** The language links' hrefs as a shell render writes them. */
const MARKED = hrefs(PATH);

function fillPath(html: string, path: string): string {
  const to = hrefs(path);
  return MARKED.reduce((out, from, i) => out.replaceAll(from, to[i]), html);
}

/** A shell render made ready to be filled, or null when it cannot be (it shows its
 * marker path somewhere other than the language links, or has no hole). */
function prepare(html: string): Shell | null {
  const hole = html.indexOf(SHELL_HOLE);
  const opened = html.lastIndexOf("<main", hole);
  if (hole < 0 || opened < 0 || html.indexOf(SHELL_HOLE, hole + 1) >= 0) return null;
  if (fillPath(html, "/").includes(MARKER)) return null;
  // A shell that hoists resources of its own would have to merge them with the
  // content's, in render order: not kept.
  const first = html.slice(0, html.indexOf(">") + 1);
  if (/^<(link|meta|title|style|script|base)\b/.test(first)) return null;
  return { before: html.slice(0, hole), after: html.slice(hole + SHELL_HOLE.length), open: html.slice(opened, hole), first };
}

/** The page's body HTML: the kept shell around a render of the content alone, or one
 * whole render where the shell cannot be kept (`spliced` says which). `render` renders
 * one part of the app for page data at a location. */
export function renderSpliced(
  data: PageData,
  url: string,
  messagesKey: string,
  basename: string,
  render: (part: AppPart, data: PageData, url: string) => string,
): { html: string; spliced: boolean } {
  // Everything a shell render reads (the catalogue's version names its language).
  const key = JSON.stringify([messagesKey, data.lang, data.route, data.site, data.user]);
  let shell = kept.get(key);
  if (shell === undefined) {
    const view: PageData = { ...data, path: PATH, params: {}, page: {}, status: 200 };
    shell = prepare(render("shell", view, basename + PATH));
    if (!shell) console.warn(`the shell of route ${data.route} cannot be kept: rendered whole`);
    if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value!);
    kept.set(key, shell);
  }
  const whole = () => ({ html: render("whole", data, url), spliced: false });
  if (!shell) return whole();
  const content = render("content", data, url);
  const lead = content.indexOf(shell.first);
  const start = content.indexOf(shell.open, lead);
  const end = content.lastIndexOf("</main>");
  if (lead < 0 || start < 0 || end < start) return whole();
  const hoisted = content.slice(0, lead);
  const html = hoisted + fillPath(shell.before, data.path) + content.slice(start + shell.open.length, end) + fillPath(shell.after, data.path);
  return { html, spliced: true };
}
