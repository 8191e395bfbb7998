import { defineConfig } from "vitest/config";

// End-to-end tests: the real binary in headless Chromium. One file at a time, since
// each starts its own server and browser on a 2-core machine.
export default defineConfig({
  test: {
    include: ["e2e/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
