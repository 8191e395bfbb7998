// The account form rules, as in the server (server/auth/validation.rs). Each returns
// field -> catalogue message id; validation-cases.json is run by both test suites.
export type FieldErrors = Record<string, string>;

const EMAIL =
  /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

const length = (s: string) => [...s].length;

export function emailError(value: string): string | null {
  const v = value.trim();
  if (length(v) > 255) return "validation-email-too-long";
  if (!EMAIL.test(v)) return "validation-email-invalid";
  return null;
}

function nameError(value: string, field: "first" | "last"): string | null {
  const n = length(value.trim());
  if (n === 0) return `validation-${field}-name-required`;
  if (n > 50) return `validation-${field}-name-too-long`;
  return null;
}

export function newPasswordError(value: string): string | null {
  const n = length(value);
  if (n < 6) return "validation-password-too-short";
  if (n > 72) return "validation-password-too-long";
  return null;
}

function collect(checks: [string, string | null][]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}

export function validateSignUp(v: { firstName: string; lastName: string; email: string; password: string }): FieldErrors {
  return collect([
    ["firstName", nameError(v.firstName, "first")],
    ["lastName", nameError(v.lastName, "last")],
    ["email", emailError(v.email)],
    ["password", newPasswordError(v.password)],
  ]);
}

export function validateSignIn(v: { email: string; password: string }): FieldErrors {
  return collect([
    ["email", emailError(v.email)],
    ["password", v.password.length === 0 ? "validation-password-required" : null],
  ]);
}

export function validateProfile(v: { firstName: string; lastName: string; phone: string }): FieldErrors {
  return collect([
    ["firstName", nameError(v.firstName, "first")],
    ["lastName", nameError(v.lastName, "last")],
    ["phone", length(v.phone.trim()) > 20 ? "validation-phone-too-long" : null],
  ]);
}

export function validatePasswordChange(v: { currentPassword: string; newPassword: string; confirmPassword: string }): FieldErrors {
  const newError = newPasswordError(v.newPassword);
  return collect([
    ["currentPassword", v.currentPassword.length === 0 ? "validation-current-password-required" : null],
    ["newPassword", newError],
    ["confirmPassword", v.confirmPassword === "" || (!newError && v.confirmPassword !== v.newPassword) ? "validation-passwords-mismatch" : null],
  ]);
}

/** The password strength indicator: weak below 6 characters, medium 6-9, strong 10+. */
export function passwordStrength(value: string): "weak" | "medium" | "strong" {
  const n = length(value);
  return n < 6 ? "weak" : n < 10 ? "medium" : "strong";
}

function formEmailError(value: string, required: boolean): string | null {
  if (required && value.trim() === "") return "form-email-required";
  const error = emailError(value);
  return error === "validation-email-too-long" ? "form-email-too-long" : error ? "form-email-invalid" : null;
}

/** The home page's quote form: name 2-100, email, phone 8-20, message 10-1000. */
export function validateQuote(v: { name: string; email: string; phone: string; message: string }): FieldErrors {
  const name = length(v.name.trim());
  const phone = length(v.phone.trim());
  const message = length(v.message.trim());
  return collect([
    ["name", name < 2 ? "form-name-too-short" : name > 100 ? "form-name-too-long" : null],
    ["email", formEmailError(v.email, false)],
    ["phone", phone < 8 ? "form-phone-too-short" : phone > 20 ? "form-phone-too-long" : null],
    ["message", message < 10 ? "form-message-too-short" : message > 1000 ? "form-message-too-long" : null],
  ]);
}

/** The /kontakt form: name, email and message required; phone optional. */
export function validateContact(v: { name: string; email: string; phone: string; message: string }): FieldErrors {
  const name = length(v.name.trim());
  const message = length(v.message.trim());
  return collect([
    ["name", name === 0 ? "form-name-required" : name > 100 ? "form-name-too-long" : null],
    ["email", formEmailError(v.email, true)],
    ["phone", length(v.phone.trim()) > 20 ? "form-phone-too-long" : null],
    ["message", message === 0 ? "form-message-required" : message > 1000 ? "form-message-too-long" : null],
  ]);
}

export function validateNewsletter(v: { email: string }): FieldErrors {
  return collect([["email", formEmailError(v.email, true)]]);
}
