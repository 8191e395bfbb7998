// The few web globals that react-dom/server and react-router need, for an engine
// that has none of them (deno_core alone gives a bare ECMAScript global).
// Rendering is synchronous, so timers are recorded but never fired.
"use strict";
(() => {
  const g = globalThis;
  if (!g.self) g.self = g;

  // console: messages are collected and handed to the host after each call.
  const logs = [];
  const fmt = (args) =>
    args
      .map((a) => {
        if (typeof a === "string") return a;
        if (a instanceof Error) return `${a.name}: ${a.message}`;
        try {
          return JSON.stringify(a);
        } catch {
          return String(a);
        }
      })
      .join(" ");
  const log = (level) => (...args) => {
    if (logs.length < 100) logs.push([level, fmt(args)]);
  };
  g.console = {
    log: log("info"),
    info: log("info"),
    debug: log("debug"),
    warn: log("warn"),
    error: log("error"),
    trace: log("debug"),
  };
  g.__ssrDrainLogs = () => logs.splice(0, logs.length);

  let nextTimer = 1;
  const timers = new Map();
  g.setTimeout = (fn, _ms, ...args) => {
    const id = nextTimer++;
    timers.set(id, () => fn(...args));
    return id;
  };
  g.clearTimeout = (id) => timers.delete(id);
  g.setInterval = g.setTimeout;
  g.clearInterval = g.clearTimeout;
  g.setImmediate = (fn, ...args) => g.setTimeout(fn, 0, ...args);
  if (!g.queueMicrotask) g.queueMicrotask = (fn) => Promise.resolve().then(fn);

  class MessagePort {
    constructor() {
      this.onmessage = null;
      this.other = null;
    }
    postMessage(data) {
      const other = this.other;
      g.setTimeout(() => other.onmessage && other.onmessage({ data }), 0);
    }
    start() {}
    close() {}
    addEventListener() {}
    removeEventListener() {}
  }
  g.MessageChannel = class MessageChannel {
    constructor() {
      this.port1 = new MessagePort();
      this.port2 = new MessagePort();
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  };

  g.TextEncoder = class TextEncoder {
    get encoding() {
      return "utf-8";
    }
    encode(input = "") {
      const s = String(input);
      const out = [];
      for (let i = 0; i < s.length; i++) {
        let c = s.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
          const d = s.charCodeAt(i + 1);
          if (d >= 0xdc00 && d <= 0xdfff) {
            c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
            i++;
          }
        } else if (c >= 0xd800 && c <= 0xdfff) {
          c = 0xfffd;
        }
        if (c < 0x80) out.push(c);
        else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
        else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
        else
          out.push(
            0xf0 | (c >> 18),
            0x80 | ((c >> 12) & 63),
            0x80 | ((c >> 6) & 63),
            0x80 | (c & 63),
          );
      }
      return new Uint8Array(out);
    }
    encodeInto(input, dest) {
      const bytes = this.encode(input);
      const n = Math.min(bytes.length, dest.length);
      dest.set(bytes.subarray(0, n));
      return { read: String(input).length, written: n };
    }
  };

  g.TextDecoder = class TextDecoder {
    get encoding() {
      return "utf-8";
    }
    decode(buf) {
      if (!buf) return "";
      const b = buf instanceof Uint8Array ? buf : new Uint8Array(buf.buffer || buf);
      let s = "";
      for (let i = 0; i < b.length; ) {
        const c = b[i++];
        let cp;
        if (c < 0x80) cp = c;
        else if (c < 0xe0) cp = ((c & 31) << 6) | (b[i++] & 63);
        else if (c < 0xf0) cp = ((c & 15) << 12) | ((b[i++] & 63) << 6) | (b[i++] & 63);
        else
          cp =
            ((c & 7) << 18) | ((b[i++] & 63) << 12) | ((b[i++] & 63) << 6) | (b[i++] & 63);
        s += String.fromCodePoint(cp);
      }
      return s;
    }
  };
})();
