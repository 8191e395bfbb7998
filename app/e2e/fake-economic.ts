// A loopback e-conomic for the browser tests: the parts of its REST API the
// bookkeeping hand-off calls (server/bookkeeping/economic.rs), as
// tests/api/fake_economic.rs answers them, in Node without a package. Every call needs
// the two token headers (401 without). The settings' check at start-up: the journal,
// the accounts, the VAT code (25 %), customer group, payment terms and VAT zone. A
// hand-off: the accounting year of a day, the entry looked for by its text (in the
// daybook, and among the year's booked entries: none are ever booked here), the
// customer looked for and made, the voucher posted, its PDF looked for and posted.
// A test scripts a fault for the next call of a method and path.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const APP_SECRET = "app-secret-e2e";
export const GRANT = "grant-e2e";

export interface Call {
  method: string;
  path: string;
  query: string;
  status: number;
}

export interface Voucher {
  year: string;
  number: number;
  body: Record<string, any>;
  /** The PDF posted as its file. */
  file: Buffer | null;
}

export interface FakeEconomic {
  url: string;
  /** The server's environment for this fake (BOOKKEEPING=e-conomic and its tokens). */
  env(): Record<string, string>;
  /** The next call of `method` whose path starts with `path` is answered `status` with `body`. */
  script(method: string, path: string, status: number, body: unknown): void;
  calls(): Call[];
  vouchers(): Voucher[];
  customers(): Record<string, any>[];
  stop(): Promise<void>;
}

/** The documented shape of a refused voucher: its sales account is barred. */
export const BARRED_ACCOUNT = {
  message: "Validation error.",
  errors: {
    entries: {
      manualCustomerInvoices: [{ arrayIndex: 0, contraAccount: { errors: [{ errorCode: "E04730", message: "contraAccount is barred." }] } }],
    },
  },
};

/** `field$eq:value` with the API's escapes (`$,` is `,`) undone; null for another form. */
function parseFilter(filter: string): { field: string; value: string } | null {
  const at = filter.indexOf("$eq:");
  if (at < 0) return null;
  let value = "";
  const rest = filter.slice(at + 4);
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] !== "$") {
      value += rest[i];
      continue;
    }
    const next = rest[++i];
    if (next === undefined || !"$()*,[]".includes(next)) return null;
    value += next;
  }
  return { field: filter.slice(0, at), value };
}

export async function startFakeEconomic(): Promise<FakeEconomic> {
  const customers: Record<string, any>[] = [];
  const vouchers: Voucher[] = [];
  const calls: Call[] = [];
  const script: { method: string; path: string; status: number; body: unknown }[] = [];
  const accounts = new Set([1010, 5820, 5830]);
  /** The fake's address, once it listens. */
  let base = "";

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
    return status;
  };
  const notFound = (res: ServerResponse) => json(res, 404, { message: "Not found.", httpStatusCode: 404, errors: {} });
  const refused = (res: ServerResponse, message: string, errors: unknown = {}) =>
    json(res, 400, { message, developerHint: "Inspect validation errors and correct your request.", httpStatusCode: 400, errors });

  const answer = (req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer): number => {
    const method = req.method ?? "GET";
    const faultAt = script.findIndex((s) => s.method === method && url.pathname.startsWith(s.path));
    if (faultAt >= 0) {
      const [fault] = script.splice(faultAt, 1);
      return json(res, fault.status, fault.body);
    }
    if (req.headers["x-appsecrettoken"] !== APP_SECRET || req.headers["x-agreementgranttoken"] !== GRANT) {
      return json(res, 401, { message: "Unauthorized. The app secret token or the agreement grant token is not valid.", httpStatusCode: 401 });
    }
    const segments = url.pathname.replace(/^\/+|\/+$/g, "").split("/");
    const route = `${method} ${segments.join("/")}`;
    const filter = url.searchParams.get("filter") ?? "";
    const byText = (entries: Record<string, any>[]) => {
      const wanted = parseFilter(filter);
      return wanted?.field === "text" ? entries.filter((e) => String(e.text ?? "").toLowerCase() === wanted.value.toLowerCase()) : entries;
    };

    if (route === "GET journals-experimental/1") return json(res, 200, { journalNumber: 1, name: "Webshop" });
    if (method === "GET" && segments[0] === "accounts" && segments.length === 2) {
      const number = Number(segments[1]);
      return accounts.has(number) ? json(res, 200, { accountNumber: number, accountType: "profitAndLoss", name: `Konto ${number}` }) : notFound(res);
    }
    if (route === "GET vat-accounts/U25") return json(res, 200, { vatCode: "U25", name: "Salgsmoms", ratePercentage: 25 });
    if (route === "GET customer-groups/1") return json(res, 200, { customerGroupNumber: 1, name: "Indenlandske" });
    if (route === "GET payment-terms/1") return json(res, 200, { paymentTermsNumber: 1, name: "Netto 8 dage", daysOfCredit: 8, paymentTermsType: "net" });
    if (route === "GET vat-zones/1") return json(res, 200, { vatZoneNumber: 1, name: "Domestic", enabledForCustomer: true });
    if (route === "GET accounting-years") {
      // fromDate$lte:YYYY-MM-DD$and:toDate$gte:YYYY-MM-DD: the year holding the day.
      const day = /^fromDate\$lte:(\d{4})-\d\d-\d\d\$and:toDate\$gte:/.exec(filter)?.[1];
      const years = ["2026", "2027"].filter((year) => !day || day === year).map((year) => ({ year, fromDate: `${year}-01-01`, toDate: `${year}-12-31` }));
      return json(res, 200, { collection: years, pagination: { results: years.length } });
    }
    if (route === "GET customers") {
      const wanted = parseFilter(filter);
      if (!wanted) return json(res, 200, { collection: customers });
      return json(res, 200, { collection: customers.filter((c) => String(c[wanted.field] ?? "").toLowerCase() === wanted.value.toLowerCase()) });
    }
    if (route === "POST customers") {
      const customer = JSON.parse(body.toString("utf8") || "{}");
      const missing = ["name", "currency", "customerGroup", "paymentTerms", "vatZone"].filter((key) => customer[key] == null);
      if (missing.length) return refused(res, "Validation error.", Object.fromEntries(missing.map((key) => [key, { errors: [{ errorCode: "E04730", message: `${key} is required.` }] }])));
      const made = { ...customer, customerNumber: customers.length + 1 };
      customers.push(made);
      return json(res, 201, made);
    }
    if (route === "POST journals-experimental/1/vouchers") {
      const posted = JSON.parse(body.toString("utf8") || "{}");
      const year = String(posted.accountingYear?.year ?? "");
      if (!["2026", "2027"].includes(year)) return refused(res, "Validation error.", { accountingYear: { errors: [{ errorCode: "E04730", message: "accountingYear does not exist." }] } });
      const number = vouchers.length + 1;
      vouchers.push({ year, number, body: posted, file: null });
      return json(res, 201, { ...posted, voucherNumber: number, accountingYear: { year } });
    }
    if (route === "GET journals-experimental/1/entries") {
      const entries = vouchers.flatMap((v) =>
        ["manualCustomerInvoices", "customerPayments"].flatMap((kind) =>
          ((v.body.entries?.[kind] ?? []) as Record<string, any>[]).map((e) => ({ ...e, voucher: { voucherNumber: v.number, accountingYear: { year: v.year } } })),
        ),
      );
      return json(res, 200, { collection: byText(entries) });
    }
    if (method === "GET" && segments[0] === "accounting-years" && segments[2] === "entries" && segments.length === 3) {
      // Nothing is booked here: the daybook keeps every voucher.
      return json(res, 200, { collection: [] });
    }
    if (segments[0] === "journals-experimental" && segments[1] === "1" && segments[2] === "vouchers" && segments[4] === "attachment") {
      const [year, number] = (segments[3] ?? "").split("-");
      const voucher = vouchers.find((v) => v.year === year && v.number === Number(number));
      if (!voucher) return notFound(res);
      if (method === "GET" && segments.length === 5) {
        return voucher.file ? json(res, 200, { pages: 1, file: `${base}${url.pathname}/file` }) : notFound(res);
      }
      if (method === "POST" && segments.length === 6 && segments[5] === "file") {
        if (!String(req.headers["content-type"] ?? "").startsWith("multipart/form-data")) {
          return json(res, 415, { message: "Upload of binary data requires the content-type header to be multipart/form-data." });
        }
        const start = body.indexOf("%PDF-");
        if (start < 0) return refused(res, "Only .jpg, .jpeg, .pdf, .gif and .png files can be attached.");
        if (voucher.file) return refused(res, "The voucher has a file already; use PATCH to add pages.");
        voucher.file = body.subarray(start);
        return json(res, 201, { pages: 1 });
      }
    }
    return notFound(res);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      let status: number;
      try {
        status = answer(req, res, url, Buffer.concat(chunks));
      } catch (error) {
        status = json(res, 400, { message: `The fake could not read the request: ${error}` });
      }
      calls.push({ method: req.method ?? "GET", path: url.pathname, query: url.search, status });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = base;
  return {
    url,
    env: () => ({
      BOOKKEEPING: "e-conomic",
      ECONOMIC_APP_SECRET_TOKEN: APP_SECRET,
      ECONOMIC_AGREEMENT_GRANT_TOKEN: GRANT,
      ECONOMIC_API_BASE: url,
    }),
    script: (method, path, status, body) => void script.push({ method, path, status, body }),
    calls: () => [...calls],
    vouchers: () => [...vouchers],
    customers: () => [...customers],
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The site's client keeps its connections open; they end with the fake.
        server.closeAllConnections();
      }),
  };
}
