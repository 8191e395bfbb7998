import { describe, expect, it } from "vitest";
import { codeProblem, groupSecret, recoveryCodesFile, typedCode } from "./second-factor";

describe("typedCode", () => {
  it("keeps six digits of the app's code, also from a pasted '123 456'", () => {
    expect(typedCode("123 456", "totp")).toBe("123456");
    expect(typedCode("12a3", "totp")).toBe("123");
    expect(typedCode("12345678", "totp")).toBe("123456");
  });

  it("keeps a recovery code in lower case with its dash", () => {
    expect(typedCode("ABCDE-FGHIJ", "recovery")).toBe("abcde-fghij");
    expect(typedCode(" abcde fghij ", "any")).toBe("abcdefghij");
    expect(typedCode("abcde-fghij-klm", "recovery")).toBe("abcde-fghij-");
  });
});

describe("codeProblem", () => {
  it("wants exactly six digits from the app", () => {
    expect(codeProblem("123456", "totp")).toBeNull();
    expect(codeProblem("12345", "totp")).toBe("second-factor-code-format");
    expect(codeProblem("", "totp")).toBe("second-factor-code-format");
  });

  it("wants ten letters or digits in a recovery code, dash or not", () => {
    expect(codeProblem("abcde-fghij", "recovery")).toBeNull();
    expect(codeProblem("abcdefghij", "recovery")).toBeNull();
    expect(codeProblem("abcde-fghi", "recovery")).toBe("second-factor-recovery-format");
  });

  it("takes either when turning the factor off, and says which one looks wrong", () => {
    expect(codeProblem("", "any")).toBe("second-factor-code-required");
    expect(codeProblem("654321", "any")).toBeNull();
    expect(codeProblem("abcde-fghij", "any")).toBeNull();
    expect(codeProblem("abc", "any")).toBe("second-factor-recovery-format");
    expect(codeProblem("1234", "any")).toBe("second-factor-code-format");
  });
});

it("groups a base32 secret in fours", () => {
  expect(groupSecret("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
  expect(groupSecret("ABCDEF")).toBe("ABCD EF");
});

it("writes the recovery codes as a text file", () => {
  expect(recoveryCodesFile("Koder", ["aaaaa-bbbbb", "ccccc-ddddd"], "Én gang hver.")).toBe("Koder\n\naaaaa-bbbbb\nccccc-ddddd\n\nÉn gang hver.\n");
});
