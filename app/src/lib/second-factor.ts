// The second factor's codes as people type and keep them: a 6-digit code from the
// authenticator app, or a recovery code (`abcde-fghij`, one use each). The server
// ignores spaces, dashes and case; these helpers only spare a round trip for what
// cannot be right and keep the field tidy.

/** What a field asks for: the app's code, a recovery code, or either. */
export type CodeKind = "totp" | "recovery" | "any";

const RECOVERY_LENGTH = 10;

/** The field's value as typed or pasted: digits only for the app's code (a pasted
 * "123 456" becomes "123456"); lower case letters, digits and dashes otherwise. */
export function typedCode(value: string, kind: CodeKind): string {
  if (kind === "totp") return value.replace(/\D/g, "").slice(0, 6);
  return value.toLowerCase().replace(/[^a-z0-9-]/g, "").slice(0, RECOVERY_LENGTH + 2);
}

const isTotp = (code: string) => /^\d{6}$/.test(code.replace(/[\s-]/g, ""));
const isRecovery = (code: string) => code.replace(/[^a-zA-Z0-9]/g, "").length === RECOVERY_LENGTH;

/** The message id of what is wrong with a code before sending it, or null. */
export function codeProblem(code: string, kind: CodeKind): string | null {
  const trimmed = code.trim();
  if (kind === "totp") return isTotp(trimmed) ? null : "second-factor-code-format";
  if (kind === "recovery") return isRecovery(trimmed) ? null : "second-factor-recovery-format";
  if (trimmed === "") return "second-factor-code-required";
  if (isTotp(trimmed) || isRecovery(trimmed)) return null;
  return /[a-z]/i.test(trimmed) ? "second-factor-recovery-format" : "second-factor-code-format";
}

/** A base32 secret in groups of four, easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s/g, "").match(/.{1,4}/g) ?? []).join(" ");
}

/** The recovery codes as a text file to keep: a heading, the codes, a note. */
export function recoveryCodesFile(heading: string, codes: string[], note: string): string {
  return `${heading}\n\n${codes.join("\n")}\n\n${note}\n`;
}
