// Starts the real binary on a free port with a fresh SQLite database, and headless
// Chromium (Debian's) through playwright-core.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, onTestFailed } from "vitest";

export interface Server {
  url: string;
  databaseUrl: string;
  /** Where the server writes each mail as an .eml file (no SMTP_URL in tests). */
  outboxDir: string;
  logs: () => string;
  stop: () => Promise<void>;
}

const BIN = process.env.ELEKTRIKER_BIN ?? path.resolve(__dirname, "../../target/debug/elektriker");

/** The server of the running test file, for the failure report. */
let current: Server | null = null;

export async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const dir = mkdtempSync(path.join(tmpdir(), "elektriker-e2e-"));
  let output = "";
  const child: ChildProcess = spawn(BIN, ["serve", "--port", "0"], {
    env: {
      ...process.env,
      NO_COLOR: "1",
      RUST_LOG: "info",
      DATABASE_URL: `sqlite://${dir}/site.db`,
      // Mail goes to .eml files in the test's own folder, not into the working tree.
      MAIL_OUTBOX_DIR: path.join(dir, "outbox"),
      // The tests ask for the pages they need; warming every page beside them would
      // only take the machine's two cores (tests/api/cold_start.rs tests the warmer).
      PAGE_WARMUP: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /elektriker is ready address=127\.0\.0\.1:(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  current = {
    url: `http://127.0.0.1:${port}`,
    databaseUrl: `sqlite://${dir}/site.db`,
    outboxDir: env.MAIL_OUTBOX_DIR ?? path.join(dir, "outbox"),
    logs: () => output,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return current;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** A page that records console errors and warnings (hydration mismatches among them). */
export async function openPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  // When the test fails, say where the page was and what it showed: CI keeps only
  // the printed output (and e2e-artifacts/ when it keeps files).
  onTestFailed(async ({ task }) => {
    const dir = path.resolve(__dirname, "../../e2e-artifacts");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${task.name.replace(/[^a-z0-9]+/gi, "-").slice(0, 80)}.png`);
    const url = page.isClosed() ? "(closed)" : page.url();
    const text = page.isClosed() ? "" : await page.locator("body").innerText({ timeout: 2_000 }).catch(() => "");
    await page.screenshot({ path: file, fullPage: false, timeout: 5_000 }).catch(() => undefined);
    const serverLog = current?.logs().trim().split("\n").slice(-25).join("\n") ?? "";
    console.error(`[e2e] "${task.name}" failed at ${url}\n[e2e] console: ${problems.join(" | ") || "(none)"}\n[e2e] page text: ${text.slice(0, 600).replace(/\s+/g, " ")}\n[e2e] screenshot: ${file}\n[e2e] server log (last lines):\n${serverLog}`);
  });
  return { page, problems };
}

/** Waits until React has hydrated the page (the client marks <html> when done). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Waits for the order page a placed order leads to. With JavaScript the app follows
 * the checkout's redirect in the same document: the address changes as the router
 * commits, and the page's render follows a moment later, so the URL alone is not
 * the page.
 */
export async function orderShown(page: Page) {
  await page.waitForURL(/\/ordre\/NE-\d+/);
  await page.locator(".order-items").first().waitFor();
}

/**
 * Brings an island of the page (app/src/lib/island.tsx: a section whose code loads when
 * the visitor comes near it) into view, and waits until its live component has taken
 * the server HTML's place; returns its wrapper.
 */
export async function islandLive(page: Page, name: string) {
  // Scrolled by the page itself (the element scrolled to is replaced on the way), and
  // again until it stays in view: a jump down the page lands among sections still laid
  // out at their placeholder heights (content-visibility: auto), which then take their
  // own and move it away.
  const live = page.locator(`[data-island="${name}"][data-live]`);
  for (let tries = 0; tries < 100 && !(await live.count()); tries++) {
    await page.evaluate((n) => document.querySelector(`[data-island="${n}"]`)?.firstElementChild?.scrollIntoView({ block: "center" }), name);
    await live.waitFor({ state: "attached", timeout: 300 }).catch(() => undefined);
  }
  await live.waitFor({ state: "attached" });
  return page.locator(`[data-island="${name}"]`);
}

/**
 * The visitor's pointer arrives over the page (the top left corner, over the
 * announcement bar), which brings the widgets' code (menus, dialogs, toasts; see
 * app/src/lib/widgets.ts); waits until they are in (the language menu is theirs).
 */
export async function widgetsIn(page: Page) {
  await page.mouse.move(4, 4);
  await page.mouse.move(12, 8);
  await page.locator(".lang-switcher-button").waitFor();
}

/**
 * Stops the page's clock: call before `page.goto`. From then on the app's timers
 * (setTimeout, setInterval, requestAnimationFrame, requestIdleCallback) and its idea of
 * the time (Date, performance.now, events' timeStamp) move only when the test moves
 * them, with `page.clock.runFor(ms)`, in every document the context loads. A test then
 * says "5 s later" without waiting 5 s, and a slow machine cannot let a toast close or
 * a carousel move before the test has looked. (CSS animations, media playback and the
 * network keep real time.)
 */
export async function stopClock(page: Page) {
  // Installed a minute back and paused at the real time: the page's Date is about
  // right, and the pause can never land in the clock's past however slow the install.
  await page.clock.install({ time: Date.now() - 60_000 });
  await page.clock.pauseAt(Date.now());
}

/** Waits for `count` of the browser's real rendering frames (not the page's clock):
 * by then style and layout have caught up with what the page changed before. */
export async function renderedFrames(page: Page, count = 3) {
  await page.evaluate(async (n) => {
    const w = window as unknown as { __pwClock?: { builtins: { requestAnimationFrame: typeof requestAnimationFrame } } };
    const raf = w.__pwClock?.builtins.requestAnimationFrame ?? window.requestAnimationFrame.bind(window);
    for (let i = 0; i < n; i++) await new Promise((r) => raf(r));
  }, count);
}

/** Runs the binary's command line against the test server's database. */
export function cli(server: Server, ...args: string[]): string {
  return execFileSync(BIN, args, { env: { ...process.env, DATABASE_URL: server.databaseUrl, NO_COLOR: "1", RUST_LOG: "warn" }, encoding: "utf8" });
}

/** Fills the checkout's customer: name, a parcel address, phone and e-mail. */
export async function fillCustomer(page: Page, name: string, email: string, address = { street: "Nørrebrogade 10", postcode: "2200", city: "København N" }) {
  await page.locator("input[name=name]").fill(name);
  await page.locator("input[name=address]").fill(address.street);
  await page.locator("input[name=postcode]").fill(address.postcode);
  await page.locator("input[name=city]").fill(address.city);
  await page.locator("input[name=phone]").fill("12345678");
  await page.locator("input[name=email]").fill(email);
}

/** Waits for a toast with this text in the region labelled "Notification". */
/** A cart handed to the checkout through the API, as the cart panel does: the
 * checkout's URL on the site at `url`. */
export async function checkoutFor(url: string, lang: string, lines: { merchandiseId: string; quantity: number }[]): Promise<string> {
  const res = await fetch(url + "/api/checkout", {
    method: "POST",
    headers: { "content-type": "application/json", "x-lang": lang },
    body: JSON.stringify({ lines }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { checkoutUrl: string }).checkoutUrl;
}

export async function expectToast(page: Page, text: string) {
  await page.getByRole("region", { name: "Notification" }).getByText(text).waitFor();
}

/** Signs in through the Danish /auth form and waits for /profile. */
export async function signIn(page: Page, server: Server, email: string, password: string) {
  await page.goto(server.url + "/auth");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Log ind" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Adgangskode").fill(password);
  await form.getByRole("button", { name: "Log ind" }).click();
  await page.waitForURL(server.url + "/profile");
}

/** Creates an account through the Danish /auth form and waits for /profile. */
export async function signUp(page: Page, server: Server, email: string, first = "Mette", last = "Hansen") {
  await page.goto(server.url + "/auth");
  await hydrated(page);
  await page.getByRole("tab", { name: "Opret konto" }).click();
  const form = page.getByRole("form", { name: "Opret konto" });
  await form.getByLabel("Fornavn").fill(first);
  await form.getByLabel("Efternavn").fill(last);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Adgangskode").fill("hemmelig123");
  await form.getByRole("button", { name: "Opret konto" }).click();
  await page.waitForURL(server.url + "/profile");
}

// The second factor. The tests play the authenticator app: codes are computed here
// from the secret the server showed (RFC 6238: HMAC-SHA1, 30 s steps, 6 digits).

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const STEP_SECONDS = 30;

function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const c of text.replace(/[\s=]/g, "").toUpperCase()) {
    const index = BASE32.indexOf(c);
    if (index < 0) throw new Error(`not base32: ${text}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** The 6-digit code of a base32 secret at a time step (RFC 6238 with SHA-1). */
export function totpAtStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  const binary = ((hmac[offset] & 0x7f) << 24) | (hmac[offset + 1] << 16) | (hmac[offset + 2] << 8) | hmac[offset + 3];
  return String(binary % 1_000_000).padStart(6, "0");
}

/** The code an authenticator app shows now. */
export function totp(secret: string, at = Date.now()): string {
  return totpAtStep(secret, Math.floor(at / 1000 / STEP_SECONDS));
}

/** The last time step whose code a test handed out, per secret. */
const usedSteps = new Map<string, number>();

/** A code the server has not seen yet: it refuses a time step already used, so when
 * this step's code is used, this waits for the next step (at most 30 s). */
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / 1000 / STEP_SECONDS);
    if (step > (usedSteps.get(secret) ?? -1)) {
      usedSteps.set(secret, step);
      return totpAtStep(secret, step);
    }
    await new Promise((r) => setTimeout(r, (step + 1) * STEP_SECONDS * 1000 - Date.now() + 100));
  }
}

/** Turns on the second factor for the signed-in page's account through the API, from
 * the page (same origin, its cookies): the session passes the factor (level 2). */
export async function enrolSecondFactor(page: Page, lang = "da"): Promise<{ secret: string; recoveryCodes: string[] }> {
  const call = (path: string, body?: object) =>
    page.evaluate(
      async ({ path, body, lang }) => {
        const res = await fetch(path, {
          method: "POST",
          credentials: "same-origin",
          headers: { accept: "application/json", "x-lang": lang, ...(body ? { "content-type": "application/json" } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: res.status, body: await res.json() };
      },
      { path, body, lang },
    );
  const enrolment = await call("/api/profile/mfa");
  if (enrolment.status !== 200) throw new Error(`enrolling a second factor: ${enrolment.status} ${JSON.stringify(enrolment.body)}`);
  const secret: string = enrolment.body.secret;
  const confirmed = await call("/api/profile/mfa/verify", { code: await freshCode(secret) });
  if (confirmed.status !== 200) throw new Error(`confirming the second factor: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes };
}

/** Signs an account with a second factor in through the Danish /auth form and its
 * code step, and waits for /profile. */
export async function signInWithCode(page: Page, server: Server, email: string, password: string, secret: string) {
  await page.goto(server.url + "/auth");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Log ind" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Adgangskode").fill(password);
  await form.getByRole("button", { name: "Log ind" }).click();
  const step = page.getByRole("form", { name: "Indtast din engangskode" });
  await step.getByLabel("6-cifret kode").fill(await freshCode(secret));
  await step.getByRole("button", { name: "Bekræft" }).click();
  await page.waitForURL(server.url + "/profile");
}

/** Each administrator's secret, per server. */
const adminSecrets = new Map<string, string>();

/** Signs an administrator in so that admin pages open: the first time with the
 * password and a second factor set up through the API, afterwards through the UI
 * with the code step. */
export async function signInAsAdmin(page: Page, server: Server, email: string, password: string) {
  const key = `${server.url} ${email}`;
  const secret = adminSecrets.get(key);
  if (secret) return signInWithCode(page, server, email, password, secret);
  await signIn(page, server, email, password);
  adminSecrets.set(key, (await enrolSecondFactor(page)).secret);
}

// The fixture of a test file: `const site = useSite({ ... })` at the top (or at the top
// of a describe) starts the file's server and browser before its tests and stops them
// after; the tests share them.

export interface Account {
  email: string;
  password: string;
}

export interface SiteOptions {
  /** The server's environment (see startServer); a function when it depends on what an
   * earlier beforeAll set up (it is called when the server starts). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** An administrator account, created with `user create --admin` once the server is up;
   * `site.admin` signs it in. */
  admin?: Account;
  /** Launch a browser for the file (default true); false for a server only. */
  browser?: boolean;
  /** Runs once the server, the browser and the admin account are there: data to seed. */
  setup?: (site: Site) => void | Promise<void>;
}

/** The administrator of `useSite({ admin })`. */
export interface Admin extends Account {
  /** Signs the page in as signInAsAdmin does: the first time with the password and a
   * second factor set up through the API, afterwards through the UI with a code. */
  signIn(page: Page): Promise<void>;
  /** A new context of the browser with the administrator's session: signed in once (on a
   * page closed again), then its cookies shared, since a new sign-in would wait for the
   * authenticator's next code. */
  context(options?: BrowserContextOptions): Promise<BrowserContext>;
}

export interface Site {
  readonly server: Server;
  readonly browser: Browser;
  /** The server's address (`site.url + "/auth"`). */
  readonly url: string;
  readonly admin: Admin;
  /** A new context of the browser and a page in it that records problems (openPage). */
  open(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page; problems: string[] }>;
}

export function useSite(options: SiteOptions = {}): Site {
  let server: Server | undefined;
  let browser: Browser | undefined;
  let adminSession: Awaited<ReturnType<BrowserContext["storageState"]>> | null = null;
  const notYet = (what: string): never => {
    throw new Error(`useSite: the ${what} is not there (it starts in beforeAll; use it in tests and hooks)`);
  };

  const account = options.admin;
  const admin: Admin | undefined = account && {
    email: account.email,
    password: account.password,
    signIn: (page) => signInAsAdmin(page, site.server, account.email, account.password),
    async context(contextOptions = {}) {
      if (adminSession) return site.browser.newContext({ ...contextOptions, storageState: adminSession });
      const { context, page } = await site.open(contextOptions);
      await signInAsAdmin(page, site.server, account.email, account.password);
      adminSession = await context.storageState();
      await page.close();
      return context;
    },
  };

  const site: Site = {
    get server() {
      return server ?? notYet("server");
    },
    get browser() {
      return browser ?? notYet(options.browser === false ? "browser (useSite({ browser: false }))" : "browser");
    },
    get url() {
      return site.server.url;
    },
    get admin() {
      return admin ?? notYet("admin (pass useSite({ admin }))");
    },
    async open(contextOptions) {
      const context = await site.browser.newContext(contextOptions);
      return { context, ...(await openPage(context)) };
    },
  };

  beforeAll(async () => {
    server = await startServer(typeof options.env === "function" ? options.env() : options.env);
    if (options.browser !== false) browser = await launchBrowser();
    if (account) cli(server, "user", "create", "--email", account.email, "--password", account.password, "--first-name", "Ida", "--admin");
    await options.setup?.(site);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return site;
}
