// The mails a test server wrote: without SMTP_URL each one is an RFC 5322 .eml file in
// MAIL_OUTBOX_DIR, parsed here with postal-mime (quoted-printable, base64, encoded words).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import PostalMime from "postal-mime";
import { expect } from "vitest";
import type { Server } from "./harness";

export interface Mail {
  file: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Attachments (a calendar invitation's invite.ics) with their text. */
  attachments: { filename: string; mimeType: string; text: string }[];
}

export async function readOutbox(server: Server): Promise<Mail[]> {
  let files: string[] = [];
  try {
    files = readdirSync(server.outboxDir).filter((f) => f.endsWith(".eml")).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const email = await PostalMime.parse(readFileSync(path.join(server.outboxDir, file)));
      return {
        file,
        to: (email.to ?? []).map((a) => ("address" in a ? (a.address ?? "") : "")),
        subject: email.subject ?? "",
        text: email.text ?? "",
        html: email.html ?? "",
        attachments: (email.attachments ?? []).map((a) => ({
          filename: a.filename ?? "",
          mimeType: a.mimeType,
          text: typeof a.content === "string" ? a.content : new TextDecoder().decode(a.content),
        })),
      };
    }),
  );
}

/** Waits (the queue sends in the background) for a mail that matches. */
export async function waitForMail(server: Server, matches: (mail: Mail) => boolean, what: string): Promise<Mail> {
  let found: Mail | undefined;
  let seen: Mail[] = [];
  await expect
    .poll(
      async () => {
        seen = await readOutbox(server);
        found = seen.find(matches);
        return !!found;
      },
      { timeout: 15_000, interval: 200, message: `${what}; the outbox has: ${JSON.stringify(seen.map((m) => [m.to, m.subject]))}` },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the first link in a mail's text that points at `path`
 * (the link's host is PUBLIC_URL, which tests leave at its default). */
export function linkTo(mail: Mail, pathPrefix: string): string {
  const m = new RegExp(`https?://[^/\\s]+(${pathPrefix.replace(/[/?]/g, "\\$&")}[^\\s>"]*)`).exec(mail.text);
  if (!m) throw new Error(`no link to ${pathPrefix} in:\n${mail.text}`);
  return m[1];
}
