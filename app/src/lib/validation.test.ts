import { describe, expect, it } from "vitest";
import cases from "./validation-cases.json";
import {
  passwordStrength, validateContact, validateNewsletter, validatePasswordChange, validateProfile, validateQuote, validateSignIn,
  validateSignUp,
} from "./validation";

describe("the shared validation cases (the server runs them too)", () => {
  it.each(cases.signUp)("sign-up: $name", (c) => expect(validateSignUp(c.input)).toEqual(c.errors));
  it.each(cases.signIn)("sign-in: $name", (c) => expect(validateSignIn(c.input)).toEqual(c.errors));
  it.each(cases.profile)("profile: $name", (c) => expect(validateProfile(c.input)).toEqual(c.errors));
  it.each(cases.passwordChange)("password change: $name", (c) => expect(validatePasswordChange(c.input)).toEqual(c.errors));
  it.each(cases.quote)("quote: $name", (c) => expect(validateQuote(c.input)).toEqual(c.errors));
  it.each(cases.contact)("contact: $name", (c) => expect(validateContact(c.input)).toEqual(c.errors));
  it.each(cases.newsletter)("newsletter: $name", (c) => expect(validateNewsletter(c.input)).toEqual(c.errors));
});

describe("password strength", () => {
  it("is weak below 6, medium from 6 to 9 and strong from 10 characters", () => {
    expect(passwordStrength("")).toBe("weak");
    expect(passwordStrength("12345")).toBe("weak");
    expect(passwordStrength("123456")).toBe("medium");
    expect(passwordStrength("123456789")).toBe("medium");
    expect(passwordStrength("1234567890")).toBe("strong");
  });
});
