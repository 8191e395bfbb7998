// Starts the real binary on a free port with a fresh SQLite database, and headless
// Chromium (Debian's) through playwright-core.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { onTestFailed } from "vitest";

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

/** Runs the binary's command line against the test server's database. */
export function cli(server: Server, ...args: string[]): string {
  return execFileSync(BIN, args, { env: { ...process.env, DATABASE_URL: server.databaseUrl, NO_COLOR: "1", RUST_LOG: "warn" }, encoding: "utf8" });
}

/** Waits for a toast with this text in the region labelled "Notification". */
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
